/**
 * Tag rules: how a company numbers its asset tags, per asset type and branch (each
 * optional: null means any). A new asset takes the next number of the most specific rule
 * that matches it (type and branch, then type, then branch, then the company's rule);
 * taking numbers is one UPDATE of that rule's row, so two saves never get the same tag, and
 * a number whose tag an asset has already is passed over.
 */
import { sql, type Kysely } from 'kysely';
import { formatTag, tagKey, type TagRule } from '@itam/shared/contracts';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { takenTags } from '../assets/tags.queries';

/**
 * The rule's tags for `count` new assets, or null when no rule matches (the tag stays empty).
 * A number whose tag some asset has already (typed by hand, or the rule set back) is skipped.
 */
export async function allocateTags(
  trx: Kysely<DB>,
  companyId: string,
  assetTypeId: string | null,
  branchId: string | null,
  count = 1,
): Promise<string[] | null> {
  const tags: string[] = [];
  while (tags.length < count) {
    const next = await takeNumbers(trx, companyId, assetTypeId, branchId, count - tags.length);
    if (!next) return null;
    const taken = await takenTags(trx, companyId, next);
    tags.push(...next.filter((tag) => !taken.has(tagKey(tag))));
  }
  return tags;
}

/** The next `count` tags of the matching rule, its row moved on (and locked) in one UPDATE. */
async function takeNumbers(
  trx: Kysely<DB>,
  companyId: string,
  assetTypeId: string | null,
  branchId: string | null,
  count: number,
): Promise<string[] | null> {
  const result = await sql<{ prefix: string; first: number; padding: number }>`
    update tag_rules r set next_number = r.next_number + ${count}
    where r.id = (
      select m.id from tag_rules m
      where m.company_id = ${companyId}
        and (m.asset_type_id is null or m.asset_type_id = ${assetTypeId})
        and (m.branch_id is null or m.branch_id = ${branchId})
      order by (m.asset_type_id is not null) desc, (m.branch_id is not null) desc
      limit 1)
    returning r.prefix, (r.next_number - ${count})::bigint as first, r.padding`.execute(trx);
  const rule = result.rows[0];
  if (!rule) return null;
  return Array.from({ length: count }, (_, i) =>
    formatTag(rule.prefix, Number(rule.first) + i, rule.padding),
  );
}

/** The product's own origin, never a request's Host: PUBLIC_URL, else the configured port on localhost. */
export function productOrigin(config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** What a company's QR labels encode: its own tag link base, else the product's origin. */
export async function tagLinkBaseOf(
  db: Kysely<DB>,
  config: AppConfig,
  companyId: string,
): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('tag_link_base')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.tag_link_base ?? productOrigin(config);
}

interface RuleRow {
  id: string;
  prefix: string;
  next_number: number;
  padding: number;
  type_id: string | null;
  type_name: string | null;
  branch_uuid: string | null;
  branch_code: string | null;
  branch_name: string | null;
}

export async function listTagRules(
  db: Kysely<DB>,
  companyId: string,
  id?: string,
): Promise<TagRule[]> {
  let query = db
    .selectFrom('tag_rules as r')
    .leftJoin('asset_types as t', 't.id', 'r.asset_type_id')
    .leftJoin('branches as b', 'b.id', 'r.branch_id')
    .select([
      'r.id',
      'r.prefix',
      'r.next_number',
      'r.padding',
      't.id as type_id',
      't.name as type_name',
      'b.id as branch_uuid',
      'b.branch_id as branch_code',
      'b.name as branch_name',
    ])
    .where('r.company_id', '=', companyId)
    .orderBy(sql`t.name nulls first`)
    .orderBy(sql`b.name nulls first`)
    .orderBy('r.id');
  if (id) query = query.where('r.id', '=', id);
  const rows: RuleRow[] = await query.execute();
  return rows.map((r) => ({
    _id: r.id,
    assetType: r.type_id ? { _id: r.type_id, name: r.type_name! } : null,
    branch: r.branch_uuid
      ? { _id: r.branch_uuid, branchId: r.branch_code!, name: r.branch_name! }
      : null,
    prefix: r.prefix,
    nextNumber: Number(r.next_number),
    padding: r.padding,
    nextTag: formatTag(r.prefix, Number(r.next_number), r.padding),
  }));
}
