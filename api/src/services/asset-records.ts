/**
 * Audits, comments and depreciation settings of one asset. Writes take the
 * caller's transaction and log an activity row on the asset in it.
 */
import { sql, type Kysely } from 'kysely';
import type {
  AssetAudit,
  AssetComment,
  AuditCondition,
  DepreciationMethod,
  DepreciationSchedule,
  DepreciationSettings,
} from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import { HttpError } from '../platform/http-errors';
import { diffFields, recordActivity, userRef } from './activity';
import { listComments, type AssetDetailRow } from './asset-detail';
import type { Actor } from './asset-lifecycle';
import { depreciationSchedule, todayUtc } from './depreciation';

const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

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

export async function addComment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  text: string,
): Promise<AssetComment> {
  const { id } = await trx
    .insertInto('asset_comments')
    .values({ company_id: actor.companyId, asset_id: row.id, author_id: actor.userId, body: text })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityId: row.id,
    action: 'comment.create',
    before: null,
    after: { commentId: id, text },
  });
  return (await listComments(trx, actor.companyId, row.id, { commentId: id }))[0]!;
}

/** Edits a comment: 404 when the asset has no such comment, 403 when someone else wrote it. */
export async function editComment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  commentId: string,
  text: string,
): Promise<AssetComment> {
  const comment = await trx
    .selectFrom('asset_comments')
    .select(['id', 'author_id', 'body'])
    .where('company_id', '=', actor.companyId)
    .where('asset_id', '=', row.id)
    .where('id', '=', commentId)
    .forUpdate()
    .executeTakeFirst();
  if (!comment) throw new HttpError(404, 'Comment not found');
  if (comment.author_id !== actor.userId)
    throw new HttpError(403, 'Only the author can edit a comment');
  if (comment.body !== text) {
    // clock_timestamp(): a comment written and edited in one transaction still reads as edited.
    await trx
      .updateTable('asset_comments')
      .set({ body: text, updated_at: sql<Date>`clock_timestamp()` })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', commentId)
      .execute();
    await recordActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityId: row.id,
      action: 'comment.update',
      before: { commentId, text: comment.body },
      after: { commentId, text },
    });
  }
  return (await listComments(trx, actor.companyId, row.id, { commentId }))[0]!;
}

export function settingsOf(row: AssetDetailRow): DepreciationSettings | null {
  if (!row.depreciation_method || !row.useful_life_years) return null;
  return {
    method: row.depreciation_method,
    usefulLifeYears: row.useful_life_years,
    salvageValue: row.salvage_value ?? 0,
    startDate: row.depreciation_start,
  };
}

/** The schedule for the asset's settings (or another method); null while price, start date or life is missing. */
export function scheduleOf(
  row: AssetDetailRow,
  method?: DepreciationMethod,
  today = todayUtc(),
): DepreciationSchedule | null {
  const settings = settingsOf(row);
  const startDate = row.depreciation_start ?? row.date_of_purchase;
  const chosen = method ?? settings?.method;
  if (!chosen || !row.useful_life_years || row.price === null || !startDate) return null;
  return depreciationSchedule({
    method: chosen,
    cost: row.price,
    salvageValue: row.salvage_value ?? 0,
    usefulLifeYears: row.useful_life_years,
    startDate,
    today,
  });
}

export async function saveDepreciation(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  input: {
    method: DepreciationMethod;
    usefulLifeYears: number;
    salvageValue: number;
    startDate: string;
  },
): Promise<void> {
  if (row.price !== null && input.salvageValue > row.price)
    throw badField('salvageValue', 'Must not exceed the price');
  await trx
    .updateTable('assets')
    .set({
      depreciation_method: input.method,
      useful_life_years: input.usefulLifeYears,
      salvage_value: input.salvageValue,
      depreciation_start: input.startDate,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', row.id)
    .execute();
  const before: Record<string, unknown> = {
    ...(settingsOf(row) ?? {
      method: null,
      usefulLifeYears: null,
      salvageValue: null,
      startDate: null,
    }),
  };
  const diff = diffFields(before, { ...input });
  if (diff) {
    await recordActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityId: row.id,
      action: 'depreciation.update',
      ...diff,
    });
  }
}
