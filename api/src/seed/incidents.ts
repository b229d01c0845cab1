/**
 * The service desk of Demo Corp (issue 17): the staff member's laptop (employee@demo.test
 * holds one), the request catalogue, survey questions, and tickets across every status with
 * their history as it would have happened: clock periods (paused while waiting on the
 * requester), replies, questions and answers, resolutions, surveys, activity rows, and the
 * SLA columns computed from those periods. Set-based inserts, its own rng (the other demo
 * data stays exactly as it was). The bench uses seedTickets for 100,000 tickets.
 */
import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TicketKind, TicketsTable } from '../db/schema-incidents';
import { DEFAULT_MATRIX, priorityOf, type Level } from '../modules/incidents/matrix';
import { loadDeskSettings } from '../modules/incidents/settings.queries';
import { slaState, type ClockPeriod } from '../modules/incidents/sla-clock';
import type { TicketStatus } from '../modules/incidents/transitions';
import { between, createRng, pick, weighted, type Rng } from './data';
import type { CompanyRefs } from './generator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_TICKETS = 300;

export const REQUEST_TYPES = [
  {
    key: 'new-access',
    name: 'New access',
    description: 'Access to an application, a shared folder or a mailbox',
    fields: [
      { key: 'system', label: 'System', type: 'text', required: true },
      {
        key: 'access_level',
        label: 'Access level',
        type: 'select',
        required: true,
        options: ['Read', 'Write', 'Admin'],
      },
      { key: 'reason', label: 'Reason', type: 'textarea', required: false },
    ],
  },
  {
    key: 'software-install',
    name: 'Software install',
    description: 'Install licensed software on your device',
    fields: [
      { key: 'software', label: 'Software', type: 'text', required: true },
      { key: 'version', label: 'Version', type: 'text', required: false },
    ],
  },
  {
    key: 'hardware-move',
    name: 'Hardware move',
    description: 'Move a device to another desk or branch',
    fields: [
      { key: 'destination', label: 'Destination', type: 'text', required: true },
      { key: 'move_date', label: 'Move date', type: 'date', required: true },
    ],
  },
] as const;

const INCIDENT_TITLES: Record<string, readonly string[]> = {
  Laptop: [
    'Laptop does not boot',
    'Battery drains in an hour',
    'Keyboard keys stuck',
    'Screen flickers',
    'Laptop overheats and shuts down',
  ],
  Desktop: ['Desktop freezes at login', 'No display on the monitor', 'Fan is very loud'],
  Mobile: ['Phone does not charge', 'Email not syncing on phone', 'Cracked screen'],
  Monitor: ['Monitor shows no signal', 'Dead pixels on the monitor'],
  Printer: ['Printer jams on every page', 'Cannot find the printer on the network'],
  other: [
    'VPN disconnects every few minutes',
    'Cannot log in to email',
    'Wi-Fi drops in the meeting room',
    'Password expired and locked out',
    'Shared drive not reachable',
  ],
};
const FEEDBACK_TITLES = [
  'The new laptop setup was quick',
  'Please add a self-service password reset',
  'Printer queue is confusing',
];
const AGENT_REPLIES = [
  'Thanks for reporting this, we are looking into it.',
  'I have picked this up and will update you shortly.',
];
const QUESTIONS = [
  'Could you tell us when this started and send a screenshot?',
  'Is the device plugged in to the dock when it happens?',
  'Can you try a restart and tell us if it helps?',
];
const ANSWERS = [
  'It started on Monday morning, screenshot attached.',
  'Yes, always on the dock.',
  'A restart did not help.',
];
const RESOLUTIONS = [
  'Replaced the faulty part, please confirm it works.',
  'Reinstalled the driver; the issue is fixed.',
  'Reset the account and shared new credentials.',
];

const STATUS_WEIGHTS: readonly (readonly [TicketStatus, number])[] = [
  ['new', 12],
  ['assigned', 10],
  ['in_progress', 15],
  ['waiting_on_requester', 8],
  ['resolved', 20],
  ['closed', 35],
];
const LEVEL_WEIGHTS: readonly (readonly [Level, number])[] = [
  [1, 10],
  [2, 25],
  [3, 35],
  [4, 20],
  [5, 10],
];

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

