/**
 * The scanner's endpoints, typed as the server answers them, through the kit's `http`
 * client: resolving a scanned code (/scanner/resolve), the audit sessions
 * (/audit-sessions, contract in api/README.md "Audit sessions and the scanner": starting
 * one with a filter and counting it first, reading one, resolving a follow-up), the asset
 * types a filter offers and the asset register's own routes the asset card uses
 * (ASSET_API_PATHS). Scans, undos and
 * closing go through the offline queue (../queue/api-transport.ts).
 */
import {
  downloadBlob,
  expectSuccess,
  getLocationsDropdown,
  http,
  uploadToPresignedUrl,
} from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type AssetAuditInput,
  type AssetAuditResponse,
  type AssetResponse,
  type AssetState,
  type AssetTypesResponse,
  type EmployeesDropdownResponse,
  type ImageUploadUrlResponse,
  type Location,
} from '@itam/shared/contracts';
import type {
  AuditExpectedCountResponse,
  AuditFollowUpResolution,
  AuditSessionDetail,
  AuditSessionResponse,
  AuditSessionStart,
  ScannerResolveResponse,
} from '@itam/shared/contracts/audit-sessions';

export type ResolvedAsset = ScannerResolveResponse['asset'];

/** GET /scanner/resolve — the company's asset a scanned code (a tag or a tag link) names; 404 for none. */
export async function resolveCode(code: string): Promise<ResolvedAsset> {
  return (await http.get<ScannerResolveResponse>('/scanner/resolve', { params: { code } })).asset;
}

/** The company's branches (the places a session counts). */
export async function getBranches(): Promise<Location[]> {
  return (await getLocationsDropdown()).locations;
}

export type AssetTypeOption = Extract<
  AssetTypesResponse,
  { type: 'success' }
>['assetTypes'][number];

/** GET /company/asset-types — the company's asset types (a session's filter). */
export async function getAssetTypes(): Promise<AssetTypeOption[]> {
  return expectSuccess(await http.get<AssetTypesResponse>(ASSET_API_PATHS.assetTypes)).assetTypes;
}

/** A session's filter: the asset types and states it counts (none: all). */
export type SessionFilter = NonNullable<AuditSessionStart['filter']>;

/** The branch, a note of the session (a floor, a room: it does not narrow the list), the filter. */
export type StartSessionBody = AuditSessionStart;

/** GET /audit-sessions/expected-count — how many assets a session of the branch and filter would expect now. */
export async function getExpectedCount(branchId: string, filter: SessionFilter): Promise<number> {
  const params: Record<string, string> = { branchId };
  if (filter.assetTypeIds?.length) params.assetTypeIds = filter.assetTypeIds.join(',');
  if (filter.states?.length) params.states = filter.states.join(',');
  return (await http.get<AuditExpectedCountResponse>('/audit-sessions/expected-count', { params }))
    .expected;
}

/** POST /audit-sessions — a session for a branch with its expected list. */
export async function startSession(body: StartSessionBody): Promise<AuditSessionDetail> {
  return (await http.post<AuditSessionResponse>('/audit-sessions', body)).session;
}

/** POST /audit-sessions/:id/follow-ups/:followUpId/resolve — the session as it is then. */
export async function resolveFollowUp(
  sessionId: string,
  followUpId: string,
  resolution: AuditFollowUpResolution,
): Promise<AuditSessionDetail> {
  return (
    await http.post<AuditSessionResponse>(
      `/audit-sessions/${encodeURIComponent(sessionId)}/follow-ups/${encodeURIComponent(followUpId)}/resolve`,
      { resolution },
    )
  ).session;
}

/** The session's report (PDF or CSV): read with the session's token, saved as a file. */
export async function downloadReport(id: string, format: 'pdf' | 'csv'): Promise<void> {
  const blob = await http.get<Blob>(`/audit-sessions/${encodeURIComponent(id)}/report`, {
    params: { format },
    responseType: 'blob',
  });
  downloadBlob(blob, `audit-${id.slice(0, 8)}.${format}`);
}

// ---- the asset card ---------------------------------------------------------------------

export async function createAudit(id: string, body: AssetAuditInput): Promise<void> {
  expectSuccess(await http.post<AssetAuditResponse>(ASSET_API_PATHS.audits(id), body));
}

/** POST /assets/:id/state (not ASSIGNED: assigning names the employee). */
export async function changeState(id: string, state: AssetState, note?: string): Promise<void> {
  expectSuccess(
    await http.post<AssetResponse>(ASSET_API_PATHS.state(id), { state, ...(note && { note }) }),
  );
}

export async function assignAsset(id: string, employeeId: string, date: string): Promise<void> {
  expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.assign(id), { employeeId, date }));
}

export async function unassignAsset(id: string, date: string): Promise<void> {
  expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.unassign(id), { date }));
}

export type EmployeeOption = Extract<
  EmployeesDropdownResponse,
  { type: 'success' }
>['employees'][number];

export async function getEmployees(): Promise<EmployeeOption[]> {
  return expectSuccess(await http.get<EmployeesDropdownResponse>(ASSET_API_PATHS.employeesDropdown))
    .employees;
}

/** A photo from the camera: an upload address for it, then the file itself, stored. */
export async function addPhoto(id: string, file: File): Promise<void> {
  const answer = expectSuccess(
    await http.post<ImageUploadUrlResponse>(ASSET_API_PATHS.imageUploadUrl(id), {
      fileName: file.name || 'photo.jpg',
      contentType: file.type,
      size: file.size,
    }),
  );
  await uploadToPresignedUrl(answer.uploadUrl, file);
}
