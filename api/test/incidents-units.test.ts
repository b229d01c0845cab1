/** The service desk's pure rules: the priority matrix, the lifecycle table and the SLA clock. */
import {
  DEFAULT_MATRIX,
  matrixProblem,
  priorityOf,
  type PriorityMatrix,
} from '../src/modules/incidents/matrix';
import {
  actionsFrom,
  assignStatus,
  clockStateOf,
  nextStatus,
  TICKET_ACTIONS,
  TICKET_STATUSES,
  type TicketStatus,
} from '../src/modules/incidents/transitions';
import {
  addWorkingMs,
  slaState,
  workingMsBetween,
  type ClockPeriod,
  type WorkCalendar,
} from '../src/modules/incidents/sla-clock';

describe('the priority matrix', () => {
  it("gives GLPI's default priorities", () => {
    expect(priorityOf(DEFAULT_MATRIX, 1, 1)).toBe(1);
    expect(priorityOf(DEFAULT_MATRIX, 5, 5)).toBe(5);
    expect(priorityOf(DEFAULT_MATRIX, 3, 3)).toBe(3);
    expect(priorityOf(DEFAULT_MATRIX, 5, 1)).toBe(2);
    expect(priorityOf(DEFAULT_MATRIX, 4, 5)).toBe(5);
  });
  it('reads an edited matrix by urgency row and impact column', () => {
    const matrix = DEFAULT_MATRIX.map((row) => [...row]) as PriorityMatrix;
    matrix[4]![0] = 5;
    expect(priorityOf(matrix, 5, 1)).toBe(5);
    expect(priorityOf(matrix, 1, 5)).toBe(2);
  });
  it('names the cell of a matrix that is not 5×5 priorities', () => {
    expect(matrixProblem(DEFAULT_MATRIX)).toBeNull();
    expect(matrixProblem([[1]])?.field).toBe('matrix');
    const short = DEFAULT_MATRIX.map((row) => [...row]);
    short[2] = [1, 2];
    expect(matrixProblem(short)?.field).toBe('matrix.2');
    const bad: unknown[][] = DEFAULT_MATRIX.map((row) => [...row]);
    bad[1]![3] = 6;
    expect(matrixProblem(bad)).toEqual({ field: 'matrix.1.3', message: expect.any(String) });
  });
});

describe('the lifecycle', () => {
  const allowed: Record<string, TicketStatus | null> = {};
  for (const from of TICKET_STATUSES)
    for (const action of TICKET_ACTIONS)
      allowed[`${from} ${action}`] = nextStatus(from, action, true);

  it('allows exactly the documented transitions', () => {
    expect(Object.entries(allowed).filter(([, to]) => to !== null)).toEqual([
      ['new start', 'in_progress'],
      ['new resolve', 'resolved'],
      ['assigned start', 'in_progress'],
      ['assigned wait', 'waiting_on_requester'],
      ['assigned resolve', 'resolved'],
      ['in_progress wait', 'waiting_on_requester'],
      ['in_progress resolve', 'resolved'],
      ['waiting_on_requester resume', 'in_progress'],
      ['waiting_on_requester resolve', 'resolved'],
      ['resolved close', 'closed'],
      ['resolved reopen', 'assigned'],
    ]);
  });
  it('refuses everything from Closed and reopens an unassigned ticket as New', () => {
    expect(actionsFrom('closed')).toEqual([]);
    expect(nextStatus('closed', 'reopen', true)).toBeNull();
    expect(nextStatus('new', 'close', false)).toBeNull();
    expect(nextStatus('resolved', 'reopen', false)).toBe('new');
  });
  it('assigns a New ticket to Assigned and leaves other statuses', () => {
    expect(assignStatus('new')).toBe('assigned');
    expect(assignStatus('in_progress')).toBe('in_progress');
    expect(assignStatus('waiting_on_requester')).toBe('waiting_on_requester');
  });
  it('runs the clock while open, pauses it while waiting on the requester, stops it once resolved', () => {
    expect(TICKET_STATUSES.map(clockStateOf)).toEqual([
      'running',
      'running',
      'running',
      'paused',
      'stopped',
      'stopped',
    ]);
  });
});

