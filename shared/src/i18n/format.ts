/**
 * Days, times and money as the product writes them: in the user's language, in the
 * company's time zone and currency (the session's `companyTimeZone` and `companyCurrency`,
 * which the shell passes to setFormatContext when the session is checked). One place for
 * every screen of every remote, so a list, a detail and the activity log agree.
 */
import { DEFAULT_COMPANY_CURRENCY, DEFAULT_COMPANY_TIME_ZONE } from '../contracts/session';

export interface FormatContext {
  timeZone: string;
  currency: string;
}

const EMPTY = '—';
let context: FormatContext = {
  timeZone: DEFAULT_COMPANY_TIME_ZONE,
  currency: DEFAULT_COMPANY_CURRENCY,
};

/** The company's time zone and currency from now on (an unknown zone or code is ignored). */
export function setFormatContext(next: Partial<FormatContext>): void {
  const timeZone = next.timeZone && isTimeZone(next.timeZone) ? next.timeZone : context.timeZone;
  const currency =
    next.currency && /^[A-Z]{3}$/.test(next.currency) ? next.currency : context.currency;
  context = { timeZone, currency };
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

/** Days: English day-month order (5 Mar 2026, 14:30); Hindi as India writes them. */
function dateLocale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-GB';
}

/** Numbers and money: Indian grouping (1,45,298) in both languages. */
function numberLocale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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
  if (!value) return EMPTY;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeZone: DAY_ONLY.test(value) ? 'UTC' : context.timeZone,
  }).format(date);
}

/** An ISO timestamp's day and time in the company's time zone: '5 Mar 2026, 2:30 pm'. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return EMPTY;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: context.timeZone,
  }).format(date);
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
