/**
 * The company's branches (`company_branches`): create, edit, delete. A branch that assets
 * or employees still use is not deleted (409 with the counts); its tag rules go with it and
 * its purchase orders keep no branch.
 */
import type { Kysely } from 'kysely';
import type { Branch, branchInputSchema } from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../platform/http-errors';
import type { OrgActor } from './access';
import {
  BRANCH_NOT_FOUND,
  branchRecords,
  branchRow,
  inactiveEmployeesAt,
  toBranch,
  unlinkOrders,
} from './branches.queries';
import { countsText } from './records.queries';

type BranchInput = z.infer<typeof branchInputSchema>;

const valuesOf = (input: BranchInput) => ({
  branch_id: input.branchId,
  name: input.name,
  city: input.city,
  address: input.address,
});

export async function findBranch(db: Kysely<DB>, companyId: string, id: string): Promise<Branch> {
  const row = await branchRow(db, companyId, id);
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  return toBranch(row);
}

/** Creates (id null) or updates the branch; the branch as the list shows it. */
export async function saveBranch(
  db: Kysely<DB>,
  actor: OrgActor,
  id: string | null,
  input: BranchInput,
): Promise<Branch> {
  const saved = await branchRecords.write(db, async (trx) => {
    if (id === null) return branchRecords.create(trx, actor, valuesOf(input));
    await branchRecords.update(trx, actor, id, valuesOf(input));
    return id;
  });
  return findBranch(db, actor.companyId, saved);
}

export async function deleteBranch(db: Kysely<DB>, actor: OrgActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = branchRecords.found(await branchRow(trx, actor.companyId, id));
    const employees = row.employee_count + (await inactiveEmployeesAt(trx, actor.companyId, id));
    if (row.asset_count > 0 || employees > 0) {
      const what = countsText([
        [row.asset_count, 'asset', 'assets'],
        [employees, 'employee', 'employees'],
      ]);
      throw conflict(`${row.name} still has ${what}: move them to another branch first`);
    }
    await unlinkOrders(trx, actor.companyId, id);
    await branchRecords.remove(trx, actor, id, row);
  });
}
