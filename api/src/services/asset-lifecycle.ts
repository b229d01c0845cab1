/**
 * State changes under the transition table (ASSET_TRANSITIONS of the contracts,
 * documented in api/README.md), assignments and disposal. Each function runs
 * inside the caller's transaction on rows it has locked, and writes the assets,
 * their assignment rows and the activity rows together. A change of many assets
 * (changeStates, for bulk actions) takes the same few statements as a change of one.
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
import { HttpError } from '../platform/http-errors';
import { recordActivities, recordActivity } from './activity';
import type { AssetDetailRow } from './asset-detail';
import { reservationsOf, reservedConflict } from './asset-reservations';
import { admitAssignment } from '../modules/exits/holdings.service';

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

/** An ASSIGNED asset's current assignment: its open row, or a holder known only from the asset's columns (imported or bulk-seeded). */
interface Holding {
  row: AssetDetailRow;
  openId: string | null;
  began: string | null;
}

/** The current assignment of each of these ASSIGNED assets, in one statement. */
async function holdingsOf(
  trx: Kysely<DB>,
  actor: Actor,
  rows: readonly AssetDetailRow[],
): Promise<Holding[]> {
  if (rows.length === 0) return [];
  const open = await trx
    .selectFrom('asset_assignments')
    .select(['id', 'asset_id', 'assigned_on'])
    .where('company_id', '=', actor.companyId)
    .where(sql<boolean>`asset_id = any(${rows.map((row) => row.id)}::uuid[])`)
    .where('returned_on', 'is', null)
    .execute();
  const byAsset = new Map(open.map((o) => [o.asset_id, o]));
  return rows.map((row) => {
    const found = byAsset.get(row.id);
    return {
      row,
      openId: found?.id ?? null,
      began: found?.assigned_on ?? row.date_of_assign,
    };
  });
}

/** 400 on `date` when the assignment would end before it began. */
const closeRefusal = (holding: Holding, date: string): HttpError | null =>
  holding.began && date < holding.began
    ? badField('date', `Must not be before the assignment began (${holding.began})`)
    : null;

/**
 * Ends these assignments on `date` (checked already): the open rows are closed, and a
 * holder known only from the asset's columns is written as a closed row, so the history
 * keeps that period too. Two statements at most, however many assets.
 */
async function closeHoldings(
  trx: Kysely<DB>,
  actor: Actor,
  holdings: readonly Holding[],
  date: string,
  note: string | null,
): Promise<void> {
  const openIds = holdings.flatMap((h) => (h.openId ? [h.openId] : []));
  if (openIds.length) {
    await trx
      .updateTable('asset_assignments')
      .set({ returned_on: date, return_note: note, returned_by: actor.userId })
      .where('company_id', '=', actor.companyId)
      .where(sql<boolean>`id = any(${openIds}::uuid[])`)
      .execute();
  }
  const recorded = holdings.filter((h) => !h.openId && h.row.employee_id && h.row.date_of_assign);
  if (recorded.length) {
    await sql`insert into asset_assignments
        (company_id, asset_id, employee_id, assigned_on, returned_on, return_note, returned_by)
      select ${actor.companyId}::uuid, h.asset_id, h.employee_id, h.assigned_on,
        ${date}::date, ${note}::text, ${actor.userId}::uuid
      from unnest(${recorded.map((h) => h.row.id)}::uuid[], ${recorded.map((h) => h.row.employee_id)}::uuid[],
        ${recorded.map((h) => h.row.date_of_assign)}::date[]) as h(asset_id, employee_id, assigned_on)`.execute(
      trx,
    );
  }
}

/** Ends the asset's current assignment on `date` (not before it began). */
async function closeAssignment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  date: string,
  note: string | null,
): Promise<void> {
  const [holding] = await holdingsOf(trx, actor, [row]);
  const refusal = closeRefusal(holding!, date);
  if (refusal) throw refusal;
  await closeHoldings(trx, actor, [holding!], date, note);
}

/**
 * Starts an assignment row (the caller sets the asset's state and holder). Every path that
 * gives an asset a holder comes here: a leaver's exit in progress may refuse it, or list
 * the asset as one more item to recover (modules/exits/holdings.service.ts).
 */
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
  await admitAssignment(trx, actor, row, employeeId);
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

async function setAssetStates(
  trx: Kysely<DB>,
  actor: Actor,
  ids: readonly string[],
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
    .where(sql<boolean>`id = any(${[...ids]}::uuid[])`)
    .execute();
}

