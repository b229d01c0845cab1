/**
 * A paid plan extends the company's subscription by its billing cycle: a live
 * subscription from the day after its end, a lapsed or absent one from today. Dates
 * are UTC 'YYYY-MM-DD' (license.ts reads them the same way).
 */
import type { BillingCycle } from '@itam/shared/contracts';

export interface Period {
  start: string | null;
  end: string | null;
}

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** Calendar months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return format(d);
}

export function extendPeriod(
  current: Period,
  cycle: BillingCycle,
  today: string,
): { start: string; end: string | null } {
  const months = cycle === 'yearly' ? 12 : 1;
  const live =
    current.start !== null &&
    current.start <= today &&
    (current.end === null || current.end >= today);
  // An open-ended subscription stays open-ended.
  if (live && current.end === null) return { start: current.start!, end: null };
  if (live) return { start: current.start!, end: addMonths(current.end!, months) };
  // Paid today for one month: today through the day before the same date next month.
  return { start: today, end: addMonths(addDays(today, -1), months) };
}
