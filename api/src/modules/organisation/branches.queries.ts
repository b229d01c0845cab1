/** The SQL of the company's branches: each with the assets and active employees at it. */
import { sql, type Kysely } from 'kysely';
import type { Branch } from '@itam/shared/contracts/organisation';
import type { DB } from '../../db/schema';
import { badField, uniqueViolation } from '../../platform/http-errors';
import { orgRecords } from './records.queries';

export const BRANCH_NOT_FOUND = 'Branch not found';
const TAKEN = 'Another branch of your company has this branch id';

interface BranchRow {
  id: string;
  branch_id: string;
  name: string;
  city: string | null;
  address: string | null;
  asset_count: number;
  employee_count: number;
}

export function selectBranches(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('branches as b')
    .select([
      'b.id',
      'b.branch_id',
      'b.name',
      'b.city',
      'b.address',
      sql<number>`(select count(*) from assets a where a.company_id = b.company_id and a.office_id = b.id)::int`.as(
        'asset_count',
      ),
      sql<number>`(select count(*) from employees e where e.company_id = b.company_id and e.branch_id = b.id and e.active)::int`.as(
        'employee_count',
      ),
    ])
    .where('b.company_id', '=', companyId);
}

export const toBranch = (r: BranchRow): Branch => ({
  _id: r.id,
  branchId: r.branch_id,
  name: r.name,
  city: r.city,
  address: r.address,
  assetCount: r.asset_count,
  employeeCount: r.employee_count,
});

function mapTaken(err: unknown): never {
  if (uniqueViolation(err)?.includes('branch_id')) throw badField('branchId', TAKEN);
  throw err;
}

export const branchRecords = orgRecords({
  table: 'branches',
  entityType: 'branch',
  notFound: BRANCH_NOT_FOUND,
  columns: ['branch_id', 'name', 'city', 'address'],
  snapshot: (b: {
    branch_id: string;
    name: string;
    city: string | null;
    address: string | null;
  }) => ({
    branchId: b.branch_id,
    name: b.name,
    city: b.city,
    address: b.address,
  }),
  named: (b) => ({ name: b.name }),
  mapError: (err) => mapTaken(err),
});

export async function listBranches(db: Kysely<DB>, companyId: string): Promise<Branch[]> {
  const rows = await selectBranches(db, companyId).orderBy('b.name').orderBy('b.id').execute();
  return rows.map(toBranch);
}

export const branchRow = (db: Kysely<DB>, companyId: string, id: string) =>
  selectBranches(db, companyId).where('b.id', '=', id).executeTakeFirst();

/** How many deactivated employees of the company have the branch. */
export async function inactiveEmployeesAt(trx: Kysely<DB>, companyId: string, id: string) {
  const inactive = await trx
    .selectFrom('employees')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('branch_id', '=', id)
    .where('active', '=', false)
    .executeTakeFirstOrThrow();
  return inactive.n;
}

/** The branch's purchase orders keep no branch. */
export const unlinkOrders = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .updateTable('purchase_orders')
    .set({ branch_id: null })
    .where('company_id', '=', companyId)
    .where('branch_id', '=', id)
    .execute();

/** The company's branches for pickers. */
export async function locationOptions(db: Kysely<DB>, companyId: string) {
  const rows = await db
    .selectFrom('branches')
    .select(['id', 'branch_id', 'name', 'city'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, branchId: r.branch_id, name: r.name, city: r.city }));
}
