/** State changes, assignments and disposal of one asset (the transition table is enforced in services/asset-lifecycle.ts). */
import type { FastifyInstance } from 'fastify';
import { perm, type AssetAssignmentsResponse, type AssetResponse } from '@itam/shared/contracts';
import {
  assetAssignSchema,
  assetDisposeSchema,
  assetStateChangeSchema,
  assetUnassignSchema,
} from '@itam/shared/schemas';
import { requireAnyOf } from '../auth/guard';
import type { AppContext } from '../context';
import { parseInput } from '../platform/input';
import { listAssignments } from '../services/asset-detail';
import { assignAsset, changeState, disposeAsset, unassignAsset } from '../services/asset-lifecycle';
import { todayUtc } from '../services/depreciation';
import { ASSET_MODULE, assetTarget, changeAsset, requireAsset } from './asset-route-helpers';

export function registerAssetLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const edit = {
    config: { access: requireAnyOf(ASSET_MODULE, perm('on_asset', 'asset', 'edit')) },
  };
  const assign = {
    config: {
      access: requireAnyOf(ASSET_MODULE, perm('on_asset', 'asset_assign_unassign', 'create')),
    },
  };
  const view = {
    config: { access: requireAnyOf(ASSET_MODULE, perm('on_asset', 'asset', 'view')) },
  };

  app.post('/api/assets/:id/state', edit, async (request): Promise<AssetResponse> => {
    const body = parseInput(assetStateChangeSchema, request.body, 'body');
    return changeAsset(ctx, request, (trx, actor, row) =>
      changeState(trx, actor, row, {
        to: body.state,
        date: body.date ?? todayUtc(),
        employeeId: body.employeeId,
        note: body.note,
      }),
    );
  });

  app.post('/api/assets/:id/assign', assign, async (request): Promise<AssetResponse> => {
    const body = parseInput(assetAssignSchema, request.body, 'body');
    return changeAsset(ctx, request, (trx, actor, row) => assignAsset(trx, actor, row, body));
  });

  app.post('/api/assets/:id/unassign', assign, async (request): Promise<AssetResponse> => {
    const body = parseInput(assetUnassignSchema, request.body, 'body');
    return changeAsset(ctx, request, (trx, actor, row) => unassignAsset(trx, actor, row, body));
  });

  app.get(
    '/api/assets/:id/assignments',
    view,
    async (request): Promise<AssetAssignmentsResponse> => {
      const { actor, id } = assetTarget(request);
      const row = await requireAsset(ctx.db, actor.companyId, id);
      return { type: 'success', assignments: await listAssignments(ctx.db, actor.companyId, row) };
    },
  );

  app.post('/api/assets/:id/dispose', edit, async (request): Promise<AssetResponse> => {
    const body = parseInput(assetDisposeSchema, request.body, 'body');
    return changeAsset(ctx, request, (trx, actor, row) => disposeAsset(trx, actor, row, body));
  });
}
