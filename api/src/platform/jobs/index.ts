/**
 * Background jobs on the database the product already has, through pg-boss: each job is a
 * row claimed with SKIP LOCKED, so N servers on one PostgreSQL run it once; a cron schedule
 * sends one job per occurrence whichever servers are up; a job that keeps failing stays in
 * pgboss.job as `failed` with its error (failedJobs, `main.cjs failed-jobs`).
 * On the embedded PGlite the same runner runs in this process over the one connection
 * (embedded-adapter.ts). Modules define their jobs (modules/<module>/jobs.ts); src/jobs.ts
 * lists them and buildApp starts them unless JOBS=off. See docs/deployment.md.
 * pg-boss rather than graphile-worker: pg-boss takes any database through `db.executeSql`
 * (PGlite is one of its backends) and a caller's transaction per call (send's `db`), where
 * graphile-worker needs a pg Pool and LISTEN, which the embedded database cannot give.
 */
import { CompiledQuery, type Transaction } from 'kysely';
import { PgBoss, type Db } from 'pg-boss';
import type { Database } from '../../db';
import type { DB } from '../../db/schema';
import { embeddedJobsDatabase } from './embedded-adapter';

export const JOBS_SCHEMA = 'pgboss';

export interface DefineOptions {
  /** Further tries after the first failure (default 3). */
  retries?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Double the delay on each retry (default true). */
  backoff?: boolean;
}

export interface SendOptions {
  /** At most one queued job with this key per job name. */
  singletonKey?: string;
  /** Run no earlier than this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  transaction?: Transaction<DB>;
}

export type JobHandler<T> = (payload: T) => Promise<void>;

export interface Jobs {
  define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: DefineOptions,
  ): Promise<void>;
  /** The job's id; null when a singleton key already has a queued job. */
  send(name: string, payload: object, options?: SendOptions): Promise<string | null>;
  /** Send a job to `name` on each occurrence of `cron` (UTC, minute resolution). */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** Tunables for tests; production keeps pg-boss's defaults. */
export interface RunnerTuning {
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
}

type Log = (err: unknown) => void;

/** pg-boss statements through a caller's Kysely transaction (send's `transaction`). */
function transactionDatabase(trx: Transaction<DB>): Db {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

function bossFor(database: Database, url: string | null, tuning: RunnerTuning): PgBoss {
  const common = { schema: JOBS_SCHEMA, ...tuning, monitorVacuum: false };
  if (database.kind === 'postgres' && url) {
    // A small pool of its own: each worker polls its queue (every 2 s by default).
    return new PgBoss({ ...common, connectionString: url, max: 4, application_name: 'itam-jobs' });
  }
  if (!database.pglite) throw new Error('jobs: the embedded database has no client to run on');
  return new PgBoss({
    ...common,
    backend: 'pglite',
    db: embeddedJobsDatabase(database.db, database.pglite),
  });
}

class PgBossJobs implements Jobs {
  readonly #defaults: Required<DefineOptions> = {
    retries: 3,
    retryDelaySeconds: 30,
    backoff: true,
  };

  constructor(
    private readonly boss: PgBoss,
    private readonly pollingIntervalSeconds: number | undefined,
  ) {}

  async define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: DefineOptions = {},
  ): Promise<void> {
    const o = { ...this.#defaults, ...options };
    const queue = {
      retryLimit: o.retries,
      retryDelay: o.retryDelaySeconds,
      retryBackoff: o.backoff,
    };
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
    else await this.boss.createQueue(name, queue);
    const polling = this.pollingIntervalSeconds
      ? { pollingIntervalSeconds: this.pollingIntervalSeconds }
      : {};
    // One job at a time per handler call: a failure then fails only its own job.
    await this.boss.work<T>(name, { batchSize: 1, ...polling }, async ([job]) => {
      if (job) await handler(job.data);
    });
  }

  async send(name: string, payload: object, options: SendOptions = {}): Promise<string | null> {
    const { singletonKey, startAfter, transaction } = options;
    return this.boss.send(name, payload, {
      ...(singletonKey ? { singletonKey } : {}),
      ...(startAfter !== undefined ? { startAfter } : {}),
      ...(transaction ? { db: transactionDatabase(transaction) } : {}),
    });
  }

  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, null, { tz: 'UTC' });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/** Installs or upgrades the pgboss schema, then starts polling; define jobs afterwards. */
export async function startJobs(
  database: Database,
  url: string | null,
  onError: Log,
  tuning: RunnerTuning = {},
): Promise<Jobs> {
  const boss = bossFor(database, url, tuning);
  boss.on('error', onError);
  await boss.start();
  return new PgBossJobs(boss, tuning.pollingIntervalSeconds);
}
