/**
 * Versioned SQL migrations: migrations/NNNN_name.sql applied in order, each in
 * its own transaction together with its schema_migrations row, so a failed file
 * leaves nothing half-applied and a re-run applies only what is missing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** The advisory lock of schema changes: each migration's transaction and withMigrationLock. */
export const MIGRATION_LOCK = 7262001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        version: file.slice(0, 4),
        name: file.replace(/\.sql$/, ''),
        sql: text,
        checksum: crypto.createHash('sha256').update(text).digest('hex'),
      };
    });
}

async function ensureTable(db: Kysely<DB>): Promise<void> {
  await sql`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(db: Kysely<DB>, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await ensureTable(db);
  const applied: string[] = [];
  for (const file of readMigrations(dir)) {
    const done = await db.transaction().execute(async (trx) => {
      // Two servers starting at once on one PostgreSQL: the second waits here,
      // then sees the version already recorded.
      await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
      const row = await trx
        .selectFrom('schema_migrations')
        .select(['checksum'])
        .where('version', '=', file.version)
        .executeTakeFirst();
      if (row) {
        if (row.checksum !== file.checksum) {
          throw new Error(`Migration ${file.name} was changed after it was applied`);
        }
        return false;
      }
      await sql.raw(file.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: file.version, name: file.name, checksum: file.checksum })
        .execute();
      return true;
    });
    if (done) applied.push(file.name);
  }
  return applied;
}

/**
 * Runs `work` on one connection holding the migration lock for the session, so what it
 * does (migrate, then seed an empty database) is one step for every server starting at
 * once: the others wait, then find it done. The lock is re-entrant, so migrate's own
 * per-file locks pass; it ends with the session even if the process dies.
 */
export async function withMigrationLock<T>(
  db: Kysely<DB>,
  work: (conn: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(conn);
    }
  });
}
