/**
 * Asset routes: the list of SPEC.md section 7 (with the filters of ASSETS-API.md),
 * read, create, edit, delete and bulk changes. Life cycle, records and images
 * are in asset-lifecycle.ts, asset-records.ts and asset-images.ts.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  isAllowed,
  perm,
  type AssetResponse,
  type AvailableAsset,
  type AvailableAssetsResponse,
  type BulkAssetsResponse,
  type GetAssetDetailResponse,
  type GetAssetsResponse,
  type OkResponse,
  type ReservedAssetsResponse,
} from '@itam/shared/contracts';
import {
  assetCreateSchema,
  assetInputSchema,
  bulkAssetsSchema,
  getAssetsQuerySchema,
} from '@itam/shared/schemas';
import { anyRoleOf, authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { listAssets } from '../services/asset-list';
import { AVAILABLE_ASSET, reservationsOf } from '../services/asset-reservations';
import { likePattern } from '../services/asset-sql';
import { findAssetDetail } from '../services/asset-detail';
import { bulkChange, createAsset, deleteAssetRecord, updateAsset } from '../services/asset-write';
import type { ImageStore } from '../services/image-store';
import {
  ASSET_MODULE,
  ASSET_NOT_FOUND,
  NO_EMPLOYEE,
  access,
  assetTarget,
  ownScope,
} from './asset-route-helpers';
import { getAssetsResponseJsonSchema } from './assets-schema';

const availableAssetsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  assetTypeId: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

/** An asset as the pickers and the reserved list show it: name, tag, serial, model, type. */
interface AssetChoiceRow {
  id: string;
  name: string;
  tag: string | null;
  serial_number: string | null;
  model: string | null;
  type_id: string | null;
  type_name: string | null;
}

/** The columns of AssetChoiceRow, from `assets a` left-joined with `asset_types t`. */
const ASSET_CHOICE_COLUMNS = sql.raw(
  'a.id, a.name, a.tag, a.serial_number, a.model, t.id as type_id, t.name as type_name',
);

const assetChoiceOf = (r: AssetChoiceRow): AvailableAsset => ({
  _id: r.id,
  name: r.name,
  tag: r.tag,
  serialNumber: r.serial_number,
  model: r.model,
  assetType: r.type_id ? { _id: r.type_id, name: r.type_name ?? '' } : null,
});

const reservedAssetsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function registerAssetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  images: ImageStore,
): void {
  const view = access(perm('on_asset', 'asset', 'view'));
  // The list and one asset answer every role of the company: the register with asset view,
  // otherwise only the caller's own assets (ownScope).
  const anyRole = { config: { access: anyRoleOf(ASSET_MODULE) } };

  const listOptions = { ...anyRole, schema: { response: getAssetsResponseJsonSchema } };
  app.get('/api/assets/get-assets', listOptions, async (request): Promise<GetAssetsResponse> => {
    const auth = authOf(request);
    const query = parseInput(getAssetsQuerySchema, request.query, 'query');
    const own = await ownScope(ctx.db, auth);
    const { assets, total } =
      own === NO_EMPLOYEE
        ? { assets: [], total: 0 }
        : await listAssets(
            ctx.db,
            auth.companyId,
            // Whatever employee the query names, one without asset view gets their own.
            { ...query, search: query.search || undefined, ...(own ? { employeeId: own } : {}) },
            ctx.listMemos,
          );
    return {
      type: 'success',
      assets,
      totalAssetsCount: total,
      limit: query.limit,
      pageNumber: query.pageNumber,
    };
  });

  // In stock and reserved for no one: what the onboarding and other hand-out pickers offer.
  app.get('/api/assets/available', view, async (request): Promise<AvailableAssetsResponse> => {
    const { companyId } = authOf(request);
    const query = parseInput(availableAssetsQuerySchema, request.query, 'query');
    const like = query.search ? likePattern(query.search) : null;
    const rows = await sql<AssetChoiceRow>`select ${ASSET_CHOICE_COLUMNS}
      from assets a
      left join asset_types t on t.company_id = a.company_id and t.id = a.asset_type_id
      where a.company_id = ${companyId} and ${AVAILABLE_ASSET}
        ${query.assetTypeId ? sql`and a.asset_type_id = ${query.assetTypeId}` : sql``}
        ${
          like
            ? sql`and (a.name ilike ${like} or a.tag ilike ${like} or a.serial_number ilike ${like})`
            : sql``
        }
      order by lower(a.name), a.id
      limit ${query.limit}`.execute(ctx.db);
    return {
      type: 'success',
      assets: rows.rows.map(assetChoiceOf),
    };
  });

  // In stock and set aside for someone, with what holds each: what /in-stock shows apart. Read
  // from the reservations (a few), not by probing every asset of the company.
  app.get('/api/assets/reserved', view, async (request): Promise<ReservedAssetsResponse> => {
    const { companyId } = authOf(request);
    const { limit } = parseInput(reservedAssetsQuerySchema, request.query, 'query');
    const rows = await sql<AssetChoiceRow & { total: number }>`select ${ASSET_CHOICE_COLUMNS},
        count(*) over ()::int as total
      from asset_reservations r
      join assets a on a.company_id = r.company_id and a.id = r.asset_id
      left join asset_types t on t.company_id = a.company_id and t.id = a.asset_type_id
      where r.company_id = ${companyId}
      order by lower(a.name), a.id
      limit ${limit}`.execute(ctx.db);
    const held = await reservationsOf(
      ctx.db,
      companyId,
      rows.rows.map((r) => r.id),
    );
    return {
      type: 'success',
      total: rows.rows[0]?.total ?? 0,
      assets: rows.rows.flatMap((r) => {
        const reservation = held.get(r.id);
        if (!reservation) return [];
        return [{ ...assetChoiceOf(r), reservation }];
      }),
    };
  });

  app.get('/api/assets/:id', anyRole, async (request): Promise<GetAssetDetailResponse> => {
    const { actor, id } = assetTarget(request);
    const auth = authOf(request);
    const own = await ownScope(ctx.db, auth);
    const asset = await findAssetDetail(ctx.db, actor.companyId, id);
    // Someone else's asset looks exactly like a missing one to its non-holder.
    if (!asset || (own !== null && asset.employee?._id !== own)) throw notFound(ASSET_NOT_FOUND);
    if (own === null || isAllowed(auth.policies, perm('on_asset', 'comment', 'view')))
      return { type: 'success', asset };
    return { type: 'success', asset: { ...asset, comments: [] } };
  });

  app.post(
    '/api/assets',
    access(perm('on_asset', 'asset', 'create')),
    async (request, reply): Promise<AssetResponse> => {
      const { companyId, userId } = authOf(request);
      const input = parseInput(assetCreateSchema, request.body, 'body');
      const id = await createAsset(ctx.db, { companyId, userId }, input);
      const asset = await findAssetDetail(ctx.db, companyId, id);
      reply.code(201);
      return { type: 'success', asset: asset! };
    },
  );

  app.put(
    '/api/assets/:id',
    access(perm('on_asset', 'asset', 'edit')),
    async (request): Promise<AssetResponse> => {
      const { actor, id } = assetTarget(request);
      const input = parseInput(assetInputSchema, request.body, 'body');
      if (!(await updateAsset(ctx.db, actor, id, input))) throw notFound(ASSET_NOT_FOUND);
      const asset = await findAssetDetail(ctx.db, actor.companyId, id);
      if (!asset) throw notFound(ASSET_NOT_FOUND);
      return { type: 'success', asset };
    },
  );

  app.delete(
    '/api/assets/:id',
    access(perm('on_asset', 'asset', 'delete')),
    async (request): Promise<OkResponse> => {
      const { actor, id } = assetTarget(request);
      const removedImages = await deleteAssetRecord(ctx.db, actor, id);
      if (!removedImages) throw notFound(ASSET_NOT_FOUND);
      await images.remove(actor.companyId, removedImages);
      return { type: 'success' };
    },
  );

  const bulkAccess = access(perm('on_asset', 'asset', 'delete'), perm('on_asset', 'asset', 'edit'));
  app.post('/api/assets/bulk', bulkAccess, async (request): Promise<BulkAssetsResponse> => {
    const { companyId, userId, policies } = authOf(request);
    const body = parseInput(bulkAssetsSchema, request.body, 'body');
    // The route admits either permission; each action needs its own.
    const needed =
      body.action === 'delete'
        ? perm('on_asset', 'asset', 'delete')
        : perm('on_asset', 'asset', 'edit');
    if (!isAllowed(policies, needed))
      throw new HttpError(403, 'You do not have permission to do this');
    const outcome = await bulkChange(ctx.db, { companyId, userId }, body);
    await images.remove(companyId, outcome.removedImages);
    return { type: 'success', updated: outcome.updated, failed: outcome.failed };
  });
}
