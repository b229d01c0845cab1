/**
 * Deleting assets, one or in bulk, and bulk state changes: each call is one transaction, the
 * assets and the activity rows commit together or not at all.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordActivities } from '../../services/activity';
import { loadAssetRow, lockAssetRows, snapshotOf, type AssetDetailRow } from './detail.queries';
import { assertNotReserved } from './holdings.service';
import { changeStates, type Actor, type PlainStateChange } from './lifecycle.service';
import { reservationsOf, reservedConflict } from './reservations.queries';
import { todayUtc } from './depreciation';

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
