/**
 * Deep pages of a list without OFFSET's linear cost (the asset list's default order, the
 * employee list). Every STRIDE-th row's sort key of a list is remembered with the list's
 * version (a per-company number its writes bump in their transaction) it was read at; a
 * page seeks the index to the nearest checkpoint and skips fewer than STRIDE rows. The
 * page statement reads the version again and its rows are used only if it is unchanged,
 * so a page is always exact. Stale checkpoints are rebuilt (one pass over the index) at
 * most once per REBUILD_INTERVAL_MS per list, by one request while the others wait for
 * it; in between, callers fall back to OFFSET.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { RowKey } from '../modules/assets/sql';
import type { Versioned, VersionedMemo } from './versioned-memo';

export const STRIDE = 200;
const REBUILD_INTERVAL_MS = 5000;

/** The sort keys of rows 0, STRIDE, 2·STRIDE, ... (`K`: the asset list's by default). */
export interface Checkpoints<K = RowKey> {
  keys: K[];
  builtAt: number;
}

export type CheckpointMemo<K = RowKey> = VersionedMemo<Checkpoints<K>>;

/** A row's place in the employee list's order, its checkpoints' key: its lower-cased name and id. */
export interface EmployeeKey {
  name: string;
  id: string;
}

export type EmployeeCheckpointMemo = CheckpointMemo<EmployeeKey>;

/** Every row of a checkpoint page carries the statement's version and total. */
export type Counted<R> = R & { version: number; total: number };

/**
 * One list (a company's rows under one filter and order) as the checkpoints see it. Each
 * fragment keeps the list's company filter; all of them read one snapshot when they are
 * in one statement.
 */
export interface CheckpointList<K, R> {
  /** The memo's key: company, filter and order. */
  key: string;
  /** The version of the list's rows, bumped in the same transaction as every write. */
  version: RawBuilder<number>;
  /** The exact total, cheaply (a kept count). */
  total: RawBuilder<number>;
  /** The sort keys of every `stride`-th row, in list order (a JSON array; null if none). */
  keys(stride: number): RawBuilder<K[] | null>;
  /**
   * `limit` rows in list order from the row whose key is `from` (itself included, if it
   * still exists), skipping `skip`; each row with `version` and `total` (the fragments above).
   */
  page(from: K, skip: number, limit: number): RawBuilder<Counted<R>>;
}

async function build<K, R>(db: Kysely<DB>, list: CheckpointList<K, R>, memo: CheckpointMemo<K>) {
  // Keys and version from one statement: one snapshot, so they belong together.
  const result = await sql<{
    version: number;
    keys: K[] | null;
  }>`select ${list.version} as version, ${list.keys(STRIDE)} as keys`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  memo.set(list.key, row.version, { keys: row.keys ?? [], builtAt: Date.now() });
  return memo.peek(list.key);
}

/** The page through these checkpoints, or 'stale' when the version moved on since. */
async function readPage<K, R>(
  db: Kysely<DB>,
  list: CheckpointList<K, R>,
  slice: { offset: number; limit: number },
  entry: Versioned<Checkpoints<K>>,
): Promise<{ total: number; rows: Counted<R>[] } | 'stale'> {
  const from = entry.value.keys[Math.floor(slice.offset / STRIDE)];
  if (from) {
    const result = await list.page(from, slice.offset % STRIDE, slice.limit).execute(db);
    const first = result.rows[0];
    if (first)
      return first.version === entry.version ? { total: first.total, rows: result.rows } : 'stale';
  }
  // No checkpoint this far, or no row after it: past the end, unless the list changed.
  const now = await sql<{
    version: number;
    total: number;
  }>`select ${list.version} as version, ${list.total} as total`.execute(db);
  const row = now.rows[0];
  return row && row.version === entry.version ? { total: row.total, rows: [] } : 'stale';
}

/** The page by checkpoints, or null when the caller should use OFFSET. */
export async function checkpointPage<K, R>(
  db: Kysely<DB>,
  list: CheckpointList<K, R>,
  slice: { offset: number; limit: number },
  memo: CheckpointMemo<K>,
): Promise<{ total: number; rows: Counted<R>[] } | null> {
  // Requests that find no (or stale) checkpoints at once share one build.
  const rebuild = async () =>
    (await memo.buildOnce(list.key, () => build(db, list, memo))) ?? memo.peek(list.key);
  let entry = memo.peek(list.key) ?? (await rebuild());
  if (!entry) return null;
  const page = await readPage(db, list, slice, entry);
  if (page !== 'stale') return page;
  if (Date.now() - entry.value.builtAt < REBUILD_INTERVAL_MS) return null;
  entry = await rebuild();
  if (!entry) return null;
  const retried = await readPage(db, list, slice, entry);
  return retried === 'stale' ? null : retried;
}
