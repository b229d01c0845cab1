/** Pieces every asset route shares: the :id parameter, 404s, and "change it, then answer the asset". */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { isAllowed, perm, type AssetResponse, type Permission } from '@itam/shared/contracts';
import { assetIdParamsSchema } from '@itam/shared/schemas';
import { authOf, requireAnyOf, type AuthContext, type Entitlement } from '../auth/guard';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { notFound } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { findAssetDetail, loadAssetRow, type AssetDetailRow } from '../services/asset-detail';
import type { Actor } from '../services/asset-lifecycle';
import { employeeOfUser } from '../modules/organisation/own-employee.queries';

export const ASSET_NOT_FOUND = 'Asset not found';

/** The company module of every asset route. */
export const ASSET_MODULE: Entitlement = 'asset-management';

/** Route options of an asset route open to a role with any of the permissions. */
export const access = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf(ASSET_MODULE, ...permissions) },
});

/** A caller without asset view who has no employee record: no asset is theirs. */
export const NO_EMPLOYEE = '';

/**
 * Whose assets the caller may read: null, the whole register (asset view); otherwise only
 * those assigned to their own employee record (its id), NO_EMPLOYEE when they have none.
 */
export async function ownScope(
  db: Kysely<DB>,
  auth: Pick<AuthContext, 'companyId' | 'userId' | 'policies'>,
): Promise<string | null> {
  if (isAllowed(auth.policies, perm('on_asset', 'asset', 'view'))) return null;
  return (await employeeOfUser(db, auth.companyId, auth.userId)) ?? NO_EMPLOYEE;
}

/** The caller and the asset id of the path (400 naming `id` when it is not a uuid). */
export function assetTarget(request: FastifyRequest): { actor: Actor; id: string } {
  const { companyId, userId } = authOf(request);
  const { id } = parseInput(assetIdParamsSchema, request.params, 'params');
  return { actor: { companyId, userId }, id };
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

/** Locks the asset, runs the change in one transaction, then answers the asset as it is now. */
export async function changeAsset(
  ctx: AppContext,
  request: FastifyRequest,
  change: (trx: Kysely<DB>, actor: Actor, row: AssetDetailRow) => Promise<void>,
): Promise<AssetResponse> {
  const { actor, id } = assetTarget(request);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadAssetRow(trx, actor.companyId, id, sql`for update of a`);
    if (!row) throw notFound(ASSET_NOT_FOUND);
    await change(trx, actor, row);
  });
  const asset = await findAssetDetail(ctx.db, actor.companyId, id);
  if (!asset) throw notFound(ASSET_NOT_FOUND);
  return { type: 'success', asset };
}
