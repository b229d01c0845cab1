/**
 * Creating, editing, deleting and bulk-changing assets. Each call is one
 * transaction: the asset, its assignment rows and the activity rows commit
 * together or not at all. References (type, branch, purchase order, employee)
 * must belong to the caller's company (400 naming the field otherwise; the
 * composite foreign keys would refuse them anyway).
 */
import { sql, type Kysely } from 'kysely';
import type { AssetCreateParsed, AssetInputParsed } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import { HttpError } from '../platform/http-errors';
import { diffFields, recordActivities, recordActivity } from './activity';
import { assertTagFree, isTagClash, tagTaken } from './asset-tags';
import {
  loadAssetRow,
  lockAssetRows,
  snapshotOf,
  type AssetDetailRow,
  type AssetSnapshot,
} from './asset-detail';
import {
  assertEmployee,
  assertNotReserved,
  assignAsset,
  changeState,
  changeStates,
  openAssignment,
  type Actor,
  type PlainStateChange,
} from './asset-lifecycle';
import { reservationsOf, reservedConflict } from './asset-reservations';
import { todayUtc } from './depreciation';
import { allocateTags } from '../modules/organisation/tag-rules.queries';

const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

async function assertReference(
  trx: Kysely<DB>,
  table: 'asset_types' | 'branches' | 'purchase_orders',
  companyId: string,
  id: string | null,
  field: string,
): Promise<void> {
  if (!id) return;
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw badField(field, 'Not found in your company');
}

async function validate(
  trx: Kysely<DB>,
  companyId: string,
  input: AssetInputParsed,
  selfId: string | null,
): Promise<void> {
  await assertReference(trx, 'asset_types', companyId, input.assetTypeId, 'assetTypeId');
  await assertReference(trx, 'branches', companyId, input.officeId, 'officeId');
  await assertReference(trx, 'purchase_orders', companyId, input.invoiceId, 'invoiceId');
  if (input.employeeId) await assertEmployee(trx, companyId, input.employeeId);
  if (input.serialNumber) {
    let query = trx
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', companyId)
      .where(sql<boolean>`serial_number collate "C" = ${input.serialNumber}`);
    if (selfId) query = query.where('id', '<>', selfId);
    if (await query.executeTakeFirst())
      throw badField('serialNumber', 'Another asset of your company has this serial number');
  }
  if (input.tag) await assertTagFree(trx, companyId, input.tag, selfId);
}

/**
 * Two saves racing with one serial number or tag: the unique index decides, and the loser
 * gets the same answer (400, 409) as a save that found it taken first. Another unique
 * violation is `otherwise()` when given (a caller's 409).
 */
export function mapUniqueViolation(err: unknown, otherwise?: () => HttpError): never {
  if (isTagClash(err)) throw tagTaken();
  const text =
    err instanceof Error
      ? `${err.message} ${(err as { constraint?: string }).constraint ?? ''}`
      : '';
  if (text.includes('assets_company_serial_key'))
    throw badField('serialNumber', 'Another asset of your company has this serial number');
  if (otherwise && (err as { code?: unknown } | null)?.code === '23505') throw otherwise();
  throw err;
}

/** The columns PUT replaces (state and employee go through the life-cycle rules). */
function descriptiveColumns(input: AssetInputParsed) {
  return {
    name: input.name,
    asset_type_id: input.assetTypeId,
    serial_number: input.serialNumber,
    make: input.make,
    model: input.model,
    tag: input.tag,
    imei: input.imei,
    price: input.price,
    date_of_purchase: input.dateOfPurchase,
    warranty_end: input.warrantyEndDate,
    vendor: input.vendor,
    office_id: input.officeId,
    invoice_id: input.invoiceId,
    description: input.description,
    useful_life_years: input.usefulLifeYears,
    salvage_value: input.salvageValue,
    depreciation_method: input.depreciationMethod,
  };
}

/** The asset type's default depreciation (organisation settings), for a new asset that names none. */
function typeDefaults(trx: Kysely<DB>, companyId: string, typeId: string | null) {
  if (!typeId) return Promise.resolve(undefined);
  return trx
    .selectFrom('asset_types')
    .select(['depreciation_method', 'useful_life_years'])
    .where('company_id', '=', companyId)
    .where('id', '=', typeId)
    .executeTakeFirst();
}

