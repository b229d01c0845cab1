/**
 * State changes under the transition table (ASSET_TRANSITIONS of the contracts,
 * documented in api/README.md), assignments and disposal. Each function runs
 * inside the caller's transaction on a row it has locked, and writes the asset,
 * its assignment rows and the activity row together.
 */
import { sql, type Kysely } from 'kysely';
import {
  ASSET_ASSIGNABLE_FROM,
  ASSET_DISPOSE_FROM,
  canTransition,
  type AssetDisposeRequest,
  type AssetState,
} from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { recordActivity } from './activity';
import type { AssetDetailRow } from './asset-detail';

export interface Actor {
  companyId: string;
  userId: string;
}

/** 409: the asset's current state does not allow this. */
export const stateConflict = (message: string): HttpError =>
  new HttpError(409, message, [{ field: 'state', message }]);

const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

/** 400 on `field` unless the employee belongs to the company. */
export async function assertEmployee(
  trx: Kysely<DB>,
  companyId: string,
  employeeId: string,
  field = 'employeeId',
): Promise<void> {
  const found = await trx
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!found) throw badField(field, 'No such employee');
}

const employeeRef = (row: AssetDetailRow) => row.employee;

/**
 * Ends the current assignment on `date` (not before it began). A holder known
 * only from the asset's columns (imported or bulk-seeded, no row) is written as
 * a closed row, so the history keeps that period too.
 */
async function closeAssignment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  date: string,
  note: string | null,
): Promise<void> {
  const open = await trx
    .selectFrom('asset_assignments')
    .select(['id', 'assigned_on'])
    .where('company_id', '=', actor.companyId)
    .where('asset_id', '=', row.id)
    .where('returned_on', 'is', null)
    .executeTakeFirst();
  const began = open?.assigned_on ?? row.date_of_assign;
  if (began && date < began)
    throw badField('date', `Must not be before the assignment began (${began})`);
  if (open) {
    await trx
      .updateTable('asset_assignments')
      .set({ returned_on: date, return_note: note, returned_by: actor.userId })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', open.id)
      .execute();
  } else if (row.employee_id && row.date_of_assign) {
    await trx
      .insertInto('asset_assignments')
      .values({
        company_id: actor.companyId,
        asset_id: row.id,
        employee_id: row.employee_id,
        assigned_on: row.date_of_assign,
        returned_on: date,
        return_note: note,
        returned_by: actor.userId,
      })
      .execute();
  }
}

/** Starts an assignment row (the caller sets the asset's state and holder). */
export async function openAssignment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  employeeId: string,
  date: string,
  note: string | null,
): Promise<void> {
  if (row.date_of_purchase && date < row.date_of_purchase) {
    throw badField('date', `Must not be before the date of purchase (${row.date_of_purchase})`);
  }
  await trx
    .insertInto('asset_assignments')
    .values({
      company_id: actor.companyId,
      asset_id: row.id,
      employee_id: employeeId,
      assigned_on: date,
      note,
      assigned_by: actor.userId,
    })
    .execute();
}

async function setAssetState(
  trx: Kysely<DB>,
  actor: Actor,
  id: string,
  state: AssetState,
  holder: { employeeId: string; date: string } | null,
): Promise<void> {
  await trx
    .updateTable('assets')
    .set({
      state,
      employee_id: holder?.employeeId ?? null,
      date_of_assign: holder?.date ?? null,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .execute();
}

export interface StateChange {
  to: AssetState;
  date: string;
  employeeId?: string | null;
  note?: string | null;
}

/**
 * Moves a locked asset to another state if the table allows it. Entering
 * ASSIGNED opens an assignment (the employee is required); leaving it closes one.
 */
export async function changeState(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  change: StateChange,
): Promise<void> {
  const from = row.state;
  if (from === change.to) throw stateConflict(`The asset is already ${from}`);
  if (!canTransition(from, change.to)) {
    throw stateConflict(
      change.to === 'DISPOSED'
        ? 'An asset is disposed only from PENDING_DISPOSAL, with the disposal details'
        : `${from} cannot change to ${change.to}`,
    );
  }
  const note = change.note ?? null;
  if (from === 'ASSIGNED') await closeAssignment(trx, actor, row, change.date, note);
  let holder: { employeeId: string; date: string } | null = null;
  if (change.to === 'ASSIGNED') {
    if (!change.employeeId) throw badField('employeeId', 'An assigned asset needs an employee');
    await assertEmployee(trx, actor.companyId, change.employeeId);
    await openAssignment(trx, actor, row, change.employeeId, change.date, note);
    holder = { employeeId: change.employeeId, date: change.date };
  }
  await setAssetState(trx, actor, row.id, change.to, holder);
  const employee = holder ? await employeeOf(trx, actor.companyId, holder.employeeId) : null;
  await recordActivity(trx, {
    ...actorOf(actor),
    entityId: row.id,
    action: 'state-change',
    before: { state: from, employee: employeeRef(row) },
    after: { state: change.to, employee, note },
  });
}

const actorOf = (actor: Actor) => ({ companyId: actor.companyId, actorUserId: actor.userId });

async function employeeOf(trx: Kysely<DB>, companyId: string, id: string) {
  const row = await trx
    .selectFrom('employees')
    .select(['id', 'code', 'name'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { _id: row.id, id: row.code, name: row.name };
}

/** POST /assets/:id/assign: to an employee from an assignable state, or a hand-over when already assigned. */
export async function assignAsset(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: { employeeId: string; date: string; note: string | null },
): Promise<void> {
  if (!ASSET_ASSIGNABLE_FROM.includes(row.state))
    throw stateConflict(`A ${row.state} asset cannot be assigned`);
  if (row.state === 'ASSIGNED' && row.employee_id === input.employeeId) {
    throw stateConflict('The asset is already assigned to this employee');
  }
  await assertEmployee(trx, actor.companyId, input.employeeId);
  if (row.state === 'ASSIGNED') await closeAssignment(trx, actor, row, input.date, input.note);
  await openAssignment(trx, actor, row, input.employeeId, input.date, input.note);
  await setAssetState(trx, actor, row.id, 'ASSIGNED', {
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
  await setAssetState(trx, actor, row.id, 'IN_INVENTORY', null);
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
