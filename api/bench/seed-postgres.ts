/**
 * A PostgreSQL database migrated and seeded with the demo companies, Demo Corp holding
 * `assets` assets, then analysed, as the benches load it (`pnpm bench:cluster`).
 */
import { sql } from 'kysely';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';

/** Seconds spent. */
export async function seedPostgres(url: string, assets: number): Promise<number> {
  const started = Date.now();
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 4 });
  try {
    await migrate(database.db);
    await seedDemo(database.db, { demoAssets: assets });
    await sql`vacuum analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1000;
}
