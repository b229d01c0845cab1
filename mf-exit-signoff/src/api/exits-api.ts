/**
 * Employee exits' and onboarding's endpoints (api/src/routes/exits/*, contract in
 * api/README.md "Employee exits and onboarding"), typed as the server answers them,
 * through the kit's `http` client; and the organisation's pickers the screens use (the
 * employees dropdown, the departments, the assets in stock).
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type EmployeesDropdownResponse,
  type AvailableAsset,
  type AvailableAssetsResponse,
} from '@itam/shared/contracts';

type Success<T> = T & { type: 'success' };

// ---- exits -------------------------------------------------------------------------------

export const EXIT_STATUSES = ['started', 'cleared', 'completed'] as const;
export type ExitStatus = (typeof EXIT_STATUSES)[number];
/** The list's status filter: a status, or `overdue` (a part open from two days before the last day). */
export const EXIT_LIST_STATUSES = [...EXIT_STATUSES, 'overdue'] as const;
export type ExitListStatus = (typeof EXIT_LIST_STATUSES)[number];

export const ITEM_OUTCOMES = ['pending', 'returned', 'transferred', 'missing', 'damaged'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];
export const RETURN_CONDITIONS = ['good', 'fair', 'poor'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export interface UserRef {
  _id: string;
  name: string;
}

export interface ExitEmployee {
  _id: string;
  /** The employee's code. */
  id: string;
  name: string;
  email: string | null;
  department: { _id: string; name: string } | null;
}

export interface InterviewAnswers {
  reasonForLeaving: string;
  /** 1-5. */
  rating: number;
  wouldRecommend: boolean;
  wouldReturn: boolean;
  comments?: string | null;
}

/**
 * A department's name: `nameKey` is the default (IT, Finance, HR, Administration, Manager)
 * whose name it carries, shown in the reader's language; null for a name the company gave
 * (department-name.ts).
 */
export interface DepartmentNaming {
  name: string;
  nameKey: string | null;
}

export interface ExitSummaryDepartment extends DepartmentNaming {
  key: string;
  head: UserRef | null;
  /** The caller may sign this part now (its head or an administrator, while open). */
  canSign: boolean;
  signedAt: string | null;
  overdue: boolean;
}

export interface ExitSummary {
  _id: string;
  employee: ExitEmployee;
  /** YYYY-MM-DD. */
  lastWorkingDay: string;
  reason: string;
  status: ExitStatus;
  startedAt: string;
  completedAt: string | null;
  outstanding: { departments: string[]; overdue: string[]; items: number; authority: boolean };
  overdue: boolean;
  departments: ExitSummaryDepartment[];
  itemCount: number;
  interview: { answers: InterviewAnswers; answeredAt: string | null } | null;
  hasCertificate: boolean;
}

export interface ExitDepartment extends ExitSummaryDepartment {
  checklist: { key: string; label: string; done: boolean }[];
  signedBy: UserRef | null;
  comment: string | null;
}

export interface ExitItem {
  _id: string;
  asset: { _id: string; name: string; tag: string | null; state: string; holder: UserRef | null };
  outcome: ItemOutcome;
  condition: ReturnCondition | null;
  dataWiped: boolean | null;
  scannedTag: string | null;
  successor: UserRef | null;
  chargeAmount: number | null;
  incident: { _id: string; number: string | null } | null;
  note: string | null;
  recordedAt: string | null;
  recordedBy: UserRef | null;
}

export interface TimelineEntry {
  at: string;
  event: string;
  by: UserRef | null;
  detail: Record<string, unknown>;
}

export interface Exit extends Omit<ExitSummary, 'departments'> {
  departments: ExitDepartment[];
  items: ExitItem[];
  openTickets: { _id: string; number: string; title: string; status: string }[];
  authority: { user: UserRef | null; name: string | null; signedAt: string | null } | null;
  timeline: TimelineEntry[];
}

export interface ExitListQuery {
  status?: ExitListStatus | null;
  departmentId?: string | null;
  /** YYYY-MM of the last working day. */
  month?: string | null;
  employeeId?: string;
  /** Only exits with a part the caller may sign. */
  toSign?: boolean;
  limit?: number;
  /** From 0. */
  pageNumber?: number;
}

export interface ExitPage {
  exits: ExitSummary[];
  total: number;
  pageNumber: number;
  limit: number;
}

function listParams(q: ExitListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.status) params.status = q.status;
  if (q.departmentId) params.departmentId = q.departmentId;
  if (q.month) params.month = q.month;
  if (q.employeeId) params.employeeId = q.employeeId;
  if (q.toSign) params.toSign = 'true';
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}

