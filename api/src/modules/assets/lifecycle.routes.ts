/** State changes, assignments and disposal of one asset (the transition table: lifecycle.service.ts). */
import type { FastifyInstance } from 'fastify';
import {
  ASSET_ROUTES,
  assetAssignSchema,
  assetAssignmentsResponse,
  assetDisposeSchema,
  assetIdParams,
  assetResponse,
  assetStateChangeSchema,
  assetUnassignSchema,
} from '@itam/shared/contracts/assets';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as lifecycle from './lifecycle-actions.service';

export function registerAssetLifecycleRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const change = { params: assetIdParams, response: { 200: assetResponse } };

  r.post(
    ASSET_ROUTES.state,
    { ...access(P.edit), schema: { ...change, body: assetStateChangeSchema } },
    async (request) => lifecycle.setState(db, callerOf(request), request.params.id, request.body),
  );

  r.post(
    ASSET_ROUTES.assign,
    { ...access(P.assign), schema: { ...change, body: assetAssignSchema } },
    async (request) => lifecycle.assign(db, callerOf(request), request.params.id, request.body),
  );

  r.post(
    ASSET_ROUTES.unassign,
    { ...access(P.assign), schema: { ...change, body: assetUnassignSchema } },
    async (request) => lifecycle.unassign(db, callerOf(request), request.params.id, request.body),
  );

  r.get(
    ASSET_ROUTES.assignments,
    {
      ...access(P.view),
      schema: { params: assetIdParams, response: { 200: assetAssignmentsResponse } },
    },
    async (request) => lifecycle.assignments(db, callerOf(request), request.params.id),
  );

  r.post(
    ASSET_ROUTES.dispose,
    { ...access(P.edit), schema: { ...change, body: assetDisposeSchema } },
    async (request) => lifecycle.dispose(db, callerOf(request), request.params.id, request.body),
  );
}
