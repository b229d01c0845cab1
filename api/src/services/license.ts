import type { LicenseCode } from '@itam/shared/contracts';

export interface CompanySubscription {
  license_not_required: boolean;
  subscription_start: string | null;
  subscription_end: string | null;
}

/** Today's date in UTC as 'YYYY-MM-DD', the format subscription dates are stored in. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The licenseCode of SPEC.md section 4. A subscription is live from its start
 * through its end date inclusive; one that has not started yet does not count
 * as ever having been subscribed.
 */
export function licenseCodeOf(
  company: CompanySubscription,
  today: string = utcToday(),
): LicenseCode {
  if (company.license_not_required) return 'NOT_REQUIRED';
  const { subscription_start: start, subscription_end: end } = company;
  if (!start || start > today) return 'LICENSE_REQUIRED';
  if (end !== null && end < today) return 'LICENSE_EXPIRED';
  return 'LICENSE_EXIST';
}
