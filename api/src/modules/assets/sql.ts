/**
 * SQL pieces shared by the asset list and the asset search (alias `a` = assets); the ones
 * every module shares (likePattern, limitOffset) are in platform/sql.ts.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AssetSortField, GetAssetsQuery } from '@itam/shared/contracts';
import { likePattern } from '../../platform/sql';

/**
 * Sort fields of the contract to SQL over alias `a`: whitelisted expressions
 * that match the migration's indexes exactly, so the planner can use them.
 */
export const SORT_KEYS: Record<AssetSortField, string> = {
  createdAt: 'a.created_at',
  name: 'lower(a.name) collate "C"',
  serialNumber: 'a.serial_number collate "C"',
  dateOfPurchase: 'a.date_of_purchase',
  dateOfAssign: 'a.date_of_assign',
  price: 'a.price',
  warrantyRemaining: 'a.warranty_end',
  state: 'a.state collate "C"',
};

/** Sort keys that are never null: their index serves both directions with nulls last. */
const NOT_NULL_KEYS: readonly AssetSortField[] = ['createdAt', 'name', 'state'];

export type Order = Pick<GetAssetsQuery, 'sortBy' | 'sortOrder'>;

/** A row's position in the default order: created_at as text (exact to the microsecond, unlike a JS Date) and id. */
export interface RowKey {
  createdAt: string;
  id: string;
}

/** True when an index yields this order directly (ascending, or a key that is never null). */
export const indexOrdered = (query: Order): boolean =>
  query.sortOrder === 'asc' || NOT_NULL_KEYS.includes(query.sortBy);

/**
 * ORDER BY, ties broken by (created_at, id) like the indexes; missing values
 * last. `reverse` gives the exact mirror order. On a derived table (`m`, `w`)
 * the sort key is its column `k`.
 */
export function orderBy(
  query: Order,
  alias: 'a' | 'm' | 'w' = 'a',
  reverse = false,
): RawBuilder<unknown> {
  const dir = (query.sortOrder === 'asc') !== reverse ? 'asc' : 'desc';
  const tie = `${alias}.created_at ${dir}, ${alias}.id ${dir}`;
  if (query.sortBy === 'createdAt') return sql.raw(tie);
  const key = alias === 'a' ? SORT_KEYS[query.sortBy] : `${alias}.k`;
  return sql.raw(`${key} ${dir} nulls ${reverse ? 'first' : 'last'}, ${tie}`);
}

export function whereClause(
  companyId: string,
  query: Pick<GetAssetsQuery, 'state' | 'search'>,
): RawBuilder<unknown> {
  const parts = [sql`a.company_id = ${companyId}`];
  if (query.state) parts.push(sql`a.state = ${query.state}`);
  if (query.search) parts.push(sql`a.search_text like ${likePattern(query.search)}`);
  return sql.join(parts, sql` and `);
}

/** The size of an unfiltered (or state-filtered) list, from asset_counts (exact, trigger-kept). */
export function countedTotal(
  companyId: string,
  query: Pick<GetAssetsQuery, 'state'>,
): RawBuilder<number> {
  const state = query.state ? sql`and state = ${query.state}` : sql``;
  return sql<number>`(select coalesce(sum(n), 0)::int from asset_counts where company_id = ${companyId} ${state})`;
}

/** The company's asset version (migration 0002): bumped by every change to its assets. */
export const currentVersion = (companyId: string): RawBuilder<number> =>
  sql<number>`coalesce((select version from asset_versions where company_id = ${companyId}), 0)`;
