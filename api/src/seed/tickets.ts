/**
 * Seeds tickets of one company with their history as it would have happened: clock
 * periods, replies, questions and answers, resolutions, surveys, activity rows, and the SLA
 * columns computed from those periods. Set-based inserts; the bench uses it for 100,000
 * tickets (without the details).
 */
import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TicketKind, TicketsTable } from '../db/schema-incidents';
import { DEFAULT_MATRIX, priorityOf } from '../modules/incidents/matrix';
import { loadDeskSettings, type DeskSettings } from '../modules/incidents/settings.queries';
import { slaState } from '../modules/incidents/sla-clock';
import { between, pick, weighted, type Rng } from './data';
import {
  FEEDBACK_TITLES,
  INCIDENT_TITLES,
  LEVEL_WEIGHTS,
  REQUEST_TYPES,
  STATUS_WEIGHTS,
} from './ticket-texts';
import { DAY, HOUR, MINUTE, playTimeline, TicketTimeline } from './ticket-timeline';

export interface TicketSeedRefs {
  companyId: string;
  requesterIds: readonly string[];
  agentIds: readonly string[];
  assets: readonly { id: string; type: string }[];
  requestTypes: readonly { id: string; key: string }[];
  /** The staff member and their laptop: some of their tickets are about it. */
  employee?: { userId: string; laptopId: string };
}

export interface TicketSeedOptions {
  count: number;
  rng: Rng;
  now?: Date;
  /** Conversation, history rows and surveys too (the bench needs only tickets and clocks). */
  details?: boolean;
  /** Tickets are created over this many days before now. */
  spanDays?: number;
}

type Row = Insertable<TicketsTable> & { id: string };

/** The rows seedTickets inserts, table by table. */
interface Batches {
  tickets: Row[];
  periods: Insertable<DB['ticket_clock_periods']>[];
  messages: Insertable<DB['ticket_messages']>[];
  activity: Insertable<DB['activity_log']>[];
  surveys: Insertable<DB['ticket_surveys']>[];
}

interface DrawContext {
  rng: Rng;
  refs: TicketSeedRefs;
  settings: DeskSettings;
  now: Date;
  span: number;
}

/** One ticket's kind, status, age, levels, people, asset and title, drawn at random. */
function drawTicket({ rng, refs, settings, now, span }: DrawContext, i: number) {
  const id = crypto.randomUUID();
  const kind: TicketKind = weighted(rng, [
    ['incident', 80],
    ['service_request', 15],
    ['feedback', 5],
  ] as const);
  // Open tickets are recent (the last few days); resolved and closed ones span the period.
  const status = weighted(rng, STATUS_WEIGHTS);
  const open = status !== 'resolved' && status !== 'closed';
  const age = open
    ? Math.floor(4 * DAY * Math.pow(rng(), 2))
    : Math.floor(span * Math.pow(rng(), 1.5));
  const created = new Date(now.getTime() - age - between(rng, 1, 59) * MINUTE);
  const urgency = weighted(rng, LEVEL_WEIGHTS);
  const impact = weighted(rng, LEVEL_WEIGHTS);
  const priority = priorityOf(settings.matrix ?? DEFAULT_MATRIX, urgency, impact);
  const ownLaptop = refs.employee && kind === 'incident' && i % 25 === 0;
  const requester = ownLaptop ? refs.employee!.userId : pick(rng, refs.requesterIds);
  const asset = ownLaptop
    ? { id: refs.employee!.laptopId, type: 'Laptop' }
    : kind !== 'feedback' && rng() < 0.7 && refs.assets.length
      ? pick(rng, refs.assets)
      : null;
  const type =
    kind === 'service_request' && refs.requestTypes.length ? pick(rng, refs.requestTypes) : null;
  const title =
    kind === 'feedback'
      ? pick(rng, FEEDBACK_TITLES)
      : type
        ? (REQUEST_TYPES.find((t) => t.key === type.key)?.name ?? 'Request')
        : pick(rng, INCIDENT_TITLES[asset?.type ?? 'other'] ?? INCIDENT_TITLES.other!);
  const agent = status === 'new' ? null : pick(rng, refs.agentIds);
  return {
    id,
    kind,
    status,
    created,
    urgency,
    impact,
    priority,
    requester,
    asset,
    type,
    title,
    agent,
  };
}

