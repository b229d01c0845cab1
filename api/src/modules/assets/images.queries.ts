/** The asset_images rows: a pending upload, the stored images, and the expired pending ones. */
import { sql, type Kysely } from 'kysely';
import type { AssetImageType } from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import { userRef } from '../../services/activity';
import { UPLOAD_TOKEN_TTL_SECONDS } from '../../services/upload-tokens';

export interface ImageRow {
  id: string;
  file_name: string;
  content_type: AssetImageType;
  size_bytes: number;
  created_at: Date;
  uploaded_by: { _id: string; name: string } | null;
}

/**
 * A pending row is dropped this long after its address expired: the address's expiry is
 * taken a moment after the row's insert, and a PostgreSQL server's clock may differ a
 * little from ours, so a still-valid address never finds its row gone.
 */
export const PENDING_IMAGE_GRACE_SECONDS = 60;

/** Deletes the asset's pending rows whose upload address has expired; returns their ids. */
export async function deleteExpiredPending(
  db: Kysely<DB>,
  companyId: string,
  assetId: string,
): Promise<string[]> {
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
  return stale.map((row) => row.id);
}

export interface PendingImage {
  companyId: string;
  assetId: string;
  fileName: string;
  contentType: AssetImageType;
  size: number;
  uploadedBy: string;
}

/** A pending row for an upload to come; returns its id. */
export async function insertPending(db: Kysely<DB>, image: PendingImage): Promise<string> {
  const row = await db
    .insertInto('asset_images')
    .values({
      company_id: image.companyId,
      asset_id: image.assetId,
      file_name: image.fileName,
      content_type: image.contentType,
      size_bytes: image.size,
      uploaded_by: image.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The asset's stored images, newest first. */
export async function storedImages(
  db: Kysely<DB>,
  companyId: string,
  assetId: string,
): Promise<ImageRow[]> {
  const result =
    await sql<ImageRow>`select i.id, i.file_name, i.content_type, i.size_bytes, i.created_at,
        ${userRef('i.uploaded_by')} as uploaded_by
      from asset_images i where i.company_id = ${companyId} and i.asset_id = ${assetId} and i.status = 'stored'
      order by i.created_at desc, i.id desc`.execute(db);
  return result.rows;
}

/** One image of the company, stored or not. */
export async function imageRow(
  db: Kysely<DB>,
  companyId: string,
  imageId: string,
): Promise<ImageRow | undefined> {
  const row =
    await sql<ImageRow>`select i.id, i.file_name, i.content_type, i.size_bytes, i.created_at,
          ${userRef('i.uploaded_by')} as uploaded_by from asset_images i
        where i.company_id = ${companyId} and i.id = ${imageId}`.execute(db);
  return row.rows[0];
}
