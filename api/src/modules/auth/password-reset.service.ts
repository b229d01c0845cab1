/**
 * Password reset by a one-time link (the `invitations` table's purpose 'reset', see
 * migration 0014): the link works once, for PASSWORD_RESET_TTL_MINUTES, and a newer link
 * of the user replaces an unused one. A request by email is throttled per email and per
 * client address and answers the same whatever the email; with mail configured an active
 * account gets the link by mail, without, an administrator creates it instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PASSWORD_RESET_TTL_MINUTES, type OneTimeLinkError } from '@itam/shared/contracts';
import { countTry, FailureLimiter, longestWait } from '../../auth/login-limiter';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { LimitCounts } from '../../platform/limit-counts';
import { HttpError, notFound } from '../../platform/http-errors';
import type { Caller } from '../../platform/access';
import type { Mailer } from '../../services/mailer';
import { hashLinkToken, newLinkToken } from '../../services/one-time-links';
import { recordOrgActivity } from '../organisation/activity.queries';
import {
  activeUserByEmail,
  companyUser,
  dropUnusedLinks,
  insertResetLink,
  resetLinkOf,
  setPasswordByLink,
} from './password-reset.queries';

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

interface ResetUser {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
}

/** A user's new reset link, replacing their unused ones; the token (shown once) and expiry. */
async function createResetLink(
  db: Kysely<DB>,
  user: ResetUser,
  actorUserId: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newLinkToken();
  const expiresAt = await db.transaction().execute(async (trx) => {
    await dropUnusedLinks(trx, user.id);
    const row = await insertResetLink(trx, {
      companyId: user.companyId,
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      tokenHash: hash,
      invitedBy: actorUserId,
    });
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
  const row = await resetLinkOf(db, hashLinkToken(token), lock);
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

/** The reset requests' limiters: per email and per client address, in the login window. */
export class ResetThrottle {
  private readonly perEmail: FailureLimiter;
  private readonly perAddress: FailureLimiter;

  constructor(
    limits: AppContext['config']['limits'],
    private readonly counts: LimitCounts,
  ) {
    const windowMs = limits.loginWindowMs;
    this.perEmail = new FailureLimiter('reset-email', RESET_REQUESTS_PER_EMAIL, windowMs);
    this.perAddress = new FailureLimiter('reset-address', limits.loginFailuresPerAddress, windowMs);
  }

  /**
   * Counts a request against each limiter (every request: each may send a mail), or refuses
   * it with 429 and Retry-After like a throttled login (and takes it back), before anything
   * is looked up: the same for an unknown email as for a known one.
   */
  async check(email: string, ip: string): Promise<void> {
    const checks: [FailureLimiter, string][] = [
      [this.perEmail, email],
      [this.perAddress, ip],
    ];
    const tried = await countTry(this.counts, checks);
    const wait = longestWait(tried, checks);
    if (wait > 0) {
      await tried.takeBack();
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(
        429,
        `Too many password reset requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }
}

/** A reset asked for by email: the link goes by mail to an active account, if mail is set up. */
export async function requestReset(
  ctx: AppContext,
  mailer: Mailer | null,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = mailer ? await activeUserByEmail(ctx.db, email) : undefined;
  if (!mailer || !user) return;
  const { token } = await createResetLink(
    ctx.db,
    { id: user.id, companyId: user.company_id, email: user.email, firstName: user.first_name },
    null,
  );
  // Not awaited: the answer does not wait for (nor tell about) the mail server.
  mailer
    .send({ to: user.email, ...resetMail(linkOf(ctx, token)) })
    .catch((err: unknown) => log.error({ err }, 'password reset mail not sent'));
}

/** An administrator's reset link for a user of their company, to hand on. */
export async function adminResetLink(ctx: AppContext, actor: Caller, id: string) {
  const user = await companyUser(ctx.db, actor.companyId, id);
  if (!user) throw notFound('User not found');
  if (!user.active) throw new HttpError(409, 'This user is deactivated: they cannot sign in');
  const { token, expiresAt } = await createResetLink(
    ctx.db,
    { id: user.id, companyId: actor.companyId, email: user.email, firstName: user.first_name },
    actor.userId,
  );
  return { link: linkOf(ctx, token), expiresAt: expiresAt.toISOString() };
}

/** Whether a link works, with its account's masked email. */
export async function lookupReset(db: Kysely<DB>, token: string) {
  const reset = await findReset(db, token);
  return { email: maskEmail(reset.email) };
}

/** Sets the password (the product's one rule), uses the link up, ends the user's sessions. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hash = await hashPassword(password);
  const companyId = await ctx.db.transaction().execute(async (trx) => {
    const reset = await findReset(trx, token, true);
    // Whoever knew the old password is signed out everywhere.
    await setPasswordByLink(trx, reset, hash);
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
}
