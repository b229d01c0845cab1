/** The shop's prices are in paise (api/README.md "The IT shop"): shown in rupees. */
import { formatMoney } from '@itam/shared/i18n';

export const formatPaise = (paise: number, language: string) => formatMoney(paise / 100, language);

/** Rupees typed in a field to whole paise (null when empty or not a number). */
export function rupeesToPaise(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * 100);
}
