/**
 * The register's assets: the list (SPEC.md section 7, with the filters of ASSETS-API.md) as
 * the caller may see it, the pickers' lists, one asset, and create, edit, delete and bulk
 * changes. Life cycle, records and images are in their own services.
 */
import type {
  AssetCreateParsed,
  AssetInputParsed,
  AssetResponse,
  AvailableAssetsResponse,
  BulkAssetsResponse,
  GetAssetsQuery,
  GetAssetsResponse,
  ReservedAssetsResponse,
} from '@itam/shared/schemas';
import type { z } from 'zod';
import type { bulkAssetsSchema } from '@itam/shared/contracts/assets';
import type { AppContext } from '../../context';
import { can, type Caller } from '../../platform/access';
import { forbidden, notFound } from '../../platform/http-errors';
import type { FileStore } from '../../platform/file-store';
import { P } from './access';
import { availableAssets, reservedAssets, type AvailableFilter } from './assets.queries';
import { bulkChange, deleteAssetRecord } from './bulk.service';
import { findAssetDetail } from './detail.queries';
import { listAssets } from './list.service';
import { ASSET_NOT_FOUND, NO_EMPLOYEE, assetAnswer, ownScope } from './one-asset.service';
import { reservationsOf } from './reservations.queries';
import { createAsset, updateAsset } from './write.service';

/** The list: the register with asset view, otherwise only the caller's own assets. */
export async function listForCaller(
  ctx: AppContext,
  caller: Caller,
  query: GetAssetsQuery,
): Promise<Extract<GetAssetsResponse, { type: 'success' }>> {
  const own = await ownScope(ctx.db, caller);
  const { assets, total } =
    own === NO_EMPLOYEE
      ? { assets: [], total: 0 }
      : await listAssets(
          ctx.db,
          caller.companyId,
          // Whatever employee the query names, one without asset view gets their own.
          { ...query, search: query.search || undefined, ...(own ? { employeeId: own } : {}) },
          ctx.listMemos,
        );
  const { limit, pageNumber } = query;
  return { type: 'success', assets, totalAssetsCount: total, limit, pageNumber };
}

/** In stock and reserved for no one: what the onboarding and other hand-out pickers offer. */
export async function available(
  ctx: AppContext,
  caller: Caller,
  query: AvailableFilter,
): Promise<AvailableAssetsResponse> {
  return { type: 'success', assets: await availableAssets(ctx.db, caller.companyId, query) };
}

/** In stock and set aside for someone, with what holds each: what /in-stock shows apart. */
export async function reserved(
  ctx: AppContext,
  caller: Caller,
  limit: number,
): Promise<ReservedAssetsResponse> {
  const { assets, total } = await reservedAssets(ctx.db, caller.companyId, limit);
  const held = await reservationsOf(
    ctx.db,
    caller.companyId,
    assets.map((a) => a._id),
  );
  return {
    type: 'success',
    total,
    assets: assets.flatMap((asset) => {
      const reservation = held.get(asset._id);
      return reservation ? [{ ...asset, reservation }] : [];
    }),
  };
}

/** One asset; someone else's looks exactly like a missing one to a caller without asset view. */
export async function readAsset(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AssetResponse> {
  const own = await ownScope(ctx.db, caller);
  const asset = await findAssetDetail(ctx.db, caller.companyId, id);
  if (!asset || (own !== null && asset.employee?._id !== own)) throw notFound(ASSET_NOT_FOUND);
  if (own === null || can(caller, P.commentView)) return { type: 'success', asset };
  return { type: 'success', asset: { ...asset, comments: [] } };
}

export async function create(
  ctx: AppContext,
  caller: Caller,
  input: AssetCreateParsed,
): Promise<AssetResponse> {
  const id = await createAsset(ctx.db, caller, input);
  return assetAnswer(ctx.db, caller.companyId, id);
}

export async function update(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: AssetInputParsed,
): Promise<AssetResponse> {
  if (!(await updateAsset(ctx.db, caller, id, input))) throw notFound(ASSET_NOT_FOUND);
  return assetAnswer(ctx.db, caller.companyId, id);
}

/** Deletes the asset and then its images' files. */
export async function remove(
  ctx: AppContext,
  images: FileStore,
  caller: Caller,
  id: string,
): Promise<{ type: 'success' }> {
  const removedImages = await deleteAssetRecord(ctx.db, caller, id);
  if (!removedImages) throw notFound(ASSET_NOT_FOUND);
  await images.remove(caller.companyId, removedImages);
  return { type: 'success' };
}

/** The route admits either permission; each action needs its own. */
export async function bulk(
  ctx: AppContext,
  images: FileStore,
  caller: Caller,
  body: z.output<typeof bulkAssetsSchema>,
): Promise<BulkAssetsResponse> {
  if (!can(caller, body.action === 'delete' ? P.delete : P.edit)) throw forbidden();
  const outcome = await bulkChange(ctx.db, caller, body);
  await images.remove(caller.companyId, outcome.removedImages);
  return { type: 'success', updated: outcome.updated, failed: outcome.failed };
}
