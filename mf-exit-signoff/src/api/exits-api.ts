/**
 * The exit module's wire types re-exported for the screens (`@itam/shared/contracts/exits`),
 * the exit list's query, and what is not a cached read: the certificate's download and the
 * assets in stock (searched as typed). The reads and writes of exits, onboardings and
 * departments are endpoints of the server-data layer under `features/<feature>/api/`.
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type EmployeesDropdownResponse,
  type AvailableAsset,
  type AvailableAssetsResponse,
} from '@itam/shared/contracts';
import { type ExitListFilter } from '@itam/shared/contracts/exits';

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
