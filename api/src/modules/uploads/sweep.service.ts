/**
 * Abandoned uploads: a POST made a pending row and signed an address valid for ten minutes,
 * and no PUT stored it. Once the address has expired (plus a margin for the servers' clocks)
 * the row can never be stored: it is deleted with any file a stopped process left staged.
 * A file the browser sent straight to the bucket and never had confirmed (its incoming
 * object: direct-uploads.service.ts) goes the same way once its address has expired, and so
 * does one sent again to an address after its upload was confirmed.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStore } from '../../platform/file-store';
import { UPLOAD_TOKEN_TTL_SECONDS } from '../../services/upload-tokens';
import { deleteAbandonedUploads, type UploadTable } from './signed-uploads.queries';

/** After the address's lifetime, the margin before a pending row counts as abandoned. */
export const ABANDONED_UPLOAD_MARGIN_SECONDS = 5 * 60;
const TABLES: readonly UploadTable[] = ['asset_images', 'company_files'];

/** Deletes the abandoned uploads of every company; how many (rows and unconfirmed objects). */
export async function sweepAbandonedUploads(db: Kysely<DB>, store: FileStore): Promise<number> {
  let swept = 0;
  for (const table of TABLES) {
    const rows = await deleteAbandonedUploads(
      db,
      table,
      UPLOAD_TOKEN_TTL_SECONDS + ABANDONED_UPLOAD_MARGIN_SECONDS,
    );
    const byCompany = new Map<string, string[]>();
    for (const row of rows)
      byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.id]);
    for (const [companyId, ids] of byCompany) await store.removeWithStaged(companyId, ids);
    swept += rows.length;
  }
  const lifetime = UPLOAD_TOKEN_TTL_SECONDS + ABANDONED_UPLOAD_MARGIN_SECONDS;
  if (store.direct) swept += await store.direct.sweep(new Date(Date.now() - lifetime * 1000));
  return swept;
}
