/**
 * Asset images (SPEC.md section 7, "PUT of a raw file to a pre-signed address"):
 * POST /assets/:id/images/upload-url hands out a signed address valid for ten
 * minutes; a raw PUT of the declared type and size to it stores the bytes under
 * <uploadsDir>/<company>/<image id>. GET /assets/:id/images lists stored images with
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
import { authOf, publicAccess, requireAnyOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError, parseInput } from '../errors';
import { recordActivity, userRef } from '../services/activity';
import { looksLike, type ImageStore } from '../services/image-store';
import {
  READ_TOKEN_TTL_SECONDS,
  UPLOAD_TOKEN_TTL_SECONDS,
  type UploadTokenService,
} from '../services/upload-tokens';
import { ASSET_MODULE, assetTarget, requireAsset } from './asset-route-helpers';

interface ImageRow {
  id: string;
  file_name: string;
  content_type: AssetImageType;
  size_bytes: number;
  created_at: Date;
  uploaded_by: AssetImage['uploadedBy'];
}

const INVALID_ADDRESS = 'This upload address is invalid or has expired';
/**
 * A pending row is dropped this long after its address expired: the address's expiry is
 * taken a moment after the row's insert, and a PostgreSQL server's clock may differ a
 * little from ours, so a still-valid address never finds its row gone.
 */
export const PENDING_IMAGE_GRACE_SECONDS = 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Where an upload or read address points: PUBLIC_URL's origin when configured, else an
 * address relative to the page (same origin). Never the request's Host header, which
 * the client chooses: a forged one would send the image bytes, or the reader, elsewhere.
 */
const uploadsBase = (ctx: AppContext) => `${ctx.config.publicUrl ?? ''}/api/uploads/`;

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
      const exp = nowSeconds() + UPLOAD_TOKEN_TTL_SECONDS;
      const token = tokens.sign({
        kind: 'put',
        companyId: actor.companyId,
        imageId: image.id,
        contentType: body.contentType,
        size: body.size,
        exp,
      });
      return {
        type: 'success',
        uploadUrl: `${uploadsBase(ctx)}${token}`,
        expiresAt: new Date(exp * 1000).toISOString(),
        image: { _id: image.id },
      };
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
    const exp = nowSeconds() + READ_TOKEN_TTL_SECONDS;
    const base = uploadsBase(ctx);
    const images = result.rows.map((row): AssetImage => ({
      _id: row.id,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size_bytes,
      url: `${base}${tokens.sign({ kind: 'get', companyId: actor.companyId, imageId: row.id, sessionId: jti, exp })}`,
      createdAt: new Date(row.created_at).toISOString(),
      uploadedBy: row.uploaded_by,
    }));
    return { type: 'success', images };
  });

  // The PUT takes raw image bytes, so its body parser and size limit live in a scope of their own.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      [...ASSET_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: ASSET_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // `*`, not `:token`: a signed address is longer than a path parameter may be (100 characters).
    const open = { config: { access: publicAccess() }, bodyLimit: ASSET_IMAGE_MAX_BYTES };

    scope.put<{ Params: { '*': string } }>(
      '/api/uploads/*',
      open,
      async (request): Promise<ImageUploadResponse> => {
        const claims = tokens.verify(request.params['*'], 'put');
        if (!claims) throw new HttpError(403, INVALID_ADDRESS);
        const bytes = request.body;
        const contentType = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (contentType !== claims.contentType)
          throw new HttpError(415, `This address takes ${claims.contentType} only`);
        if (!Buffer.isBuffer(bytes) || bytes.length !== claims.size) {
          throw new HttpError(400, `The file must be exactly the ${claims.size} bytes announced`, [
            { field: 'body', message: 'Size differs' },
          ]);
        }
        if (!looksLike(claims.contentType as AssetImageType, bytes)) {
          throw new HttpError(400, `The file is not a valid ${claims.contentType}`, [
            { field: 'body', message: 'Not an image of that type' },
          ]);
        }
        const pending = await ctx.db
          .selectFrom('asset_images')
          .select(['status', 'asset_id', 'uploaded_by'])
          .where('company_id', '=', claims.companyId)
          .where('id', '=', claims.imageId)
          .executeTakeFirst();
        if (!pending) throw new HttpError(404, 'The image was removed');
        if (pending.status !== 'pending')
          throw new HttpError(409, 'This image was uploaded already');
        // The file takes its place as the transaction's last step, and goes if the transaction
        // fails: a refused or failed upload (two PUTs racing included) leaves no file behind.
        const staged = await store.stage(claims.companyId, claims.imageId, bytes);
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            const stored = await trx
              .updateTable('asset_images')
              .set({ status: 'stored', stored_at: sql<Date>`now()` })
              .where('company_id', '=', claims.companyId)
              .where('id', '=', claims.imageId)
              .where('status', '=', 'pending')
              .executeTakeFirst();
            if (Number(stored.numUpdatedRows) !== 1)
              throw new HttpError(409, 'This image was uploaded already');
            if (pending.uploaded_by) {
              const image = {
                imageId: claims.imageId,
                contentType: claims.contentType,
                size: claims.size,
              };
              await recordActivity(trx, {
                companyId: claims.companyId,
                actorUserId: pending.uploaded_by,
                entityId: pending.asset_id,
                action: 'image.upload',
                before: null,
                after: image,
              });
            }
            await staged.place();
          })
          .catch(async (err: unknown) => {
            await staged.discard();
            throw err;
          });
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
    );

    scope.get<{ Params: { '*': string } }>('/api/uploads/*', open, async (request, reply) => {
      const claims = tokens.verify(request.params['*'], 'get');
      if (!claims) throw new HttpError(403, INVALID_ADDRESS);
      // The session it was issued to must still be live, and the image still the company's.
      const found = await sql<{
        content_type: string;
        file_name: string;
      }>`select i.content_type, i.file_name
        from asset_images i
        where i.company_id = ${claims.companyId} and i.id = ${claims.imageId} and i.status = 'stored'
          and exists (select 1 from sessions s where s.id = ${claims.sessionId} and s.company_id = ${claims.companyId}
            and s.revoked_at is null and s.expires_at > now())`.execute(ctx.db);
      const image = found.rows[0];
      if (!image) throw new HttpError(404, 'Image not found');
      const stream = await store.open(claims.companyId, claims.imageId);
      if (!stream) throw new HttpError(404, 'Image not found');
      return reply
        .type(image.content_type)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(image.file_name)}`,
        )
        .send(stream);
    });
  });
}