/** GET /exits — a page of the company's exits, latest last working day first. */
export async function listExits(query: ExitListQuery): Promise<ExitPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<Success<ExitPage>>('/exits', { params: listParams(query) }),
  );
  return page;
}

type ExitAnswer = Success<{ exit: Exit }>;

export async function getExit(id: string): Promise<Exit> {
  return expectSuccess(await http.get<ExitAnswer>(`/exits/${id}`)).exit;
}

export interface StartExitBody {
  employeeId: string;
  lastWorkingDay: string;
  reason: string;
}

/** POST /exits: 400 `employeeId` / `lastWorkingDay` / `reason`, 409 `employeeId` while one is in progress. */
export async function startExit(body: StartExitBody): Promise<Exit> {
  return expectSuccess(await http.post<ExitAnswer>('/exits', body)).exit;
}

export async function signDepartment(
  exitId: string,
  key: string,
  comment: string | null,
): Promise<Exit> {
  return expectSuccess(
    await http.post<ExitAnswer>(`/exits/${exitId}/departments/${encodeURIComponent(key)}/sign`, {
      comment,
    }),
  ).exit;
}

export type ItemRecovery =
  | {
      outcome: 'returned';
      condition: ReturnCondition;
      dataWiped: true;
      tag?: string | null;
      note?: string | null;
    }
  | { outcome: 'transferred'; successorId: string; note?: string | null }
  | { outcome: 'missing' | 'damaged'; chargeAmount: number; note?: string | null };

/** POST /exits/:id/items/:itemId: IT's recovery of one item. */
export async function recordItem(
  exitId: string,
  itemId: string,
  body: ItemRecovery,
): Promise<Exit> {
  return expectSuccess(await http.post<ExitAnswer>(`/exits/${exitId}/items/${itemId}`, body)).exit;
}

/** POST /exits/:id/authority-sign: the clearance; the signature a PNG data URL. */
export async function authoritySign(
  exitId: string,
  body: { name: string; signature: string },
): Promise<Exit> {
  return expectSuccess(await http.post<ExitAnswer>(`/exits/${exitId}/authority-sign`, body)).exit;
}

export async function saveInterview(exitId: string, answers: InterviewAnswers): Promise<Exit> {
  return expectSuccess(await http.put<ExitAnswer>(`/exits/${exitId}/interview`, { answers })).exit;
}

// ---- the leaving employee's own exit ------------------------------------------------------

/** What the leaving employee sees of their own exit (GET /exits/mine). */
export interface OwnExit {
  _id: string;
  employee: { _id: string; id: string; name: string };
  lastWorkingDay: string;
  status: ExitStatus;
  startedAt: string;
  completedAt: string | null;
  departments: (DepartmentNaming & { key: string; signedAt: string | null; overdue: boolean })[];
  items: { _id: string; asset: { name: string; tag: string | null }; outcome: ItemOutcome }[];
  interview: { answers: InterviewAnswers; answeredAt: string | null } | null;
}

type OwnExitAnswer = Success<{ exit: OwnExit | null }>;

/** GET /exits/mine: the signed-in user's exit (in progress first, else the latest), or null. */
export async function getOwnExit(): Promise<OwnExit | null> {
  return expectSuccess(await http.get<OwnExitAnswer>('/exits/mine')).exit;
}

/** PUT /exits/mine/:id/interview: the employee's own answers, once (409 after). */
export async function saveOwnInterview(
  exitId: string,
  answers: InterviewAnswers,
): Promise<OwnExit> {
  return expectSuccess(
    await http.put<Success<{ exit: OwnExit }>>(`/exits/mine/${exitId}/interview`, { answers }),
  ).exit;
}

// ---- the company's exit departments -------------------------------------------------------

/** One department of the company's list for new exits (`manager`: the employee's manager signs). */
export interface DepartmentTemplate {
  key: string;
  name: string;
  /** Always answered; in a PUT, left out keeps the saved one while the name is unchanged. */
  nameKey?: string | null;
  /** Who signs it; null: an administrator. */
  headUserId: string | null;
  checklist: { key: string; label: string }[];
}

