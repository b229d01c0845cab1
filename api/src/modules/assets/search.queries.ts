/**
 * The text-filtered asset list. Counting matches is the expensive part (about
 * 1 µs per match through the trigram index), so what a search learns (its
 * count, and where every MARK_STRIDE-th match sits in the default order) is
 * remembered per asset version and reused only while that version is current
 * (see VersionedMemo), so it is never stale. The page is then found the
 * cheapest way those facts allow; PostgreSQL cannot choose here, as its
 * prepared (generic) plans do not see how common the term is.
 */
import { sql, type Kysely } from 'kysely';
import type { GetAssetsQuery } from '@itam/shared/contracts';
import { CUSTOM_PLAN } from '../../db/statements';
import type { DB } from '../../db/schema';
import {
  countedTotal,
  currentVersion,
  indexOrdered,
  orderBy,
  SORT_KEYS,
  whereClause,
  type RowKey,
} from './sql';
import { likePattern, limitOffset } from '../../platform/sql';
import type { VersionedMemo } from '../../services/versioned-memo';

/** What a search learned: its number of matches, and marks in the default order by direction. */
export interface SearchFacts {
  matches: number;
  marks: { asc?: RowKey[]; desc?: RowKey[] };
}

/** Remembered search facts, by company, state and term. */
export type SearchMemo = VersionedMemo<SearchFacts>;

/** The most rows a page may walk in sort order before collecting matches is cheaper. */
const WALK_LIMIT = 4096;
/** Matches between two remembered marks. */
const MARK_STRIDE = 50;

export interface SearchPage {
  total: number;
  ids: string[];
}

interface Known {
  facts: SearchFacts;
  version: number;
  /** The list's size without the text filter. */
  everything: number;
}

const memoKey = (companyId: string, query: GetAssetsQuery) =>
  JSON.stringify([companyId, query.state ?? null, query.search]);

/** The search's facts at the current version: remembered ones, or a fresh count. */
async function knownFacts(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  memo?: SearchMemo,
): Promise<Known> {
  const key = memoKey(companyId, query);
  const everything = countedTotal(companyId, query);
  const count = async (): Promise<Known> => {
    // Version and count from one statement: one snapshot, so they belong together.
    const counted = await sql<{
      version: number;
      matches: number;
      everything: number;
    }>`${sql.raw(CUSTOM_PLAN)}
      select ${currentVersion(companyId)} as version,
        (select count(*)::int from assets a where ${whereClause(companyId, query)}) as matches,
        ${everything} as everything`.execute(db);
    const row = counted.rows[0] ?? { version: 0, matches: 0, everything: 0 };
    const facts = { matches: row.matches, marks: {} };
    memo?.set(key, row.version, facts);
    return { facts, version: row.version, everything: row.everything };
  };
  // Requests that miss the same term at once share one count; one wait at most.
  for (let waited = false; ; waited = true) {
    const known = memo?.peek(key);
    if (known) {
      const now = await sql<{
        version: number;
        everything: number;
      }>`select ${currentVersion(companyId)} as version,
          ${everything} as everything`.execute(db);
      const row = now.rows[0];
      if (row && row.version === known.version)
        return { facts: known.value, version: row.version, everything: row.everything };
    }
    if (!memo || waited) return count();
    const counted = await memo.buildOnce(key, count);
    if (counted) return counted;
  }
}

/**
 * Common terms: read the first `window` rows of the list in sort order (the
 * sort index, stopping early) and filter those. The page is exact when it came
 * out full, reached the last match, or the window held the whole list; else null.
 */
async function walkPage(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  window: number,
  matches: number,
) {
  const offset = query.pageNumber * query.limit;
  const result = await sql<{ ids: string[]; scanned: number }>`with w as materialized (
      select a.id, a.created_at, ${sql.raw(SORT_KEYS[query.sortBy])} as k, a.search_text
      from assets a where ${whereClause(companyId, { state: query.state })}
      order by ${orderBy(query)} limit ${sql.lit(window)}
    )
    select array(select w.id from w where w.search_text like ${likePattern(query.search!)}
        order by ${orderBy(query, 'w')} ${limitOffset(query.limit, offset)}) as ids,
      (select count(*)::int from w) as scanned`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  const complete =
    row.ids.length === query.limit || offset + row.ids.length === matches || row.scanned < window;
  return complete ? row.ids : null;
}

