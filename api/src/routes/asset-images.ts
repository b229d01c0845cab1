/**
 * Asset images (SPEC.md section 7, "PUT of a raw file to a pre-signed address"):
 * POST /assets/:id/images/upload-url hands out a signed address valid for ten
 * minutes; a raw PUT of the declared type and size to it stores the bytes under
 * <uploadsDir>/<company>/<image id> (the API's one upload path, signed-uploads.ts). GET /assets/:id/images lists stored images with
 * signed read addresses bound to the caller's session: they stop working when it
 * ends or after an hour, and reach only that company's images. A pending row whose
 * upload address expired unused (the PUT never came) is deleted on the next request for
 * that asset's images (list or new address): no sweeper to run, and a pending row is
 * never listed, so leaving it until then costs nothing.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  perm,
  type AssetImage,
  type AssetImageType,
  type AssetImagesResponse,
  type ImageUploadResponse,
  type ImageUploadUrlResponse,
} from '@itam/shared/contracts';
import { imageUploadRequestSchema } from '@itam/shared/schemas';
import { authOf, requireAnyOf } from '../auth/guard';
import type { AppContext } from '../context';
import { parseInput } from '../platform/input';
import { recordActivity, userRef } from '../services/activity';
import { looksLike, type ImageStore } from '../services/image-store';
import { UPLOAD_TOKEN_TTL_SECONDS, type UploadTokenService } from '../services/upload-tokens';
import { ASSET_MODULE, assetTarget, requireAsset } from './asset-route-helpers';
import { registerSignedUploads, signRead, signUpload } from './signed-uploads';

interface ImageRow {
  id: string;
  file_name: string;
  content_type: AssetImageType;
  size_bytes: number;
  created_at: Date;
  uploaded_by: AssetImage['uploadedBy'];
}

/**
 * A pending row is dropped this long after its address expired: the address's expiry is
 * taken a moment after the row's insert, and a PostgreSQL server's clock may differ a
 * little from ours, so a still-valid address never finds its row gone.
 */
export const PENDING_IMAGE_GRACE_SECONDS = 60;

/** Where the images' upload and read addresses point (see signed-uploads.ts). */
const UPLOADS_PATH = '/api/uploads/';

/** Deletes the asset's pending images whose upload address has expired (and any bytes they left). */
export async function dropExpiredPendingImages(
  db: AppContext['db'],
  store: ImageStore,
  companyId: string,
  assetId: string,
): Promise<void> {
  const stale = await db
    .deleteFrom('asset_images')
    .where('company_id', '=', companyId)
    .where('asset_id', '=', assetId)
    .where('status', '=', 'pending')
    .where(
      'created_at',
      '<',
      sql<Date>`now() - make_interval(secs => ${UPLOAD_TOKEN_TTL_SECONDS + PENDING_IMAGE_GRACE_SECONDS})`,
    )
    .returning('id')
    .execute();
  // A server that stopped between placing an upload's file and its commit left the file of a pending row.
  if (stale.length)
    await store.remove(
      companyId,
      stale.map((row) => row.id),
    );
}

export function registerAssetImageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: ImageStore,
  tokens: UploadTokenService,
): void {
  const view = {
    config: { access: requireAnyOf(ASSET_MODULE, perm('on_asset', 'image', 'view')) },
  };
  const create = {
    config: { access: requireAnyOf(ASSET_MODULE, perm('on_asset', 'image', 'create')) },
  };

  app.post(
    '/api/assets/:id/images/upload-url',
    create,
    async (request): Promise<ImageUploadUrlResponse> => {
      const { actor, id } = assetTarget(request);
      const body = parseInput(imageUploadRequestSchema, request.body, 'body');
      await requireAsset(ctx.db, actor.companyId, id);
      await dropExpiredPendingImages(ctx.db, store, actor.companyId, id);
      const image = await ctx.db
        .insertInto('asset_images')
        .values({
          company_id: actor.companyId,
          asset_id: id,
          file_name: body.fileName,
          content_type: body.contentType,
          size_bytes: body.size,
          uploaded_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const address = signUpload(ctx, tokens, UPLOADS_PATH, {
        companyId: actor.companyId,
        imageId: image.id,
        contentType: body.contentType,
        size: body.size,
      });
      return { type: 'success', ...address, image: { _id: image.id } };
    },
  );

  app.get('/api/assets/:id/images', view, async (request): Promise<AssetImagesResponse> => {
    const { actor, id } = assetTarget(request);
    const { jti } = authOf(request);
    await requireAsset(ctx.db, actor.companyId, id);
    await dropExpiredPendingImages(ctx.db, store, actor.companyId, id);
    const result =
      await sql<ImageRow>`select i.id, i.file_name, i.content_type, i.size_bytes, i.created_at,
        ${userRef('i.uploaded_by')} as uploaded_by
      from asset_images i where i.company_id = ${actor.companyId} and i.asset_id = ${id} and i.status = 'stored'
      order by i.created_at desc, i.id desc`.execute(ctx.db);
    const images = result.rows.map((row): AssetImage => ({
      _id: row.id,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size_bytes,
      url: signRead(ctx, tokens, UPLOADS_PATH, actor.companyId, row.id, jti),
      createdAt: new Date(row.created_at).toISOString(),
      uploadedBy: row.uploaded_by,
    }));
    return { type: 'success', images };
  });

  registerSignedUploads(app, ctx, store, tokens, {
    path: UPLOADS_PATH,
    table: 'asset_images',
    types: ASSET_IMAGE_TYPES,
    maxBytes: ASSET_IMAGE_MAX_BYTES,
    looksLike: (type, bytes) => looksLike(type as AssetImageType, bytes),
    noun: 'image',
    onStored: async (trx, claims, pending) => {
      if (!pending.uploaded_by) return;
      await recordActivity(trx, {
        companyId: claims.companyId,
        actorUserId: pending.uploaded_by,
        entityId: pending.asset_id as string,
        action: 'image.upload',
        before: null,
        after: { imageId: claims.imageId, contentType: claims.contentType, size: claims.size },
      });
    },
    answer: async (claims): Promise<ImageUploadResponse> => {
      const row =
        await sql<ImageRow>`select i.id, i.file_name, i.content_type, i.size_bytes, i.created_at,
          ${userRef('i.uploaded_by')} as uploaded_by from asset_images i
        where i.company_id = ${claims.companyId} and i.id = ${claims.imageId}`.execute(ctx.db);
      const image = row.rows[0]!;
      return {
        type: 'success',
        image: {
          _id: image.id,
          fileName: image.file_name,
          contentType: image.content_type,
          size: image.size_bytes,
          createdAt: new Date(image.created_at).toISOString(),
          uploadedBy: image.uploaded_by,
        },
      };
    },
  });
}
