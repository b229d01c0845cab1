/**
 * The activity log: one row per write (who, when, what, before and after),
 * inserted with the same transaction handle as the write so both commit or
 * neither does. Everything that happens to an asset (its audits, comments and
 * images too) is logged under entity 'asset' with the asset's id.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ActivityAssetRef, AssetActivity, AssetActivityAction } from '@itam/shared/contracts';
import type { DB } from '../db/schema';

export interface ActivityEntry {
  companyId: string;
  /** null: no user acted (a diagnostics agent's report). */
  actorUserId: string | null;
  entityId: string;
  action: AssetActivityAction;
  before: unknown;
  after: unknown;
}

/**
 * Logs several writes in one statement, whatever their number (bulk changes log one row
 * per asset). The rows travel as one JSON document, so the statement's text, and its
 * prepared plan, is the same for one entry or five hundred.
 */
export async function recordActivities(
  trx: Kysely<DB>,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = JSON.stringify(
    entries.map((entry) => ({
      company_id: entry.companyId,
      actor_user_id: entry.actorUserId,
      entity_id: entry.entityId,
      action: entry.action,
      // JSON null becomes SQL null: an absent before or after.
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
  await sql`insert into activity_log (company_id, actor_user_id, entity_type, entity_id, action, before, after)
    select e.company_id, e.actor_user_id, 'asset', e.entity_id, e.action, e.before, e.after
    from jsonb_to_recordset(${rows}::jsonb)
      as e(company_id uuid, actor_user_id uuid, entity_id uuid, action text, before jsonb, after jsonb)`.execute(
    trx,
  );
}

export function recordActivity(trx: Kysely<DB>, entry: ActivityEntry): Promise<void> {
  return recordActivities(trx, [entry]);
}

/**
 * The fields whose values differ, as a before/after pair of partial objects;
 * null when nothing changed (an update that changes nothing logs nothing).
 */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  let changed = false;
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changedBefore[key] = before[key];
      changedAfter[key] = after[key];
      changed = true;
    }
  }
  return changed ? { before: changedBefore, after: changedAfter } : null;
}

interface ActivityRow {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor: { _id: string; name: string } | null;
  /** The asset as it is now, else as its delete row recorded it. */
  asset: ActivityAssetRef | null;
  at: Date;
  before: unknown;
  after: unknown;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The row's asset; failing the table and a delete row, the name its own snapshots hold. */
function assetOf(row: ActivityRow): ActivityAssetRef | null {
  if (row.asset) return row.asset;
  if (row.entity_type !== 'asset' || !row.entity_id) return null;
  const recorded = { ...asRecord(row.before), ...asRecord(row.after) };
  if (typeof recorded.name !== 'string') return null;
  const tag = typeof recorded.tag === 'string' ? recorded.tag : null;
  return { _id: row.entity_id, name: recorded.name, tag, deleted: true };
}

const toActivity = (row: ActivityRow): AssetActivity => ({
  _id: row.id,
  action: row.action,
  entityType: row.entity_type,
  entityId: row.entity_id,
  asset: assetOf(row),
  actor: row.actor,
  at: new Date(row.at).toISOString(),
  before: row.before ?? null,
  after: row.after ?? null,
});

/** A user as { _id, name }, from a scalar subquery (cheaper to plan than a join). */
export const userRef = (column: string) =>
  sql.raw(`(select json_build_object('_id', u.id, 'name', trim(concat_ws(' ', u.first_name, u.last_name)))
    from users u where u.id = ${column})`);

/**
 * The row's asset (same company) as it is now, or, once deleted, as its delete row's
 * snapshot recorded it: scalar subqueries on the primary key and the (company, entity, at) index.
 */
const assetRef = sql.raw(`(case when l.entity_type = 'asset' then coalesce(
    (select json_build_object('_id', a.id, 'name', a.name, 'tag', a.tag, 'deleted', false)
      from assets a where a.company_id = l.company_id and a.id = l.entity_id),
    (select json_build_object('_id', d.entity_id, 'name', d.before->>'name', 'tag', d.before->>'tag', 'deleted', true)
      from activity_log d where d.company_id = l.company_id and d.entity_id = l.entity_id
        and d.action = 'delete' and d.before->>'name' is not null order by d.at desc limit 1)) end)`);

export interface ActivityPageQuery {
  pageNumber: number;
  limit: number;
  assetId?: string;
  actorId?: string;
  action?: string[];
  entityType?: string;
  /** The kinds of record a log may show when no `entityType` is asked for (default: asset). */
  entityTypes?: readonly string[];
  /** ISO timestamps: from ≤ at < to. */
  from?: string;
  to?: string;
}

/** The filters of a log (the asset log, the organisation's) as one SQL condition. */
export function activityWhere(companyId: string, query: ActivityPageQuery): RawBuilder<unknown> {
  const parts = [sql`l.company_id = ${companyId}`];
  if (query.assetId) parts.push(sql`l.entity_id = ${query.assetId}`);
  if (query.actorId) parts.push(sql`l.actor_user_id = ${query.actorId}`);
  if (query.action?.length) parts.push(sql`l.action = any(${query.action}::text[])`);
  // The organisation's settings log its changes here too (modules/organisation/activity.queries.ts);
  // the asset log is entity 'asset' unless another entity is asked for.
  if (query.entityType || !query.entityTypes)
    parts.push(sql`l.entity_type = ${query.entityType ?? 'asset'}`);
  else parts.push(sql`l.entity_type = any(${query.entityTypes}::text[])`);
  if (query.from) parts.push(sql`l.at >= ${query.from}::timestamptz`);
  if (query.to) parts.push(sql`l.at < ${query.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** A page of the company's log (or one asset's), filtered, newest first, with the total. */
export async function listActivity(
  db: Kysely<DB>,
  companyId: string,
  query: ActivityPageQuery,
): Promise<{ activities: AssetActivity[]; total: number }> {
  const where = activityWhere(companyId, query);
  const [rows, count] = await Promise.all([
    sql<ActivityRow>`select l.id, l.action, l.entity_type, l.entity_id, ${userRef('l.actor_user_id')} as actor,
        ${assetRef} as asset, l.at, l.before, l.after
      from activity_log l where ${where}
      order by l.at desc, l.id desc limit ${sql.lit(query.limit)} offset ${query.pageNumber * query.limit}`.execute(
      db,
    ),
    sql<{
      total: number;
    }>`select count(*)::int as total from activity_log l where ${where}`.execute(db),
  ]);
  return { activities: rows.rows.map(toActivity), total: count.rows[0]?.total ?? 0 };
}

/** The company's users (active or not: both may have acted), by name: the log's "who" choices. */
export async function listActivityActors(
  db: Kysely<DB>,
  companyId: string,
): Promise<{ _id: string; name: string }[]> {
  const rows = await sql<{ _id: string; name: string }>`select u.id as "_id",
      trim(concat_ws(' ', u.first_name, u.last_name)) as name
    from users u where u.company_id = ${companyId}
    order by lower(trim(concat_ws(' ', u.first_name, u.last_name))) collate "C", u.id`.execute(db);
  return rows.rows;
}
