/**
 * Creating and editing assets (deleting and bulk changes: bulk.service.ts; the checks before a
 * save: checks.service.ts). Each call is one transaction: the asset, its assignment rows and
 * the activity rows commit together or not at all.
 */
import { sql, type Kysely } from 'kysely';
import type { AssetCreateParsed, AssetInputParsed } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { badField } from '../../platform/http-errors';
import { diffFields, recordActivity } from '../../services/activity';
import { loadAssetRow, snapshotOf, type AssetSnapshot } from './detail.queries';
import { assignAsset } from './assignments.service';
import { mapUniqueViolation, validate } from './checks.service';
import { openAssignment } from './holdings.service';
import { changeState, type Actor } from './lifecycle.service';
import { todayUtc } from './depreciation';
import { allocateTags } from '../organisation/tag-rules.queries';

export { mapUniqueViolation } from './checks.service';

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
