/**
 * What the service desk's screens share besides their endpoints (each endpoint lives in
 * `features/<feature>/api/`, typed by the shared contract `@itam/shared/contracts/incidents`):
 * the list's query parameters, which mount a ticket is read under, a file's check before it
 * is attached, and an attachment's download (a blob, not JSON). Tickets of every kind live
 * under /incidents/tickets (incident-management); service requests also under
 * /incidents/requests with their catalogue (it-services).
 */
import { downloadBlob, http } from '@itam/shared/api';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type TicketAttachment,
  type TicketKind,
  type TicketPageResponse,
  type TicketSort,
  type TicketStatus,
} from '@itam/shared/contracts/incidents';

/** The list's filters as the queue holds them (sent as query parameters, see listParams). */
export interface TicketListQuery {
  status?: readonly TicketStatus[];
  priority?: readonly number[];
  kind?: readonly TicketKind[];
  /** An agent's id, `me` or `none`. */
  assigneeId?: string;
  assetId?: string;
  breached?: boolean;
  scope?: 'all' | 'mine';
  search?: string;
  sort?: TicketSort;
  limit?: number;
  /** From 0. */
  pageNumber?: number;
}

export type TicketPage = Pick<TicketPageResponse, 'tickets' | 'total'>;

/** Which mount: the desk's (every kind) or it-services' (service requests). */
export type TicketBase = 'tickets' | 'requests';

export function listParams(q: TicketListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.status?.length) params.status = q.status.join(',');
  if (q.priority?.length) params.priority = q.priority.join(',');
  if (q.kind?.length) params.kind = q.kind.join(',');
  if (q.assigneeId) params.assigneeId = q.assigneeId;
  if (q.assetId) params.assetId = q.assetId;
  if (q.breached !== undefined) params.breached = String(q.breached);
  if (q.scope) params.scope = q.scope;
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.sort) params.sort = q.sort;
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}

/** Why a file cannot be attached, as a locale key; null when it can. */
export function attachmentProblem(file: { type: string; size: number }): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'attachments.badType';
  if (file.size === 0) return 'attachments.empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachments.tooLarge';
  return null;
}

/**
 * Downloads an attachment: the server reads it only with the session's bearer token, so
 * it comes through the API client as a blob, saved under its file name.
 */
export async function downloadAttachment(attachment: TicketAttachment): Promise<void> {
  // The server names it under /api; the client adds its own base.
  const path = attachment.url.replace(/^\/api(?=\/)/, '');
  const blob = await http.get<Blob>(path, { responseType: 'blob' });
  downloadBlob(blob, attachment.fileName);
}
