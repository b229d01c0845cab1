/** The SQL of what an import's rows are checked against: the company's branches and employees. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ImportContext } from './employee-import-file.service';

/** The company's branches and employees the rows are checked against. */
export async function importContext(db: Kysely<DB>, companyId: string): Promise<ImportContext> {
  const [branches, employees] = await Promise.all([
    db
      .selectFrom('branches')
      .select(['id', 'branch_id'])
      .where('company_id', '=', companyId)
      .execute(),
    db
      .selectFrom('employees')
      .select(['id', 'code', 'email'])
      .where('company_id', '=', companyId)
      .execute(),
  ]);
  return {
    branches: new Map(branches.map((b) => [b.branch_id.toLowerCase(), b.id])),
    branchCodes: new Map(branches.map((b) => [b.id, b.branch_id])),
    byCode: new Map(employees.map((e) => [e.code.toLowerCase(), e.id])),
    byEmail: new Map(employees.filter((e) => e.email).map((e) => [e.email!.toLowerCase(), e.id])),
    codes: new Map(employees.map((e) => [e.code.toLowerCase(), e.code])),
  };
}
