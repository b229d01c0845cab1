/** Asset routes: the list of SPEC.md section 7, plus read and delete by id. */
import type { FastifyInstance } from 'fastify';
import { perm, type GetAssetResponse, type GetAssetsResponse, type OkResponse } from '@itam/shared/contracts';
import { assetIdParamsSchema, getAssetsQuerySchema } from '@itam/shared/schemas';
import { authOf, requireAnyOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, parseInput } from '../errors';
import { listAssets } from '../services/asset-list';
import { deleteAsset, findAsset } from '../services/assets';
import { getAssetsResponseJsonSchema } from './assets-schema';

const ASSET_NOT_FOUND = 'Asset not found';

export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = { config: { access: requireAnyOf(perm('on_asset', 'asset', 'view')) } };
  const remove = { config: { access: requireAnyOf(perm('on_asset', 'asset', 'delete')) } };

  const listOptions = { ...view, schema: { response: getAssetsResponseJsonSchema } };
  app.get('/api/assets/get-assets', listOptions, async (request): Promise<GetAssetsResponse> => {
    const { companyId } = authOf(request);
    const query = parseInput(getAssetsQuerySchema, request.query, 'query');
    const { assets, total } = await listAssets(ctx.db, companyId, { ...query, search: query.search || undefined }, ctx.listMemos);
    return { type: 'success', assets, totalAssetsCount: total, limit: query.limit, pageNumber: query.pageNumber };
  });

  app.get('/api/assets/:id', view, async (request): Promise<GetAssetResponse> => {
    const { companyId } = authOf(request);
    const { id } = parseInput(assetIdParamsSchema, request.params, 'params');
    const asset = await findAsset(ctx.db, companyId, id);
    if (!asset) throw notFound(ASSET_NOT_FOUND);
    return { type: 'success', asset };
  });

  app.delete('/api/assets/:id', remove, async (request): Promise<OkResponse> => {
    const { companyId, userId } = authOf(request);
    const { id } = parseInput(assetIdParamsSchema, request.params, 'params');
    if (!(await deleteAsset(ctx.db, companyId, id, userId))) throw notFound(ASSET_NOT_FOUND);
    return { type: 'success' };
  });
}