type Drawn = ReturnType<typeof drawTicket>;

/** The timeline of a drawn ticket: just its creation until an agent has it. */
function timelineOf(ctx: DrawContext, d: Drawn): TicketTimeline {
  const { kind, title, urgency, impact, priority, asset } = d;
  const tl = new TicketTimeline(ctx.now, d.created, {
    at: d.created,
    actor: d.requester,
    action: 'create',
    after: { kind, title, urgency, impact, priority, assetId: asset?.id ?? null },
  });
  if (d.agent)
    playTimeline(tl, {
      rng: ctx.rng,
      now: ctx.now,
      created: d.created,
      status: d.status,
      requester: d.requester,
      agent: d.agent,
      resolutionMinutes: ctx.settings.targets[d.priority].resolutionMinutes,
    });
  return tl;
}

function ticketRow(ctx: DrawContext, d: Drawn, number: number, tl: TicketTimeline): Row {
  const { kind, title, type, asset } = d;
  const sla = slaState({
    calendar: ctx.settings.calendar,
    periods: tl.clock,
    target: ctx.settings.targets[d.priority],
    firstResponseAt: tl.firstResponse,
    resolvedAt: tl.resolved,
    now: ctx.now,
  });
  return {
    id: d.id,
    company_id: ctx.refs.companyId,
    kind,
    number,
    title,
    description:
      kind === 'feedback' ? title : `${title}. Reported by the user; details in the conversation.`,
    category: type
      ? title
      : kind === 'feedback'
        ? 'Feedback'
        : (asset?.type ?? 'Access and network'),
    requester_id: d.requester,
    assignee_id: d.agent,
    asset_id: asset?.id ?? null,
    request_type_id: type?.id ?? null,
    request_fields: type ? JSON.stringify({}) : null,
    urgency: d.urgency,
    impact: d.impact,
    priority: d.priority,
    status: d.status,
    created_at: d.created,
    updated_at: tl.events[tl.events.length - 1]!.at,
    first_response_at: tl.firstResponse,
    resolved_at: tl.resolved,
    closed_at: tl.closed,
    response_due_at: sla.firstResponse.dueAt,
    resolution_due_at: sla.resolution.dueAt,
    response_breached: sla.firstResponse.breached,
    resolution_breached: sla.resolution.breached,
  };
}

/** The conversation (replies become messages) and the activity rows of a ticket. */
function historyRows(companyId: string, ticketId: string, tl: TicketTimeline, into: Batches) {
  for (const e of tl.events) {
    const reply = e.action === 'reply';
    if (reply)
      into.messages.push({
        company_id: companyId,
        ticket_id: ticketId,
        author_id: e.actor,
        visibility: 'public',
        body: String(e.before),
        created_at: e.at,
      });
    into.activity.push({
      company_id: companyId,
      actor_user_id: e.actor,
      entity_type: 'ticket',
      entity_id: ticketId,
      action: e.action,
      before: reply || e.before === undefined ? null : JSON.stringify(e.before),
      after: e.after === undefined ? null : JSON.stringify(e.after),
      at: e.at,
    });
  }
}

