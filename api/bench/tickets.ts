/**
 * `pnpm --filter @itam/api bench:tickets`: the agents' queue at 100,000 tickets (issue 17).
 * Seeds a fresh PGlite (the demo companies, Demo Corp with --assets N, default 2,000) and
 * --tickets N (default 100,000) more Demo Corp tickets over a year, with their clock
 * periods and SLA columns (no conversation), then, in-process through the app
 * (fastify.inject: routing, guard, validation, SQL and JSON, no sockets), asks the queue's
 * first page filtered by status and priority --requests N times (default 500, random
 * filters from the screen's choices), one at a time, and reports p50, p95, p99 and max in
 * ms; the same for the unfiltered first page, the breach filter and a keyset second page.
 * With DATABASE_URL it runs on that PostgreSQL database instead (it must be empty);
 * --slowest prints the three slowest requests of each scenario.
 */
import { sql } from 'kysely';
import { bearerOf, benchApp } from './bench-app';
import type { DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { createRng, pick } from '../src/seed/data';
import { appendTickets } from '../src/seed/append';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const tickets = Number(arg('tickets') ?? 100_000);
  const assets = Number(arg('assets') ?? 2000);
  const requests = Number(arg('requests') ?? 500);
  const database: DatabaseConfig = process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL, poolMax: 4 }
    : { kind: 'pglite', dataDir: null };
  const db = await openDatabase(database);
  const started = Date.now();
  await migrate(db.db);
  await seedDemo(db.db, { demoAssets: assets });
  await appendTickets(db.db, 'Demo Corp', tickets);
  const company = await db.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Corp')
    .executeTakeFirstOrThrow();
  await sql`analyze`.execute(db.db);
  const seeded = (Date.now() - started) / 1000;
  const count = await db.db
    .selectFrom('tickets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();

  const app = await benchApp('tickets', database, db);
  const headers = await bearerOf(app, 'agent@demo.test');
  const rng = createRng(7);
  const statuses = [
    'new',
    'assigned',
    'in_progress',
    'waiting_on_requester',
    'new,assigned,in_progress',
  ];
  const priorities = ['5', '4', '3', '5,4', '2,1'];

  async function measure(name: string, url: () => string): Promise<void> {
    for (let i = 0; i < 20; i += 1) await app.inject({ url: url(), headers }); // warm-up
    const times: number[] = [];
    const slowest: [number, string][] = [];
    let rows = 0;
    for (let i = 0; i < requests; i += 1) {
      const target = url();
      const t = process.hrtime.bigint();
      const res = await app.inject({ url: target, headers });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      times.push(ms);
      slowest.push([ms, target]);
      slowest.sort((a, b) => b[0] - a[0]).splice(3);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      rows += (res.json().tickets as unknown[]).length;
    }
    times.sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(1);
    console.log(
      `${name.padEnd(44)} p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms  max ${f(times[times.length - 1]!)} ms  (${(rows / requests).toFixed(1)} rows)`,
    );
    if (process.argv.includes('--slowest'))
      for (const [ms, target] of slowest) console.log(`    ${ms.toFixed(1)} ms ${target}`);
  }

  console.log(
    `${database.kind}: ${count.n} Demo Corp tickets, seeded in ${seeded.toFixed(1)} s; ${requests} requests each, one at a time, 25 a page`,
  );
  await measure(
    'queue, status + priority filter, first page',
    () =>
      `/api/incidents/tickets?status=${pick(rng, statuses)}&priority=${pick(rng, priorities)}&limit=25`,
  );
  await measure(
    'same without the total',
    () =>
      `/api/incidents/tickets?status=${pick(rng, statuses)}&priority=${pick(rng, priorities)}&limit=25&withTotal=false`,
  );
  await measure('queue, no filter, first page', () => '/api/incidents/tickets?limit=25');
  await measure(
    'queue, breached, first page',
    () => '/api/incidents/tickets?breached=true&limit=25',
  );
  const first = await app.inject({
    url: '/api/incidents/tickets?status=new,assigned,in_progress&priority=3&limit=25',
    headers,
  });
  const cursor = first.json().nextCursor as string;
  await measure(
    'queue, status + priority, keyset page 2',
    () =>
      `/api/incidents/tickets?status=new,assigned,in_progress&priority=3&limit=25&cursor=${cursor}`,
  );
  await app.close();
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
