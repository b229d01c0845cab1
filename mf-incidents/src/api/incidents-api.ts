/**
 * The service desk's endpoints (api/src/routes/incidents/*), typed as the server answers
 * them, through the kit's `http` client. Tickets of every kind live under
 * /incidents/tickets (incident-management); service requests also under
 * /incidents/requests with their catalogue (it-services).
 */
import { downloadBlob, expectSuccess, http } from '@itam/shared/api';
import {
  TICKET_KINDS,
  TICKET_STATUSES,
  type TicketAssetRef,
  type TicketKind,
  type TicketSla,
  type TicketStatus,
  type TicketSummary,
  type TicketUserRef as UserRef,
} from '@itam/shared/contracts';

// The desk's words other modules share (@itam/shared/contracts incidents-api).
export { TICKET_KINDS, TICKET_STATUSES };
export type { TicketAssetRef, TicketKind, TicketSla, TicketStatus, TicketSummary, UserRef };

export const TICKET_ACTIONS = ['start', 'wait', 'resume', 'resolve', 'close', 'reopen'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const TICKET_SORTS = ['newest', 'oldest', 'priority', 'due', 'updated'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];

/** Files a ticket takes (the server's list and limit: 415 / 413 otherwise). */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_TICKET = 20;

export interface TargetState {
  targetMinutes: number;
  elapsedMinutes: number;
  /** Working minutes left; negative: overdue by that much. */
  remainingMinutes: number;
  dueAt: string | null;
  breached: boolean;
  done: boolean;
}

export interface TicketMessage {
  _id: string;
  author: UserRef | null;
  visibility: 'public' | 'internal';
  body: string;
  createdAt: string;
}

export interface TicketAttachment {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  internal: boolean;
  uploadedBy?: UserRef | null;
  createdAt: string;
  url: string;
}

export interface TicketHistoryEntry {
  _id: string;
  action: string;
  actor: UserRef | null;
  at: string;
  before: unknown;
  after: unknown;
}

export interface TicketDetail extends TicketSummary {
  description: string;
  requestType: { _id: string; name: string } | null;
  requestFields: Record<string, unknown> | null;
  actions: TicketAction[];
  sla: TicketSla & {
    clock?: 'running' | 'paused' | 'stopped';
    firstResponse?: TargetState;
    resolution?: TargetState;
  };
  messages: TicketMessage[];
  attachments: TicketAttachment[];
  history: TicketHistoryEntry[];
  survey: {
    status: 'pending' | 'answered' | 'expired';
    expiresAt: string;
    rating: number | null;
  } | null;
}

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

export interface TicketPage {
  tickets: TicketSummary[];
  total: number | null;
}

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

type TicketAnswer = Success<{ ticket: TicketDetail }>;
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

export interface NewIncident {
  kind?: 'incident' | 'feedback';
  title: string;
  description?: string;
  category?: string | null;
  urgency?: Level;
  impact?: Level;
  assetId?: string | null;
}

export async function createTicket(input: NewIncident): Promise<TicketDetail> {
  return ticketOf(await http.post<TicketAnswer>(base('tickets'), input));
}

export interface NewServiceRequest {
  requestTypeId: string;
  title?: string;
  description?: string;
  urgency?: Level;
  impact?: Level;
  assetId?: string | null;
  fields: Record<string, unknown>;
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

export interface BulkAssignResult {
  updated: string[];
  notFound: string[];
  refused: { id: string; reason: string }[];
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

/** An IT agent: a user of the company whose role works tickets, whom a ticket can be assigned to. */
export interface Agent {
  _id: string;
  name: string;
  email: string;
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
): Promise<TicketAttachment> {
  const answer = await http.post<Success<{ attachment: TicketAttachment }>>(
    `${base(mount)}/${id}/attachments`,
    file,
    { params: { fileName: file.name }, headers: { 'Content-Type': file.type } },
  );
  return expectSuccess(answer).attachment;
}

// ---- assets --------------------------------------------------------------------------------

export interface PickableAsset {
  _id: string;
  name: string;
  tag: string | null;
  serialNumber: string | null;
  state: string;
  make: string | null;
  model: string | null;
  /** Held by the caller. */
  mine: boolean;
  openTickets: number;
}

/** The caller's own assets first, then any matching tag, serial or name. */
export async function searchAssets(search: string): Promise<PickableAsset[]> {
  const params: Record<string, string> = {};
  if (search.trim()) params.search = search.trim();
  const answer = await http.get<Success<{ assets: PickableAsset[] }>>('/incidents/assets', {
    params,
  });
  return expectSuccess(answer).assets;
}

export interface AssetTickets {
  asset: TicketAssetRef & { make: string | null; model: string | null; updatedAt: string };
  openTickets: number;
  tickets: TicketSummary[];
}

export async function getAssetTickets(assetId: string): Promise<AssetTickets> {
  const { type: _type, ...rest } = expectSuccess(
    await http.get<Success<AssetTickets>>(`/incidents/assets/${assetId}/tickets`),
  );
  return rest;
}

// ---- the catalogue and surveys --------------------------------------------------------------

export interface RequestTypeField {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select';
  required: boolean;
  options?: string[];
}

export interface RequestType {
  _id: string;
  key: string;
  name: string;
  description: string | null;
  fields: RequestTypeField[];
  active: boolean;
}

export async function getRequestTypes(): Promise<RequestType[]> {
  return expectSuccess(
    await http.get<Success<{ types: RequestType[] }>>('/incidents/request-types'),
  ).types;
}

export interface Survey {
  ticketId: string;
  number: string;
  title: string;
  expiresAt: string;
  answeredAt: string | null;
  rating: number | null;
  comment: string | null;
  answers: { questionId: string; rating?: number; answer?: string }[];
  questions: { _id: string; text: string; kind: 'rating' | 'text' }[];
}

/** A resolved ticket's survey, for its requester (a service request's also under `requests`). */
export async function getSurvey(ticketId: string, mount: TicketBase = 'tickets'): Promise<Survey> {
  return expectSuccess(
    await http.get<Success<{ survey: Survey }>>(`${base(mount)}/${ticketId}/survey`),
  ).survey;
}

export interface SurveyAnswer {
  rating: Level;
  comment?: string;
  answers: { questionId: string; rating?: Level; answer?: string }[];
}

export async function answerSurvey(
  ticketId: string,
  answer: SurveyAnswer,
  mount: TicketBase = 'tickets',
): Promise<void> {
  expectSuccess(await http.post<Success<object>>(`${base(mount)}/${ticketId}/survey`, answer));
}

// ---- reports and settings -------------------------------------------------------------------

export interface DeskSummary {
  openByPriority: { priority: number; count: number }[];
  openByStatus: { status: string; count: number }[];
  breaches: { open: number; firstResponse: number; resolution: number };
  ageing: { bucket: 'lt1d' | '1to3d' | '3to7d' | '7to30d' | 'gt30d'; count: number }[];
  agentLoad: {
    agent: UserRef | null;
    open: number;
    inProgress: number;
    waiting: number;
    breached: number;
  }[];
  unassigned: number;
}

export async function getDeskSummary(): Promise<DeskSummary> {
  const { type: _type, ...rest } = expectSuccess(
    await http.get<Success<DeskSummary>>('/incidents/reports/summary'),
  );
  return rest;
}

/** The satisfaction surveys' answers rolled up (average ratings 1-5, null before any answer). */
export interface SatisfactionReport {
  overall: { sent: number; answered: number; averageRating: number | null };
  perAgent: { agent: UserRef | null; answered: number; averageRating: number }[];
  perAssetModel: { model: string; answered: number; averageRating: number }[];
}

export async function getSatisfaction(): Promise<SatisfactionReport> {
  const { type: _type, ...rest } = expectSuccess(
    await http.get<Success<SatisfactionReport>>('/incidents/reports/satisfaction'),
  );
  return rest;
}

export interface SlaTargetRow {
  priority: number;
  firstResponseMinutes: number;
  resolutionMinutes: number;
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

/** The working calendar the SLA clock counts in: ISO weekdays (1 Monday .. 7 Sunday), 'HH:MM' hours, holidays. */
export interface WorkCalendar {
  workDays: number[];
  workStart: string;
  workEnd: string;
  holidays: { date: string; name: string }[];
}

export async function getCalendar(): Promise<WorkCalendar & { timeZone: string }> {
  return expectSuccess(
    await http.get<Success<{ calendar: WorkCalendar & { timeZone: string } }>>(
      '/incidents/settings/calendar',
    ),
  ).calendar;
}

/** PUT the whole calendar; 400 naming `holidays.<i>.date` for a past new day or a repeated one. */
export async function saveCalendar(
  calendar: WorkCalendar,
): Promise<WorkCalendar & { timeZone: string }> {
  return expectSuccess(
    await http.put<Success<{ calendar: WorkCalendar & { timeZone: string } }>>(
      '/incidents/settings/calendar',
      calendar,
    ),
  ).calendar;
}

export interface TicketChange {
  title?: string;
  description?: string;
  urgency?: Level;
  impact?: Level;
  assetId?: string | null;
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
