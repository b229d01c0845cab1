/** The rows of the signed uploads (`asset_images`, `company_files`), scoped by company. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type UploadTable = 'asset_images' | 'company_files';

/** The pending row of an upload, as storing it needs it. */
export interface PendingUpload {
  status: string;
  uploaded_by: string | null;
  [column: string]: unknown;
}

export async function uploadRow(
  db: Kysely<DB>,
  table: UploadTable,
  companyId: string,
  id: string,
): Promise<PendingUpload | undefined> {
  return (await db
    .selectFrom(table as 'asset_images')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()) as PendingUpload | undefined;
}

/** pending → stored; false when the row was not pending any more (another PUT came first). */
export async function markStored(
  trx: Kysely<DB>,
  table: UploadTable,
  companyId: string,
  id: string,
): Promise<boolean> {
  const stored = await trx
    .updateTable(table as 'asset_images')
    .set({ status: 'stored', stored_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) === 1;
}

/** A stored file of the company, only while the session it was signed for is live. */
export async function storedFileForSession(
  db: Kysely<DB>,
  table: UploadTable,
  claims: { companyId: string; imageId: string; sessionId: string },
) {
  const found = await sql<{
    content_type: string;
    file_name: string;
  }>`select f.content_type, f.file_name
    from ${sql.table(table)} f
    where f.company_id = ${claims.companyId} and f.id = ${claims.imageId} and f.status = 'stored'
      and exists (select 1 from sessions s where s.id = ${claims.sessionId} and s.company_id = ${claims.companyId}
        and s.revoked_at is null and s.expires_at > now())`.execute(db);
  return found.rows[0];
}

/**
 * Pending rows older than `lifetimeSeconds` (the sweep job: their upload address expired):
 * no PUT can store them any more. Deleted; their company and id, to remove any file.
 */
export async function deleteAbandonedUploads(
  db: Kysely<DB>,
  table: UploadTable,
  lifetimeSeconds: number,
): Promise<{ company_id: string; id: string }[]> {
  return db
    .deleteFrom(table as 'asset_images')
    .where('status', '=', 'pending')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${lifetimeSeconds})`)
    .returning(['company_id', 'id'])
    .execute();
}
