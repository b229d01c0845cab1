/** The SQL of what a leaver may hold (holdings.service.ts): their open exit, locked, and their holdings. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ExitItemOutcome } from '../../db/schema-exits';
import { IT_DEPARTMENT } from './state';

export interface OpenExit {
  id: string;
  employee_code: string;
  employee_name: string;
  last_working_day: string;
  recovery_signed: boolean;
  item_outcome: ExitItemOutcome | null;
}

/**
 * The employee's exit in progress, locked against a concurrent start (the employee's row)
 * and signature (the exit's row), with its state read after the locks; null when none.
 */
export async function lockOpenExit(
  trx: Kysely<DB>,
  companyId: string,
  employeeId: string,
  assetId: string,
): Promise<OpenExit | null> {
  // startExit locks the employee first: an exit starting now lists this asset or is seen here.
  await sql`select 1 from employees where company_id = ${companyId} and id = ${employeeId}
    for share`.execute(trx);
  const locked = await sql<{ id: string }>`select id from exits
    where company_id = ${companyId} and employee_id = ${employeeId} and status <> 'completed'
    for share`.execute(trx);
  const exitId = locked.rows[0]?.id;
  if (!exitId) return null;
  const found = await sql<OpenExit>`select x.id, e.code as employee_code, e.name as employee_name,
      to_char(x.last_working_day, 'YYYY-MM-DD') as last_working_day,
      x.status = 'cleared' or exists (select 1 from exit_tasks t where t.company_id = x.company_id
        and t.exit_id = x.id and t.key = ${IT_DEPARTMENT} and t.signed_at is not null)
        as recovery_signed,
      (select i.outcome from exit_items i where i.company_id = x.company_id and i.exit_id = x.id
        and i.asset_id = ${assetId}) as item_outcome
    from exits x join employees e on e.company_id = x.company_id and e.id = x.employee_id
    where x.company_id = ${companyId} and x.id = ${exitId}`.execute(trx);
  return found.rows[0] ?? null;
}

/** The asset as one more pending item of the exit. */
export async function insertPendingItem(
  trx: Kysely<DB>,
  companyId: string,
  exitId: string,
  assetId: string,
): Promise<void> {
  await trx
    .insertInto('exit_items')
    .values({ company_id: companyId, exit_id: exitId, asset_id: assetId })
    .execute();
}

/** What the leaver holds that is not a pending item of the exit. */
export async function heldOutsideExit(
  trx: Kysely<DB>,
  companyId: string,
  exit: { id: string; employee_id: string },
): Promise<{ name: string; tag: string | null }[]> {
  const held = await sql<{ name: string; tag: string | null }>`select a.name, a.tag from assets a
    where a.company_id = ${companyId} and a.employee_id = ${exit.employee_id}
      and a.state = 'ASSIGNED'
      and not exists (select 1 from exit_items i where i.company_id = a.company_id
        and i.exit_id = ${exit.id} and i.asset_id = a.id and i.outcome = 'pending')
    order by a.name, a.id`.execute(trx);
  return held.rows;
}
