/**
 * The scan queue's transport over the kit's http client: the audit session routes of
 * api/src/modules/audit-sessions/. A failed call rejects with the kit's ApiError, whose
 * `status` (0 without an answer) tells the queue whether to try again later.
 */
import { http } from '@itam/shared/api';
import type {
  AuditScanBatchResponse,
  AuditScanInput,
  AuditSessionDetail,
  AuditSessionResponse,
} from '@itam/shared/contracts';
import type { ScanTransport } from './scan-queue';

const base = (sessionId: string) => `/audit-sessions/${encodeURIComponent(sessionId)}`;

export const apiTransport: ScanTransport = {
  sendScans: (sessionId: string, scans: AuditScanInput[]) =>
    http.post<AuditScanBatchResponse>(`${base(sessionId)}/scans`, { scans }),
  async undoScan(sessionId: string, clientScanId: string): Promise<void> {
    await http.post(`${base(sessionId)}/scans/${encodeURIComponent(clientScanId)}/undo`);
  },
  async closeSession(sessionId: string, confirmMoves: boolean): Promise<AuditSessionDetail> {
    return (await http.post<AuditSessionResponse>(`${base(sessionId)}/close`, { confirmMoves }))
      .session;
  },
};
