/** The SQL of who may sign in: revoking an invitation, deactivating and reactivating a user. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const lockInvitation = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .selectFrom('invitations')
    .select(['email', 'accepted_at', 'revoked_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('company_id', '=', companyId)
    .where('purpose', '=', 'invitation')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const markRevoked = (trx: Kysely<DB>, id: string) =>
  trx
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()` as unknown as Date })
    .where('id', '=', id)
    .execute();

/** The company's users with their role, the company row locked: one change of who signs in at a time. */
export async function lockedUsers(trx: Kysely<DB>, companyId: string) {
  await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  return trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.email', 'u.active', 'r.policies'])
    .where('u.company_id', '=', companyId)
    .execute();
}

/** Sets whether the user may sign in; a deactivated user's sessions end. */
export async function setUserActive(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  active: boolean,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ active })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
  if (!active)
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` as unknown as Date })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
}
