/**
 * The SLA clock. A ticket's clock is a log of periods, each running or paused (paused
 * while the ticket waits on its requester); only running time inside the company's
 * working hours (its time zone, its working days, not its holidays) counts. Targets are
 * working minutes per priority. Nothing is stored as "time left": it is always computed
 * from the log against the target in force, so a change of priority or of the targets
 * mid-way keeps every minute already spent and only moves the due instant.
 */
export interface WorkCalendar {
  /** IANA zone, e.g. 'Asia/Kolkata'. */
  timeZone: string;
  /** ISO days of the week that are worked, 1 = Monday .. 7 = Sunday. */
  workDays: readonly number[];
  /** The working day, in minutes after local midnight: [workStart, workEnd). */
  workStart: number;
  workEnd: number;
  /** Local dates that are not worked, 'YYYY-MM-DD'. */
  holidays: readonly string[];
}

export interface ClockPeriod {
  state: 'running' | 'paused';
  startedAt: Date;
  /** null: the period still going on. */
  endedAt: Date | null;
}

export interface SlaTarget {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

export interface TargetState {
  targetMinutes: number;
  /** Working minutes the clock has run (until the response, for the first response). */
  elapsedMinutes: number;
  /** Working minutes left; negative: overdue by that much. */
  remainingMinutes: number;
  /** When the target falls (or fell) due; null while the clock is paused or stopped before it. */
  dueAt: Date | null;
  /** The target was missed (or is now overdue). */
  breached: boolean;
  /** The response was given, or the ticket resolved: the target no longer moves. */
  done: boolean;
}

export interface SlaState {
  clock: 'running' | 'paused' | 'stopped';
  firstResponse: TargetState;
  resolution: TargetState;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Ten years of days: a calendar with working time finds it well before. */
const MAX_DAYS = 3660;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the zone is one Intl knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The local wall time of an instant in the zone, as if it were UTC (ms). */
function wallClock(t: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(t)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

const offsetAt = (t: number, timeZone: string): number =>
  wallClock(t, timeZone) - (t - (((t % 1000) + 1000) % 1000));

/** The instant of a local wall time (day as UTC midnight ms, plus minutes) in the zone. */
function instantOf(dayUtc: number, minutes: number, timeZone: string): number {
  const guess = dayUtc + minutes * MINUTE;
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return second;
}

/** The local date of an instant, as UTC midnight ms. */
function localDay(t: number, timeZone: string): number {
  const wall = wallClock(t, timeZone);
  return wall - (((wall % DAY) + DAY) % DAY);
}

const isoDate = (dayUtc: number): string => new Date(dayUtc).toISOString().slice(0, 10);
/** ISO weekday of a UTC-midnight day: 1 = Monday .. 7 = Sunday. */
const isoWeekday = (dayUtc: number): number => ((new Date(dayUtc).getUTCDay() + 6) % 7) + 1;

interface Window {
  start: number;
  end: number;
}

/** Working windows already found (zone, day and hours): a queue of tickets shares its days. */
const windows = new Map<string, Window>();

/** The working window of a local day, or null when the day is not worked. */
function windowOf(calendar: WorkCalendar, dayUtc: number, holidays: Set<string>): Window | null {
  if (!calendar.workDays.includes(isoWeekday(dayUtc))) return null;
  if (holidays.has(isoDate(dayUtc))) return null;
  const key = `${calendar.timeZone} ${dayUtc} ${calendar.workStart} ${calendar.workEnd}`;
  let w = windows.get(key);
  if (!w) {
    if (windows.size >= 20_000) windows.clear();
    w = {
      start: instantOf(dayUtc, calendar.workStart, calendar.timeZone),
      end: instantOf(dayUtc, calendar.workEnd, calendar.timeZone),
    };
    windows.set(key, w);
  }
  return w;
}

/** Working milliseconds in [from, to). */
export function workingMsBetween(calendar: WorkCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (!(b > a)) return 0;
  const holidays = new Set(calendar.holidays);
  let total = 0;
  const last = localDay(b, calendar.timeZone);
  for (let day = localDay(a, calendar.timeZone); day <= last; day += DAY) {
    const w = windowOf(calendar, day, holidays);
    if (w) total += Math.max(0, Math.min(b, w.end) - Math.max(a, w.start));
  }
  return total;
}

/** The instant `ms` working milliseconds after `from` (from itself when ms is 0 or less). */
export function addWorkingMs(calendar: WorkCalendar, from: Date, ms: number): Date {
  let left = ms;
  const a = from.getTime();
  if (left <= 0) return new Date(a);
  const holidays = new Set(calendar.holidays);
  const first = localDay(a, calendar.timeZone);
  for (let day = first, n = 0; n < MAX_DAYS; day += DAY, n += 1) {
    const w = windowOf(calendar, day, holidays);
    if (!w) continue;
    const start = Math.max(a, w.start);
    if (start >= w.end) continue;
    const available = w.end - start;
    if (left <= available) return new Date(start + left);
    left -= available;
  }
  throw new Error('The working calendar has no working time');
}

/** The running periods, cut at `until` (periods starting after it are left out). */
function runningUntil(periods: readonly ClockPeriod[], until: Date | null): ClockPeriod[] {
  const cut = until?.getTime() ?? Infinity;
  return [...periods]
    .filter((p) => p.state === 'running' && p.startedAt.getTime() < cut)
    .sort((x, y) => x.startedAt.getTime() - y.startedAt.getTime())
    .map((p) => {
      const end = p.endedAt?.getTime() ?? Infinity;
      return end > cut ? { ...p, endedAt: new Date(cut) } : p;
    });
}

function targetState(
  calendar: WorkCalendar,
  periods: readonly ClockPeriod[],
  targetMinutes: number,
  doneAt: Date | null,
  now: Date,
): TargetState {
  const target = targetMinutes * MINUTE;
  const running = runningUntil(periods, doneAt);
  let elapsed = 0;
  let dueAt: Date | null = null;
  for (const p of running) {
    const spent = workingMsBetween(calendar, p.startedAt, p.endedAt ?? now);
    if (!dueAt && (p.endedAt === null || elapsed + spent >= target))
      dueAt = addWorkingMs(calendar, p.startedAt, target - elapsed);
    elapsed += spent;
  }
  const measuredAt = doneAt ?? now;
  const breached = dueAt !== null && dueAt.getTime() < measuredAt.getTime();
  return {
    targetMinutes,
    elapsedMinutes: Math.floor(elapsed / MINUTE),
    remainingMinutes: Math.ceil((target - elapsed) / MINUTE),
    // Once met, the due instant is of no more use; a paused clock has none.
    dueAt: doneAt && !breached ? null : dueAt,
    breached,
    done: doneAt !== null,
  };
}

/** The ticket's SLA state now: time left or overdue for its first response and its resolution. */
export function slaState(input: {
  calendar: WorkCalendar;
  periods: readonly ClockPeriod[];
  target: SlaTarget;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
  now: Date;
}): SlaState {
  const open = input.periods.find((p) => p.endedAt === null);
  return {
    clock: open ? open.state : 'stopped',
    firstResponse: targetState(
      input.calendar,
      input.periods,
      input.target.firstResponseMinutes,
      input.firstResponseAt ?? input.resolvedAt,
      input.now,
    ),
    resolution: targetState(
      input.calendar,
      input.periods,
      input.target.resolutionMinutes,
      input.resolvedAt,
      input.now,
    ),
  };
}
