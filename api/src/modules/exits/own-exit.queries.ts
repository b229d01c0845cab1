/** The SQL of the leaving employee's own exit: which exit is theirs. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The employee's exit: `id` if it is theirs, or else their open one, else their latest. */
export async function exitIdOfEmployee(
  db: Kysely<DB>,
  companyId: string,
  employeeId: string,
  id?: string,
): Promise<string | null> {
  const result = await sql<{ id: string }>`select x.id from exits x
    where x.company_id = ${companyId} and x.employee_id = ${employeeId}
      ${id ? sql`and x.id = ${id}` : sql``}
    order by (x.status = 'completed'), x.started_at desc, x.id limit 1`.execute(db);
  return result.rows[0]?.id ?? null;
}
