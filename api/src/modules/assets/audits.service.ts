/** One asset's audits: the list, and a new one (logged on the asset in the same transaction). */
import { sql, type Kysely } from 'kysely';
import type {
  AssetAudit,
  AssetAuditResponse,
  AssetAuditsResponse,
  AuditCondition,
} from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField } from '../../platform/http-errors';
import { recordActivity, userRef } from '../../services/activity';
import type { AssetDetailRow } from './detail.queries';
import type { Actor } from './lifecycle.service';
import { onLockedAsset, requireAsset } from './one-asset.service';

interface AuditRow {
  id: string;
  audit_date: string;
  auditor_name: string;
  office: AssetAudit['office'];
  condition: AuditCondition;
  notes: string | null;
  created_by: AssetAudit['createdBy'];
  created_at: Date;
}

const toAudit = (row: AuditRow): AssetAudit => ({
  _id: row.id,
  date: row.audit_date,
  auditorName: row.auditor_name,
  office: row.office,
  condition: row.condition,
  notes: row.notes,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Audits of the asset, newest first (or one by id). */
export async function listAudits(
  db: Kysely<DB>,
  companyId: string,
  assetId: string,
  auditId?: string,
): Promise<AssetAudit[]> {
  const one = auditId ? sql`and x.id = ${auditId}` : sql``;
  const result =
    await sql<AuditRow>`select x.id, x.audit_date, x.auditor_name, x.condition, x.notes, x.created_at,
      (select json_build_object('_id', b.id, 'branchId', b.branch_id, 'name', b.name) from branches b where b.id = x.office_id) as office,
      ${userRef('x.created_by')} as created_by
    from asset_audits x where x.company_id = ${companyId} and x.asset_id = ${assetId} ${one}
    order by x.audit_date desc, x.created_at desc`.execute(db);
  return result.rows.map(toAudit);
}

export async function createAudit(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: {
    date: string;
    auditorName: string;
    officeId: string | null;
    condition: AuditCondition;
    notes: string | null;
  },
): Promise<string> {
  if (input.officeId) {
    const office = await trx
      .selectFrom('branches')
      .select('id')
      .where('company_id', '=', actor.companyId)
      .where('id', '=', input.officeId)
      .executeTakeFirst();
    if (!office) throw badField('officeId', 'Not found in your company');
  }
  const { id } = await trx
    .insertInto('asset_audits')
    .values({
      company_id: actor.companyId,
      asset_id: row.id,
      audit_date: input.date,
      auditor_name: input.auditorName,
      office_id: input.officeId,
      condition: input.condition,
      notes: input.notes,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityId: row.id,
    action: 'audit.create',
    before: null,
    after: { auditId: id, ...input },
  });
  return id;
}

/** Adds an audit to the locked asset and answers it as the list shows it. */
export async function addAudit(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  body: Parameters<typeof createAudit>[3],
): Promise<AssetAuditResponse> {
  const auditId = await onLockedAsset(db, caller, id, (trx, row) =>
    createAudit(trx, caller, row, body),
  );
  return { type: 'success', audit: (await listAudits(db, caller.companyId, id, auditId))[0]! };
}

/** The asset's audits (404 when the company has no such asset). */
export async function auditsOf(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
): Promise<AssetAuditsResponse> {
  await requireAsset(db, caller.companyId, id);
  return { type: 'success', audits: await listAudits(db, caller.companyId, id) };
}
