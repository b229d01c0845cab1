/**
 * Asset types (`asset_types`): the list with each type's default depreciation and the
 * assets of the type, create, change the defaults, delete.
 */
import type { FastifyInstance } from 'fastify';
import {
  assetTypeInputSchema,
  assetTypeSettingResponse,
  assetTypeSettingsResponse,
  okResponse,
  orgIdParamsSchema,
} from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import { listTypes } from './asset-types.queries';
import { deleteType, saveType } from './asset-types.service';
import { idempotent } from '../../platform/idempotency';

const TYPE = '/api/company/asset-types/:id';

export function registerAssetTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/company/asset-types/settings',
    { ...access(P.typeView), schema: { response: { 200: assetTypeSettingsResponse } } },
    async (request) => ({
      type: 'success' as const,
      assetTypes: await listTypes(db, callerOf(request).companyId),
    }),
  );

  r.post(
    '/api/company/asset-types',
    {
      ...idempotent(access(P.typeCreate)),
      schema: { body: assetTypeInputSchema, response: { 201: assetTypeSettingResponse } },
    },
    async (request, reply) => {
      const assetType = await saveType(db, callerOf(request), null, request.body);
      reply.code(201);
      return { type: 'success' as const, assetType };
    },
  );

  // Changing a type's defaults (or name) is creating types' business: asset_types has no edit action.
  r.put(
    TYPE,
    {
      ...access(P.typeCreate),
      schema: {
        params: orgIdParamsSchema,
        body: assetTypeInputSchema,
        response: { 200: assetTypeSettingResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      assetType: await saveType(db, callerOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    TYPE,
    {
      ...access(P.typeDelete),
      schema: { params: orgIdParamsSchema, response: { 200: okResponse } },
    },
    async (request) => {
      await deleteType(db, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}
