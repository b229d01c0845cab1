/**
 * What every route of one asset shares: the caller's scope of the register, the 404 of an
 * asset the company does not have, and "change it in one transaction, then answer it".
 */
import { sql, type Kysely } from 'kysely';
import type { AssetResponse } from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import { can, type Caller } from '../../platform/access';
import { notFound } from '../../platform/http-errors';
import { employeeOfUser } from '../organisation/own-employee.queries';
import { P } from './access';
import { findAssetDetail, loadAssetRow, type AssetDetailRow } from './detail.queries';
import type { Actor } from './lifecycle.service';

export const ASSET_NOT_FOUND = 'Asset not found';

/** A caller without asset view who has no employee record: no asset is theirs. */
export const NO_EMPLOYEE = '';

/**
 * Whose assets the caller may read: null, the whole register (asset view); otherwise only
 * those assigned to their own employee record (its id), NO_EMPLOYEE when they have none.
 */
export async function ownScope(db: Kysely<DB>, caller: Caller): Promise<string | null> {
  if (can(caller, P.view)) return null;
  return (await employeeOfUser(db, caller.companyId, caller.userId)) ?? NO_EMPLOYEE;
}

/** 404 unless the asset belongs to the company (another company's id looks exactly like a missing one). */
export async function requireAsset(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<AssetDetailRow> {
  const row = await loadAssetRow(db, companyId, id);
  if (!row) throw notFound(ASSET_NOT_FOUND);
  return row;
}

/** The asset as it is now, as one asset's answer (404 when it is gone). */
export async function assetAnswer(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<AssetResponse> {
  const asset = await findAssetDetail(db, companyId, id);
  if (!asset) throw notFound(ASSET_NOT_FOUND);
  return { type: 'success', asset };
}

/** Runs a write on the locked asset in one transaction and returns what it returns. */
export function onLockedAsset<T>(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  write: (trx: Kysely<DB>, row: AssetDetailRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const row = await loadAssetRow(trx, actor.companyId, id, sql`for update of a`);
    if (!row) throw notFound(ASSET_NOT_FOUND);
    return write(trx, row);
  });
}

/** Locks the asset, runs the change in one transaction, then answers the asset as it is now. */
export async function changeAsset(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  change: (trx: Kysely<DB>, row: AssetDetailRow) => Promise<void>,
): Promise<AssetResponse> {
  await onLockedAsset(db, actor, id, change);
  return assetAnswer(db, actor.companyId, id);
}
