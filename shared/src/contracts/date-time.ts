/**
 * How the product writes a moment, for the browser (the kit's formatDateTime and formatTime)
 * and the API's documents (the exit's certificate, the audit report) alike: in the
 * company's time zone, on the company's clock (24-hour unless it chose 12-hour), with the
 * month names and digits of the language ('5 Mar 2026, 14:30', '5 मार्च 2026, 2:30 pm').
 */

/** A company's clock: 24-hour (14:30) or 12-hour (2:30 pm). */
export const COMPANY_CLOCKS = ['24h', '12h'] as const;
export type CompanyClock = (typeof COMPANY_CLOCKS)[number];
export const DEFAULT_COMPANY_CLOCK: CompanyClock = '24h';

export function isCompanyClock(value: unknown): value is CompanyClock {
  return (COMPANY_CLOCKS as readonly unknown[]).includes(value);
}

/** The company's way of writing moments: its time zone and its clock. */
export interface MomentStyle {
  timeZone: string;
  clock: CompanyClock;
}

/** What of a moment is written: its day and time, or its time alone. */
export type MomentPart = 'date-time' | 'time';

/** Days: English day-month order (5 Mar 2026); Hindi as India writes them. */
export function dateLocaleOf(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-GB';
}

const EMPTY = '—';

/** One formatter per shape: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function momentFormat(language: string, style: MomentStyle, part: MomentPart) {
  const key = `${language}|${style.timeZone}|${style.clock}|${part}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const twelve = style.clock === '12h';
    formatter = new Intl.DateTimeFormat(dateLocaleOf(language), {
      ...(part === 'date-time' ? { day: 'numeric', month: 'short', year: 'numeric' } : {}),
      hour: twelve ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: twelve ? 'h12' : 'h23',
      timeZone: style.timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A moment (an ISO timestamp or a Date) as the company writes it: '6 Mar 2026, 02:00' or,
 * on a 12-hour clock, '6 Mar 2026, 2:00 am'; `part` 'time' writes the time alone. Nothing
 * gives '—'; text that is no moment is returned as it is.
 */
export function formatMoment(
  value: string | Date | null | undefined,
  language: string,
  style: MomentStyle,
  part: MomentPart = 'date-time',
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return momentFormat(language, style, part).format(date);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' calendar day as it is (no time zone moves it), or a moment's day in the
 * time zone: '5 Mar 2026'.
 */
export function formatDay(
  value: string | Date | null | undefined,
  language: string,
  zone: string,
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const timeZone = typeof value === 'string' && DAY_ONLY.test(value) ? 'UTC' : zone;
  const key = `${language}|${timeZone}|day`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocaleOf(language), { dateStyle: 'medium', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
