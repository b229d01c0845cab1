/**
 * Opening a session: the row in `sessions` and its signed token. Used by the login
 * (modules/auth/sign-in.service.ts) and by an accepted invitation (modules/organisation/invitations.routes.ts); it lives
 * here so neither route module imports the other.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../context';

/** A new session of the user (login, an accepted invitation): its signed token. */
export async function openSession(
  ctx: AppContext,
  userId: string,
  companyId: string,
): Promise<string> {
  const jti = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + ctx.config.jwtTtlSeconds * 1000);
  // Housekeeping on the way: this user's long-expired sessions are useless rows.
  await ctx.db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await ctx.db
    .insertInto('sessions')
    .values({
      id: jti,
      user_id: userId,
      company_id: companyId,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return ctx.tokens.sign({ userId, companyId, jti }, expiresAt);
}
