/**
 * The register's routes: the list (its fast JSON-schema answer), the pickers' lists, and one
 * asset's read, create, edit and delete, and bulk changes.
 */
import type { FastifyInstance } from 'fastify';
import {
  ASSET_ROUTES,
  assetCreateSchema,
  assetIdParams,
  assetInputSchema,
  assetResponse,
  availableAssetsQuery,
  availableAssetsResponse,
  bulkAssetsResponse,
  bulkAssetsSchema,
  deleteAssetResponse,
  reservedAssetsQuery,
  reservedAssetsResponse,
} from '@itam/shared/contracts/assets';
import { getAssetsQuerySchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import type { FileStore } from '../../platform/file-store';
import { access, anyRole, P } from './access';
import * as assets from './assets.service';
import { getAssetsResponseJsonSchema } from './list.schema';
import { idempotent } from '../../platform/idempotency';

export function registerAssetListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    ASSET_ROUTES.list,
    {
      ...anyRole(),
      schema: { querystring: getAssetsQuerySchema, response: getAssetsResponseJsonSchema },
    },
    async (request) => assets.listForCaller(ctx, callerOf(request), request.query),
  );

  r.get(
    ASSET_ROUTES.available,
    {
      ...access(P.view),
      schema: { querystring: availableAssetsQuery, response: { 200: availableAssetsResponse } },
    },
    async (request) => assets.available(ctx, callerOf(request), request.query),
  );

  r.get(
    ASSET_ROUTES.reserved,
    {
      ...access(P.view),
      schema: { querystring: reservedAssetsQuery, response: { 200: reservedAssetsResponse } },
    },
    async (request) => assets.reserved(ctx, callerOf(request), request.query.limit),
  );
}

export function registerOneAssetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  images: FileStore,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { params: assetIdParams, response: { 200: assetResponse } };

  r.get(ASSET_ROUTES.asset, { ...anyRole(), schema: one }, async (request) =>
    assets.readAsset(ctx, callerOf(request), request.params.id),
  );

  r.post(
    ASSET_ROUTES.create,
    {
      ...idempotent(access(P.create)),
      schema: { body: assetCreateSchema, response: { 201: assetResponse } },
    },
    async (request, reply) => {
      reply.code(201);
      return assets.create(ctx, callerOf(request), request.body);
    },
  );

  r.put(
    ASSET_ROUTES.asset,
    { ...access(P.edit), schema: { ...one, body: assetInputSchema } },
    async (request) => assets.update(ctx, callerOf(request), request.params.id, request.body),
  );

  r.delete(
    ASSET_ROUTES.asset,
    {
      ...access(P.delete),
      schema: { params: assetIdParams, response: { 200: deleteAssetResponse } },
    },
    async (request) => assets.remove(ctx, images, callerOf(request), request.params.id),
  );

  r.post(
    ASSET_ROUTES.bulk,
    {
      ...access(P.delete, P.edit),
      schema: { body: bulkAssetsSchema, response: { 200: bulkAssetsResponse } },
    },
    async (request) => assets.bulk(ctx, images, callerOf(request), request.body),
  );
}
