/** The SQL of one employee: their record with the assets they hold, writes and references. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badField, uniqueViolation } from '../../platform/http-errors';
import { recordOrgActivity } from './activity.queries';
import type { OrgActor } from './access';
import { selectEmployees, toEmployee, withColumns } from './employee-list.queries';
import { orgRecords } from './records.queries';

export const EMPLOYEE_NOT_FOUND = 'Employee not found';

export type EmployeeValues = {
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  department_id: string | null;
  branch_id: string | null;
  manager_id: string | null;
  joining_date: string | null;
};

function mapTaken(err: unknown): never {
  const name = uniqueViolation(err);
  if (name?.includes('email'))
    throw badField('email', 'Another employee of your company has this email');
  if (name !== null)
    throw badField('code', 'Another employee of your company has this employee id');
  throw err;
}

export const employeeRecords = orgRecords({
  table: 'employees',
  entityType: 'employee',
  notFound: EMPLOYEE_NOT_FOUND,
  columns: [
    'code',
    'name',
    'email',
    'phone',
    'department_id',
    'branch_id',
    'manager_id',
    'joining_date',
  ],
  snapshot: (e: EmployeeValues) => ({
    code: e.code,
    name: e.name,
    email: e.email ?? null,
    phone: e.phone ?? null,
    departmentId: e.department_id ?? null,
    branchId: e.branch_id ?? null,
    managerId: e.manager_id ?? null,
    joiningDate: e.joining_date ?? null,
  }),
  named: (e) => ({ code: e.code, name: e.name }),
  touches: true,
  mapError: (err) => mapTaken(err),
});

/** The id of the company's department of that name, created when it is new. */
export async function departmentIdOf(
  trx: Kysely<DB>,
  companyId: string,
  name: string | null,
): Promise<string | null> {
  if (!name) return null;
  await sql`insert into departments (company_id, name) values (${companyId}, ${name})
    on conflict (company_id, lower(name)) do nothing`.execute(trx);
  const row = await trx
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the company has a row of that id in the table. */
export async function companyHas(
  trx: Kysely<DB>,
  table: 'branches' | 'employees',
  companyId: string,
  id: string,
): Promise<boolean> {
  const found = await trx
    .selectFrom(table as 'branches')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

export async function findEmployeeRow(db: Kysely<DB>, companyId: string, id: string) {
  const row = await withColumns(selectEmployees(db, companyId, { status: 'all' }))
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'name', 'tag', 'state'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', id)
    .orderBy('name')
    .limit(200)
    .execute();
  return {
    ...toEmployee(row),
    assets: assets.map((a) => ({ _id: a.id, name: a.name, tag: a.tag, state: a.state })),
  };
}

export async function listDepartments(db: Kysely<DB>, companyId: string) {
  const rows = await db
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .execute();
  return rows.map((d) => ({ _id: d.id, name: d.name }));
}

/** The employee, locked for a change of their state. */
export const lockEmployee = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .selectFrom('employees')
    .select(['code', 'name', 'active'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** How many of the company's assets the employee holds. */
export async function heldAssetCount(trx: Kysely<DB>, companyId: string, id: string) {
  const held = await trx
    .selectFrom('assets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('employee_id', '=', id)
    .executeTakeFirstOrThrow();
  return held.n;
}

/** Deactivates the employee and logs it (their history stays; only the list hides them). */
export async function deactivateEmployee(
  trx: Kysely<DB>,
  actor: OrgActor,
  id: string,
  named: { code: string; name: string },
): Promise<void> {
  await trx
    .updateTable('employees')
    .set({ active: false, updated_at: sql<Date>`now()` })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .execute();
  await recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'employee',
    entityId: id,
    action: 'deactivate',
    before: { ...named, active: true },
    after: { ...named, active: false },
  });
}
