/**
 * Employee exits' and onboarding's endpoints (api/src/modules/exits, contract in
 * api/README.md "Employee exits and onboarding"), typed by the wire's contracts
 * (`@itam/shared/contracts/exits`), through the kit's `http` client; and the organisation's
 * pickers the screens use (the employees dropdown, the departments, the assets in stock).
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type EmployeesDropdownResponse,
  type AvailableAsset,
  type AvailableAssetsResponse,
} from '@itam/shared/contracts';
import {
  EXIT_PATHS,
  type Exit,
  type ExitListFilter,
  type ExitListResponse,
  type ExitPage,
  type ExitResponse,
  type ItemRecovery,
  type StartExitBody,
} from '@itam/shared/contracts/exits';

export {
  EXIT_LIST_STATUSES,
  EXIT_STATUSES,
  ITEM_OUTCOMES,
  MANAGER_DEPARTMENT_KEY,
  RETURN_CONDITIONS,
} from '@itam/shared/contracts/exits';
export type {
  DepartmentNameKey,
  DepartmentNaming,
  DepartmentSettings,
  DepartmentTemplate,
  Exit,
  ExitDepartment,
  ExitEmployee,
  ExitItem,
  ExitListStatus,
  ExitPage,
  ExitStatus,
  ExitSummary,
  ExitSummaryDepartment,
  InterviewAnswers,
  ItemOutcome,
  ItemRecovery,
  Onboarding,
  OnboardingPage,
  OwnExit,
  ReturnCondition,
  StartExitBody,
  TimelineEntry,
  UserRef,
} from '@itam/shared/contracts/exits';

// ---- exits -------------------------------------------------------------------------------

/** The list's filters as the screens hold them (listParams writes them as the query). */
export type ExitListQuery = { [K in keyof ExitListFilter]?: ExitListFilter[K] | null };

export function listParams(q: ExitListQuery): Record<string, string> {
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
    await http.get<ExitListResponse>(EXIT_PATHS.exits, { params: listParams(query) }),
  );
  return page;
}

export async function getExit(id: string): Promise<Exit> {
  return expectSuccess(await http.get<ExitResponse>(`/exits/${id}`)).exit;
}

/** POST /exits: 400 `employeeId` / `lastWorkingDay` / `reason`, 409 `employeeId` while one is in progress. */
export async function startExit(body: StartExitBody): Promise<Exit> {
  return expectSuccess(await http.post<ExitResponse>(EXIT_PATHS.exits, body)).exit;
}

export async function signDepartment(
  exitId: string,
  key: string,
  comment: string | null,
): Promise<Exit> {
  return expectSuccess(
    await http.post<ExitResponse>(`/exits/${exitId}/departments/${encodeURIComponent(key)}/sign`, {
      comment,
    }),
  ).exit;
}

/** POST /exits/:id/items/:itemId: IT's recovery of one item. */
export async function recordItem(
  exitId: string,
  itemId: string,
  body: ItemRecovery,
): Promise<Exit> {
  return expectSuccess(await http.post<ExitResponse>(`/exits/${exitId}/items/${itemId}`, body))
    .exit;
}

/**
 * Downloads the clearance certificate: the server reads it only with the session's bearer
 * token, so it comes through the API client as a blob, saved under its file name.
 */
export async function downloadCertificate(exitId: string, fileName: string): Promise<void> {
  const blob = await http.get<Blob>(`/exits/${exitId}/certificate`, { responseType: 'blob' });
  downloadBlob(blob, fileName);
}

// ---- the organisation's pickers ----------------------------------------------------------

export type EmployeeOption = Extract<
  EmployeesDropdownResponse,
  { type: 'success' }
>['employees'][number];

export type StockAsset = AvailableAsset;

/** GET /assets/available?search: assets in stock and reserved for no one, to reserve for a joiner. */
export async function searchStock(search = ''): Promise<StockAsset[]> {
  const params: Record<string, string> = { limit: '50' };
  if (search.trim()) params.search = search.trim();
  return expectSuccess(
    await http.get<AvailableAssetsResponse>(ASSET_API_PATHS.available, { params }),
  ).assets;
}
