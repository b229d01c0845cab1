/** Every route of the asset register (issue 4), with the image store and the image address signer they share. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadOrCreateSecret } from '../auth/jwt';
import type { AppContext } from '../context';
import { ImageStore } from '../services/image-store';
import { createUploadTokenService } from '../services/upload-tokens';
import { registerAssetDashboardRoutes } from './asset-dashboard';
import { registerAssetImageRoutes } from './asset-images';
import { registerAssetLifecycleRoutes } from './asset-lifecycle';
import { registerAssetRecordRoutes } from './asset-records';
import { registerAssetRoutes } from './assets';

export function registerAssetModuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  const images = new ImageStore(config.uploadsDir ?? path.join(config.dataDir, 'uploads'));
  const tokens = createUploadTokenService(config.jwtSecret ?? loadOrCreateSecret(config.dataDir));
  registerAssetDashboardRoutes(app, ctx);
  registerAssetRoutes(app, ctx, images);
  registerAssetLifecycleRoutes(app, ctx);
  registerAssetRecordRoutes(app, ctx);
  registerAssetImageRoutes(app, ctx, images, tokens);
}
