/**
 * PostgreSQL's programs (pg_dump, pg_restore, initdb, pg_ctl, ...): in PG_BIN when set,
 * else in the newest of Debian's /usr/lib/postgresql/<version>/bin that has the program.
 * The backup commands (backup/database.ts) and the test clusters (scripts/pg-cluster.ts)
 * find them the same way.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The program's path, or null when neither PG_BIN nor a Debian install has it. */
export function findPostgresTool(name: string): string | null {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const tool = path.join(root, version, 'bin', name);
    if (fs.existsSync(tool)) return tool;
  }
  return null;
}
