/**
 * The SQL of starting an exit: the leaver (locked, with their manager's login and their own
 * logins), their exit in progress, their open tickets, the company's departments, and the
 * exit's rows.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChecklistEntry, DepartmentNameKey, OpenTicketRef } from '../../db/schema-exits';

export interface Leaver {
  id: string;
  code: string;
  name: string;
  email: string | null;
  /** The login of the employee's manager (the user of the manager's email), if any. */
  manager_user_id: string | null;
  /** The employee's own logins (users of their email): the requester of their tickets. */
  requester_ids: string[];
}

/** The employee, locked for update (admitAssignment takes the same lock first). */
export async function lockLeaver(
  trx: Kysely<DB>,
  companyId: string,
  employeeId: string,
): Promise<Leaver> {
  const employee = await sql<Leaver>`select e.id, e.code, e.name, e.email,
      (select u.id from employees m join users u on u.company_id = m.company_id
         and lower(u.email) = lower(m.email) and u.active
       where m.company_id = e.company_id and m.id = e.manager_id limit 1) as manager_user_id,
      array(select u.id from users u where u.company_id = e.company_id
        and e.email is not null and lower(u.email) = lower(e.email)) as requester_ids
    from employees e where e.company_id = ${companyId} and e.id = ${employeeId}
    for update of e`.execute(trx);
  return employee.rows[0]!;
}

/** The employee's exit in progress, if any. */
export function openExitOf(trx: Kysely<DB>, companyId: string, employeeId: string) {
  return trx
    .selectFrom('exits')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
}

/** The open tickets (status neither resolved nor closed) these users requested, oldest first. */
export async function openTicketsOf(trx: Kysely<DB>, companyId: string, requesterIds: string[]) {
  const rows = await sql<{
    id: string;
    kind: 'incident';
    number: number;
    title: string;
    status: string;
  }>`select t.id, t.kind, t.number, t.title, t.status from tickets t
    where t.company_id = ${companyId} and t.requester_id = any(${requesterIds}::uuid[])
      and t.status not in ('resolved', 'closed') order by t.created_at, t.id`.execute(trx);
  return rows.rows;
}

/** The company's own list of exit departments, in order (empty: it configured none). */
export function departmentTemplatesOf(trx: Kysely<DB>, companyId: string) {
  return trx
    .selectFrom('exit_department_templates')
    .select(['key', 'name', 'name_key', 'head_user_id', 'checklist'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('key')
    .execute();
}

export async function insertExit(
  trx: Kysely<DB>,
  values: {
    companyId: string;
    employeeId: string;
    lastWorkingDay: string;
    reason: string;
    startedBy: string;
    openTickets: OpenTicketRef[];
  },
): Promise<string> {
  const exit = await trx
    .insertInto('exits')
    .values({
      company_id: values.companyId,
      employee_id: values.employeeId,
      last_working_day: values.lastWorkingDay,
      reason: values.reason,
      started_by: values.startedBy,
      open_tickets: JSON.stringify(values.openTickets),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return exit.id;
}

export interface NewTask {
  key: string;
  name: string;
  nameKey: DepartmentNameKey | null;
  headUserId: string | null;
  checklist: ChecklistEntry[];
}

/** The exit's department tasks, in the list's order. */
export async function insertTasks(
  trx: Kysely<DB>,
  companyId: string,
  exitId: string,
  tasks: NewTask[],
): Promise<void> {
  await trx
    .insertInto('exit_tasks')
    .values(
      tasks.map((d, position) => ({
        company_id: companyId,
        exit_id: exitId,
        key: d.key,
        name: d.name,
        name_key: d.nameKey,
        position,
        head_user_id: d.headUserId,
        checklist: JSON.stringify(d.checklist),
      })),
    )
    .execute();
}

/** The ids of the assets the employee holds. */
export async function heldAssetIds(
  trx: Kysely<DB>,
  companyId: string,
  employeeId: string,
): Promise<string[]> {
  const held = await trx
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('state', '=', 'ASSIGNED')
    .execute();
  return held.map((a) => a.id);
}

/** The exit's items, one for each asset, pending. */
export async function insertItems(
  trx: Kysely<DB>,
  companyId: string,
  exitId: string,
  assetIds: string[],
): Promise<void> {
  await trx
    .insertInto('exit_items')
    .values(assetIds.map((id) => ({ company_id: companyId, exit_id: exitId, asset_id: id })))
    .execute();
}
