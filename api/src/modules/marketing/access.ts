/**
 * The public site's routes: no company module, no session (`publicAccess()`), each
 * rate-limited per client address: the reads (plans, devices), the forms (leads,
 * registration, payment verification) and the page-view beacon each by their own limit.
 */
import { publicAccess } from '../../auth/guard';
import type { AppConfig } from '../../config';

/** Anyone, at most `max` requests a minute from one client address. */
export const limitedPublicAccess = (max: number) => ({
  config: { access: publicAccess(), rateLimit: { max, timeWindow: 60_000 } },
});

export const publicReads = (config: AppConfig) =>
  limitedPublicAccess(config.limits.publicReadsPerMinute ?? 300);
export const publicForms = (config: AppConfig) =>
  limitedPublicAccess(config.limits.publicFormsPerMinute ?? 20);
/** Anonymous writes: bound them per client address. */
export const webVisits = (config: AppConfig) =>
  limitedPublicAccess(config.limits.webVisitedPerMinute);

/** Where the public site's anonymous API lives: `/api/{product}/open-api`. */
export const openApiBase = (config: AppConfig) => `/api/${config.productSlug}/open-api`;