/** A new asset is assigned from today, or from its purchase date when that is later. */
const firstAssignDate = (input: AssetCreateParsed): string => {
  const today = todayUtc();
  return input.dateOfPurchase && input.dateOfPurchase > today ? input.dateOfPurchase : today;
};

export async function createAsset(
  db: Kysely<DB>,
  actor: Actor,
  input: AssetCreateParsed,
): Promise<string> {
  return db
    .transaction()
    .execute((trx) => insertAsset(trx, actor, input))
    .catch(mapUniqueViolation);
}

/**
 * A new asset inside the caller's transaction (with its assignment and activity rows), for
 * a change that must create it together with other writes or not at all; the caller maps a
 * unique violation (`mapUniqueViolation`).
 */
export async function insertAsset(
  trx: Kysely<DB>,
  actor: Actor,
  input: AssetCreateParsed,
): Promise<string> {
  await validate(trx, actor.companyId, input, null);
  const assigned =
    input.state === 'ASSIGNED' && input.employeeId
      ? { employeeId: input.employeeId, date: firstAssignDate(input) }
      : null;
  const defaults = await typeDefaults(trx, actor.companyId, input.assetTypeId);
  const { id } = await trx
    .insertInto('assets')
    .values({
      company_id: actor.companyId,
      ...descriptiveColumns(input),
      // Without a tag of its own, a new asset takes the next of its tag rule.
      tag:
        input.tag ??
        (await allocateTags(trx, actor.companyId, input.assetTypeId, input.officeId))?.[0] ??
        null,
      depreciation_method: input.depreciationMethod ?? defaults?.depreciation_method ?? null,
      useful_life_years: input.usefulLifeYears ?? defaults?.useful_life_years ?? null,
      state: input.state,
      employee_id: assigned?.employeeId ?? null,
      date_of_assign: assigned?.date ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (await loadAssetRow(trx, actor.companyId, id))!;
  if (assigned) await openAssignment(trx, actor, row, assigned.employeeId, assigned.date, null);
  await recordActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityId: id,
    action: 'create',
    before: null,
    after: snapshotOf(row),
  });
  return id;
}

/** What an edit logs as 'update': everything but the state and holder, which log their own rows. */
function editedFields(snapshot: AssetSnapshot): Record<string, unknown> {
  const { state: _state, employee: _employee, dateOfAssign: _dateOfAssign, ...rest } = snapshot;
  return rest;
}

/** PUT /assets/:id; false when the company has no such asset. */
export async function updateAsset(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  input: AssetInputParsed,
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await loadAssetRow(trx, actor.companyId, id, sql`for update of a`);
      if (!before) return false;
      await validate(trx, actor.companyId, input, id);
      await trx
        .updateTable('assets')
        // A tag, once given (often numbered by the company's tag rule and printed on the
        // asset's label), can be changed but not dropped by an edit that leaves it out.
        .set({
          ...descriptiveColumns(input),
          tag: input.tag ?? before.tag,
          updated_at: sql<Date>`now()`,
        })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      const edited = (await loadAssetRow(trx, actor.companyId, id))!;
      const diff = diffFields(editedFields(snapshotOf(before)), editedFields(snapshotOf(edited)));
      if (diff)
        await recordActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityId: id,
          action: 'update',
          ...diff,
        });
      // Absent state keeps the state; absent employee keeps the holder.
      const state = input.state ?? edited.state;
      const today = todayUtc();
      if (state !== edited.state) {
        await changeState(trx, actor, edited, {
          to: state,
          date: today,
          employeeId: input.employeeId,
        });
      } else if (state !== 'ASSIGNED' && input.employeeId) {
        throw badField('employeeId', 'Only an assigned asset has an employee');
      } else if (
        state === 'ASSIGNED' &&
        input.employeeId &&
        input.employeeId !== edited.employee_id
      ) {
        await assignAsset(trx, actor, edited, {
          employeeId: input.employeeId,
          date: today,
          note: null,
        });
      }
      return true;
    })
    .catch(mapUniqueViolation);
}

/** What a diagnostics agent's report says about the asset it belongs to. */
export interface DiscoveredFields {
  make: string | null;
  model: string | null;
  serialNumber: string | null;
}

