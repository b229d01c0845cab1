/** The SQL of the organisation's files: a pending upload, a stored file, a stored logo. */
import type { Kysely } from 'kysely';
import type { CompanyFileRef, CompanyFileType } from '@itam/shared/contracts/organisation';
import type { DB } from '../../db/schema';
import type { PendingUpload, UploadClaims } from '../uploads/routes';
import { recordOrgActivity } from './activity.queries';

/** The type of the company's stored file, or undefined. */
export const storedFileType = (db: Kysely<DB>, companyId: string, fileId: string) =>
  db
    .selectFrom('company_files')
    .select('content_type')
    .where('company_id', '=', companyId)
    .where('id', '=', fileId)
    .where('status', '=', 'stored')
    .executeTakeFirst();

export interface NewCompanyFile {
  companyId: string;
  userId: string;
  purpose: 'logo' | 'invoice';
  fileName: string;
  contentType: CompanyFileType;
  size: number;
}

/** A pending file's row (its bytes come with the signed PUT); its id. */
export async function insertPendingFile(db: Kysely<DB>, f: NewCompanyFile): Promise<string> {
  const file = await db
    .insertInto('company_files')
    .values({
      company_id: f.companyId,
      purpose: f.purpose,
      file_name: f.fileName,
      content_type: f.contentType,
      size_bytes: f.size,
      uploaded_by: f.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return file.id;
}

export async function fileRef(db: Kysely<DB>, companyId: string, id: string) {
  const row = await db
    .selectFrom('company_files')
    .select(['id', 'purpose', 'file_name', 'content_type', 'size_bytes'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const file: CompanyFileRef = {
    _id: row.id,
    purpose: row.purpose,
    fileName: row.file_name,
    contentType: row.content_type as CompanyFileType,
    size: row.size_bytes,
  };
  return file;
}

/** A stored logo becomes the company's logo, in the storing transaction. */
export async function logoStored(trx: Kysely<DB>, claims: UploadClaims, pending: PendingUpload) {
  if (pending.purpose !== 'logo') return;
  const before = await trx
    .selectFrom('companies')
    .select('logo_file_id')
    .where('id', '=', claims.companyId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('companies')
    .set({ logo_file_id: claims.imageId, logo: null })
    .where('id', '=', claims.companyId)
    .execute();
  await recordOrgActivity(trx, {
    companyId: claims.companyId,
    actorUserId: pending.uploaded_by,
    entityType: 'company',
    entityId: claims.companyId,
    action: 'logo-upload',
    before: { logoFileId: before.logo_file_id },
    after: { logoFileId: claims.imageId, fileName: pending.file_name },
  });
}
