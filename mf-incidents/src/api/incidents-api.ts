/**
 * The service desk's endpoints (api/src/modules/incidents), typed by the shared contract
 * (@itam/shared/contracts/incidents), through the kit's `http` client. Tickets of every kind live under
 * /incidents/tickets (incident-management); service requests also under
 * /incidents/requests with their catalogue (it-services).
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_TICKET,
  LEVELS,
  TICKET_ACTIONS,
  TICKET_KINDS,
  TICKET_SORTS,
  TICKET_STATUSES,
} from '@itam/shared/contracts';
import type {
  Agent,
  AssetTickets,
  BulkAssignResult,
  DeskCalendar,
  DeskSummary,
  Level,
  NewIncident,
  NewServiceRequest,
  PickableAsset,
  RequestType,
  RequestTypeField,
  SatisfactionReport,
  SlaTargetRow,
  Survey,
  SurveyAnswer,
  TargetState,
  TicketAction,
  TicketAssetRef,
  TicketAttachment,
  TicketChange,
  TicketDetail,
  TicketHistoryEntry,
  TicketKind,
  TicketMessage,
  TicketPageResponse,
  TicketResponse,
  TicketSla,
  TicketSort,
  TicketStatus,
  TicketSummary,
  TicketUserRef as UserRef,
  UploadedAttachment,
  WorkCalendar,
} from '@itam/shared/contracts/incidents';

// The desk's wire, as the shared contract declares it (@itam/shared/contracts/incidents).
export {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_TICKET,
  LEVELS,
  TICKET_ACTIONS,
  TICKET_KINDS,
  TICKET_SORTS,
  TICKET_STATUSES,
};
export type {
  Agent,
  AssetTickets,
  BulkAssignResult,
  DeskCalendar,
  DeskSummary,
  Level,
  NewIncident,
  NewServiceRequest,
  PickableAsset,
  RequestType,
  RequestTypeField,
  SatisfactionReport,
  SlaTargetRow,
  Survey,
  SurveyAnswer,
  TargetState,
  TicketAction,
  TicketAssetRef,
  TicketAttachment,
  TicketChange,
  TicketDetail,
  TicketHistoryEntry,
  TicketKind,
  TicketMessage,
  TicketSla,
  TicketSort,
  TicketStatus,
  TicketSummary,
  UploadedAttachment,
  UserRef,
  WorkCalendar,
};

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

const base = (mount: TicketBase) => `/incidents/${mount}`;

function listParams(q: TicketListQuery): Record<string, string> {
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

type Success<T> = T & { type: 'success' };

/** GET /incidents/tickets — the agents' queue (a requester: their own). */
export async function listTickets(
  query: TicketListQuery,
  mount: TicketBase = 'tickets',
): Promise<TicketPage> {
  const answer = expectSuccess(
    await http.get<Success<TicketPage>>(base(mount), { params: listParams(query) }),
  );
  return { tickets: answer.tickets, total: answer.total };
}

type TicketAnswer = TicketResponse;
const ticketOf = (answer: TicketAnswer) => expectSuccess(answer).ticket;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ticket by its id, or by its number (`INC-000123`: GET .../by-number/:number; 404 naming it). */
export async function getTicket(
  idOrNumber: string,
  mount: TicketBase = 'tickets',
): Promise<TicketDetail> {
  const path = GUID.test(idOrNumber)
    ? `${base(mount)}/${idOrNumber}`
    : `${base(mount)}/by-number/${encodeURIComponent(idOrNumber)}`;
  return ticketOf(await http.get<TicketAnswer>(path));
}

export async function createTicket(input: NewIncident): Promise<TicketDetail> {
  return ticketOf(await http.post<TicketAnswer>(base('tickets'), input));
}

export async function createServiceRequest(input: NewServiceRequest): Promise<TicketDetail> {
  return ticketOf(await http.post<TicketAnswer>(base('requests'), input));
}

export async function transitionTicket(
  id: string,
  action: TicketAction,
  comment?: string,
  mount: TicketBase = 'tickets',
): Promise<TicketDetail> {
  return ticketOf(
    await http.post<TicketAnswer>(`${base(mount)}/${id}/transition`, {
      action,
      ...(comment?.trim() ? { comment: comment.trim() } : {}),
    }),
  );
}

export async function assignTicket(
  id: string,
  assigneeId: string | null,
  mount: TicketBase = 'tickets',
): Promise<TicketDetail> {
  return ticketOf(await http.post<TicketAnswer>(`${base(mount)}/${id}/assign`, { assigneeId }));
}

export async function bulkAssign(
  ids: readonly string[],
  assigneeId: string | null,
): Promise<BulkAssignResult> {
  const { type: _type, ...result } = expectSuccess(
    await http.post<Success<BulkAssignResult>>(`${base('tickets')}/assign`, {
      ids,
      assigneeId,
    }),
  );
  return result;
}

/** GET /incidents/agents — the company's agents, by name (queue view or assign permission). */
export async function listAgents(): Promise<Agent[]> {
  return expectSuccess(await http.get<Success<{ agents: Agent[] }>>('/incidents/agents')).agents;
}

