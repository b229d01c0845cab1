/** One asset's depreciation: its settings, its schedule, and saving the settings (logged). */
import { sql, type Kysely } from 'kysely';
import type {
  DepreciationMethod,
  DepreciationResponse,
  DepreciationSchedule,
  DepreciationSettings,
} from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField } from '../../platform/http-errors';
import { diffFields, recordActivity } from '../../services/activity';
import type { AssetDetailRow } from './detail.queries';
import type { Actor } from './lifecycle.service';
import { depreciationSchedule, todayUtc } from './depreciation';
import { onLockedAsset, requireAsset } from './one-asset.service';

export function settingsOf(row: AssetDetailRow): DepreciationSettings | null {
  if (!row.depreciation_method || !row.useful_life_years) return null;
  return {
    method: row.depreciation_method,
    usefulLifeYears: row.useful_life_years,
    salvageValue: row.salvage_value ?? 0,
    startDate: row.depreciation_start,
  };
}

/** The schedule for the asset's settings (or another method); null while price, start date or life is missing. */
export function scheduleOf(
  row: AssetDetailRow,
  method?: DepreciationMethod,
  today = todayUtc(),
): DepreciationSchedule | null {
  const settings = settingsOf(row);
  const startDate = row.depreciation_start ?? row.date_of_purchase;
  const chosen = method ?? settings?.method;
  if (!chosen || !row.useful_life_years || row.price === null || !startDate) return null;
  return depreciationSchedule({
    method: chosen,
    cost: row.price,
    salvageValue: row.salvage_value ?? 0,
    usefulLifeYears: row.useful_life_years,
    startDate,
    today,
  });
}

export async function saveDepreciation(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: {
    method: DepreciationMethod;
    usefulLifeYears: number;
    salvageValue: number;
    startDate: string;
  },
): Promise<void> {
  if (row.price !== null && input.salvageValue > row.price)
    throw badField('salvageValue', 'Must not exceed the price');
  await trx
    .updateTable('assets')
    .set({
      depreciation_method: input.method,
      useful_life_years: input.usefulLifeYears,
      salvage_value: input.salvageValue,
      depreciation_start: input.startDate,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', row.id)
    .execute();
  const before: Record<string, unknown> = {
    ...(settingsOf(row) ?? {
      method: null,
      usefulLifeYears: null,
      salvageValue: null,
      startDate: null,
    }),
  };
  const diff = diffFields(before, { ...input });
  if (diff) {
    await recordActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityId: row.id,
      action: 'depreciation.update',
      ...diff,
    });
  }
}

/** The asset's settings and its schedule (by its own method, or by `method` to compare). */
export async function depreciationOf(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  method?: DepreciationMethod,
): Promise<DepreciationResponse> {
  const row = await requireAsset(db, caller.companyId, id);
  return { type: 'success', settings: settingsOf(row), schedule: scheduleOf(row, method) };
}

/** Saves the locked asset's settings and answers them with the schedule they give. */
export async function saveSettings(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  input: Parameters<typeof saveDepreciation>[3],
): Promise<DepreciationResponse> {
  await onLockedAsset(db, caller, id, (trx, row) => saveDepreciation(trx, caller, row, input));
  return depreciationOf(db, caller, id);
}
