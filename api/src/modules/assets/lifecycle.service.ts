/**
 * State changes under the transition table (ASSET_TRANSITIONS of the contracts,
 * documented in api/README.md); assignments and disposal are in assignments.service.ts,
 * the assignment rows in holdings.service.ts. Each function runs
 * inside the caller's transaction on rows it has locked, and writes the assets,
 * their assignment rows and the activity rows together. A change of many assets
 * (changeStates, for bulk actions) takes the same few statements as a change of one.
 */
import type { Kysely } from 'kysely';
import { canTransition, type AssetState } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { badField, conflict, type HttpError } from '../../platform/http-errors';
import { recordActivities, recordActivity } from '../../services/activity';
import {
  actorOf,
  assertNotReserved,
  closeHoldings,
  closeRefusal,
  employeeOf,
  employeeRef,
  holdingsOf,
  openAssignment,
  setAssetStates,
} from './holdings.service';
import { reservationsOf, reservedConflict } from './reservations.queries';
import type { AssetDetailRow } from './detail.queries';

export interface Actor {
  companyId: string;
  userId: string;
}

/** 409: the asset's current state does not allow this. */
export const stateConflict = (message: string): HttpError => conflict(message, { field: 'state' });

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
