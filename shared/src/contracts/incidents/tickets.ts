/**
 * Tickets: raise, list (the agents' queue or the caller's own), read, change, move through
 * the lifecycle, assign (one or many) and reply. Mounted twice: `TICKETS_PATH` for
 * incident-management (every kind), `REQUESTS_PATH` for it-services (service requests).
 */
import { z } from '../zod';
import { ASSET_STATES } from '../asset-states';
import { commaList } from '../query-lists';
import { attachmentSchema } from './attachments';
import { INCIDENTS_API, levelInput, requiredText, userRefSchema } from './common';
import { TICKET_ACTIONS, TICKET_KINDS, TICKET_SORTS, TICKET_STATUSES } from './constants';

export const TICKETS_PATH = `${INCIDENTS_API}/tickets`;
export const REQUESTS_PATH = `${INCIDENTS_API}/requests`;

// ---- requests ------------------------------------------------------------------------------

/** A ticket's number as the desk writes it: `INC-000123`, `SR-45` (any case, zeros optional). */
export const ticketNumberParams = z.object({
  number: z
    .string()
    .trim()
    .regex(/^(INC|SR|FB)-?\d{1,9}$/i, 'Must be a ticket number like INC-000123 or SR-000045'),
});

export const ticketListQuery = z.object({
  status: commaList(z.enum(TICKET_STATUSES), TICKET_STATUSES.length),
  priority: commaList(z.enum(['1', '2', '3', '4', '5']), 5),
  kind: commaList(z.enum(TICKET_KINDS), TICKET_KINDS.length),
  /** An agent's id, `me` or `none` (unassigned). */
  assigneeId: z.union([z.guid(), z.enum(['me', 'none'])]).optional(),
  assetId: z.guid().optional(),
  breached: z.enum(['true', 'false']).optional(),
  /** `mine`: the caller's own tickets, also for an agent. */
  scope: z.enum(['all', 'mine']).default('all'),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(TICKET_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  /** The `nextCursor` of the previous page (sort `newest` only): keyset paging. */
  cursor: z.string().max(200).optional(),
  withTotal: z.enum(['true', 'false']).default('true'),
});
export type TicketListQueryInput = z.infer<typeof ticketListQuery>;

export const createTicketInput = z.object({
  kind: z.enum(['incident', 'feedback']).default('incident'),
  title: requiredText(200),
  description: z.string().trim().max(10_000).default(''),
  category: z.string().trim().max(100).nullish(),
  urgency: levelInput.default(3),
  impact: levelInput.default(3),
  assetId: z.guid().nullish(),
});
/** What the browser sends to raise an incident (or feedback). */
export type NewIncident = z.input<typeof createTicketInput>;

export const createRequestInput = z.object({
  requestTypeId: z.guid(),
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(10_000).default(''),
  urgency: levelInput.default(3),
  impact: levelInput.default(3),
  assetId: z.guid().nullish(),
  fields: z.record(z.string().max(40), z.unknown()).default({}),
});
export type NewServiceRequest = z.input<typeof createRequestInput>;

export const updateTicketInput = z
  .object({
    title: requiredText(200).optional(),
    description: z.string().trim().max(10_000).optional(),
    category: z.string().trim().max(100).nullish(),
    urgency: levelInput.optional(),
    impact: levelInput.optional(),
    assetId: z.guid().nullish(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type TicketChange = z.input<typeof updateTicketInput>;

export const transitionInput = z.object({
  action: z.enum(TICKET_ACTIONS),
  comment: z.string().trim().max(10_000).optional(),
});

export const assignInput = z.object({ assigneeId: z.guid().nullable() });
export const bulkAssignInput = z.object({
  ids: z.array(z.guid()).min(1).max(500),
  assigneeId: z.guid().nullable(),
});

export const messageInput = z.object({
  body: requiredText(10_000),
  visibility: z.enum(['public', 'internal']).default('public'),
});
export type NewMessage = z.input<typeof messageInput>;

// ---- responses -----------------------------------------------------------------------------

export const ticketAssetRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
});
export type TicketAssetRef = z.infer<typeof ticketAssetRefSchema>;

export const ticketSlaSchema = z.object({
  paused: z.boolean(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  responseDueAt: z.string().nullable(),
  resolutionDueAt: z.string().nullable(),
  /** Today SQL's three-valued answer: null (no due instant to compare yet) is not breached. */
  breached: z.boolean().nullable(),
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;

/** A ticket in a list (`INC-000123`, its state, people, asset and service level). */
export const ticketSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(TICKET_KINDS),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.number(),
  urgency: z.number(),
  impact: z.number(),
  category: z.string().nullable(),
  requester: userRefSchema.nullable(),
  assignee: userRefSchema.nullable(),
  asset: ticketAssetRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sla: ticketSlaSchema,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** One SLA target now: working minutes spent and left, when it falls due, whether missed. */
export const targetStateSchema = z.object({
  targetMinutes: z.number(),
  elapsedMinutes: z.number(),
  /** Working minutes left; negative: overdue by that much. */
  remainingMinutes: z.number(),
  dueAt: z.string().nullable(),
  breached: z.boolean(),
  done: z.boolean(),
});
export type TargetState = z.infer<typeof targetStateSchema>;

export const ticketMessageSchema = z.object({
  _id: z.string(),
  author: userRefSchema.nullable(),
  visibility: z.enum(['public', 'internal']),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketHistoryEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  actor: userRefSchema.nullable(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  description: z.string(),
  requestType: z.object({ _id: z.string(), name: z.string() }).nullable(),
  requestFields: z.record(z.string(), z.unknown()).nullable(),
  asset: ticketAssetRefSchema.extend({ state: z.enum(ASSET_STATES).nullable() }).nullable(),
  actions: z.array(z.enum(TICKET_ACTIONS)),
  sla: ticketSlaSchema.extend({
    clock: z.enum(['running', 'paused', 'stopped']),
    firstResponse: targetStateSchema,
    resolution: targetStateSchema,
  }),
  messages: z.array(ticketMessageSchema),
  attachments: z.array(attachmentSchema),
  history: z.array(ticketHistoryEntrySchema),
  survey: z
    .object({
      status: z.enum(['pending', 'answered', 'expired']),
      expiresAt: z.string(),
      rating: z.number().nullable(),
    })
    .nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketResponse = z.object({ type: z.literal('success'), ticket: ticketDetailSchema });
export type TicketResponse = z.infer<typeof ticketResponse>;

export const ticketPageResponse = z.object({
  type: z.literal('success'),
  tickets: z.array(ticketSummarySchema),
  total: z.number().nullable(),
  nextCursor: z.string().nullable(),
});
export type TicketPageResponse = z.infer<typeof ticketPageResponse>;

export const bulkAssignResponse = z.object({
  type: z.literal('success'),
  updated: z.array(z.string()),
  notFound: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type BulkAssignResult = Omit<z.infer<typeof bulkAssignResponse>, 'type'>;
