/**
 * The SLA clock in the database: each ticket's log of running and paused periods, its SLA
 * state computed from the log, and the SLA columns the queue filters and sorts on.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isLevel, type Level } from './matrix';
import type { DeskSettings } from './settings.queries';
import { slaState, type ClockPeriod, type SlaState } from './sla-clock';
import { clockStateOf, type TicketStatus } from './transitions';

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