/**
 * A diagnostics agent's report updates its asset: make and model as the computer reports
 * them, and its serial number where the asset has none (and no other asset has it), logged
 * as an 'update' in the asset's activity like an edit. Inside the caller's transaction;
 * false when the company has no such asset.
 */
export async function applyDiscoveredFields(
  trx: Kysely<DB>,
  companyId: string,
  actorUserId: string | null,
  id: string,
  found: DiscoveredFields,
): Promise<boolean> {
  const before = await loadAssetRow(trx, companyId, id, sql`for update of a`);
  if (!before) return false;
  const set: { make?: string; model?: string; serial_number?: string } = {};
  if (found.make && found.make !== before.make) set.make = found.make.slice(0, 200);
  if (found.model && found.model !== before.model) set.model = found.model.slice(0, 200);
  if (found.serialNumber && !before.serial_number) {
    const taken = await trx
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', companyId)
      .where(sql<boolean>`serial_number collate "C" = ${found.serialNumber}`)
      .executeTakeFirst();
    if (!taken) set.serial_number = found.serialNumber;
  }
  if (Object.keys(set).length === 0) return true;
  await trx
    .updateTable('assets')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
  const after = (await loadAssetRow(trx, companyId, id))!;
  const diff = diffFields(editedFields(snapshotOf(before)), editedFields(snapshotOf(after)));
  if (diff)
    await recordActivity(trx, { companyId, actorUserId, entityId: id, action: 'update', ...diff });
  return true;
}

/** Deletes one asset (its assignments, audits, comments and images go with it); returns the image ids to remove from disk, or null. */
export async function deleteAssetRecord(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const row = await loadAssetRow(trx, actor.companyId, id, sql`for update of a`);
    if (!row) return null;
    await assertNotReserved(trx, actor.companyId, row);
    return removeLocked(trx, actor, [row]);
  });
}

/** Deletes locked assets in three statements however many; returns their image ids, to remove from disk after the commit. */
async function removeLocked(
  trx: Kysely<DB>,
  actor: Actor,
  rows: readonly AssetDetailRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const images = await trx
    .selectFrom('asset_images')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where(sql<boolean>`asset_id = any(${ids}::uuid[])`)
    .execute();
  await trx
    .deleteFrom('assets')
    .where('company_id', '=', actor.companyId)
    .where(sql<boolean>`id = any(${ids}::uuid[])`)
    .execute();
  await recordActivities(
    trx,
    rows.map((row) => ({
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityId: row.id,
      action: 'delete' as const,
      before: snapshotOf(row),
      after: null,
    })),
  );
  return images.map((i) => i.id);
}

export interface BulkOutcome {
  updated: number;
  failed: { id: string; error: string }[];
  /** Images of deleted assets, to remove from disk after the commit. */
  removedImages: string[];
}

/**
 * POST /assets/bulk: one transaction of a few statements for all the ids (the assets
 * locked, then each write once for all of them), not a set per asset. Every asset is
 * checked before anything is written, so a refused one is listed in `failed` (in the
 * order of the request) and left untouched while the others change.
 */
export async function bulkChange(
  db: Kysely<DB>,
  actor: Actor,
  request: {
    action: 'delete' | 'set-state';
    ids: string[];
    state?: PlainStateChange['to'];
    note: string | null;
  },
): Promise<BulkOutcome> {
  const ids = [...new Set(request.ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await lockAssetRows(trx, actor.companyId, ids);
    const found = new Set(rows.map((row) => row.id));
    const errors = new Map<string, string>();
    for (const id of ids) if (!found.has(id)) errors.set(id, 'Asset not found');
    let removedImages: string[] = [];
    if (request.action === 'delete') {
      const reserved = await reservationsOf(trx, actor.companyId, [...found]);
      for (const row of rows) {
        const reservation = reserved.get(row.id);
        if (reservation) errors.set(row.id, reservedConflict(row.name, reservation).message);
      }
      removedImages = await removeLocked(
        trx,
        actor,
        rows.filter((row) => !reserved.has(row.id)),
      );
    } else {
      const change = { to: request.state!, date: todayUtc(), note: request.note };
      for (const [id, refusal] of await changeStates(trx, actor, rows, change))
        errors.set(id, refusal.message);
    }
    return {
      updated: ids.length - errors.size,
      failed: ids.flatMap((id) => (errors.has(id) ? [{ id, error: errors.get(id)! }] : [])),
      removedImages,
    };
  });
}