/**
 * Any term: collect every match through the trigram index and sort them. In the
 * default order, also note every MARK_STRIDE-th match for the pages after.
 */
async function collectPage(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  known: Known,
  memo?: SearchMemo,
) {
  const marks =
    query.sortBy === 'createdAt'
      ? sql`(select json_agg(json_build_object('createdAt', x.created_at::text, 'id', x.id) order by x.rn)
        from (select m.created_at, m.id, row_number() over (order by ${orderBy(query, 'm')}) - 1 as rn from m) x
        where x.rn % ${MARK_STRIDE} = 0)`
      : sql`null`;
  const result = await sql<{
    ids: string[];
    marks: RowKey[] | null;
    version: number;
  }>`${sql.raw(CUSTOM_PLAN)}
    with m as materialized (
      select a.id, a.created_at, ${sql.raw(SORT_KEYS[query.sortBy])} as k from assets a where ${whereClause(companyId, query)}
    )
    select array(select m.id from m order by ${orderBy(query, 'm')}
        ${limitOffset(query.limit, query.pageNumber * query.limit)}) as ids,
      ${marks} as marks, ${currentVersion(companyId)} as version`.execute(db);
  const row = result.rows[0];
  if (row?.marks && memo && row.version === known.version) {
    const facts = { ...known.facts, marks: { ...known.facts.marks, [query.sortOrder]: row.marks } };
    memo.set(memoKey(companyId, query), known.version, facts);
  }
  return row?.ids ?? [];
}

/**
 * From the mark at or before the page, walk the default order's covering
 * index, filtering; null when the version has moved on since the marks.
 */
async function seekPage(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  mark: RowKey,
  version: number,
) {
  const bound = sql.raw(query.sortOrder === 'asc' ? '>=' : '<=');
  const skip = (query.pageNumber * query.limit) % MARK_STRIDE;
  const result = await sql<{
    ids: string[];
    version: number;
  }>`select array(select a.id from assets a
      where ${whereClause(companyId, { state: query.state })}
        and (a.created_at, a.id) ${bound} (${mark.createdAt}::timestamptz, ${mark.id}::uuid)
        and a.search_text like ${likePattern(query.search!)}
      order by ${orderBy(query)} ${limitOffset(query.limit, skip)}) as ids, ${currentVersion(companyId)} as version`.execute(
    db,
  );
  const row = result.rows[0];
  return row && row.version === version ? row.ids : null;
}

/** Walk windows come in powers of two so that few statement shapes get prepared. */
const walkWindow = (expected: number) =>
  Math.max(64, 2 ** Math.ceil(Math.log2(expected * 1.5 + 32)));

export async function searchPage(
  db: Kysely<DB>,
  companyId: string,
  query: GetAssetsQuery,
  memo?: SearchMemo,
): Promise<SearchPage> {
  const known = await knownFacts(db, companyId, query, memo);
  const { matches } = known.facts;
  const offset = query.pageNumber * query.limit;
  if (offset >= matches) return { total: matches, ids: [] };
  // Rows per match in the list, were the matches spread evenly.
  const spread = known.everything / matches;
  const mark =
    query.sortBy === 'createdAt'
      ? known.facts.marks[query.sortOrder]?.[Math.floor(offset / MARK_STRIDE)]
      : undefined;
  // From a mark, the walk meets (offset % stride) + limit matches: cheap unless matches are sparse.
  if (mark && ((offset % MARK_STRIDE) + query.limit) * spread <= WALK_LIMIT) {
    const ids = await seekPage(db, companyId, query, mark, known.version);
    if (ids) return { total: matches, ids };
  }
  const window = walkWindow((offset + query.limit) * spread);
  // Walking the default order is an index-only scan (migration 0003), several
  // times cheaper per row than collecting a match; other orders read each row,
  // about the same as a match (measured on PostgreSQL at 100k assets).
  const walkCost = query.sortBy === 'createdAt' ? 0.25 : 1;
  if (indexOrdered(query) && window <= WALK_LIMIT && window * walkCost <= matches) {
    const ids = await walkPage(db, companyId, query, window, matches);
    if (ids) return { total: matches, ids };
  }
  return { total: matches, ids: await collectPage(db, companyId, query, known, memo) };
}
