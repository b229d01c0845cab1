/** The SQL of tag rules, of the assets a label sheet prints, and of resolving a tag. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordOrgActivity } from './activity.queries';
import type { OrgActor } from './access';

/** A rule's columns as a write sets them. */
export interface TagRuleValues {
  asset_type_id: string | null;
  branch_id: string | null;
  prefix: string;
  next_number: number;
  padding: number;
}

/** A rule as its activity rows show it. */
export const ruleSnapshot = (r: {
  prefix: string;
  next_number: number | string;
  padding: number;
}) => ({ prefix: r.prefix, nextNumber: Number(r.next_number), padding: r.padding });

const logRule = (
  trx: Kysely<DB>,
  actor: OrgActor,
  entry: {
    entityId: string;
    action: 'create' | 'update' | 'delete';
    before?: unknown;
    after?: unknown;
  },
) =>
  recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'tag_rule',
    ...entry,
  });

/** Whether the company has a row of that id in the table. */
export async function companyHasRow(
  trx: Kysely<DB>,
  table: 'asset_types' | 'branches',
  companyId: string,
  id: string,
): Promise<boolean> {
  const found = await trx
    .selectFrom(table as 'branches')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

export async function insertRule(
  trx: Kysely<DB>,
  actor: OrgActor,
  values: TagRuleValues,
  after: unknown,
): Promise<string> {
  const row = await trx
    .insertInto('tag_rules')
    .values({ company_id: actor.companyId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  await logRule(trx, actor, { entityId: row.id, action: 'create', after });
  return row.id;
}

/** Updates the company's rule and logs it; false when it is not theirs. */
export async function updateRule(
  trx: Kysely<DB>,
  actor: OrgActor,
  id: string,
  values: TagRuleValues,
  after: unknown,
): Promise<boolean> {
  const before = await trx
    .selectFrom('tag_rules')
    .selectAll()
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return false;
  await trx
    .updateTable('tag_rules')
    .set(values)
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .execute();
  await logRule(trx, actor, {
    entityId: id,
    action: 'update',
    before: {
      ...ruleSnapshot(before),
      assetTypeId: before.asset_type_id,
      branchId: before.branch_id,
    },
    after,
  });
  return true;
}

/** Deletes the company's rule and logs it; false when it is not theirs. */
export async function deleteRule(trx: Kysely<DB>, actor: OrgActor, id: string): Promise<boolean> {
  const row = await trx
    .deleteFrom('tag_rules')
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .returning(['prefix', 'next_number', 'padding'])
    .executeTakeFirst();
  if (!row) return false;
  await logRule(trx, actor, { entityId: id, action: 'delete', before: ruleSnapshot(row) });
  return true;
}

export const assetsForLabels = (db: Kysely<DB>, companyId: string, ids: string[]) =>
  db
    .selectFrom('assets')
    .select(['id', 'name', 'tag'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();

export const companyLogo = (db: Kysely<DB>, companyId: string) =>
  db
    .selectFrom('companies')
    .select(['logo', 'logo_file_id'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();

/** The company's asset of that tag (letter case aside). */
export async function assetOfTag(db: Kysely<DB>, companyId: string, tag: string) {
  const result = await sql<{
    id: string;
    name: string;
    tag: string;
  }>`select id, name, tag from assets
    where company_id = ${companyId} and lower(tag) = lower(${tag})`.execute(db);
  return result.rows[0];
}
