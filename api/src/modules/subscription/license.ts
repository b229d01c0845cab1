import type { CompanyModule, LicenseCode } from '@itam/shared/contracts';

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

/** What the guard needs to know of a company for every request: its modules and subscription. */
export interface CompanyEntitlements extends CompanySubscription {
  modules: readonly CompanyModule[];
}

/** The machine-readable `code` of a refusal, which the browser acts on. */
export type EntitlementCode = 'LICENSE_REQUIRED' | 'LICENSE_EXPIRED' | 'MODULE_NOT_ENABLED';

export interface EntitlementRefusal {
  status: 402 | 403;
  code: EntitlementCode;
  message: string;
}

/**
 * Why a company may not use a route of `entitlement` today, or null when it may:
 * without a live subscription 402 (LICENSE_REQUIRED, LICENSE_EXPIRED, SPEC.md section 4),
 * without the route's company module 403 MODULE_NOT_ENABLED. `'none'` asks for nothing.
 */
export function entitlementRefusal(
  company: CompanyEntitlements,
  entitlement: CompanyModule | 'subscription' | 'none',
  today: string = utcToday(),
): EntitlementRefusal | null {
  if (entitlement === 'none') return null;
  const code = licenseCodeOf(company, today);
  if (code === 'LICENSE_REQUIRED') {
    return { status: 402, code, message: 'Please purchase a subscription to continue.' };
  }
  if (code === 'LICENSE_EXPIRED') {
    return {
      status: 402,
      code,
      message: 'Your subscription has expired. Please renew it to continue.',
    };
  }
  if (entitlement !== 'subscription' && !company.modules.includes(entitlement)) {
    return {
      status: 403,
      code: 'MODULE_NOT_ENABLED',
      message: `Your company does not have the ${entitlement} module.`,
    };
  }
  return null;
}
