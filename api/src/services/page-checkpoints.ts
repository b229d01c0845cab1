/**
 * Deep pages of the default order (createdAt) without OFFSET's linear cost.
 * Every STRIDE-th row's sort key of a list is remembered with the asset version
 * it was read at; a page seeks the index to the nearest checkpoint and skips
 * fewer than STRIDE rows. The page statement reads the version again and its
 * rows are used only if it is unchanged, so a page is always exact. Stale
 * checkpoints are rebuilt (one pass over the index) at most once per
 * REBUILD_INTERVAL_MS per list, by one request while the others wait for it;
 * in between, callers fall back to OFFSET.
 */
import { sql, type Kysely } from 'kysely';
import type { GetAssetsQuery } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import {
  countedTotal,
  currentVersion,
  limitOffset,
  orderBy,
  whereClause,
  type RowKey,
} from './asset-sql';
import { ASSET_COLUMNS, toAssetListItem, type AssetPage, type AssetRow } from './assets';
import type { Versioned, VersionedMemo } from './versioned-memo';

const STRIDE = 200;
const REBUILD_INTERVAL_MS = 5000;

export interface Checkpoints {
  keys: RowKey[];
  builtAt: number;
}

export type CheckpointMemo = VersionedMemo<Checkpoints>;

/** Only the default order has a key, (created_at, id), that a row comparison can seek. */
export const usesCheckpoints = (query: GetAssetsQuery): boolean =>
  query.sortBy === 'createdAt' && !query.search;

const memoKey = (companyId: string, query: GetAssetsQuery) =>
  JSON.stringify([companyId, query.state ?? null, query.sortOrder]);

async function build(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  memo: CheckpointMemo,
) {
  // Keys and version from one statement: one snapshot, so they belong together.
  const result = await sql<{
    version: number;
    keys: RowKey[] | null;
  }>`select ${currentVersion(companyId)} as version,
      (select json_agg(json_build_object('createdAt', x.created_at::text, 'id', x.id) order by x.rn)
       from (select a.created_at, a.id, row_number() over (order by ${orderBy(query)}) - 1 as rn
             from assets a where ${whereClause(companyId, { state: query.state })}) x
       where x.rn % ${STRIDE} = 0) as keys`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  memo.set(memoKey(companyId, query), row.version, { keys: row.keys ?? [], builtAt: Date.now() });
  return memo.peek(memoKey(companyId, query));
}

/** The page through these checkpoints, or 'stale' when the version moved on since. */
async function readPage(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  entry: Versioned<Checkpoints>,
) {
  const offset = query.pageNumber * query.limit;
  const from = entry.value.keys[Math.floor(offset / STRIDE)];
  if (!from) {
    const now = await sql<{
      version: number;
      total: number;
    }>`select ${currentVersion(companyId)} as version,
        ${countedTotal(companyId, query)} as total`.execute(db);
    const row = now.rows[0];
    return row && row.version === entry.version ? { total: row.total, assets: [] } : 'stale';
  }
  const bound = sql.raw(query.sortOrder === 'asc' ? '>=' : '<=');
  const result = await sql<
    AssetRow & { total: number; version: number }
  >`select ${ASSET_COLUMNS}, p.total, p.version
    from (select a.id, ${countedTotal(companyId, query)} as total, ${currentVersion(companyId)} as version
          from assets a where ${whereClause(companyId, { state: query.state })}
            and (a.created_at, a.id) ${bound} (${from.createdAt}::timestamptz, ${from.id}::uuid)
          order by ${orderBy(query)} ${limitOffset(query.limit, offset % STRIDE)}) p
    join assets a on a.id = p.id order by ${orderBy(query)}`.execute(db);
  const first = result.rows[0];
  // The checkpoint row itself is on the page's side of the bound: no rows means it changed.
  if (!first || first.version !== entry.version) return 'stale';
  return { total: first.total, assets: result.rows.map(toAssetListItem) };
}

/** The page by checkpoints, or null when the caller should use OFFSET. */
export async function checkpointPage(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  memo: CheckpointMemo,
): Promise<AssetPage | null> {
  const key = memoKey(companyId, query);
  // Requests that find no (or stale) checkpoints at once share one build.
  const rebuild = async () =>
    (await memo.buildOnce(key, () => build(db, companyId, query, memo))) ?? memo.peek(key);
  let entry = memo.peek(key) ?? (await rebuild());
  if (!entry) return null;
  const page = await readPage(db, companyId, query, entry);
  if (page !== 'stale') return page;
  if (Date.now() - entry.value.builtAt < REBUILD_INTERVAL_MS) return null;
  entry = await rebuild();
  if (!entry) return null;
  const retried = await readPage(db, companyId, query, entry);
  return retried === 'stale' ? null : retried;
}
