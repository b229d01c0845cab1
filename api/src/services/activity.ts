/**
 * The activity log: one row per write (who, when, what, before and after),
 * inserted with the same transaction handle as the write so both commit or
 * neither does. Everything that happens to an asset (its audits, comments and
 * images too) is logged under entity 'asset' with the asset's id.
 */
import { sql, type Kysely } from 'kysely';
import type { AssetActivity, AssetActivityAction } from '@itam/shared/contracts';
import type { DB } from '../db/schema';

export interface ActivityEntry {
  companyId: string;
  actorUserId: string;
  entityId: string;
  action: AssetActivityAction;
  before: unknown;
  after: unknown;
}

export async function recordActivity(trx: Kysely<DB>, entry: ActivityEntry): Promise<void> {
  await trx
    .insertInto('activity_log')
    .values({
      company_id: entry.companyId,
      actor_user_id: entry.actorUserId,
      entity_type: 'asset',
      entity_id: entry.entityId,
      action: entry.action,
      before:
        entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
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
  at: Date;
  before: unknown;
  after: unknown;
}

const toActivity = (row: ActivityRow): AssetActivity => ({
  _id: row.id,
  action: row.action,
  entityType: row.entity_type,
  entityId: row.entity_id,
  actor: row.actor,
  at: new Date(row.at).toISOString(),
  before: row.before ?? null,
  after: row.after ?? null,
});

/** A user as { _id, name }, from a scalar subquery (cheaper to plan than a join). */
export const userRef = (column: string) =>
  sql.raw(`(select json_build_object('_id', u.id, 'name', trim(concat_ws(' ', u.first_name, u.last_name)))
    from users u where u.id = ${column})`);

export interface ActivityPageQuery {
  pageNumber: number;
  limit: number;
  assetId?: string;
}

/** A page of the company's log (or one asset's), newest first, with the total. */
export async function listActivity(
  db: Kysely<DB>,
  companyId: string,
  query: ActivityPageQuery,
): Promise<{ activities: AssetActivity[]; total: number }> {
  const where = query.assetId
    ? sql`l.company_id = ${companyId} and l.entity_id = ${query.assetId}`
    : sql`l.company_id = ${companyId}`;
  const [rows, count] = await Promise.all([
    sql<ActivityRow>`select l.id, l.action, l.entity_type, l.entity_id, ${userRef('l.actor_user_id')} as actor,
        l.at, l.before, l.after
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
