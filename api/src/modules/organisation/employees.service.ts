/**
 * Employees (`employee_setup`): one employee with the assets they hold, create, edit,
 * deactivate (refused while they hold assets), the departments and the CSV export
 * (formula-safe cells).
 */
import type { Kysely } from 'kysely';
import type {
  EmployeeDetail,
  EmployeeInputParsed,
  employeeListQuerySchema,
} from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { badField, conflict, notFound } from '../../platform/http-errors';
import { csvDocument } from './csv';
import { EMPLOYEE_EXPORT_HEADER, employeeExportCells } from './data-export.queries';
import type { OrgActor } from './access';
import { exportRows } from './employee-list.queries';
import {
  companyHas,
  deactivateEmployee,
  departmentIdOf,
  EMPLOYEE_NOT_FOUND,
  employeeRecords,
  findEmployeeRow,
  heldAssetCount,
  lockEmployee,
  type EmployeeValues,
} from './employees.queries';

export type EmployeeListFilter = z.infer<typeof employeeListQuerySchema>;

export async function findEmployee(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<EmployeeDetail> {
  const employee = await findEmployeeRow(db, companyId, id);
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  return employee;
}

async function assertRefs(
  trx: Kysely<DB>,
  companyId: string,
  input: EmployeeInputParsed,
  selfId: string | null,
): Promise<void> {
  if (input.branchId && !(await companyHas(trx, 'branches', companyId, input.branchId)))
    throw badField('branchId', 'Not found in your company');
  if (input.managerId) {
    if (input.managerId === selfId)
      throw badField('managerId', 'An employee cannot be their own manager');
    if (!(await companyHas(trx, 'employees', companyId, input.managerId)))
      throw badField('managerId', 'Not found in your company');
  }
}

/** Creates (id null) or updates the employee; their id. */
export async function saveEmployee(
  db: Kysely<DB>,
  actor: OrgActor,
  id: string | null,
  input: EmployeeInputParsed,
): Promise<string> {
  return employeeRecords.write(db, async (trx) => {
    await assertRefs(trx, actor.companyId, input, id);
    const values: EmployeeValues = {
      code: input.code,
      name: input.name,
      email: input.email,
      phone: input.phone,
      department_id: await departmentIdOf(trx, actor.companyId, input.department),
      branch_id: input.branchId,
      manager_id: input.managerId,
      joining_date: input.joiningDate,
    };
    if (id === null) return employeeRecords.create(trx, actor, values);
    await employeeRecords.update(trx, actor, id, values);
    return id;
  });
}

/** Deactivates the employee (again: nothing), refused while they hold assets. */
export async function deactivate(db: Kysely<DB>, actor: OrgActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockEmployee(trx, actor.companyId, id);
    if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
    if (!row.active) return;
    const held = await heldAssetCount(trx, actor.companyId, id);
    if (held > 0)
      throw conflict(
        `${row.name} still holds ${held} asset${held === 1 ? '' : 's'}: unassign them first`,
      );
    await deactivateEmployee(trx, actor, id, { code: row.code, name: row.name });
  });
}

/** The filter's employees as a CSV document. */
export async function employeesCsv(
  db: Kysely<DB>,
  companyId: string,
  filter: EmployeeListFilter,
): Promise<string> {
  const rows = await exportRows(db, companyId, filter);
  return csvDocument(EMPLOYEE_EXPORT_HEADER, rows.map(employeeExportCells));
}
