/**
 * Assignments and disposal of one asset, and moves of many to a branch: each runs inside the
 * caller's transaction on rows it has locked, writing the assets, their assignment rows and
 * the activity rows together.
 */
import { sql, type Kysely } from 'kysely';
import {
  ASSET_ASSIGNABLE_FROM,
  ASSET_DISPOSE_FROM,
  type AssetDisposeRequest,
} from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { badField } from '../../platform/http-errors';
import { recordActivities, recordActivity } from '../../services/activity';
import type { AssetDetailRow } from './detail.queries';
import {
  actorOf,
  assertNotReserved,
  closeAssignment,
  employeeOf,
  employeeRef,
  openAssignment,
  setAssetStates,
} from './holdings.service';
import { assertEmployee, stateConflict, type Actor } from './lifecycle.service';

/**
 * POST /assets/:id/assign: to an employee from an assignable state, or a hand-over when
 * already assigned. A reserved asset is refused (409 ASSET_RESERVED) unless the caller is
 * the process handing it out (`fulfilsReservation`: the shop's hand-over, onboarding's day one).
 */
export async function assignAsset(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: { employeeId: string; date: string; note: string | null },
  options: { fulfilsReservation?: boolean } = {},
): Promise<void> {
  if (!ASSET_ASSIGNABLE_FROM.includes(row.state))
    throw stateConflict(`A ${row.state} asset cannot be assigned`);
  if (!options.fulfilsReservation) await assertNotReserved(trx, actor.companyId, row);
  if (row.state === 'ASSIGNED' && row.employee_id === input.employeeId) {
    throw stateConflict('The asset is already assigned to this employee');
  }
  await assertEmployee(trx, actor.companyId, input.employeeId);
  if (row.state === 'ASSIGNED') await closeAssignment(trx, actor, row, input.date, input.note);
  await openAssignment(trx, actor, row, input.employeeId, input.date, input.note);
  await setAssetStates(trx, actor, [row.id], 'ASSIGNED', {
    employeeId: input.employeeId,
    date: input.date,
  });
  await recordActivity(trx, {
    ...actorOf(actor),
    entityId: row.id,
    action: 'assign',
    before: { state: row.state, employee: employeeRef(row) },
    after: {
      state: 'ASSIGNED',
      employee: await employeeOf(trx, actor.companyId, input.employeeId),
      date: input.date,
      note: input.note,
    },
  });
}

/** POST /assets/:id/unassign: an assigned asset goes back to IN_INVENTORY. */
export async function unassignAsset(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: { date: string; note: string | null },
): Promise<void> {
  if (row.state !== 'ASSIGNED') throw stateConflict('Only an ASSIGNED asset can be unassigned');
  await closeAssignment(trx, actor, row, input.date, input.note);
  await setAssetStates(trx, actor, [row.id], 'IN_INVENTORY', null);
  await recordActivity(trx, {
    ...actorOf(actor),
    entityId: row.id,
    action: 'unassign',
    before: { state: row.state, employee: employeeRef(row) },
    after: { state: 'IN_INVENTORY', employee: null, date: input.date, note: input.note },
  });
}

/** POST /assets/:id/dispose: PENDING_DISPOSAL to DISPOSED with the disposal details. */
export async function disposeAsset(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: Required<Pick<AssetDisposeRequest, 'date' | 'method' | 'certificateNumber'>> & {
    note: string | null;
  },
): Promise<void> {
  if (row.state !== ASSET_DISPOSE_FROM)
    throw stateConflict(`Only a ${ASSET_DISPOSE_FROM} asset can be disposed`);
  if (row.date_of_purchase && input.date < row.date_of_purchase) {
    throw badField('date', `Must not be before the date of purchase (${row.date_of_purchase})`);
  }
  await trx
    .updateTable('assets')
    .set({
      state: 'DISPOSED',
      disposal_date: input.date,
      disposal_method: input.method,
      disposal_certificate: input.certificateNumber,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', row.id)
    .execute();
  await recordActivity(trx, {
    ...actorOf(actor),
    entityId: row.id,
    action: 'dispose',
    before: { state: row.state },
    after: {
      state: 'DISPOSED',
      disposal: {
        date: input.date,
        method: input.method,
        certificateNumber: input.certificateNumber,
      },
      note: input.note,
    },
  });
}

/**
 * Moves locked assets to a branch (an audit found them there): their location and an
 * `update` activity row each ({officeId} before and after), in three statements however
 * many. A DISPOSED asset, or one already there, is left as it is; returns the ids moved.
 */
export async function moveAssets(
  trx: Kysely<DB>,
  actor: Actor,
  rows: readonly AssetDetailRow[],
  officeId: string,
): Promise<string[]> {
  const moving = rows.filter((row) => row.office_id !== officeId && row.state !== 'DISPOSED');
  if (moving.length === 0) return [];
  const office = await trx
    .selectFrom('branches')
    .select(['id', 'branch_id', 'name'])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', officeId)
    .executeTakeFirst();
  if (!office) throw badField('officeId', 'Not found in your company');
  const ids = moving.map((row) => row.id);
  await trx
    .updateTable('assets')
    .set({ office_id: officeId, updated_at: sql<Date>`now()` })
    .where('company_id', '=', actor.companyId)
    .where(sql<boolean>`id = any(${ids}::uuid[])`)
    .execute();
  const to = { _id: office.id, branchId: office.branch_id, name: office.name };
  await recordActivities(
    trx,
    moving.map((row) => ({
      ...actorOf(actor),
      entityId: row.id,
      action: 'update' as const,
      before: { officeId: row.office },
      after: { officeId: to },
    })),
  );
  return ids;
}
