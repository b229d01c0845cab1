/**
 * Days, times and money as the product writes them: in the user's language, in the
 * company's time zone, clock and currency (the session's `companyTimeZone`, `companyClock`
 * and `companyCurrency`, which the shell passes to setFormatContext when the session is
 * checked). One place for every screen of every remote, so a list, a detail and the
 * activity log agree; days and times are written by the contracts' formatter, which the
 * API's documents use too.
 */
import {
  DEFAULT_COMPANY_CLOCK,
  formatDay,
  formatMoment,
  isCompanyClock,
  type CompanyClock,
} from '../contracts/date-time';
import { DEFAULT_COMPANY_CURRENCY, DEFAULT_COMPANY_TIME_ZONE } from '../contracts/session';

export interface FormatContext {
  timeZone: string;
  currency: string;
  /** 24-hour (14:30) or 12-hour (2:30 pm) times. */
  clock: CompanyClock;
}

const EMPTY = '—';
let context: FormatContext = {
  timeZone: DEFAULT_COMPANY_TIME_ZONE,
  currency: DEFAULT_COMPANY_CURRENCY,
  clock: DEFAULT_COMPANY_CLOCK,
};

/**
 * The company's time zone, currency and clock from now on (an unknown zone, code or clock
 * is ignored).
 */
export function setFormatContext(next: Partial<FormatContext>): void {
  const timeZone = next.timeZone && isTimeZone(next.timeZone) ? next.timeZone : context.timeZone;
  const currency =
    next.currency && /^[A-Z]{3}$/.test(next.currency) ? next.currency : context.currency;
  const clock = isCompanyClock(next.clock) ? next.clock : context.clock;
  context = { timeZone, currency, clock };
}

export function getFormatContext(): FormatContext {
  return context;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Numbers and money: Indian grouping (1,45,298) in both languages. */
function numberLocale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/**
 * One formatter per locale and options: building an Intl formatter costs far more than
 * formatting with it (a list of 50 dated rows spent ~60 ms, ~250 ms on a phone, building
 * them), and the options here come from a handful of shapes.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

/**
 * A 'YYYY-MM-DD' calendar day as it is (no time zone moves it), or an ISO timestamp's day
 * in the company's time zone: '5 Mar 2026'.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  return formatDay(value, language, context.timeZone);
}

/**
 * An ISO timestamp's day and time in the company's time zone, on its clock:
 * '5 Mar 2026, 14:30' (24-hour) or '5 Mar 2026, 2:30 pm' (12-hour).
 */
export function formatDateTime(value: string | null | undefined, language: string): string {
  return formatMoment(value, language, context, 'date-time');
}

/** An ISO timestamp's time alone, in the company's time zone, on its clock: '14:30'. */
export function formatTime(value: string | null | undefined, language: string): string {
  return formatMoment(value, language, context, 'time');
}

/**
 * An amount in the company's currency with grouping: '₹33,632.99', '₹1,45,298'. Whole
 * amounts without decimals; others with both (₹6,390.20, not ₹6,390.2).
 */
export function formatMoney(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const digits = Number.isInteger(value) ? 0 : 2;
  return numberFormat(numberLocale(language), {
    style: 'currency',
    currency: context.currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
}

/** A count or measure with grouping: '1,45,298'. */
export function formatNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return numberFormat(numberLocale(language)).format(value);
}

/** Today as 'YYYY-MM-DD' in the company's time zone (the default of date fields). */
export function todayIso(now = new Date()): string {
  // en-CA writes ISO days.
  return dateTimeFormat('en-CA', {
    timeZone: context.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
