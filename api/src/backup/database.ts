/**
 * The database half of a backup. PostgreSQL: `pg_dump --format=custom` of DATABASE_URL,
 * taken while the servers run (one snapshot), and `pg_restore` into an empty database.
 * The embedded database: PGlite's own copy of its directory (`dumpDataDir`), taken under the
 * directory's lock (db/data-dir-lock.ts), so the server must be stopped for it; restored
 * into an absent or empty directory.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { findPostgresTool } from '../db/postgres-tools';

const run = promisify(execFile);

export const POSTGRES_DUMP = 'database.pgdump';
export const PGLITE_DUMP = 'database.tar.gz';

/** pg_dump and pg_restore: PG_BIN, else the newest of Debian's, else the PATH. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  return findPostgresTool(name) ?? name;
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(postgresTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const { stderr, message } = err as { stderr?: string; message: string };
    throw new Error(`${name} failed: ${(stderr || message).trim()}`, { cause: err });
  }
}

/** Writes the database into `dir`; returns the file's name. */
export async function dumpDatabase(database: DatabaseConfig, dir: string): Promise<string> {
  if (database.kind === 'postgres') {
    await tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(dir, POSTGRES_DUMP)}`,
      `--dbname=${database.url}`,
    ]);
    return POSTGRES_DUMP;
  }
  if (!database.dataDir) throw new Error('An in-memory database has nothing to back up');
  if (!fs.existsSync(database.dataDir))
    throw new Error(`No database in ${database.dataDir} to back up`);
  const lock = await lockDataDir(database.dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: database.dataDir, extensions: { pg_trgm } });
    try {
      const tarball = await pglite.dumpDataDir('gzip');
      await fs.promises.writeFile(
        path.join(dir, PGLITE_DUMP),
        Buffer.from(await tarball.arrayBuffer()),
      );
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
  return PGLITE_DUMP;
}

/** True when the database holds no table of ours (a fresh one, ready for a restore). */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/** Loads the backup's database into an empty target. */
export async function restoreDatabase(
  database: DatabaseConfig,
  dir: string,
  file: string,
): Promise<void> {
  const source = path.join(dir, file);
  if (!fs.existsSync(source)) throw new Error(`${source} is missing: not a backup of this kind`);
  if (database.kind === 'postgres') {
    if (file !== POSTGRES_DUMP)
      throw new Error('This backup is of the embedded database; restore it with DATA_DIR');
    if (!(await postgresIsEmpty(database.url)))
      throw new Error('The database is not empty: restore into a new, empty database');
    await tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${database.url}`,
      source,
    ]);
    return;
  }
  if (file !== PGLITE_DUMP)
    throw new Error('This backup is of a PostgreSQL database; restore it with DATABASE_URL');
  const dataDir = database.dataDir;
  if (!dataDir) throw new Error('Restoring needs DATA_DIR');
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    const tarball = new Blob([await fs.promises.readFile(source)]);
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: tarball,
      extensions: { pg_trgm },
    });
    await pglite.close();
  } finally {
    lock.release();
  }
}
