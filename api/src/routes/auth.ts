/** POST /api/auth/login, /verify-token and /logout (SPEC.md section 7). */
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_DEACTIVATED,
  type LoginResponse,
  type OkResponse,
  type VerifyTokenResponse,
} from '@itam/shared/contracts';
import { loginRequestSchema } from '@itam/shared/schemas';
import { authOf, publicAccess, sessionAccess } from '../auth/guard';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import { openSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { HttpError, errorBody } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { licenseCodeOf } from '../modules/subscription/license';
import { organisationFiles } from '../modules/organisation/company-files.service';

/** The same words whether the email is unknown or the password wrong. */
export const LOGIN_FAILED = 'Invalid email or password';

const loginQuerySchema = z.object({
  requestType: z.literal('verifyPassword').default('verifyPassword'),
});

/**
 * Refuses a throttled try (auth/login-limiter.ts) before the password is checked, so a
 * refused try tells nothing about it. The 429 states the wait in Retry-After and, for the
 * browser to show, in `retryAfterSeconds`.
 */
function assertNotThrottled(ctx: AppContext, email: string, request: FastifyRequest): void {
  const wait = ctx.loginThrottle.retryAfterMs(email, request.ip);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new HttpError(
      429,
      `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
}

async function checkCredentials(ctx: AppContext, email: string, password: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'company_id', 'password_hash', 'active'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!user) return burnPasswordCheck(password);
  return (await verifyPassword(password, user.password_hash)) ? user : false;
}

/** Said only to whoever knows the password: the account exists and was deactivated. */
const DEACTIVATED =
  'Your account has been deactivated. Ask your company’s administrator to reactivate it.';

async function verifyTokenResponse(
  ctx: AppContext,
  userId: string,
  companyId: string,
  jti: string,
): Promise<VerifyTokenResponse> {
  const row = await ctx.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo',
      'c.logo_file_id',
      'c.modules',
      'c.time_zone',
      'c.currency',
      'c.clock',
      'c.license_not_required',
      'c.subscription_start',
      'c.subscription_end',
    ])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId)
    .executeTakeFirst();
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
      logo: organisationFiles(ctx).signer.logoUrl(companyId, row, jti),
    },
    licenseCode: licenseCodeOf(row),
  };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/auth/login',
    { config: { access: publicAccess() } },
    async (request, reply): Promise<LoginResponse> => {
      parseInput(loginQuerySchema, request.query, 'query');
      const { email, password } = parseInput(loginRequestSchema, request.body, 'body');
      assertNotThrottled(ctx, email, request);
      const succeeded = ctx.loginThrottle.recordAttempt(email, request.ip);
      const user = await checkCredentials(ctx, email, password);
      if (!user) {
        reply.code(401);
        return errorBody(LOGIN_FAILED) as LoginResponse;
      }
      succeeded();
      if (!user.active) throw new HttpError(403, DEACTIVATED, undefined, {}, ACCOUNT_DEACTIVATED);
      return { type: 'success', token: await openSession(ctx, user.id, user.company_id) };
    },
  );

  app.post('/api/auth/verify-token', { config: { access: sessionAccess() } }, async (request) => {
    const auth = authOf(request);
    return verifyTokenResponse(ctx, auth.userId, auth.companyId, auth.jti);
  });

  app.post(
    '/api/auth/logout',
    { config: { access: sessionAccess() } },
    async (request): Promise<OkResponse> => {
      const auth = authOf(request);
      await ctx.db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', auth.jti)
        .where('company_id', '=', auth.companyId)
        .execute();
      // The database announces the change too (every server drops the company's
      // sessions); dropping it here as well does not depend on that delivery.
      ctx.sessions.invalidateCompany(auth.companyId);
      return { type: 'success' };
    },
  );
}
