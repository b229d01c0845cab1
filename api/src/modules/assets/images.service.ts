/**
 * Asset images (SPEC.md section 7, "PUT of a raw file to a pre-signed address"): an upload
 * address valid for ten minutes for a pending row; a raw PUT of the declared type and size to
 * it stores the bytes in the file store under <company>/<image id> (the API's one upload path,
 * modules/uploads). The list gives signed read addresses bound to the caller's
 * session: they stop working when it ends or after an hour, and reach only that company's
 * images. A pending row whose upload address expired unused (the PUT never came) is deleted
 * on the next request for that asset's images (list or new address): no sweeper to run, and
 * a pending row is never listed, so leaving it until then costs nothing.
 */
import type { Kysely } from 'kysely';
import type {
  AssetImage,
  AssetImagesResponse,
  ImageUploadRequest,
  ImageUploadResponse,
  ImageUploadTicketResponse,
} from '@itam/shared/contracts/assets';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { recordActivity } from '../../services/activity';
import type { FileStore } from '../../platform/file-store';
import type { UploadTokenService } from '../../services/upload-tokens';
import {
  signRead,
  signUploadTicket,
  type PendingUpload,
  type UploadClaims,
} from '../uploads/routes';
import {
  deleteExpiredPending,
  imageRow,
  insertPending,
  storedImages,
  type ImageRow,
} from './images.queries';
import { requireAsset } from './one-asset.service';

export { PENDING_IMAGE_GRACE_SECONDS } from './images.queries';

/** Where the images' upload and read addresses point (see signed-uploads.ts). */
export const UPLOADS_PATH = '/api/uploads/';

/** What the image routes need besides the database: the files and the address signer. */
export interface ImageServices {
  store: FileStore;
  tokens: UploadTokenService;
}

/** Deletes the asset's pending images whose upload address has expired (and any bytes they left). */
export async function dropExpiredPendingImages(
  db: Kysely<DB>,
  store: FileStore,
  companyId: string,
  assetId: string,
): Promise<void> {
  const stale = await deleteExpiredPending(db, companyId, assetId);
  // A server that stopped between placing an upload's file and its commit left the file of a pending row.
  if (stale.length) await store.remove(companyId, stale);
}

const storedImage = (row: ImageRow): Omit<AssetImage, 'url'> => ({
  _id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size_bytes,
  createdAt: new Date(row.created_at).toISOString(),
  uploadedBy: row.uploaded_by,
});

/** A pending image row and the signed address its bytes go to. */
export async function uploadUrl(
  ctx: AppContext,
  { store, tokens }: ImageServices,
  caller: Caller,
  assetId: string,
  body: Required<ImageUploadRequest>,
): Promise<ImageUploadTicketResponse> {
  const { companyId } = caller;
  await requireAsset(ctx.db, companyId, assetId);
  await dropExpiredPendingImages(ctx.db, store, companyId, assetId);
  const imageId = await insertPending(ctx.db, {
    companyId,
    assetId,
    ...body,
    uploadedBy: caller.userId,
  });
  const address = await signUploadTicket(ctx, store, tokens, UPLOADS_PATH, {
    companyId,
    imageId,
    contentType: body.contentType,
    size: body.size,
  });
  return { type: 'success', ...address, image: { _id: imageId } };
}

/** The asset's stored images with read addresses for the caller's session `jti`. */
export async function imagesOf(
  ctx: AppContext,
  { store, tokens }: ImageServices,
  caller: Caller,
  assetId: string,
  jti: string,
): Promise<AssetImagesResponse> {
  const { companyId } = caller;
  await requireAsset(ctx.db, companyId, assetId);
  await dropExpiredPendingImages(ctx.db, store, companyId, assetId);
  const rows = await storedImages(ctx.db, companyId, assetId);
  const images = rows.map((row): AssetImage => ({
    ...storedImage(row),
    url: signRead(ctx, tokens, UPLOADS_PATH, companyId, row.id, jti),
  }));
  return { type: 'success', images };
}

/** Logs a stored upload on its asset (in the upload's transaction). */
export async function onImageStored(
  trx: Kysely<DB>,
  claims: UploadClaims,
  pending: PendingUpload,
): Promise<void> {
  if (!pending.uploaded_by) return;
  await recordActivity(trx, {
    companyId: claims.companyId,
    actorUserId: pending.uploaded_by,
    entityId: pending.asset_id as string,
    action: 'image.upload',
    before: null,
    after: { imageId: claims.imageId, contentType: claims.contentType, size: claims.size },
  });
}

/** The PUT's answer: the stored image, without its read address. */
export async function storedAnswer(
  ctx: AppContext,
  claims: UploadClaims,
): Promise<ImageUploadResponse> {
  const row = await imageRow(ctx.db, claims.companyId, claims.imageId);
  return { type: 'success', image: storedImage(row!) };
}
