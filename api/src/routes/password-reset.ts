/**
 * Password reset by a one-time link (the `invitations` table's purpose 'reset', see
 * migration 0014): the link works once, for PASSWORD_RESET_TTL_MINUTES, and a newer link
 * of the user replaces an unused one.
 *
 * - POST /api/auth/password-reset `{ email }` (public): the same 202 whatever the email,
 *   throttled per email and per client address. With mail configured (SMTP_URL), an
 *   active account gets the link by mail; without, nothing is made nor sent and an
 *   administrator creates the link instead.
 * - POST /api/company/users/:id/password-reset (admin setup, create): the link to hand on.
 * - GET /api/auth/password-reset/:token: whether it works, with the account's masked email.
 * - POST /api/auth/password-reset/:token `{ password }`: sets the password (the product's
 *   one rule), uses the link up and ends every session of the user.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  PASSWORD_RESET_TTL_MINUTES,
  type OkResponse,
  type OneTimeLinkError,
  type PasswordResetLinkResponse,
  type PasswordResetLookupResponse,
} from '@itam/shared/contracts';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetTokenParamsSchema,
} from '@itam/shared/schemas';
import { publicAccess } from '../auth/guard';
import { FailureLimiter } from '../auth/login-limiter';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { HttpError, notFound } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { createMailer, type Mailer } from '../services/mailer';
import { hashLinkToken, newLinkToken } from '../services/one-time-links';
import { recordOrgActivity } from '../modules/organisation/activity.queries';
import { orgIdParamsSchema } from '@itam/shared/contracts/organisation';
import { access as orgAccess } from '../modules/organisation/access';
import { callerOf } from '../platform/access';

/** The caller and the :id of the path (400 naming `id` when it is not a uuid). */
const orgTarget = (request: FastifyRequest) => ({
  actor: callerOf(request),
  id: parseInput(orgIdParamsSchema, request.params, 'params').id,
});

/** Reset requests per email within the login window: a mailbox is not flooded. */
export const RESET_REQUESTS_PER_EMAIL = 3;

const LINK_MESSAGES: Record<OneTimeLinkError, [number, string]> = {
  LINK_UNKNOWN: [404, 'This password reset link is not valid'],
  LINK_USED: [410, 'This password reset link was used already'],
  LINK_EXPIRED: [410, 'This password reset link has expired'],
};

const linkError = (code: OneTimeLinkError): HttpError => {
  const [status, message] = LINK_MESSAGES[code];
  return new HttpError(status, message, undefined, {}, code);
};

/** `a***@demo.test`: enough for its owner to recognise, not to learn an address from. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** A user's new reset link, replacing their unused ones; the token (shown once) and expiry. */
async function createResetLink(
  db: Kysely<DB>,
  user: { id: string; companyId: string; email: string; firstName: string },
  actorUserId: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newLinkToken();
  const expiresAt = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('invitations')
      .where('purpose', '=', 'reset')
      .where('user_id', '=', user.id)
      .where('accepted_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('invitations')
      .values({
        company_id: user.companyId,
        purpose: 'reset',
        email: user.email,
        first_name: user.firstName,
        role_id: null,
        user_id: user.id,
        token_hash: hash,
        invited_by: actorUserId,
        expires_at:
          sql<Date>`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})` as unknown as Date,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    await recordOrgActivity(trx, {
      companyId: user.companyId,
      actorUserId,
      entityType: 'user',
      entityId: user.id,
      action: 'password-reset-link',
      after: { email: user.email },
    });
    return new Date(row.expires_at);
  });
  return { token, expiresAt };
}

/** The reset link of a token with its user, or why it does not work. */
async function findReset(db: Kysely<DB>, token: string, lock = false) {
  let query = db
    .selectFrom('invitations as i')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'i.user_id').onRef('u.company_id', '=', 'i.company_id'),
    )
    .select([
      'i.id',
      'i.company_id',
      'i.accepted_at',
      sql<boolean>`i.expires_at <= now()`.as('expired'),
      'u.id as user_id',
      'u.email',
      'u.active',
    ])
    .where('i.purpose', '=', 'reset')
    .where('i.token_hash', '=', hashLinkToken(token));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || !row.active) throw linkError('LINK_UNKNOWN');
  if (row.accepted_at) throw linkError('LINK_USED');
  if (row.expired) throw linkError('LINK_EXPIRED');
  return row;
}

