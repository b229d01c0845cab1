/**
 * The company's data export: its assets and employees as one XLSX workbook
 * (data-export.queries.ts), each download in the organisation's activity log with its
 * counts. The file is the caller's to stream and then remove (removeCompanyDataExport).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { OrgActor } from './access';
import { recordOrgActivity } from './activity.queries';
import { removeCompanyDataExport, writeCompanyDataExport } from './data-export.queries';

/** Writes the workbook and logs the download; the file's path. */
export async function exportCompanyData(db: Kysely<DB>, actor: OrgActor): Promise<string> {
  const { companyId, userId } = actor;
  const { file, counts } = await writeCompanyDataExport(db, companyId);
  try {
    await recordOrgActivity(db, {
      companyId,
      actorUserId: userId,
      entityType: 'company',
      entityId: companyId,
      action: 'export',
      after: counts,
    });
  } catch (error) {
    removeCompanyDataExport(file);
    throw error;
  }
  return file;
}

export { removeCompanyDataExport };
