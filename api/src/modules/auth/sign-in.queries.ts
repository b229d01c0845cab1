/** What signing in reads and writes: the account by email, the session's user, the session. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const accountByEmail = (db: Kysely<DB>, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'company_id', 'password_hash', 'active'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();

export const sessionUser = (db: Kysely<DB>, userId: string, companyId: string) =>
  db
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

export async function revokeSession(db: Kysely<DB>, jti: string, companyId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', jti)
    .where('company_id', '=', companyId)
    .execute();
}

/** Sessions past their end (the sweep job): nothing can use them. The number deleted. */
export async function deleteExpiredSessions(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
