/** Dates and money as the user's language shows them. */
const EMPTY = '—';

function locale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-GB';
}

/** A 'YYYY-MM-DD' calendar day (UTC, so no time zone moves it) or an ISO timestamp's day. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return EMPTY;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    ...(dateOnly && { timeZone: 'UTC' }),
  }).format(date);
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return EMPTY;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

export function formatMoney(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return EMPTY;
  // Whole amounts without decimals; others with both (6,390.20, not 6,390.2).
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
}

/** Today as 'YYYY-MM-DD' in the user's time zone (the default of date fields). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