export const MANAGER_DEPARTMENT_KEY = 'manager';

export interface DepartmentSettings {
  departments: (DepartmentTemplate & { head: UserRef | null })[];
  /** The company configured none: the default five apply. */
  isDefault: boolean;
  defaults: DepartmentTemplate[];
  canEdit: boolean;
  /** The company's active users, for an editor to pick a signer from. */
  signers: { _id: string; name: string; email: string }[];
}

/** GET /exits/departments */
export async function getDepartmentSettings(): Promise<DepartmentSettings> {
  const { type: _type, ...settings } = expectSuccess(
    await http.get<Success<DepartmentSettings>>('/exits/departments'),
  );
  return settings;
}

/** PUT /exits/departments: 400 `departments.<i>.key|name|headUserId`; new exits only. */
export async function saveDepartmentSettings(
  departments: DepartmentTemplate[],
): Promise<DepartmentSettings> {
  const { type: _type, ...settings } = expectSuccess(
    await http.put<Success<DepartmentSettings>>('/exits/departments', { departments }),
  );
  return settings;
}

/**
 * Downloads the clearance certificate: the server reads it only with the session's bearer
 * token, so it comes through the API client as a blob, saved under its file name.
 */
export async function downloadCertificate(exitId: string, fileName: string): Promise<void> {
  const blob = await http.get<Blob>(`/exits/${exitId}/certificate`, { responseType: 'blob' });
  downloadBlob(blob, fileName);
}

// ---- onboarding --------------------------------------------------------------------------

export interface Onboarding {
  _id: string;
  employee: { _id: string; id: string; name: string };
  joiningDate: string;
  checklist: { key: string; label: string }[];
  status: 'reserved' | 'started';
  /** The joining day has come and it is still reserved. */
  due: boolean;
  startedAt: string | null;
  createdAt: string;
  assets: {
    _id: string;
    name: string;
    tag: string | null;
    state: string;
    assignedAt: string | null;
  }[];
}

export interface OnboardingPage {
  onboardings: Onboarding[];
  total: number;
  pageNumber: number;
  limit: number;
}

export async function listOnboardings(
  query: { limit?: number; pageNumber?: number } = {},
): Promise<OnboardingPage> {
  const params: Record<string, string> = {};
  if (query.limit) params.limit = String(query.limit);
  if (query.pageNumber) params.pageNumber = String(query.pageNumber);
  const { type: _type, ...page } = expectSuccess(
    await http.get<Success<OnboardingPage>>('/onboardings', { params }),
  );
  return page;
}

type OnboardingAnswer = Success<{ onboarding: Onboarding }>;

/** POST /onboardings: 400 `assetIds.<i>`, 409 `assetIds.<i>` / `employeeId`. */
export async function startOnboarding(body: {
  employeeId: string;
  joiningDate: string;
  assetIds: string[];
}): Promise<Onboarding> {
  return expectSuccess(await http.post<OnboardingAnswer>('/onboardings', body)).onboarding;
}

/** POST /onboardings/:id/start: day one, every reserved asset assigned to the joiner. */
export async function startDayOne(id: string): Promise<Onboarding> {
  return expectSuccess(await http.post<OnboardingAnswer>(`/onboardings/${id}/start`, {}))
    .onboarding;
}

// ---- the organisation's pickers ----------------------------------------------------------

export type EmployeeOption = Extract<
  EmployeesDropdownResponse,
  { type: 'success' }
>['employees'][number];

export interface DepartmentOption {
  _id: string;
  name: string;
}

/** GET /company/departments */
export async function listDepartments(): Promise<DepartmentOption[]> {
  return expectSuccess(
    await http.get<Success<{ departments: DepartmentOption[] }>>('/company/departments'),
  ).departments;
}

export type StockAsset = AvailableAsset;

/** GET /assets/available?search: assets in stock and reserved for no one, to reserve for a joiner. */
export async function searchStock(search = ''): Promise<StockAsset[]> {
  const params: Record<string, string> = { limit: '50' };
  if (search.trim()) params.search = search.trim();
  return expectSuccess(
    await http.get<AvailableAssetsResponse>(ASSET_API_PATHS.available, { params }),
  ).assets;
}
