/**
 * Sign-in and password reset: no company module. Signing in and the reset link's pages are
 * public (`publicAccess()`; the reset forms rate-limited per client address like the other
 * public forms); reading one's session and signing out need a session, any role and any
 * subscription state (`sessionAccess()`). An administrator's reset link for a user is the
 * organisation's (modules/organisation/access.ts).
 */
import { publicAccess, sessionAccess } from '../../auth/guard';
import type { AppConfig } from '../../config';

export const anyone = () => ({ config: { access: publicAccess() } });
export const signedIn = () => ({ config: { access: sessionAccess() } });

/** Anyone, at most the public forms' limit a minute from one client address. */
export const publicForms = (config: AppConfig) => ({
  config: {
    access: publicAccess(),
    rateLimit: { max: config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
  },
});