export interface StateChange {
  to: AssetState;
  date: string;
  employeeId?: string | null;
  note?: string | null;
}

/** A change to any state but ASSIGNED, which needs an employee per asset. */
export interface PlainStateChange {
  to: Exclude<AssetState, 'ASSIGNED'>;
  date: string;
  note?: string | null;
}

/** 409 on `state` when the table does not allow `from` → `to`. */
function transitionRefusal(from: AssetState, to: AssetState): HttpError | null {
  if (from === to) return stateConflict(`The asset is already ${from}`);
  if (!canTransition(from, to)) {
    return stateConflict(
      to === 'DISPOSED'
        ? 'An asset is disposed only from PENDING_DISPOSAL, with the disposal details'
        : `${from} cannot change to ${to}`,
    );
  }
  return null;
}

/**
 * Moves locked assets to a state other than ASSIGNED where the table allows it, in a
 * few statements for all of them: the open assignments of assigned ones read and closed,
 * the assets updated and their activity rows written, each once. Every asset is checked
 * before anything is written; the refused ones are returned with their reason and left
 * untouched.
 */
export async function changeStates(
  trx: Kysely<DB>,
  actor: Actor,
  rows: readonly AssetDetailRow[],
  change: PlainStateChange,
): Promise<Map<string, HttpError>> {
  const refused = new Map<string, HttpError>();
  // A reserved asset stays in stock until the shop order or onboarding that holds it ends.
  const reserved = await reservationsOf(
    trx,
    actor.companyId,
    rows.map((row) => row.id),
  );
  const allowed = rows.filter((row) => {
    const reservation = reserved.get(row.id);
    const refusal = reservation
      ? reservedConflict(row.name, reservation)
      : transitionRefusal(row.state, change.to);
    if (refusal) refused.set(row.id, refusal);
    return !refusal;
  });
  const assigned = allowed.filter((row) => row.state === 'ASSIGNED');
  const holdings = (await holdingsOf(trx, actor, assigned)).filter((holding) => {
    const refusal = closeRefusal(holding, change.date);
    if (refusal) refused.set(holding.row.id, refusal);
    return !refusal;
  });
  const moving = allowed.filter((row) => !refused.has(row.id));
  if (moving.length === 0) return refused;
  const note = change.note ?? null;
  await closeHoldings(trx, actor, holdings, change.date, note);
  await setAssetStates(
    trx,
    actor,
    moving.map((row) => row.id),
    change.to,
    null,
  );
  await recordActivities(
    trx,
    moving.map((row) => ({
      ...actorOf(actor),
      entityId: row.id,
      action: 'state-change' as const,
      before: { state: row.state, employee: employeeRef(row) },
      after: { state: change.to, employee: null, note },
    })),
  );
  return refused;
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
  const { to } = change;
  if (to !== 'ASSIGNED') {
    const refusal = (
      await changeStates(trx, actor, [row], { to, date: change.date, note: change.note ?? null })
    ).get(row.id);
    if (refusal) throw refusal;
    return;
  }
  const refusal = transitionRefusal(row.state, to);
  if (refusal) throw refusal;
  await assertNotReserved(trx, actor.companyId, row);
  if (!change.employeeId) throw badField('employeeId', 'An assigned asset needs an employee');
  const note = change.note ?? null;
  await assertEmployee(trx, actor.companyId, change.employeeId);
  await openAssignment(trx, actor, row, change.employeeId, change.date, note);
  await setAssetStates(trx, actor, [row.id], to, {
    employeeId: change.employeeId,
    date: change.date,
  });
  await recordActivity(trx, {
    ...actorOf(actor),
    entityId: row.id,
    action: 'state-change',
    before: { state: row.state, employee: employeeRef(row) },
    after: { state: to, employee: await employeeOf(trx, actor.companyId, change.employeeId), note },
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

/** 409 ASSET_RESERVED when a shop order or an onboarding holds the asset. */
export async function assertNotReserved(
  trx: Kysely<DB>,
  companyId: string,
  row: Pick<AssetDetailRow, 'id' | 'name'>,
  field = 'state',
): Promise<void> {
  const reservation = (await reservationsOf(trx, companyId, [row.id])).get(row.id);
  if (reservation) throw reservedConflict(row.name, reservation, field);
}

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
