/**
 * The last session the server confirmed, kept on the device for the screens that work
 * offline (the scanner, issue 21): when the start-up session check fails for want of a
 * network there, the app starts with it instead of signing the user out, and checks
 * again once the browser is back online (a refusal then still signs out).
 *
 * Only what the screens need to decide what to show: the user, the company (its
 * modules, name, logo, time zone, currency, clock, licence state) and the role's permissions.
 * Never the token (it stays where it is, token-storage.ts), never anything else of the
 * company's data. Written only while such a screen is open, forgotten on logout, on a
 * 401 and on any refusal of the session check.
 */
import { isApiError } from '@itam/shared/api';
import { DEFAULT_COMPANY_CLOCK, isCompanyClock, type SessionState } from '@itam/shared/contracts';
import type { RoleFields, VerifiedFields } from '@itam/shared/store';
import { forgetFrameHint } from '../frame/frame-hint-names';

/** localStorage key of the last confirmed session. */
export const LAST_SESSION_KEY = 'itam.lastSession';

/** The paths whose screens start offline (the scanner's, served by its service worker). */
export const OFFLINE_PATH_PREFIX = '/scanner/';

export interface LastSession {
  verified: VerifiedFields;
  roles: RoleFields;
}

/** Whether a page at `pathname` may start with the last known session. */
export function startsOffline(pathname: string): boolean {
  return pathname.startsWith(OFFLINE_PATH_PREFIX);
}

/** The check failed without an answer (offline, the server unreachable): not a refusal. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/** The fields kept of a signed-in session whose role is known. */
export function lastSessionOf(state: SessionState): LastSession | null {
  if (state.isLoggedIn !== true || !state.user || state.rolesStatus !== 'loaded') return null;
  return {
    verified: {
      user: state.user,
      companyRoles: state.companyRoles,
      companyLogo: state.companyLogo,
      companyName: state.companyName,
      companyTimeZone: state.companyTimeZone,
      companyCurrency: state.companyCurrency,
      companyClock: state.companyClock,
      licenseCode: state.licenseCode,
    },
    roles: { roleName: state.roleName, policies: state.policies },
  };
}

export function rememberSession(session: LastSession): void {
  try {
    globalThis.localStorage?.setItem(LAST_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked or full: the next offline start signs in again.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept session, or null when there is none or it is not one (edited, older format). */
export function readLastSession(): LastSession | null {
  let value: unknown;
  try {
    value = JSON.parse(globalThis.localStorage?.getItem(LAST_SESSION_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.verified) || !isObject(value.roles)) return null;
  const { verified, roles } = value;
  if (
    !isObject(verified.user) ||
    typeof verified.user._id !== 'string' ||
    !Array.isArray(verified.companyRoles) ||
    typeof verified.licenseCode !== 'string' ||
    typeof verified.companyTimeZone !== 'string' ||
    typeof verified.companyCurrency !== 'string' ||
    !isObject(roles.policies)
  )
    return null;
  const kept = value as unknown as LastSession;
  // A session kept before companies chose a clock: the default one.
  return isCompanyClock(verified.companyClock)
    ? kept
    : { ...kept, verified: { ...kept.verified, companyClock: DEFAULT_COMPANY_CLOCK } };
}

/** Forgets what the device keeps of the session: the last one, and the frame hint. */
export function forgetSession(): void {
  forgetFrameHint();
  try {
    globalThis.localStorage?.removeItem(LAST_SESSION_KEY);
  } catch {
    // Nothing to forget.
  }
}
