/**
 * The assignment rows of assets: an assigned asset's holding (its open row, or a holder the
 * asset's columns alone record), closing and opening them, and the assets' state columns.
 * Each function runs inside the caller's transaction on rows it has locked.
 */
import { sql, type Kysely } from 'kysely';
import type { AssetState } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { badField, type HttpError } from '../../platform/http-errors';
import type { AssetDetailRow } from './detail.queries';
import type { Actor } from './lifecycle.service';
import { reservationsOf, reservedConflict } from './reservations.queries';
import { admitAssignment } from '../exits/holdings.service';

export const employeeRef = (row: AssetDetailRow) => row.employee;

/** An ASSIGNED asset's current assignment: its open row, or a holder known only from the asset's columns (imported or bulk-seeded). */
interface Holding {
  row: AssetDetailRow;
  openId: string | null;
  began: string | null;
}

/** The current assignment of each of these ASSIGNED assets, in one statement. */
export async function holdingsOf(
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
export const closeRefusal = (holding: Holding, date: string): HttpError | null =>
  holding.began && date < holding.began
    ? badField('date', `Must not be before the assignment began (${holding.began})`)
    : null;

/**
 * Ends these assignments on `date` (checked already): the open rows are closed, and a
 * holder known only from the asset's columns is written as a closed row, so the history
 * keeps that period too. Two statements at most, however many assets.
 */
export async function closeHoldings(
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
export async function closeAssignment(
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

export async function setAssetStates(
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

export const actorOf = (actor: Actor) => ({
  companyId: actor.companyId,
  actorUserId: actor.userId,
});

export async function employeeOf(trx: Kysely<DB>, companyId: string, id: string) {
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
