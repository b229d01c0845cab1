/**
 * The asset register (issue 4, module asset-management): the list and one asset's CRUD under
 * /api/assets, its life cycle, records (activity, audits, depreciation, comments) and images,
 * the dashboard and the asset form's dropdowns, and the company's activity log under
 * /api/activity. api/README.md documents the contract; shared/src/contracts/assets states it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createUploadTokenService } from '../../services/upload-tokens';
import { registerAssetListRoutes, registerOneAssetRoutes } from './assets.routes';
import { registerAssetDashboardRoutes } from './dashboard.routes';
import { registerAssetImageRoutes } from './images.routes';
import { registerAssetLifecycleRoutes } from './lifecycle.routes';
import { registerAssetRecordsRoutes } from './records.routes';

export function registerAssetModuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = ctx.files;
  const tokens = createUploadTokenService(ctx.secret);
  registerAssetDashboardRoutes(app, ctx);
  registerAssetListRoutes(app, ctx);
  registerOneAssetRoutes(app, ctx, store);
  registerAssetLifecycleRoutes(app, ctx);
  registerAssetRecordsRoutes(app, ctx);
  registerAssetImageRoutes(app, ctx, { store, tokens });
}