describe('the SLA clock', () => {
  // India (UTC+05:30, no daylight saving), Monday to Friday 09:00-18:00, Republic Day off.
  const calendar: WorkCalendar = {
    timeZone: 'Asia/Kolkata',
    workDays: [1, 2, 3, 4, 5],
    workStart: 9 * 60,
    workEnd: 18 * 60,
    holidays: ['2026-01-26'],
  };
  const ist = (local: string) => new Date(`${local}:00+05:30`);
  const minutes = (ms: number) => ms / 60_000;
  const running = (from: string, to: string | null): ClockPeriod => ({
    state: 'running',
    startedAt: ist(from),
    endedAt: to ? ist(to) : null,
  });
  const paused = (from: string, to: string | null): ClockPeriod => ({
    state: 'paused',
    startedAt: ist(from),
    endedAt: to ? ist(to) : null,
  });

  it('counts working hours only: not nights, weekends or holidays', () => {
    // Friday 23rd 17:00 to Tuesday 27th 10:00: an hour on Friday, none on the weekend or
    // on Monday 26th (a holiday), an hour on Tuesday.
    expect(
      minutes(workingMsBetween(calendar, ist('2026-01-23T17:00'), ist('2026-01-27T10:00'))),
    ).toBe(120);
    expect(
      minutes(workingMsBetween(calendar, ist('2026-01-21T20:00'), ist('2026-01-22T08:00'))),
    ).toBe(0);
    expect(
      minutes(
        workingMsBetween(
          { ...calendar, holidays: [] },
          ist('2026-01-23T17:00'),
          ist('2026-01-27T10:00'),
        ),
      ),
    ).toBe(120 + 540);
  });
  it('finds the instant a number of working minutes ends, across a weekend and a holiday', () => {
    expect(addWorkingMs(calendar, ist('2026-01-23T17:00'), 180 * 60_000)).toEqual(
      ist('2026-01-27T11:00'),
    );
    // Started before the day begins: the minutes count from 09:00.
    expect(addWorkingMs(calendar, ist('2026-01-21T07:00'), 30 * 60_000)).toEqual(
      ist('2026-01-21T09:30'),
    );
  });
  it('works in the company time zone, not UTC', () => {
    const london = { ...calendar, timeZone: 'Europe/London', holidays: [] };
    // 09:00 in London in summer is 08:00 UTC; in winter 09:00 UTC.
    expect(addWorkingMs(london, new Date('2026-07-01T00:00:00Z'), 60_000)).toEqual(
      new Date('2026-07-01T08:01:00Z'),
    );
    expect(addWorkingMs(london, new Date('2026-01-07T00:00:00Z'), 60_000)).toEqual(
      new Date('2026-01-07T09:01:00Z'),
    );
  });

  const target = { firstResponseMinutes: 60, resolutionMinutes: 240 };

  it('does not count the time a ticket waits on its requester', () => {
    // Wednesday: running 09:00-10:00, waiting 10:00-14:00, running again since 14:00; now 15:00.
    const periods = [
      running('2026-01-21T09:00', '2026-01-21T10:00'),
      paused('2026-01-21T10:00', '2026-01-21T14:00'),
      running('2026-01-21T14:00', null),
    ];
    const state = slaState({
      calendar,
      periods,
      target,
      firstResponseAt: ist('2026-01-21T09:40'),
      resolvedAt: null,
      now: ist('2026-01-21T15:00'),
    });
    expect(state.clock).toBe('running');
    expect(state.resolution).toEqual({
      targetMinutes: 240,
      elapsedMinutes: 120,
      remainingMinutes: 120,
      dueAt: ist('2026-01-21T17:00'),
      breached: false,
      done: false,
    });
    expect(state.firstResponse).toEqual(
      expect.objectContaining({ elapsedMinutes: 40, breached: false, done: true, dueAt: null }),
    );
  });
  it('keeps the time left while paused, with no due instant', () => {
    const periods = [
      running('2026-01-21T09:00', '2026-01-21T11:00'),
      paused('2026-01-21T11:00', null),
    ];
    const at = (now: string) =>
      slaState({
        calendar,
        periods,
        target,
        firstResponseAt: ist('2026-01-21T09:30'),
        resolvedAt: null,
        now: ist(now),
      }).resolution;
    expect(at('2026-01-21T12:00')).toEqual(
      expect.objectContaining({ remainingMinutes: 120, dueAt: null, breached: false }),
    );
    expect(at('2026-01-28T12:00')).toEqual(
      expect.objectContaining({ remainingMinutes: 120, dueAt: null, breached: false }),
    );
  });
  it('keeps every minute spent when the priority (or its target) changes mid-way', () => {
    const periods = [running('2026-01-21T09:00', null)];
    const now = ist('2026-01-21T12:00');
    const base = { calendar, periods, firstResponseAt: null, resolvedAt: null, now };
    const before = slaState({
      ...base,
      target: { firstResponseMinutes: 480, resolutionMinutes: 960 },
    });
    expect(before.resolution).toEqual(
      expect.objectContaining({ elapsedMinutes: 180, remainingMinutes: 780, breached: false }),
    );
    // Raised to a priority of 4 working hours: 3 are spent already, 1 is left.
    const raised = slaState({
      ...base,
      target: { firstResponseMinutes: 60, resolutionMinutes: 240 },
    });
    expect(raised.resolution).toEqual(
      expect.objectContaining({
        elapsedMinutes: 180,
        remainingMinutes: 60,
        dueAt: ist('2026-01-21T13:00'),
      }),
    );
    // The first response target of an hour fell due at 10:00: overdue by 2 hours.
    expect(raised.firstResponse).toEqual(
      expect.objectContaining({
        remainingMinutes: -120,
        dueAt: ist('2026-01-21T10:00'),
        breached: true,
      }),
    );
  });
  it('shows an overdue ticket with the instant it fell due, across days', () => {
    const state = slaState({
      calendar,
      periods: [running('2026-01-20T16:00', null)],
      target,
      firstResponseAt: ist('2026-01-20T16:30'),
      resolvedAt: null,
      now: ist('2026-01-21T12:00'),
    });
    // 2 hours on Tuesday, 3 on Wednesday: 300 of 240 minutes.
    expect(state.resolution).toEqual(
      expect.objectContaining({
        elapsedMinutes: 300,
        remainingMinutes: -60,
        dueAt: ist('2026-01-21T11:00'),
        breached: true,
      }),
    );
  });
  it('stops at resolution: met or missed for good', () => {
    const periods = [running('2026-01-21T09:00', '2026-01-21T12:00')];
    const resolved = (resolution: number) =>
      slaState({
        calendar,
        periods,
        target: { firstResponseMinutes: 60, resolutionMinutes: resolution },
        firstResponseAt: ist('2026-01-21T09:10'),
        resolvedAt: ist('2026-01-21T12:00'),
        now: ist('2026-02-10T12:00'),
      });
    expect(resolved(240).clock).toBe('stopped');
    expect(resolved(240).resolution).toEqual(
      expect.objectContaining({ elapsedMinutes: 180, breached: false, done: true, dueAt: null }),
    );
    expect(resolved(120).resolution).toEqual(
      expect.objectContaining({ breached: true, done: true, dueAt: ist('2026-01-21T11:00') }),
    );
  });
});
