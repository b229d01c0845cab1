/**
 * get-assets with the filters of ASSETS-API.md beyond state and text (several
 * states, asset types, branches, employee, reserved or not, warranty ending). Such lists are a
 * slice of the company's assets, so they are counted and paged plainly (count,
 * then ORDER BY ... LIMIT/OFFSET) rather than through the memos of the full list.
 * The dashboard counts with the same clauses, so its figures and these lists agree.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { UNSET_FILTER, type GetAssetsQuery } from '@itam/shared/contracts';
import { CUSTOM_PLAN } from '../../db/statements';
import type { DB } from '../../db/schema';
import { likePattern, limitOffset } from '../../platform/sql';
import { orderBy } from './sql';
import { ASSET_COLUMNS, toAssetListItem, type AssetPage, type AssetRow } from './asset-row';
import { RESERVATION_OF_ASSET } from './reservations.queries';
import { addDays, todayUtc } from './depreciation';

/**
 * Assets whose warranty ends from `today` to `today` + `days` (UTC days, both
 * included), leaving out disposed assets, whose warranties no longer matter.
 */
export function warrantyEndsWithin(days: number, today = todayUtc()): RawBuilder<unknown> {
  return sql`(a.state <> 'DISPOSED' and a.warranty_end >= ${today}::date
    and a.warranty_end <= ${addDays(today, days)}::date)`;
}

/** `column` is one of `ids`, or null when the list holds UNSET_FILTER. */
function oneOf(column: 'a.asset_type_id' | 'a.office_id', values: string[]): RawBuilder<unknown> {
  const ids = values.filter((v) => v !== UNSET_FILTER);
  const ref = sql.ref(column);
  const unset = values.includes(UNSET_FILTER) ? sql`${ref} is null` : null;
  const listed = ids.length ? sql`${ref} = any(${ids}::uuid[])` : null;
  if (unset && listed) return sql`(${listed} or ${unset})`;
  return (listed ?? unset)!;
}

/**
 * One state in `states` is the plain `state` filter (the fast path); true when
 * anything else is left that only this module can answer.
 */
export function normaliseFilters(query: GetAssetsQuery): {
  query: GetAssetsQuery;
  filtered: boolean;
} {
  const states = [...new Set(query.states ?? [])];
  let next: GetAssetsQuery = { ...query, states: states.length ? states : undefined };
  if (states.length === 1 && (!query.state || query.state === states[0]))
    next = { ...next, state: states[0], states: undefined };
  const filtered = Boolean(
    next.states?.length ||
    next.assetTypeId?.length ||
    next.officeId?.length ||
    next.employeeId ||
    next.reserved !== undefined ||
    next.warrantyEndsWithinDays !== undefined,
  );
  return { query: next, filtered };
}

function filterClause(companyId: string, query: GetAssetsQuery): RawBuilder<unknown> {
  const parts = [sql`a.company_id = ${companyId}`];
  if (query.state) parts.push(sql`a.state = ${query.state}`);
  if (query.states?.length) parts.push(sql`a.state = any(${query.states}::text[])`);
  if (query.assetTypeId?.length) parts.push(oneOf('a.asset_type_id', query.assetTypeId));
  if (query.officeId?.length) parts.push(oneOf('a.office_id', query.officeId));
  if (query.employeeId) parts.push(sql`a.employee_id = ${query.employeeId}`);
  if (query.reserved !== undefined)
    parts.push(sql`${sql.raw(query.reserved ? '' : 'not ')}exists (${RESERVATION_OF_ASSET})`);
  if (query.warrantyEndsWithinDays !== undefined)
    parts.push(warrantyEndsWithin(query.warrantyEndsWithinDays));
  if (query.search) parts.push(sql`a.search_text like ${likePattern(query.search)}`);
  return sql.join(parts, sql` and `);
}

export async function filteredAssets(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
): Promise<AssetPage> {
  const where = filterClause(companyId, query);
  // A text pattern's selectivity decides the plan: plan it for its value.
  const hint = sql.raw(query.search ? CUSTOM_PLAN : '');
  const count = await sql<{
    total: number;
  }>`${hint} select count(*)::int as total from assets a where ${where}`.execute(db);
  const total = count.rows[0]?.total ?? 0;
  const offset = query.pageNumber * query.limit;
  if (offset >= total) return { total, assets: [] };
  const page = await sql<AssetRow>`${hint} select ${ASSET_COLUMNS} from assets a where ${where}
    order by ${orderBy(query)} ${limitOffset(query.limit, offset)}`.execute(db);
  return { total, assets: page.rows.map(toAssetListItem) };
}
