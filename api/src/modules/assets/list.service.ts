/**
 * GET /assets/get-assets: one page of a company's assets and the list's total.
 * Built for 100k+ assets per company: totals come from asset_counts (exact,
 * trigger-kept); page ids come from the sort index alone; only the page's rows
 * are read in full. Text filters are in search.queries.ts.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { GetAssetsQuery } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { filteredAssets, normaliseFilters } from './list-filters.queries';
import { countedTotal, currentVersion, orderBy, whereClause, type RowKey } from './sql';
import { limitOffset } from '../../platform/sql';
import { searchPage, type SearchMemo } from './search.queries';
import { ASSET_COLUMNS, toAssetListItem, type AssetPage, type AssetRow } from './asset-row';
import {
  checkpointPage,
  type CheckpointList,
  type CheckpointMemo,
  type EmployeeCheckpointMemo,
} from '../../services/page-checkpoints';

export type { SearchFacts, SearchMemo } from './search.queries';
export type { AssetPage } from './asset-row';

/** What the list remembers between requests, each valid only at its asset version. */
export interface ListMemos {
  search?: SearchMemo;
  checkpoints?: CheckpointMemo;
  /** The employee list's page checkpoints, valid only at the company's employee version. */
  employeeCheckpoints?: EmployeeCheckpointMemo;
}

/** Past this offset a page may be read from the far end of the index instead. */
const DEEP_OFFSET = 1000;

type PageSource = RawBuilder<{ id: string; total: number }>;

interface Slice {
  offset: number;
  limit: number;
  /** Read in the mirror order (from the far end of the index). */
  reverse: boolean;
}

/** Page ids of an unfiltered (or state-filtered) list, with its total on each row. */
function listSource(companyId: string, query: GetAssetsQuery, slice: Slice): PageSource {
  return sql`(select a.id, ${countedTotal(companyId, query)} as total
    from assets a where ${whereClause(companyId, { state: query.state })}
    order by ${orderBy(query, 'a', slice.reverse)} ${limitOffset(slice.limit, slice.offset)})`;
}

async function listTotal(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
): Promise<number> {
  const result = await sql<{
    total: number;
  }>`select ${countedTotal(companyId, query)} as total`.execute(db);
  return result.rows[0]?.total ?? 0;
}

/**
 * Where to read an unfiltered page. OFFSET costs one index entry per skipped
 * row, so a page in the far half of a long list is read backwards from the
 * other end: at most half the list is ever skipped. Needs the total first.
 */
async function planSlice(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
): Promise<Slice | number> {
  const offset = query.pageNumber * query.limit;
  const forward = { offset, limit: query.limit, reverse: false };
  if (offset < DEEP_OFFSET) return forward;
  const total = await listTotal(db, companyId, query);
  if (offset >= total) return total;
  if (offset * 2 <= total) return forward;
  const limit = Math.min(query.limit, total - offset);
  return { offset: total - offset - limit, limit, reverse: true };
}

async function pageSource(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  memos: ListMemos,
): Promise<PageSource | number> {
  if (query.search) {
    const { total, ids } = await searchPage(db, companyId, query, memos.search);
    return ids.length
      ? sql`(select id, ${total}::int as total from unnest(${ids}::uuid[]) as id)`
      : total;
  }
  const slice = await planSlice(db, companyId, query);
  return typeof slice === 'number' ? slice : listSource(companyId, query, slice);
}

/** Only the default order has a key, (created_at, id), that a row comparison can seek. */
const usesCheckpoints = (query: GetAssetsQuery): boolean =>
  query.sortBy === 'createdAt' && !query.search;

/** The default order of an unfiltered (or state-filtered) list, for the page checkpoints. */
function checkpointList(
  companyId: string,
  query: GetAssetsQuery,
): CheckpointList<RowKey, AssetRow> {
  const where = whereClause(companyId, { state: query.state });
  const total = countedTotal(companyId, query);
  const version = currentVersion(companyId);
  return {
    key: JSON.stringify([companyId, query.state ?? null, query.sortOrder]),
    version,
    total,
    keys: (stride) => sql<
      RowKey[] | null
    >`(select json_agg(json_build_object('createdAt', x.created_at::text, 'id', x.id) order by x.rn)
       from (select a.created_at, a.id, row_number() over (order by ${orderBy(query)}) - 1 as rn
             from assets a where ${where}) x
       where x.rn % ${stride} = 0)`,
    page: (from, skip, limit) => {
      const bound = sql.raw(query.sortOrder === 'asc' ? '>=' : '<=');
      return sql`select ${ASSET_COLUMNS}, p.total, p.version
        from (select a.id, ${total} as total, ${version} as version
              from assets a where ${where}
                and (a.created_at, a.id) ${bound} (${from.createdAt}::timestamptz, ${from.id}::uuid)
              order by ${orderBy(query)} ${limitOffset(limit, skip)}) p
        join assets a on a.id = p.id order by ${orderBy(query)}`;
    },
  };
}

export async function listAssets(
  db: Kysely<DB>,
  companyId: string,
  rawQuery: GetAssetsQuery,
  memos: ListMemos = {},
): Promise<AssetPage> {
  const { query, filtered } = normaliseFilters(rawQuery);
  if (filtered) return filteredAssets(db, companyId, query);
  const deep = query.pageNumber * query.limit >= DEEP_OFFSET;
  if (deep && memos.checkpoints && usesCheckpoints(query)) {
    const offset = query.pageNumber * query.limit;
    const page = await checkpointPage(
      db,
      checkpointList(companyId, query),
      { offset, limit: query.limit },
      memos.checkpoints,
    );
    if (page) return { total: page.total, assets: page.rows.map(toAssetListItem) };
  }
  const source = await pageSource(db, companyId, query, memos);
  if (typeof source === 'number') return { total: source, assets: [] };
  // The company filter again: ids from a search path must still be the caller's.
  const result = await sql<AssetRow & { total: number }>`select ${ASSET_COLUMNS}, p.total
    from ${source} p join assets a on a.id = p.id where a.company_id = ${companyId} order by ${orderBy(query)}`.execute(
    db,
  );
  // A page past the end has no rows to carry the total.
  const total = result.rows[0]?.total ?? (await listTotal(db, companyId, query));
  return { total, assets: result.rows.map(toAssetListItem) };
}