interface Event {
  at: Date;
  actor: string | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Seeds tickets of one company with their clocks (and, with details, their history). */
export async function seedTickets(
  db: Kysely<DB>,
  refs: TicketSeedRefs,
  options: TicketSeedOptions,
): Promise<void> {
  const { rng, count } = options;
  const now = options.now ?? new Date();
  const span = (options.spanDays ?? 90) * DAY;
  const details = options.details ?? true;
  const settings = await loadDeskSettings(db, refs.companyId);
  const numbers: Record<TicketKind, number> = { incident: 0, service_request: 0, feedback: 0 };
  const existing = await db
    .selectFrom('ticket_counters')
    .select(['kind', 'last_number'])
    .where('company_id', '=', refs.companyId)
    .execute();
  for (const c of existing) numbers[c.kind] = c.last_number;

  const tickets: Row[] = [];
  const periods: Insertable<DB['ticket_clock_periods']>[] = [];
  const messages: Insertable<DB['ticket_messages']>[] = [];
  const activity: Insertable<DB['activity_log']>[] = [];
  const surveys: Insertable<DB['ticket_surveys']>[] = [];

  for (let i = 0; i < count; i += 1) {
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
    numbers[kind] += 1;

    // The timeline: assigned, first response, maybe a question and its answer, resolution, close.
    // Each step takes a plausible wall time after the previous one (never past now); the
    // resolution takes 20-130% of the priority's target in working time (about 2.7 times
    // that in wall time over nights and weekends), so most tickets meet it and some do not.
    const step = (minutes: number, from: number) =>
      new Date(Math.min(now.getTime() - MINUTE, from + Math.max(1, Math.floor(minutes)) * MINUTE));
    const resolutionWall = () =>
      settings.targets[priority].resolutionMinutes * 2.7 * (0.2 + 1.1 * rng());
    const events: Event[] = [
      {
        at: created,
        actor: requester,
        action: 'create',
        after: { kind, title, urgency, impact, priority, assetId: asset?.id ?? null },
      },
    ];
    const clock: ClockPeriod[] = [{ state: 'running', startedAt: created, endedAt: null }];
    const pauseAt = (at: Date) => {
      clock[clock.length - 1]!.endedAt = at;
      clock.push({ state: 'paused', startedAt: at, endedAt: null });
    };
    const runAt = (at: Date) => {
      clock[clock.length - 1]!.endedAt = at;
      clock.push({ state: 'running', startedAt: at, endedAt: null });
    };
    let firstResponse: Date | null = null;
    let resolved: Date | null = null;
    let closed: Date | null = null;
    let t = created.getTime();
    if (agent) {
      const assigned = step(between(rng, 5, 90), t);
      t = assigned.getTime();
      events.push({
        at: assigned,
        actor: agent,
        action: 'assign',
        before: { assigneeId: null, status: 'new' },
        after: { assigneeId: agent, status: 'assigned' },
      });
      if (status !== 'assigned') {
        firstResponse = step(between(rng, 5, 180), t);
        t = firstResponse.getTime();
        events.push({
          at: firstResponse,
          actor: agent,
          action: 'start',
          before: { status: 'assigned' },
          after: { status: 'in_progress' },
        });
        events.push({
          at: firstResponse,
          actor: agent,
          action: 'reply',
          after: { visibility: 'public' },
          before: pick(rng, AGENT_REPLIES),
        });
        const asks = status === 'waiting_on_requester' || rng() < 0.4;
        if (asks) {
          const asked = step(between(rng, 30, 600), t);
          t = asked.getTime();
          events.push({
            at: asked,
            actor: agent,
            action: 'wait',
            before: { status: 'in_progress' },
            after: { status: 'waiting_on_requester' },
          });
          events.push({
            at: asked,
            actor: agent,
            action: 'reply',
            after: { visibility: 'public' },
            before: pick(rng, QUESTIONS),
          });
          pauseAt(asked);
          if (status !== 'waiting_on_requester') {
            const answered = step(between(rng, 60, 2880), t);
            t = answered.getTime();
            events.push({
              at: answered,
              actor: requester,
              action: 'reply',
              after: { visibility: 'public', status: 'in_progress' },
              before: pick(rng, ANSWERS),
            });
            runAt(answered);
          }
        }
        if (status === 'resolved' || status === 'closed') {
          resolved = step(resolutionWall(), t);
          t = resolved.getTime();
          events.push({
            at: resolved,
            actor: agent,
            action: 'resolve',
            before: { status: 'in_progress' },
            after: { status: 'resolved' },
          });
          events.push({
            at: resolved,
            actor: agent,
            action: 'reply',
            after: { visibility: 'public' },
            before: pick(rng, RESOLUTIONS),
          });
          clock[clock.length - 1]!.endedAt = resolved;
          if (status === 'closed') {
            closed = step(between(rng, 60, 72 * 60), t);
            events.push({
              at: closed,
              actor: agent,
              action: 'close',
              before: { status: 'resolved' },
              after: { status: 'closed' },
            });
          }
        }
      }
    }
    const sla = slaState({
      calendar: settings.calendar,
      periods: clock,
      target: settings.targets[priority],
      firstResponseAt: firstResponse,
      resolvedAt: resolved,
      now,
    });
    const last = events[events.length - 1]!.at;
    tickets.push({
      id,
      company_id: refs.companyId,
      kind,
      number: numbers[kind],
      title,
      description:
        kind === 'feedback'
          ? title
          : `${title}. Reported by the user; details in the conversation.`,
      category: type
        ? title
        : kind === 'feedback'
          ? 'Feedback'
          : (asset?.type ?? 'Access and network'),
      requester_id: requester,
      assignee_id: agent,
      asset_id: asset?.id ?? null,
      request_type_id: type?.id ?? null,
      request_fields: type ? JSON.stringify({}) : null,
      urgency,
      impact,
      priority,
      status,
      created_at: created,
      updated_at: last,
      first_response_at: firstResponse,
      resolved_at: resolved,
      closed_at: closed,
      response_due_at: sla.firstResponse.dueAt,
      resolution_due_at: sla.resolution.dueAt,
      response_breached: sla.firstResponse.breached,
      resolution_breached: sla.resolution.breached,
    });
    for (const p of clock)
      periods.push({
        company_id: refs.companyId,
        ticket_id: id,
        state: p.state,
        started_at: p.startedAt,
        ended_at: p.endedAt,
      });
    if (!details) continue;
    for (const e of events) {
      if (e.action === 'reply') {
        messages.push({
          company_id: refs.companyId,
          ticket_id: id,
          author_id: e.actor,
          visibility: 'public',
          body: String(e.before),
          created_at: e.at,
        });
        activity.push({
          company_id: refs.companyId,
          actor_user_id: e.actor,
          entity_type: 'ticket',
          entity_id: id,
          action: 'reply',
          before: null,
          after: JSON.stringify(e.after),
          at: e.at,
        });
        continue;
      }
      activity.push({
        company_id: refs.companyId,
        actor_user_id: e.actor,
        entity_type: 'ticket',
        entity_id: id,
        action: e.action,
        before: e.before === undefined ? null : JSON.stringify(e.before),
        after: e.after === undefined ? null : JSON.stringify(e.after),
        at: e.at,
      });
    }
    if (resolved && agent) {
      const answered = status === 'closed' && rng() < 0.6;
      const rating = answered
        ? weighted(rng, [
            [5, 45],
            [4, 30],
            [3, 12],
            [2, 8],
            [1, 5],
          ] as const)
        : null;
      surveys.push({
        company_id: refs.companyId,
        ticket_id: id,
        requester_id: requester,
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
      });
    }
  }

  const chunk = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
  };
  await chunk(tickets, (part) => db.insertInto('tickets').values(part).execute());
  await chunk(periods, (part) => db.insertInto('ticket_clock_periods').values(part).execute());
  await chunk(messages, (part) => db.insertInto('ticket_messages').values(part).execute());
  await chunk(activity, (part) => db.insertInto('activity_log').values(part).execute());
  await chunk(surveys, (part) => db.insertInto('ticket_surveys').values(part).execute());
  if (surveys.length)
    await sql`update ticket_surveys s set asset_model = nullif(trim(concat_ws(' ', a.make, a.model)), '')
      from tickets t join assets a on a.company_id = t.company_id and a.id = t.asset_id
      where s.company_id = ${refs.companyId} and t.company_id = s.company_id and t.id = s.ticket_id`.execute(
      db,
    );
  for (const [kind, last] of Object.entries(numbers) as [TicketKind, number][])
    if (last > 0)
      await db
        .insertInto('ticket_counters')
        .values({ company_id: refs.companyId, kind, last_number: last })
        .onConflict((oc) => oc.columns(['company_id', 'kind']).doUpdateSet({ last_number: last }))
        .execute();
}

