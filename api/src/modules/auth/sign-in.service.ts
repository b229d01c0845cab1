/**
 * Signing in (SPEC.md section 7): a throttled password check that says the same whether the
 * email is unknown or the password wrong, the session's user and company, signing out.
 */
import { ACCOUNT_DEACTIVATED, type VerifyTokenResponse } from '@itam/shared/contracts';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { openSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http-errors';
import { organisationFiles } from '../organisation/company-files.service';
import { licenseCodeOf } from '../subscription/license';
import { accountByEmail, revokeSession, sessionUser } from './sign-in.queries';

/** The same words whether the email is unknown or the password wrong. */
export const LOGIN_FAILED = 'Invalid email or password';

/** Said only to whoever knows the password: the account exists and was deactivated. */
const DEACTIVATED =
  'Your account has been deactivated. Ask your company’s administrator to reactivate it.';

/**
 * A throttled try (auth/login-limiter.ts) is refused before the password is checked, so a
 * refused try tells nothing about it. The 429 states the wait in Retry-After and, for the
 * browser to show, in `retryAfterSeconds`.
 */
function throttled(wait: number): HttpError {
  const seconds = Math.ceil(wait / 1000);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

async function checkCredentials(ctx: AppContext, email: string, password: string) {
  const user = await accountByEmail(ctx.db, email);
  if (!user) return burnPasswordCheck(password);
  return (await verifyPassword(password, user.password_hash)) ? user : false;
}

/**
 * A new session's token, or null when the email and password do not match (the route
 * answers 401 LOGIN_FAILED); 403 ACCOUNT_DEACTIVATED for a deactivated account. A database
 * error is never a failed login: the try is taken back and the error answers 503
 * (platform/http-errors.ts).
 */
export async function signIn(
  ctx: AppContext,
  credentials: { email: string; password: string },
  ip: string,
): Promise<string | null> {
  const { email, password } = credentials;
  const attempt = await ctx.loginThrottle.attempt(email, ip);
  if (attempt.retryAfterMs > 0) throw throttled(attempt.retryAfterMs);
  let user: Awaited<ReturnType<typeof checkCredentials>>;
  try {
    user = await checkCredentials(ctx, email, password);
  } catch (error) {
    // Best effort: with the database gone this fails too, and the error stands.
    await attempt.takeBack().catch(() => undefined);
    throw error;
  }
  if (!user) return null;
  await attempt.succeeded();
  if (!user.active) throw new HttpError(403, DEACTIVATED, undefined, {}, ACCOUNT_DEACTIVATED);
  return openSession(ctx, user.id, user.company_id);
}

/** The session's user and company, with the company's subscription state. */
export async function sessionOf(
  ctx: AppContext,
  session: { userId: string; companyId: string; jti: string },
): Promise<Extract<VerifyTokenResponse, { type: 'success' }>> {
  const row = await sessionUser(ctx.db, session.userId, session.companyId);
  if (!row) throw new HttpError(401, 'Session expired or signed out');
  return {
    type: 'success',
    user: { _id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email },
    company: {
      _id: row.company_id,
      name: row.company_name,
      roles: row.modules,
      timeZone: row.time_zone,
      currency: row.currency,
      clock: row.clock,
      // An uploaded logo: a signed address for this session (organisation settings); the
      // shell's header shows it.
      logo: organisationFiles(ctx).signer.logoUrl(session.companyId, row, session.jti),
    },
    licenseCode: licenseCodeOf(row),
  };
}

export async function signOut(ctx: AppContext, session: { jti: string; companyId: string }) {
  await revokeSession(ctx.db, session.jti, session.companyId);
  // The database announces the change too (every server drops the company's sessions);
  // dropping it here as well does not depend on that delivery.
  ctx.sessions.invalidateCompany(session.companyId);
}
