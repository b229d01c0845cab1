/**
 * Depreciation schedules, pure (no database, no clock: `today` is an argument).
 * Money is computed in whole cents so rows add up exactly: every row's closing
 * is the next row's opening, and the last closing is the salvage value.
 *
 * - straight-line: (cost - salvage) / life per year; the last year takes the
 *   rounding remainder.
 * - declining-balance: double declining balance (rate = 2 / life on the opening
 *   book value), switching to straight-line over the remaining years as soon as
 *   that is larger, and never going below salvage, so the book value reaches the
 *   salvage value exactly at the end of life (plain declining balance never does).
 *
 * Years run from the start date: year 1 is [start, start + 1 year - 1 day].
 * The value "to date" is pro rata by day inside the current year.
 */
import type {
  DepreciationMethod,
  DepreciationRow,
  DepreciationSchedule,
} from '@itam/shared/contracts';

export interface DepreciationInput {
  method: DepreciationMethod;
  cost: number;
  salvageValue: number;
  usefulLifeYears: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD', the day "to date" means. */
  today: string;
}

/** Declining-balance rate as a multiple of the straight-line rate (2 = double declining). */
export const DECLINING_FACTOR = 2;

const DAY_MS = 86_400_000;

const toCents = (value: number): number => Math.round(value * 100);
const fromCents = (cents: number): number => cents / 100;

function parseDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const formatDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The same day `years` later; 29 February becomes 28 February in common years. */
export function addYears(date: string, years: number): string {
  const start = new Date(parseDay(date));
  const year = start.getUTCFullYear() + years;
  const month = start.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatDay(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
}

export const addDays = (date: string, days: number): string =>
  formatDay(parseDay(date) + days * DAY_MS);
export const daysBetween = (from: string, to: string): number =>
  Math.round((parseDay(to) - parseDay(from)) / DAY_MS);

/** Depreciation per year in cents, for `years` years from `costCents` down to `salvageCents`. */
function yearlyCents(
  method: DepreciationMethod,
  costCents: number,
  salvageCents: number,
  years: number,
): number[] {
  const depreciable = costCents - salvageCents;
  const out: number[] = [];
  let book = costCents;
  for (let year = 1; year <= years; year++) {
    const remainingYears = years - year + 1;
    const left = book - salvageCents;
    let amount: number;
    if (year === years) {
      amount = left;
    } else if (method === 'straight-line') {
      amount = Math.min(left, Math.round(depreciable / years));
    } else {
      const declining = Math.round((book * DECLINING_FACTOR) / years);
      const straight = Math.round(left / remainingYears);
      amount = Math.min(left, Math.max(declining, straight));
    }
    out.push(amount);
    book -= amount;
  }
  return out;
}

export function depreciationSchedule(input: DepreciationInput): DepreciationSchedule {
  const years = Math.max(1, Math.floor(input.usefulLifeYears));
  const costCents = Math.max(0, toCents(input.cost));
  // Salvage above cost would mean appreciation: clamp (the API refuses it anyway).
  const salvageCents = Math.min(costCents, Math.max(0, toCents(input.salvageValue)));
  const amounts = yearlyCents(input.method, costCents, salvageCents, years);

  const rows: DepreciationRow[] = [];
  let opening = costCents;
  for (const [i, amount] of amounts.entries()) {
    const periodStart = addYears(input.startDate, i);
    const periodEnd = addDays(addYears(input.startDate, i + 1), -1);
    rows.push({
      year: i + 1,
      periodStart,
      periodEnd,
      opening: fromCents(opening),
      depreciation: fromCents(amount),
      closing: fromCents(opening - amount),
    });
    opening -= amount;
  }

  const endOfLife = rows[rows.length - 1]!.periodEnd;
  let valueCents: number;
  if (input.today < input.startDate) {
    valueCents = costCents;
  } else if (input.today > endOfLife) {
    valueCents = salvageCents;
  } else {
    const index = rows.findIndex((r) => input.today <= r.periodEnd);
    const row = rows[index]!;
    const fraction =
      daysBetween(row.periodStart, input.today) / (daysBetween(row.periodStart, row.periodEnd) + 1);
    valueCents = toCents(row.opening) - Math.round(amounts[index]! * fraction);
  }

  return {
    method: input.method,
    cost: fromCents(costCents),
    salvageValue: fromCents(salvageCents),
    usefulLifeYears: years,
    startDate: input.startDate,
    rows,
    toDate: {
      asOf: input.today,
      value: fromCents(valueCents),
      accumulated: fromCents(costCents - valueCents),
    },
    endOfLife: { date: endOfLife, value: fromCents(salvageCents) },
  };
}

/** Today's date in UTC, 'YYYY-MM-DD'. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
