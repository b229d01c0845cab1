/**
 * What a leaver may hold while their exit is in progress. The clearance certificate lists
 * the exit's items as recorded, so until the authority signs, the items must be everything
 * the leaver holds and their outcomes must stay true:
 * - an asset the exit recovered (returned, transferred, missing or damaged) is not assigned
 *   back to the leaver: 409 EXIT_ITEM_RECOVERED;
 * - once IT has signed (every item accounted for; or, where the company's departments have
 *   no IT, once every department has), the leaver receives no asset at all: 409
 *   EXIT_RECOVERY_SIGNED;
 * - before that, an asset assigned to the leaver joins the exit's items, pending, for IT to
 *   recover like the others.
 * The asset lifecycle asks `admitAssignment` before it gives any asset a holder (assign, a
 * state change to ASSIGNED, an edit, a new asset, the shop's hand-over, onboarding, an
 * exit's transfer); the authority's signature refuses holdings that contradict the records
 * (409 EXIT_HOLDINGS_CHANGED: written before this rule, or by hand). Once the exit is
 * completed its certificate is a dated record, and the employee may receive assets again.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ExitItemOutcome } from '../../db/schema-exits';
import { conflict, type HttpError } from '../../platform/http-errors';
import { recordActivity } from '../../services/activity';
import { heldOutsideExit, insertPendingItem, lockOpenExit } from './holdings.queries';

/** The codes of these refusals (the browser translates them). */
export const EXIT_HOLDING_CODES = [
  'EXIT_ITEM_RECOVERED',
  'EXIT_RECOVERY_SIGNED',
  'EXIT_HOLDINGS_CHANGED',
] as const;
export type ExitHoldingCode = (typeof EXIT_HOLDING_CODES)[number];

const refusal = (code: ExitHoldingCode, message: string, field: string): HttpError =>
  conflict(message, { code, field });

/** Why an asset may not go to a leaver now, or null: it may (and joins the exit when not listed). */
export function leaverAssignmentRefusal(state: {
  recoverySigned: boolean;
  itemOutcome: ExitItemOutcome | null;
}): Exclude<ExitHoldingCode, 'EXIT_HOLDINGS_CHANGED'> | null {
  if (state.itemOutcome !== null && state.itemOutcome !== 'pending') return 'EXIT_ITEM_RECOVERED';
  if (state.recoverySigned) return 'EXIT_RECOVERY_SIGNED';
  return null;
}

/**
 * Before an asset gets `employeeId` as its holder, in the caller's transaction (the asset's
 * row locked): refuses it (409 on `employeeId`) where the employee's exit says so, or adds
 * the asset to their exit as a pending item.
 */
export async function admitAssignment(
  trx: Kysely<DB>,
  actor: { companyId: string; userId: string },
  asset: { id: string; name: string; tag: string | null },
  employeeId: string,
): Promise<void> {
  const exit = await lockOpenExit(trx, actor.companyId, employeeId, asset.id);
  if (!exit) return;
  const who = exit.employee_name;
  const code = leaverAssignmentRefusal({
    recoverySigned: exit.recovery_signed,
    itemOutcome: exit.item_outcome,
  });
  if (code) {
    const named = asset.tag ? `${asset.name} (${asset.tag})` : asset.name;
    const message =
      code === 'EXIT_ITEM_RECOVERED'
        ? `${named} is recorded as ${exit.item_outcome} in ${who}'s exit: it is not assigned back to them before the exit is completed`
        : `IT has signed ${who}'s exit with every asset recovered: no asset is assigned to them before the exit is completed`;
    throw refusal(code, message, 'employeeId');
  }
  if (exit.item_outcome !== null) return;
  await insertPendingItem(trx, actor.companyId, exit.id, asset.id);
  const employee = { _id: employeeId, id: exit.employee_code, name: who };
  await recordActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityId: asset.id,
    action: 'exit.pending-return',
    before: null,
    after: {
      state: 'ASSIGNED',
      employee,
      exitId: exit.id,
      lastWorkingDay: exit.last_working_day,
      joined: true,
    },
  });
}

/**
 * 409 EXIT_HOLDINGS_CHANGED unless everything the leaver holds is a pending item of the
 * exit: the certificate would otherwise say an asset was recovered (or list nothing) while
 * the leaver has it. Called with the exit's row locked, before the authority's signature.
 */
export async function assertHoldingsAsRecorded(
  trx: Kysely<DB>,
  companyId: string,
  exit: { id: string; employee_id: string; employee_name: string },
): Promise<void> {
  const held = await heldOutsideExit(trx, companyId, exit);
  if (held.length === 0) return;
  const names = held.map((a) => (a.tag ? `${a.name} (${a.tag})` : a.name)).join(', ');
  throw refusal(
    'EXIT_HOLDINGS_CHANGED',
    `${exit.employee_name} holds ${names}, which the exit records as recovered or does not list: unassign it before the authority signs`,
    'items',
  );
}
