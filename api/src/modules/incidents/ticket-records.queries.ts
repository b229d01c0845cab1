/**
 * Tickets in the database: their numbers, their history (activity_log rows of entity
 * 'ticket', written in the change's transaction), the columns of a ticket in a list and the
 * summary the API answers, and opening one (the desk and an exit's missing item).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { TicketKind } from '../../db/schema-incidents';
import { userRef } from '../../services/activity';
import type { TicketSummary } from '@itam/shared/contracts/incidents';
import { iso, isoOf } from '../../platform/wire';
import { priorityOf, type Level } from './matrix';
import type { DeskSettings } from './settings.queries';
import { moveClock, refreshSla } from './ticket-clock.queries';
import type { TicketStatus } from './transitions';

export const KIND_PREFIX: Record<TicketKind, string> = {
  incident: 'INC',
  service_request: 'SR',
  feedback: 'FB',
};

export const ticketNumber = (kind: TicketKind, n: number): string =>
  `${KIND_PREFIX[kind]}-${String(n).padStart(6, '0')}`;

/** The next number of the company's tickets of a kind (the counter row is locked until commit). */
export async function allocateNumbers(
  trx: Kysely<DB>,
  companyId: string,
  kind: TicketKind,
  count = 1,
): Promise<number> {
  const row = await trx
    .insertInto('ticket_counters')
    .values({ company_id: companyId, kind, last_number: count })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'kind'])
        .doUpdateSet({ last_number: sql<number>`ticket_counters.last_number + ${count}` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number - count + 1;
}

export interface TicketHistoryEntry {
  ticketId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** The tickets' history rows (activity_log, entity 'ticket'), in the change's transaction. */
export async function recordTicketHistory(
  trx: Kysely<DB>,
  companyId: string,
  actorUserId: string | null,
  entries: readonly TicketHistoryEntry[],
  at?: Date,
): Promise<void> {
  if (!entries.length) return;
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  await trx
    .insertInto('activity_log')
    .values(
      entries.map((e) => ({
        company_id: companyId,
        actor_user_id: actorUserId,
        entity_type: 'ticket',
        entity_id: e.ticketId,
        action: e.action,
        before: json(e.before),
        after: json(e.after),
        ...(at ? { at } : {}),
      })),
    )
    .execute();
}

/** A ticket breaches when a target was missed, or an open ticket is past a due instant. */
export const BREACHED = sql<boolean>`(t.response_breached or t.resolution_breached
  or (t.status not in ('resolved', 'closed') and (t.resolution_due_at < now()
    or (t.first_response_at is null and t.response_due_at < now()))))`;

export interface TicketSummaryRow {
  id: string;
  kind: TicketKind;
  number: number;
  title: string;
  status: TicketStatus;
  priority: number;
  urgency: number;
  impact: number;
  category: string | null;
  created_at: Date;
  updated_at: Date;
  requester: { _id: string; name: string } | null;
  assignee: { _id: string; name: string } | null;
  asset: { _id: string; name: string; tag: string | null } | null;
  first_response_at: Date | null;
  resolved_at: Date | null;
  response_due_at: Date | null;
  resolution_due_at: Date | null;
  breached: boolean | null;
}

/** The columns of a ticket in a list (`t` is tickets). */
export const SUMMARY_COLUMNS: RawBuilder<unknown> = sql`t.id, t.kind, t.number, t.title, t.status,
  t.priority, t.urgency, t.impact, t.category, t.created_at, t.updated_at,
  ${userRef('t.requester_id')} as requester, ${userRef('t.assignee_id')} as assignee,
  (select json_build_object('_id', a.id, 'name', a.name, 'tag', a.tag) from assets a
    where a.company_id = t.company_id and a.id = t.asset_id) as asset,
  t.first_response_at, t.resolved_at, t.response_due_at, t.resolution_due_at, ${BREACHED} as breached`;

export function toTicketSummary(row: TicketSummaryRow): TicketSummary {
  return {
    _id: row.id,
    number: ticketNumber(row.kind, row.number),
    kind: row.kind,
    title: row.title,
    status: row.status,
    priority: row.priority,
    urgency: row.urgency,
    impact: row.impact,
    category: row.category,
    requester: row.requester,
    assignee: row.assignee,
    asset: row.asset,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    sla: {
      paused: row.status === 'waiting_on_requester',
      firstResponseAt: iso(row.first_response_at),
      resolvedAt: iso(row.resolved_at),
      responseDueAt: iso(row.response_due_at),
      resolutionDueAt: iso(row.resolution_due_at),
      breached: row.breached,
    },
  };
}

export interface NewTicket {
  kind: TicketKind;
  title: string;
  description: string;
  category: string | null;
  urgency: Level;
  impact: Level;
  assetId: string | null;
  requestTypeId: string | null;
  requestFields: Record<string, unknown> | null;
}

/**
 * Opens a ticket in the caller's transaction: its number, its priority from the company's
 * matrix, its SLA clock and its history row. The desk's create routes and an exit's
 * missing or damaged item (routes/exits) open tickets through here.
 */
export async function insertTicket(
  trx: Kysely<DB>,
  companyId: string,
  requesterId: string,
  input: NewTicket,
  settings: DeskSettings,
  now: Date,
): Promise<string> {
  const priority = priorityOf(settings.matrix, input.urgency, input.impact);
  const number = await allocateNumbers(trx, companyId, input.kind);
  const row = await trx
    .insertInto('tickets')
    .values({
      company_id: companyId,
      kind: input.kind,
      number,
      title: input.title,
      description: input.description,
      category: input.category,
      requester_id: requesterId,
      asset_id: input.assetId,
      request_type_id: input.requestTypeId,
      request_fields: input.requestFields ? JSON.stringify(input.requestFields) : null,
      urgency: input.urgency,
      impact: input.impact,
      priority,
      status: 'new',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await moveClock(trx, companyId, row.id, null, 'new', now);
  await recordTicketHistory(trx, companyId, requesterId, [
    {
      ticketId: row.id,
      action: 'create',
      after: {
        kind: input.kind,
        title: input.title,
        urgency: input.urgency,
        impact: input.impact,
        priority,
        assetId: input.assetId,
      },
    },
  ]);
  await refreshSla(trx, companyId, [row.id], settings, now);
  return row.id;
}
