/**
 * Asset types (`asset_types`): create, change the defaults, delete (refused while assets
 * or purchase order lines use the type: 409 with the counts). New assets of a type take its
 * defaults when they name none.
 */
import type { Kysely } from 'kysely';
import type { AssetTypeSetting, assetTypeInputSchema } from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../platform/http-errors';
import type { OrgActor } from './access';
import {
  orderLinesOfType,
  toSetting,
  TYPE_NOT_FOUND,
  typeRecords,
  typeRow,
} from './asset-types.queries';
import { countsText } from './records.queries';

type AssetTypeInput = z.infer<typeof assetTypeInputSchema>;

const valuesOf = (input: AssetTypeInput) => ({
  name: input.name,
  depreciation_method: input.depreciationMethod,
  useful_life_years: input.usefulLifeYears,
});

export async function findType(db: Kysely<DB>, companyId: string, id: string) {
  const row = await typeRow(db, companyId, id);
  if (!row) throw notFound(TYPE_NOT_FOUND);
  return toSetting(row);
}

/** Creates (id null) or updates the type; the type as the settings list it. */
export async function saveType(
  db: Kysely<DB>,
  actor: OrgActor,
  id: string | null,
  input: AssetTypeInput,
): Promise<AssetTypeSetting> {
  const saved = await typeRecords.write(db, async (trx) => {
    if (id === null) return typeRecords.create(trx, actor, valuesOf(input));
    await typeRecords.update(trx, actor, id, valuesOf(input));
    return id;
  });
  return findType(db, actor.companyId, saved);
}

export async function deleteType(db: Kysely<DB>, actor: OrgActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = typeRecords.found(await typeRow(trx, actor.companyId, id, true));
    const lines = await orderLinesOfType(trx, actor.companyId, id);
    if (row.asset_count > 0 || lines > 0) {
      const what = countsText([
        [row.asset_count, 'asset', 'assets'],
        [lines, 'purchase order line', 'purchase order lines'],
      ]);
      throw conflict(`${row.name} is in use by ${what}`);
    }
    await typeRecords.remove(trx, actor, id, row);
  });
}