/** The staff member's employee row, and a laptop moved to them (its open assignment with it). */
async function giveLaptop(
  db: Kysely<DB>,
  refs: CompanyRefs,
  email: string,
  name: string,
): Promise<string> {
  // In the first employee's department, reporting to them, like the other seeded employees.
  const first = await db
    .selectFrom('employees')
    .select(['id', 'department_id'])
    .where('company_id', '=', refs.id)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employees')
    .values({
      company_id: refs.id,
      code: `${refs.tagPrefix}-EMP-9001`,
      name,
      email,
      branch_id: refs.branchIds[0] ?? null,
      department_id: first.department_id,
      manager_id: first.id,
      joining_date: '2022-06-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const laptop = await db
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', refs.id)
    .where('asset_type_id', '=', refs.types.get('Laptop')!)
    .where('state', '=', 'ASSIGNED')
    .orderBy('tag')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('assets')
    .set({ employee_id: employee.id })
    .where('company_id', '=', refs.id)
    .where('id', '=', laptop.id)
    .execute();
  await db
    .updateTable('asset_assignments')
    .set({ employee_id: employee.id })
    .where('company_id', '=', refs.id)
    .where('asset_id', '=', laptop.id)
    .where('returned_on', 'is', null)
    .execute();
  return laptop.id;
}

/** Demo Corp's desk: catalogue, survey questions, the staff member's laptop and 300 tickets. */
export async function seedIncidents(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('company_id', '=', refs.id)
    .execute();
  const user = (email: string) => users.find((u) => u.email === email);
  const agent = user('agent@demo.test');
  const employee = user('employee@demo.test');
  if (!agent || !employee) return;
  const laptopId = await giveLaptop(
    db,
    refs,
    employee.email,
    `${employee.first_name} ${employee.last_name}`,
  );
  const types = await db
    .insertInto('ticket_request_types')
    .values(
      REQUEST_TYPES.map((t, position) => ({
        company_id: refs.id,
        key: t.key,
        name: t.name,
        description: t.description,
        fields: JSON.stringify(t.fields),
        position,
      })),
    )
    .returning(['id', 'key'])
    .execute();
  await db
    .insertInto('survey_questions')
    .values([
      {
        company_id: refs.id,
        position: 0,
        text: 'How quickly was your issue handled?',
        kind: 'rating',
      },
      { company_id: refs.id, position: 1, text: 'What could we do better?', kind: 'text' },
    ])
    .execute();
  const assets = await db
    .selectFrom('assets as a')
    .innerJoin('asset_types as t', 't.id', 'a.asset_type_id')
    .select(['a.id', 't.name as type'])
    .where('a.company_id', '=', refs.id)
    .orderBy('a.tag')
    .execute();
  const admin = user('admin@demo.test');
  const viewer = user('viewer@demo.test');
  await seedTickets(
    db,
    {
      companyId: refs.id,
      requesterIds: [
        employee.id,
        employee.id,
        ...(viewer ? [viewer.id] : []),
        ...(admin ? [admin.id] : []),
      ],
      agentIds: [agent.id, ...(admin ? [admin.id] : [])],
      assets,
      requestTypes: types,
      employee: { userId: employee.id, laptopId },
    },
    { count: DEMO_TICKETS, rng: createRng(17017) },
  );
}