function linkOf(ctx: AppContext, token: string): string {
  // Relative to the page without PUBLIC_URL, like every address the API hands out.
  return `${ctx.config.publicUrl ?? ''}/reset-password/${token}`;
}

function resetMail(link: string) {
  return {
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account. To choose a new one, open:',
      '',
      link,
      '',
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Counts a request against each limiter (every request: each may send a mail), or refuses
 * it with 429 and Retry-After like a throttled login, before anything is looked up: the
 * same for an unknown email as for a known one.
 */
function throttle(checks: [FailureLimiter, string][]): void {
  const wait = Math.max(...checks.map(([limiter, key]) => limiter.retryAfterMs(key)));
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new HttpError(
      429,
      `Too many password reset requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
  for (const [limiter, key] of checks) limiter.recordFailure(key);
}

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mailer: Mailer | null = createMailer(ctx.config),
): void {
  const { limits } = ctx.config;
  const perEmail = new FailureLimiter(RESET_REQUESTS_PER_EMAIL, limits.loginWindowMs);
  const perAddress = new FailureLimiter(limits.loginFailuresPerAddress, limits.loginWindowMs);
  const limited = {
    config: {
      access: publicAccess(),
      rateLimit: { max: limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
    },
  };

  app.post('/api/auth/password-reset', limited, async (request, reply): Promise<OkResponse> => {
    const { email } = parseInput(passwordResetRequestSchema, request.body, 'body');
    throttle([
      [perEmail, email],
      [perAddress, request.ip],
    ]);
    const user = mailer
      ? await ctx.db
          .selectFrom('users')
          .select(['id', 'company_id', 'email', 'first_name'])
          .where(sql<string>`lower(email)`, '=', email)
          .where('active', '=', true)
          .executeTakeFirst()
      : undefined;
    if (mailer && user) {
      const { token } = await createResetLink(
        ctx.db,
        { id: user.id, companyId: user.company_id, email: user.email, firstName: user.first_name },
        null,
      );
      // Not awaited: the answer does not wait for (nor tell about) the mail server.
      mailer
        .send({ to: user.email, ...resetMail(linkOf(ctx, token)) })
        .catch((err: unknown) => request.log.error({ err }, 'password reset mail not sent'));
    }
    reply.code(202);
    return { type: 'success' };
  });

  app.post(
    '/api/company/users/:id/password-reset',
    orgAccess(P.adminCreate),
    async (request, reply): Promise<PasswordResetLinkResponse> => {
      const { actor, id } = orgTarget(request);
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'active'])
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw notFound('User not found');
      if (!user.active) throw new HttpError(409, 'This user is deactivated: they cannot sign in');
      const { token, expiresAt } = await createResetLink(
        ctx.db,
        { id: user.id, companyId: actor.companyId, email: user.email, firstName: user.first_name },
        actor.userId,
      );
      reply.code(201);
      return { type: 'success', link: linkOf(ctx, token), expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/auth/password-reset/:token',
    limited,
    async (request): Promise<PasswordResetLookupResponse> => {
      const { token } = parseInput(passwordResetTokenParamsSchema, request.params, 'params');
      const reset = await findReset(ctx.db, token);
      return { type: 'success', reset: { email: maskEmail(reset.email) } };
    },
  );

  app.post('/api/auth/password-reset/:token', limited, async (request): Promise<OkResponse> => {
    const { token } = parseInput(passwordResetTokenParamsSchema, request.params, 'params');
    const { password } = parseInput(passwordResetSchema, request.body, 'body');
    const hash = await hashPassword(password);
    const companyId = await ctx.db.transaction().execute(async (trx) => {
      const reset = await findReset(trx, token, true);
      await trx
        .updateTable('users')
        .set({ password_hash: hash })
        .where('company_id', '=', reset.company_id)
        .where('id', '=', reset.user_id)
        .execute();
      await trx
        .updateTable('invitations')
        .set({ accepted_at: sql<Date>`now()` })
        .where('id', '=', reset.id)
        .execute();
      // Whoever knew the old password is signed out everywhere.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('company_id', '=', reset.company_id)
        .where('user_id', '=', reset.user_id)
        .where('revoked_at', 'is', null)
        .execute();
      await recordOrgActivity(trx, {
        companyId: reset.company_id,
        actorUserId: reset.user_id,
        entityType: 'user',
        entityId: reset.user_id,
        action: 'password-reset',
      });
      return reset.company_id;
    });
    ctx.sessions.invalidateCompany(companyId);
    return { type: 'success' };
  });
}
