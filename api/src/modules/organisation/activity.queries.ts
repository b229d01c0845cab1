/**
 * The organisation's change log: who changed which setting, before and after. Its rows
 * live in activity_log beside the asset log, told apart by `entity_type` (one of
 * ORGANISATION_ENTITY_TYPES, never 'asset'), and are written with the transaction handle
 * of the change they record, so both commit or neither does. GET /company/activity lists
 * them; the asset log lists only entity 'asset'.
 */
import { sql, type Kysely } from 'kysely';
import {
  ORGANISATION_ENTITY_TYPES,
  type OrgActivity,
  type OrganisationAction,
  type OrganisationEntityType,
} from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { activityWhere, userRef, type ActivityPageQuery } from '../../services/activity';

export interface OrgActivityEntry {
  companyId: string;
  actorUserId: string | null;
  entityType: OrganisationEntityType;
  entityId: string | null;
  action: OrganisationAction;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export async function recordOrgActivity(
  trx: Kysely<DB>,
  ...entries: OrgActivityEntry[]
): Promise<void> {
  if (!entries.length) return;
  await trx
    .insertInto('activity_log')
    .values(
      entries.map((entry) => ({
        company_id: entry.companyId,
        actor_user_id: entry.actorUserId,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        action: entry.action,
        before: json(entry.before),
        after: json(entry.after),
      })),
    )
    .execute();
}

interface Row {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor: { _id: string; name: string } | null;
  at: Date;
  before: unknown;
  after: unknown;
}

/** The name a snapshot gives its row: a name, an employee or branch id, a role's name. */
function labelOf(row: Row): string | null {
  for (const snapshot of [row.after, row.before]) {
    if (!snapshot || typeof snapshot !== 'object') continue;
    const s = snapshot as Record<string, unknown>;
    for (const key of ['name', 'roleName', 'invoiceId', 'prefix', 'email', 'branchId', 'code'])
      if (typeof s[key] === 'string' && s[key]) return s[key];
  }
  return null;
}

/**
 * A page of the organisation's log, newest first, with the total, filtered by who, what
 * and when as the asset log is (the same conditions, `activityWhere`).
 */
export async function listOrgActivity(
  db: Kysely<DB>,
  companyId: string,
  page: ActivityPageQuery,
): Promise<{ activities: OrgActivity[]; total: number }> {
  const where = activityWhere(companyId, { ...page, entityTypes: ORGANISATION_ENTITY_TYPES });
  const [rows, count] = await Promise.all([
    sql<Row>`select l.id, l.action, l.entity_type, l.entity_id, ${userRef('l.actor_user_id')} as actor,
        l.at, l.before, l.after
      from activity_log l where ${where}
      order by l.at desc, l.id desc limit ${sql.lit(page.limit)} offset ${page.pageNumber * page.limit}`.execute(
      db,
    ),
    sql<{
      total: number;
    }>`select count(*)::int as total from activity_log l where ${where}`.execute(db),
  ]);
  return {
    activities: rows.rows.map((row) => ({
      _id: row.id,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      label: labelOf(row),
      actor: row.actor,
      at: new Date(row.at).toISOString(),
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total: count.rows[0]?.total ?? 0,
  };
}
