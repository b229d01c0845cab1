/**
 * SQL of the password reset links (rows of `invitations` with purpose 'reset', see
 * migration 0014) and of setting the new password.
 */
import { sql, type Kysely } from 'kysely';
import { PASSWORD_RESET_TTL_MINUTES } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';

export const activeUserByEmail = (db: Kysely<DB>, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'company_id', 'email', 'first_name'])
    .where(sql<string>`lower(email)`, '=', email)
    .where('active', '=', true)
    .executeTakeFirst();

export const companyUser = (db: Kysely<DB>, companyId: string, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'active'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function dropUnusedLinks(trx: Kysely<DB>, userId: string): Promise<void> {
  await trx
    .deleteFrom('invitations')
    .where('purpose', '=', 'reset')
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .execute();
}

export const insertResetLink = (
  trx: Kysely<DB>,
  link: {
    companyId: string;
    userId: string;
    email: string;
    firstName: string;
    tokenHash: string;
    invitedBy: string | null;
  },
) =>
  trx
    .insertInto('invitations')
    .values({
      company_id: link.companyId,
      purpose: 'reset',
      email: link.email,
      first_name: link.firstName,
      role_id: null,
      user_id: link.userId,
      token_hash: link.tokenHash,
      invited_by: link.invitedBy,
      expires_at:
        sql<Date>`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})` as unknown as Date,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

/** The reset link of a token hash with its user; `lock` takes the link's row lock. */
export function resetLinkOf(db: Kysely<DB>, tokenHash: string, lock = false) {
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
    .where('i.token_hash', '=', tokenHash);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The new password; the link used up; every session of the user ended. */
export async function setPasswordByLink(
  trx: Kysely<DB>,
  reset: { id: string; company_id: string; user_id: string },
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('company_id', '=', reset.company_id)
    .where('id', '=', reset.user_id)
    .execute();
  await trx
    .updateTable('invitations')
    .set({ accepted_at: sql<Date>`now()` })
    .where('id', '=', reset.id)
    .execute();
  await trx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', reset.company_id)
    .where('user_id', '=', reset.user_id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Reset links used or past their end (the sweep job): they open nothing. The number deleted. */
export async function deleteSpentResetLinks(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom('invitations')
    .where('purpose', '=', 'reset')
    .where((eb) =>
      eb.or([eb('accepted_at', 'is not', null), eb('expires_at', '<', sql<Date>`now()`)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
