/**
 * Opens the one query layer (kysely) on PGlite (in a worker thread of its own,
 * pglite-thread.ts) or on a PostgreSQL server. Both return the same JS types:
 * dates as 'YYYY-MM-DD', numeric/bigint as numbers (type-parsers.ts).
 */
import fs from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { AUTH_CHANNEL, ChangeFeed, deliverFrom, LISTEN_SQL, PgChangeListener } from './change-feed';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { PGliteDialect, type PGliteClient } from './pglite-dialect';
import { PGliteThread } from './pglite-thread';
import { preparingPool } from './prepared-pool';
import type { DB } from './schema';
import { TYPE_PARSERS } from './type-parsers';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Committed changes to sessions, users and roles (see change-feed.ts). */
  changes: ChangeFeed;
  /** The embedded database's one client (behind db's lock: take it with db.connection()). */
  pglite?: PGliteClient;
  close(): Promise<void>;
}

/** Opens PGlite on `dataDir` (null: in memory) as that directory's one owner (data-dir-lock.ts). */
async function openPglite(dataDir: string | null, loadDataDir?: string): Promise<Database> {
  let lock: DataDirLock | null = null;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir);
  }
  // PGlite is this process's only connection: listening on it before any query
  // (so never inside a transaction) delivers every change with its commit.
  const changes = new ChangeFeed();
  let pglite: PGliteThread;
  try {
    pglite = await PGliteThread.open(
      { dataDir, loadDataDir, channels: [AUTH_CHANNEL] },
      (_, payload) => changes.deliver(payload),
    );
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    changes,
    pglite,
    close: async () => {
      try {
        await changes.close();
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string, poolMax: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        TYPE_PARSERS[oid] ??
        pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const changes = new ChangeFeed(new PgChangeListener(url));
  pool.on('connect', (client) => deliverFrom(client, changes));
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, LISTEN_SQL) }),
  });
  return {
    db,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

export interface OpenOptions {
  /** An in-memory PGlite starts as a copy of this tarball (dumpDataDir) instead of empty. */
  pgliteTemplate?: string;
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<Database> {
  if (options.pgliteTemplate && (config.kind !== 'pglite' || config.dataDir))
    throw new Error('A template is for an in-memory PGlite only');
  const database =
    config.kind === 'pglite'
      ? await openPglite(config.dataDir, options.pgliteTemplate)
      : openPostgres(config.url, config.poolMax);
  await sql`select 1`.execute(database.db);
  return database;
}
