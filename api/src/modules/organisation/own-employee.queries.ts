/** A signed-in user's own employee record: what "mine" means to the shop and the asset register. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The employee record of a signed-in user (the one with their email), or null. */
export async function employeeOfUser(
  db: Kysely<DB>,
  companyId: string,
  userId: string,
): Promise<string | null> {
  const result = await sql<{ id: string }>`select e.id from employees e
    join users u on u.company_id = e.company_id and lower(u.email) = lower(e.email)
    where u.id = ${userId} and e.company_id = ${companyId} limit 1`.execute(db);
  return result.rows[0]?.id ?? null;
}