/** The satisfaction survey of a resolved ticket, answered for some closed ones. */
function surveyRow(ctx: DrawContext, d: Drawn, resolved: Date, agent: string) {
  const { rng, now } = ctx;
  const answered = d.status === 'closed' && rng() < 0.6;
  const rating = answered
    ? weighted(rng, [
        [5, 45],
        [4, 30],
        [3, 12],
        [2, 8],
        [1, 5],
      ] as const)
    : null;
  return {
    company_id: ctx.refs.companyId,
    ticket_id: d.id,
    requester_id: d.requester,
    agent_id: agent,
    asset_model: null,
    created_at: resolved,
    expires_at: new Date(resolved.getTime() + 14 * DAY),
    answered_at: answered
      ? new Date(Math.min(now.getTime(), resolved.getTime() + between(rng, 1, 72) * HOUR))
      : null,
    rating,
    comment: rating !== null && rating <= 2 ? 'Took too long to fix.' : null,
    answers: null,
  };
}

async function lastNumbers(db: Kysely<DB>, companyId: string) {
  const numbers: Record<TicketKind, number> = { incident: 0, service_request: 0, feedback: 0 };
  const existing = await db
    .selectFrom('ticket_counters')
    .select(['kind', 'last_number'])
    .where('company_id', '=', companyId)
    .execute();
  for (const c of existing) numbers[c.kind] = c.last_number;
  return numbers;
}

async function insertBatches(db: Kysely<DB>, companyId: string, b: Batches): Promise<void> {
  const chunk = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
  };
  await chunk(b.tickets, (part) => db.insertInto('tickets').values(part).execute());
  await chunk(b.periods, (part) => db.insertInto('ticket_clock_periods').values(part).execute());
  await chunk(b.messages, (part) => db.insertInto('ticket_messages').values(part).execute());
  await chunk(b.activity, (part) => db.insertInto('activity_log').values(part).execute());
  await chunk(b.surveys, (part) => db.insertInto('ticket_surveys').values(part).execute());
  if (b.surveys.length)
    await sql`update ticket_surveys s set asset_model = nullif(trim(concat_ws(' ', a.make, a.model)), '')
      from tickets t join assets a on a.company_id = t.company_id and a.id = t.asset_id
      where s.company_id = ${companyId} and t.company_id = s.company_id and t.id = s.ticket_id`.execute(
      db,
    );
}

async function saveCounters(
  db: Kysely<DB>,
  companyId: string,
  numbers: Record<TicketKind, number>,
): Promise<void> {
  for (const [kind, last] of Object.entries(numbers) as [TicketKind, number][])
    if (last > 0)
      await db
        .insertInto('ticket_counters')
        .values({ company_id: companyId, kind, last_number: last })
        .onConflict((oc) => oc.columns(['company_id', 'kind']).doUpdateSet({ last_number: last }))
        .execute();
}

/** Seeds tickets of one company with their clocks (and, with details, their history). */
export async function seedTickets(
  db: Kysely<DB>,
  refs: TicketSeedRefs,
  options: TicketSeedOptions,
): Promise<void> {
  const ctx: DrawContext = {
    rng: options.rng,
    refs,
    now: options.now ?? new Date(),
    span: (options.spanDays ?? 90) * DAY,
    settings: await loadDeskSettings(db, refs.companyId),
  };
  const details = options.details ?? true;
  const numbers = await lastNumbers(db, refs.companyId);
  const batches: Batches = { tickets: [], periods: [], messages: [], activity: [], surveys: [] };

  for (let i = 0; i < options.count; i += 1) {
    const d = drawTicket(ctx, i);
    numbers[d.kind] += 1;
    const tl = timelineOf(ctx, d);
    batches.tickets.push(ticketRow(ctx, d, numbers[d.kind], tl));
    for (const p of tl.clock)
      batches.periods.push({
        company_id: refs.companyId,
        ticket_id: d.id,
        state: p.state,
        started_at: p.startedAt,
        ended_at: p.endedAt,
      });
    if (!details) continue;
    historyRows(refs.companyId, d.id, tl, batches);
    if (tl.resolved && d.agent) batches.surveys.push(surveyRow(ctx, d, tl.resolved, d.agent));
  }
  await insertBatches(db, refs.companyId, batches);
  await saveCounters(db, refs.companyId, numbers);
}
