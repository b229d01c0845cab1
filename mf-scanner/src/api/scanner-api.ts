/**
 * The scanner's calls that are not cached reads, through the kit's `http` client: resolving
 * a scanned code (/scanner/resolve, the reader's own flow), starting an audit session
 * (/audit-sessions, contract in api/README.md "Audit sessions and the scanner"), the
 * session's report, and the asset card's photo upload (ASSET_API_PATHS). The screens'
 * reads and the other writes are the kit's cached server data (../features/<feature>/api,
 * ../common/scanner-api.ts). Scans, undos and closing go through the offline queue
 * (../queue/api-transport.ts).
 */
import { downloadBlob, expectSuccess, http, uploadWithTicket } from '@itam/shared/api';
import { ASSET_API_PATHS, type ImageUploadTicketResponse } from '@itam/shared/contracts';
import type {
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

/** The branch, a note of the session (a floor, a room: it does not narrow the list), the filter. */
export type StartSessionBody = AuditSessionStart;

/** POST /audit-sessions — a session for a branch with its expected list. */
export async function startSession(body: StartSessionBody): Promise<AuditSessionDetail> {
  return (await http.post<AuditSessionResponse>('/audit-sessions', body)).session;
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

/** A photo from the camera: an upload address for it, then the file itself, stored. */
export async function addPhoto(id: string, file: File): Promise<void> {
  const answer = expectSuccess(
    await http.post<ImageUploadTicketResponse>(ASSET_API_PATHS.imageUploadUrl(id), {
      fileName: file.name || 'photo.jpg',
      contentType: file.type,
      size: file.size,
    }),
  );
  await uploadWithTicket(answer, file);
}
