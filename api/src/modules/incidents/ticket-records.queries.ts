/**
 * Tickets in the database: their numbers, their SLA clock log and the SLA columns the queue
 * filters on, their history (activity_log rows of entity 'ticket', written in the change's
 * transaction) and the shapes the API answers.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { TicketKind } from '../../db/schema-incidents';
import { userRef } from '../activity';
import { isLevel, priorityOf, type Level } from './matrix';
import type { DeskSettings } from './settings';
import { slaState, type ClockPeriod, type SlaState } from './sla-clock';
import { clockStateOf, type TicketStatus } from './transitions';

export const TICKET_KINDS = ['incident', 'service_request', 'feedback'] as const;
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

/** Ends the open clock period and starts the one the new status needs (none once resolved). */
export async function moveClock(
  trx: Kysely<DB>,
  companyId: string,
  ticketId: string,
  from: TicketStatus | null,
  to: TicketStatus,
  at: Date,
): Promise<void> {
  const before = from ? clockStateOf(from) : 'stopped';
  const after = clockStateOf(to);
  if (before === after) return;
  await trx
    .updateTable('ticket_clock_periods')
    .set({ ended_at: at })
    .where('company_id', '=', companyId)
    .where('ticket_id', '=', ticketId)
    .where('ended_at', 'is', null)
    .execute();
  if (after !== 'stopped')
    await trx
      .insertInto('ticket_clock_periods')
      .values({ company_id: companyId, ticket_id: ticketId, state: after, started_at: at })
      .execute();
}

interface ClockFacts {
  id: string;
  priority: number;
  first_response_at: Date | null;
  resolved_at: Date | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** The SLA state of tickets now, from their clock logs and the targets of their priorities. */
export async function computeSla(
  db: Kysely<DB>,
  companyId: string,
  tickets: readonly ClockFacts[],
  settings: DeskSettings,
  now: Date,
): Promise<Map<string, SlaState>> {
  const out = new Map<string, SlaState>();
  if (!tickets.length) return out;
  const rows = await db
    .selectFrom('ticket_clock_periods')
    .select(['ticket_id', 'state', 'started_at', 'ended_at'])
    .where('company_id', '=', companyId)
    .where(
      'ticket_id',
      'in',
      tickets.map((t) => t.id),
    )
    .orderBy('started_at')
    .execute();
  const periods = new Map<string, ClockPeriod[]>();
  for (const r of rows) {
    const list = periods.get(r.ticket_id) ?? [];
    list.push({ state: r.state, startedAt: new Date(r.started_at), endedAt: toDate(r.ended_at) });
    periods.set(r.ticket_id, list);
  }
  for (const t of tickets) {
    const level: Level = isLevel(t.priority) ? t.priority : 3;
    out.set(
      t.id,
      slaState({
        calendar: settings.calendar,
        periods: periods.get(t.id) ?? [],
        target: settings.targets[level],
        firstResponseAt: toDate(t.first_response_at),
        resolvedAt: toDate(t.resolved_at),
        now,
      }),
    );
  }
  return out;
}

/**
 * Writes the tickets' SLA columns (due instants, breaches) from their clock logs: after every
 * change of status, priority or targets, so the queue filters and sorts without replaying logs.
 */
export async function refreshSla(
  trx: Kysely<DB>,
  companyId: string,
  ticketIds: readonly string[],
  settings: DeskSettings,
  now: Date,
): Promise<void> {
  if (!ticketIds.length) return;
  const tickets = await trx
    .selectFrom('tickets')
    .select(['id', 'priority', 'first_response_at', 'resolved_at'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ticketIds])
    .execute();
  const states = await computeSla(
    trx,
    companyId,
    tickets.map((t) => ({
      ...t,
      first_response_at: toDate(t.first_response_at),
      resolved_at: toDate(t.resolved_at),
    })),
    settings,
    now,
  );
  const values = [...states].map(([id, s]) => ({
    id,
    response_due_at: s.firstResponse.dueAt?.toISOString() ?? null,
    resolution_due_at: s.resolution.dueAt?.toISOString() ?? null,
    response_breached: s.firstResponse.breached,
    resolution_breached: s.resolution.breached,
  }));
  await sql`update tickets t set response_due_at = v.response_due_at,
      resolution_due_at = v.resolution_due_at, response_breached = v.response_breached,
      resolution_breached = v.resolution_breached
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid,
      response_due_at timestamptz, resolution_due_at timestamptz,
      response_breached boolean, resolution_breached boolean)
    where t.company_id = ${companyId} and t.id = v.id`.execute(trx);
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
  breached: boolean;
}

/** The columns of a ticket in a list (`t` is tickets). */
export const SUMMARY_COLUMNS: RawBuilder<unknown> = sql`t.id, t.kind, t.number, t.title, t.status,
  t.priority, t.urgency, t.impact, t.category, t.created_at, t.updated_at,
  ${userRef('t.requester_id')} as requester, ${userRef('t.assignee_id')} as assignee,
  (select json_build_object('_id', a.id, 'name', a.name, 'tag', a.tag) from assets a
    where a.company_id = t.company_id and a.id = t.asset_id) as asset,
  t.first_response_at, t.resolved_at, t.response_due_at, t.resolution_due_at, ${BREACHED} as breached`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function toTicketSummary(row: TicketSummaryRow) {
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
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
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
export type TicketSummary = ReturnType<typeof toTicketSummary>;

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
