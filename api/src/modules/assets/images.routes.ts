/** One asset's images: a signed upload address, the list, and the signed addresses' PUT and GET. */
import type { FastifyInstance } from 'fastify';
import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  ASSET_ROUTES,
  assetIdParams,
  assetImagesResponse,
  imageUploadRequestSchema,
  imageUploadTicketResponse,
  type AssetImageType,
  type ImageUploadResponse,
} from '@itam/shared/contracts/assets';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { looksLike } from '../../platform/file-store';
import { registerSignedUploads } from '../uploads/routes';
import { access, P } from './access';
import * as images from './images.service';

export function registerAssetImageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: images.ImageServices,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    ASSET_ROUTES.imageUploadUrl,
    {
      ...access(P.imageCreate),
      schema: {
        params: assetIdParams,
        body: imageUploadRequestSchema,
        response: { 200: imageUploadTicketResponse },
      },
    },
    async (request) =>
      images.uploadUrl(ctx, files, callerOf(request), request.params.id, request.body),
  );

  r.get(
    ASSET_ROUTES.images,
    {
      ...access(P.imageView),
      schema: { params: assetIdParams, response: { 200: assetImagesResponse } },
    },
    async (request) =>
      images.imagesOf(ctx, files, callerOf(request), request.params.id, authOf(request).jti),
  );

  registerSignedUploads(app, ctx, files.store, files.tokens, {
    path: images.UPLOADS_PATH,
    table: 'asset_images',
    types: ASSET_IMAGE_TYPES,
    maxBytes: ASSET_IMAGE_MAX_BYTES,
    looksLike: (type, bytes) => looksLike(type as AssetImageType, bytes),
    noun: 'image',
    onStored: images.onImageStored,
    answer: (claims): Promise<ImageUploadResponse> => images.storedAnswer(ctx, claims),
  });
}
