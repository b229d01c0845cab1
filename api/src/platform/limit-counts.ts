/**
 * Counts every server shares (issue 33): the login throttle's sliding windows
 * (auth/login-limiter.ts, table `limit_hits`) and the routes' fixed windows
 * (rate-limit-store.ts, table `rate_limit_counts`), both in the database (migration 0033),
 * so N servers enforce one limit and a restart keeps it. Each write is one statement on
 * one row per key (its primary key), atomic across servers. Times are milliseconds of the
 * injected clock (tests move it); servers' clocks must agree, as they must for tokens.
 * Expired rows go by `sweepExpiredLimits`, which each process runs at most once a minute
 * as it writes; a job runner may call it too.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A clock in milliseconds; tests pass their own instead of sleeping. */
export type Clock = () => number;

/** How often one process sweeps expired rows as it writes. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Deletes the rows whose windows ended by `now`: they say nothing any more. Rows a try is
 * writing are skipped (the next sweep takes them), so a sweep never waits for a login and
 * the two cannot deadlock.
 */
export async function sweepExpiredLimits(db: Kysely<DB>, now: number): Promise<number> {
  const hits = await db
    .deleteFrom('limit_hits')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('limit_hits')
        .select('key')
        .where('expires_at', '<=', now)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  const counts = await db
    .deleteFrom('rate_limit_counts')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('rate_limit_counts')
        .select('key')
        .where('resets_at', '<=', now)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(hits.numDeletedRows) + Number(counts.numDeletedRows);
}

/** `array_to_json` comes back parsed (node-postgres) or as its text (a driver without JSON). */
const numbersOf = (value: unknown): number[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as number[];

/** Distinct keys in the order of `collate "C"` (their UTF-8 bytes), the order rows are locked in. */
const inKeyOrder = (keys: string[]): string[] =>
  [...new Set(keys)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));

export class LimitCounts {
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly db: Kysely<DB>,
    readonly now: Clock = Date.now,
  ) {}

  /**
   * Counts a try at `at` under each key and returns, per key, the tries
   * counted before it within `windowMs`. Each key's row keeps its newest `keep` tries, so
   * a flood cannot grow it. Tries sent at once are counted one after the other (the row
   * lock), so each sees those before it.
   */
  async record(
    keys: string[],
    at: number,
    windowMs: number,
    keep: number,
  ): Promise<Map<string, number[]>> {
    const since = at - windowMs;
    // In key order, as `forgive` locks them: statements on the same rows cannot deadlock.
    const sorted = inKeyOrder(keys);
    const rows = await this.db
      .insertInto('limit_hits')
      .values(
        sorted.map((key) => ({ key, hits: sql`array[${at}::bigint]`, expires_at: at + windowMs })),
      )
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`array(select t from (
              select t, n from unnest(limit_hits.hits) with ordinality u(t, n)
              where t > ${since}::bigint order by n desc limit ${keep}::int
            ) kept order by n) || excluded.hits`,
          expires_at: sql`greatest(limit_hits.expires_at, excluded.expires_at)`,
        }),
      )
      .returning(['key', sql<unknown>`array_to_json(limit_hits.hits)`.as('hits')])
      .execute();
    await this.#sweepNow(at);
    // The last try of each row is this one: the row lock orders tries sent at once.
    return new Map(rows.map((row) => [row.key, numbersOf(row.hits).slice(0, -1)]));
  }

  /**
   * Takes back one try counted at `at` from each of `keys` (a try that was refused, or
   * that failed for the database, not for its password) and empties the `clear` keys.
   * Rows are locked in key order, as `record` locks them, so the two cannot deadlock.
   */
  async forgive(takeBack: string[], at: number, clear: string[] = []): Promise<void> {
    const keys = inKeyOrder([...takeBack, ...clear]);
    const position = sql`array_position(hits, ${at}::bigint)`;
    const cleared = clear.length > 0 ? sql`limit_hits.key in (${sql.join(clear)})` : sql`false`;
    await sql`with locked as (
        select key from limit_hits where key in (${sql.join(keys)})
        order by key collate "C" for update
      )
      update limit_hits set hits = case
        when ${cleared} then '{}'::bigint[]
        when ${at}::bigint = any(hits) then hits[:${position} - 1] || hits[${position} + 1:]
        else hits end
      from locked where limit_hits.key = locked.key`.execute(this.db);
  }

  /**
   * Counts a request under `key` in a fixed window of `windowMs` that starts with the
   * key's first request: the count so far and the milliseconds until the window ends.
   */
  async countRequest(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    const ended = sql<boolean>`rate_limit_counts.resets_at <= ${now}::bigint`;
    const row = await this.db
      .insertInto('rate_limit_counts')
      .values({ key, count: 1, resets_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${ended} then 1 else rate_limit_counts.count + 1 end`,
          resets_at: sql`case when ${ended} then excluded.resets_at
            else rate_limit_counts.resets_at end`,
        }),
      )
      .returning(['count', 'resets_at'])
      .executeTakeFirstOrThrow();
    await this.#sweepNow(now);
    return { current: Number(row.count), ttl: Number(row.resets_at) - now };
  }

  /** The key's count in its current window without counting (0 when none is open). */
  async readRequests(key: string): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    const row = await this.db
      .selectFrom('rate_limit_counts')
      .select(['count', 'resets_at'])
      .where('key', '=', key)
      .where('resets_at', '>', now)
      .executeTakeFirst();
    return row
      ? { current: Number(row.count), ttl: Number(row.resets_at) - now }
      : { current: 0, ttl: 0 };
  }

  /** At most once a minute per process (and when the clock went back, as tests move it). */
  async #sweepNow(now: number): Promise<void> {
    if (now - this.#sweptAt < SWEEP_EVERY_MS && now >= this.#sweptAt) return;
    this.#sweptAt = now;
    // Housekeeping: a failed sweep fails no request; the next one catches up.
    await sweepExpiredLimits(this.db, now).catch(() => undefined);
  }
}
