/**
 * A seeded ticket's timeline: assigned, first response, maybe a question and its answer,
 * resolution, close. Each step takes a plausible wall time after the previous one (never
 * past now); the resolution takes 20-130% of the priority's target in working time (about
 * 2.7 times that in wall time over nights and weekends), so most tickets meet it and some
 * do not. The clock pauses while the ticket waits on the requester.
 */
import type { ClockPeriod } from '../modules/incidents/sla-clock';
import type { TicketStatus } from '../modules/incidents/transitions';
import { between, pick, type Rng } from './data';
import { AGENT_REPLIES, ANSWERS, QUESTIONS, RESOLUTIONS } from './ticket-texts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface TicketEvent {
  at: Date;
  actor: string | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

export interface TimelineInput {
  rng: Rng;
  now: Date;
  created: Date;
  status: TicketStatus;
  requester: string;
  agent: string;
  /** The priority's resolution target in working minutes. */
  resolutionMinutes: number;
}

export class TicketTimeline {
  readonly events: TicketEvent[];
  readonly clock: ClockPeriod[];
  firstResponse: Date | null = null;
  resolved: Date | null = null;
  closed: Date | null = null;
  private t: number;

  constructor(
    private readonly now: Date,
    created: Date,
    createEvent: TicketEvent,
  ) {
    this.events = [createEvent];
    this.clock = [{ state: 'running', startedAt: created, endedAt: null }];
    this.t = created.getTime();
  }

  /** The moment `minutes` after the previous step (never past now), now the latest step. */
  step(minutes: number): Date {
    const at = new Date(
      Math.min(this.now.getTime() - MINUTE, this.t + Math.max(1, Math.floor(minutes)) * MINUTE),
    );
    this.t = at.getTime();
    return at;
  }

  push(...events: TicketEvent[]): void {
    this.events.push(...events);
  }

  /** A public reply: its body travels in `before` until it becomes a message. */
  reply(at: Date, actor: string, body: string, after: object = { visibility: 'public' }): void {
    this.events.push({ at, actor, action: 'reply', after, before: body });
  }

  /** Ends the running clock period and starts one in `state`. */
  switchClock(at: Date, state: ClockPeriod['state']): void {
    this.clock[this.clock.length - 1]!.endedAt = at;
    this.clock.push({ state, startedAt: at, endedAt: null });
  }

  stopClock(at: Date): void {
    this.clock[this.clock.length - 1]!.endedAt = at;
  }
}

function assign(tl: TicketTimeline, input: TimelineInput): void {
  const { rng, agent } = input;
  const assigned = tl.step(between(rng, 5, 90));
  tl.push({
    at: assigned,
    actor: agent,
    action: 'assign',
    before: { assigneeId: null, status: 'new' },
    after: { assigneeId: agent, status: 'assigned' },
  });
}

function respond(tl: TicketTimeline, input: TimelineInput): void {
  const { rng, agent } = input;
  const at = tl.step(between(rng, 5, 180));
  tl.firstResponse = at;
  tl.push({
    at,
    actor: agent,
    action: 'start',
    before: { status: 'assigned' },
    after: { status: 'in_progress' },
  });
  tl.reply(at, agent, pick(rng, AGENT_REPLIES));
}

/** The agent asks the requester something; unless still waiting, they answer. */
function askRequester(tl: TicketTimeline, input: TimelineInput): void {
  const { rng, agent, requester, status } = input;
  const asked = tl.step(between(rng, 30, 600));
  tl.push({
    at: asked,
    actor: agent,
    action: 'wait',
    before: { status: 'in_progress' },
    after: { status: 'waiting_on_requester' },
  });
  tl.reply(asked, agent, pick(rng, QUESTIONS));
  tl.switchClock(asked, 'paused');
  if (status === 'waiting_on_requester') return;
  const answered = tl.step(between(rng, 60, 2880));
  tl.reply(answered, requester, pick(rng, ANSWERS), {
    visibility: 'public',
    status: 'in_progress',
  });
  tl.switchClock(answered, 'running');
}

function resolve(tl: TicketTimeline, input: TimelineInput): void {
  const { rng, agent, status } = input;
  const resolved = tl.step(input.resolutionMinutes * 2.7 * (0.2 + 1.1 * rng()));
  tl.resolved = resolved;
  tl.push({
    at: resolved,
    actor: agent,
    action: 'resolve',
    before: { status: 'in_progress' },
    after: { status: 'resolved' },
  });
  tl.reply(resolved, agent, pick(rng, RESOLUTIONS));
  tl.stopClock(resolved);
  if (status !== 'closed') return;
  const closed = tl.step(between(rng, 60, 72 * 60));
  tl.closed = closed;
  tl.push({
    at: closed,
    actor: agent,
    action: 'close',
    before: { status: 'resolved' },
    after: { status: 'closed' },
  });
}

/** What happened to an assigned ticket after its creation, as far as its status goes. */
export function playTimeline(tl: TicketTimeline, input: TimelineInput): void {
  const { rng, status } = input;
  assign(tl, input);
  if (status === 'assigned') return;
  respond(tl, input);
  const asks = status === 'waiting_on_requester' || rng() < 0.4;
  if (asks) askRequester(tl, input);
  if (status === 'resolved' || status === 'closed') resolve(tl, input);
}
