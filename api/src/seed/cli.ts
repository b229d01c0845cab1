/**
 * `pnpm --filter @itam/api seed [-- --assets N] [--tickets M]`: seeds the demo data into
 * an empty database (Demo Corp gets N assets, default 2,000); on a seeded database
 * `--assets N` appends N more Demo Corp assets, e.g. for benchmarks. `--tickets M` then
 * appends M service desk tickets over the past year (the web bench's queue).
 */
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { DEFAULT_SIZES, isEmpty, seedDemo } from './index';
import { appendAssets, appendTickets } from './append';

function parseCount(argv: string[], name: string): number | null {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return null;
  const raw = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} needs a whole number, got "${raw}"`);
  return n;
}

async function run(): Promise<void> {
  const assets = parseCount(process.argv.slice(2), 'assets');
  const tickets = parseCount(process.argv.slice(2), 'tickets');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const started = Date.now();
  try {
    await migrate(database.db);
    if (await isEmpty(database.db)) {
      await seedDemo(database.db, { demoAssets: assets ?? DEFAULT_SIZES.demoAssets });
      console.log(
        `Seeded the demo companies (Demo Corp: ${assets ?? DEFAULT_SIZES.demoAssets} assets)`,
      );
    } else if (assets) {
      await appendAssets(database.db, 'Demo Corp', assets, (done) =>
        process.stdout.write(`\r${done}/${assets} assets`),
      );
      process.stdout.write('\n');
      console.log(`Appended ${assets} assets to Demo Corp`);
    } else if (!tickets) {
      console.log('The database already holds data; nothing seeded (use --assets N to add assets)');
      return;
    }
    if (tickets) {
      await appendTickets(database.db, 'Demo Corp', tickets, (done) =>
        process.stdout.write(`\r${done}/${tickets} tickets`),
      );
      process.stdout.write('\n');
      console.log(`Appended ${tickets} tickets to Demo Corp`);
    }
    // Fresh statistics and visibility map, so the planner and index-only scans see the new rows.
    await sql`vacuum analyze`.execute(database.db);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.kind}`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