export async function postMessage(
  id: string,
  body: string,
  visibility: 'public' | 'internal',
  mount: TicketBase = 'tickets',
): Promise<TicketDetail> {
  return ticketOf(
    await http.post<TicketAnswer>(`${base(mount)}/${id}/messages`, { body, visibility }),
  );
}

/** Why a file cannot be attached, as a locale key; null when it can. */
export function attachmentProblem(file: { type: string; size: number }): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'attachments.badType';
  if (file.size === 0) return 'attachments.empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachments.tooLarge';
  return null;
}

/** POST the file's bytes as they are, its name in the query. */
export async function uploadAttachment(
  id: string,
  file: File,
  mount: TicketBase = 'tickets',
): Promise<UploadedAttachment> {
  const answer = await http.post<Success<{ attachment: UploadedAttachment }>>(
    `${base(mount)}/${id}/attachments`,
    file,
    { params: { fileName: file.name }, headers: { 'Content-Type': file.type } },
  );
  return expectSuccess(answer).attachment;
}

// ---- assets --------------------------------------------------------------------------------

/** The caller's own assets first, then any matching tag, serial or name. */
export async function searchAssets(search: string): Promise<PickableAsset[]> {
  const params: Record<string, string> = {};
  if (search.trim()) params.search = search.trim();
  const answer = await http.get<Success<{ assets: PickableAsset[] }>>('/incidents/assets', {
    params,
  });
  return expectSuccess(answer).assets;
}

export async function getAssetTickets(assetId: string): Promise<AssetTickets> {
  const { type: _type, ...rest } = expectSuccess(
    await http.get<Success<AssetTickets>>(`/incidents/assets/${assetId}/tickets`),
  );
  return rest;
}

// ---- the catalogue and surveys --------------------------------------------------------------

export async function getRequestTypes(): Promise<RequestType[]> {
  return expectSuccess(
    await http.get<Success<{ types: RequestType[] }>>('/incidents/request-types'),
  ).types;
}

/** A resolved ticket's survey, for its requester (a service request's also under `requests`). */
export async function getSurvey(ticketId: string, mount: TicketBase = 'tickets'): Promise<Survey> {
  return expectSuccess(
    await http.get<Success<{ survey: Survey }>>(`${base(mount)}/${ticketId}/survey`),
  ).survey;
}

export async function answerSurvey(
  ticketId: string,
  answer: SurveyAnswer,
  mount: TicketBase = 'tickets',
): Promise<void> {
  expectSuccess(await http.post<Success<object>>(`${base(mount)}/${ticketId}/survey`, answer));
}

// ---- reports and settings -------------------------------------------------------------------

export async function getDeskSummary(): Promise<DeskSummary> {
  const { type: _type, ...rest } = expectSuccess(
    await http.get<Success<DeskSummary>>('/incidents/reports/summary'),
  );
  return rest;
}

export async function getSatisfaction(): Promise<SatisfactionReport> {
  const { type: _type, ...rest } = expectSuccess(
    await http.get<Success<SatisfactionReport>>('/incidents/reports/satisfaction'),
  );
  return rest;
}

/** Rows by urgency (1..5), columns by impact (1..5): the priority each pair gives. */
export async function getMatrix(): Promise<number[][]> {
  return expectSuccess(
    await http.get<Success<{ matrix: number[][] }>>('/incidents/settings/matrix'),
  ).matrix;
}

export async function saveMatrix(matrix: number[][]): Promise<number[][]> {
  return expectSuccess(
    await http.put<Success<{ matrix: number[][] }>>('/incidents/settings/matrix', { matrix }),
  ).matrix;
}

export async function getSlaTargets(): Promise<SlaTargetRow[]> {
  return expectSuccess(
    await http.get<Success<{ targets: SlaTargetRow[] }>>('/incidents/settings/sla'),
  ).targets;
}

export async function saveSlaTargets(targets: SlaTargetRow[]): Promise<SlaTargetRow[]> {
  return expectSuccess(
    await http.put<Success<{ targets: SlaTargetRow[] }>>('/incidents/settings/sla', { targets }),
  ).targets;
}

export async function getCalendar(): Promise<DeskCalendar> {
  return expectSuccess(
    await http.get<Success<{ calendar: DeskCalendar }>>('/incidents/settings/calendar'),
  ).calendar;
}

/** PUT the whole calendar; 400 naming `holidays.<i>.date` for a past new day or a repeated one. */
export async function saveCalendar(calendar: WorkCalendar): Promise<DeskCalendar> {
  return expectSuccess(
    await http.put<Success<{ calendar: DeskCalendar }>>('/incidents/settings/calendar', calendar),
  ).calendar;
}

/** PATCH: the desk changes a ticket; a new urgency or impact gives a new priority (409 once resolved). */
export async function updateTicket(
  id: string,
  change: TicketChange,
  mount: TicketBase = 'tickets',
): Promise<TicketDetail> {
  return ticketOf(await http.patch<TicketAnswer>(`${base(mount)}/${id}`, change));
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
