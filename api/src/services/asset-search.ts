/**
 * The text-filtered asset list. Counting matches is the expensive part (about
 * 1 µs per match through the trigram index), so the count is remembered per
 * asset version; the page is then found the cheapest way the count allows.
 * PostgreSQL cannot choose between those ways here: its prepared (generic)
 * plans do not see how common the term is.
 */
import { sql, type Kysely } from 'kysely';
import type { GetAssetsQuery } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import { countedTotal, currentVersion, indexOrdered, likePattern, limitOffset, orderBy, SORT_KEYS, whereClause } from './asset-sql';
import type { VersionedMemo } from './versioned-memo';

/** Remembered match counts of text filters, by company, state and term. */
export type MatchCountMemo = VersionedMemo<number>;

/** The most rows a page may walk in sort order before collecting matches is cheaper. */
const WALK_LIMIT = 4096;

export interface SearchPage {
  total: number;
  ids: string[];
}

interface MatchCount {
  matches: number;
  /** The list's size without the text filter. */
  everything: number;
}

/**
 * How many assets match. Paging through results asks for the same count again:
 * it is remembered with the asset version it was counted at, and reused only
 * while that version is current (see VersionedMemo), so it is never stale.
 */
async function countMatches(db: Kysely<DB>, companyId: string, query: GetAssetsQuery, memo?: MatchCountMemo): Promise<MatchCount> {
  const key = JSON.stringify([companyId, query.state ?? null, query.search]);
  const everything = countedTotal(companyId, query);
  const known = memo?.peek(key);
  if (known) {
    const now = await sql<{ version: number; everything: number }>`select ${currentVersion(companyId)} as version,
        ${everything} as everything`.execute(db);
    const row = now.rows[0];
    if (row && row.version === known.version) return { matches: known.value, everything: row.everything };
  }
  // Version and count from one statement: one snapshot, so they belong together.
  const counted = await sql<MatchCount & { version: number }>`select ${currentVersion(companyId)} as version,
      (select count(*)::int from assets a where ${whereClause(companyId, query)}) as matches,
      ${everything} as everything`.execute(db);
  const row = counted.rows[0] ?? { version: 0, matches: 0, everything: 0 };
  memo?.set(key, row.version, row.matches);
  return row;
}

/**
 * Common terms: read the first `window` rows of the list in sort order (the
 * sort index, stopping early) and filter those. The page is exact when the
 * window held all of it, or held the whole list; otherwise null.
 */
async function walkPage(db: Kysely<DB>, companyId: string, query: GetAssetsQuery, window: number): Promise<string[] | null> {
  const offset = query.pageNumber * query.limit;
  const pattern = likePattern(query.search!);
  const result = await sql<{ ids: string[]; found: number; scanned: number }>`with w as materialized (
      select a.id, a.created_at, ${sql.raw(SORT_KEYS[query.sortBy])} as k, a.search_text
      from assets a where ${whereClause(companyId, { state: query.state })}
      order by ${orderBy(query)} limit ${sql.lit(window)}
    )
    select array(select w.id from w where w.search_text like ${pattern} order by ${orderBy(query, 'w')}
        ${limitOffset(query.limit, offset)}) as ids,
      (select count(*)::int from w where w.search_text like ${pattern}) as found,
      (select count(*)::int from w) as scanned`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return row.found >= offset + query.limit || row.scanned < window ? row.ids : null;
}

/** Rare terms: collect every match through the trigram index and sort them. */
async function collectPage(db: Kysely<DB>, companyId: string, query: GetAssetsQuery): Promise<string[]> {
  const result = await sql<{ ids: string[] }>`with m as materialized (
      select a.id, a.created_at, ${sql.raw(SORT_KEYS[query.sortBy])} as k from assets a where ${whereClause(companyId, query)}
    )
    select array(select m.id from m order by ${orderBy(query, 'm')}
      ${limitOffset(query.limit, query.pageNumber * query.limit)}) as ids`.execute(db);
  return result.rows[0]?.ids ?? [];
}

/** Walk windows come in powers of two so that few statement shapes get prepared. */
const walkWindow = (expected: number) => Math.max(64, 2 ** Math.ceil(Math.log2(expected * 1.5 + 32)));

export async function searchPage(db: Kysely<DB>, companyId: string, query: GetAssetsQuery, memo?: MatchCountMemo): Promise<SearchPage> {
  const { matches, everything } = await countMatches(db, companyId, query, memo);
  const end = (query.pageNumber + 1) * query.limit;
  if (end - query.limit >= matches) return { total: matches, ids: [] };
  // Rows the sort order must be walked to meet `end` matches, if spread evenly.
  const expected = (end * everything) / matches;
  const window = walkWindow(expected);
  if (indexOrdered(query) && window <= WALK_LIMIT) {
    const ids = await walkPage(db, companyId, query, window);
    if (ids) return { total: matches, ids };
  }
  return { total: matches, ids: await collectPage(db, companyId, query) };
}
