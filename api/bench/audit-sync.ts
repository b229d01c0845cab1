/**
 * `pnpm --filter @itam/api bench:audit-sync`: syncing 1,000 queued scans of an audit
 * session (issue 21). Seeds a fresh PGlite (the demo companies, Demo Corp with --assets N,
 * default 2,000), starts a session at the branch with the most assets, and sends --scans N
 * (default 1,000) scans the way mf-scanner's offline queue does after a time offline: in
 * order, one batch after the other, --batch N a batch (default 200, the queue's), through
 * the app in-process (fastify.inject: routing, guard, validation, SQL and JSON, no
 * sockets). The scans are the branch's assets (found), then other branches' (unexpected),
 * one in fifty an unknown tag. Then the whole queue is sent again, as after a lost answer:
 * every scan must come back a duplicate and the counts must not move. Reports each pass's
 * total and per-batch p50 / max, and the session read afterwards. --runs N repeats the
 * sync on new sessions. With DATABASE_URL it runs on that PostgreSQL database (empty).
 */
import type { AuditScanBatchResponse } from '@itam/shared/contracts';
import { bearerOf, benchApp } from './bench-app';
import { type DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const f = (v: number) => v.toFixed(1);

async function main(): Promise<void> {
  const assets = Number(arg('assets') ?? 2000);
  const scanCount = Number(arg('scans') ?? 1000);
  const batch = Number(arg('batch') ?? 200);
  const runs = Number(arg('runs') ?? 3);
  const database: DatabaseConfig = process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL, poolMax: 4 }
    : { kind: 'pglite', dataDir: null };
  const db = await openDatabase(database);
  await migrate(db.db);
  await seedDemo(db.db, { demoAssets: assets });
  const company = await db.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Corp')
    .executeTakeFirstOrThrow();
  const rows = await db.db
    .selectFrom('assets')
    .select(['tag', 'office_id'])
    .where('company_id', '=', company.id)
    .where('tag', 'is not', null)
    .where('state', 'not in', ['DISPOSED', 'LOST'])
    .orderBy('tag')
    .execute();
  const perBranch = new Map<string, number>();
  for (const r of rows) perBranch.set(r.office_id!, (perBranch.get(r.office_id!) ?? 0) + 1);
  const [branchId] = [...perBranch.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const tags = [
    ...rows.filter((r) => r.office_id === branchId).map((r) => r.tag!),
    ...rows.filter((r) => r.office_id !== branchId).map((r) => r.tag!),
  ];

  const app = await benchApp('audit', database, db);
  const headers = await bearerOf(app, 'admin@demo.test');
  const post = async (url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, headers, payload: payload as object });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  console.log(
    `${database.kind}: Demo Corp ${rows.length} tagged assets, ${perBranch.get(branchId)} at the audited branch; ${scanCount} scans in batches of ${batch}`,
  );
  for (let run = 1; run <= runs; run += 1) {
    const session = (await post('/api/audit-sessions', { branchId })).session as { _id: string };
    const t0 = Date.now() - scanCount * 1000;
    const scans = Array.from({ length: scanCount }, (_, i) => ({
      clientScanId: `bench-${run}-${i + 1}`,
      code: i % 50 === 49 ? `UNKNOWN-${run}-${i}` : tags[i % tags.length]!,
      scannedAt: new Date(t0 + i * 1000).toISOString(),
    }));
    const pass = async () => {
      const times: number[] = [];
      let last: AuditScanBatchResponse | null = null;
      const dupes = { recorded: 0, duplicate: 0 };
      const start = process.hrtime.bigint();
      for (let i = 0; i < scans.length; i += batch) {
        const t = process.hrtime.bigint();
        last = (await post(`/api/audit-sessions/${session._id}/scans`, {
          scans: scans.slice(i, i + batch),
        })) as AuditScanBatchResponse;
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
        for (const r of last.results) dupes[r.status] += 1;
      }
      const total = Number(process.hrtime.bigint() - start) / 1e6;
      times.sort((a, b) => a - b);
      return { total, times, counts: last!.counts, dupes };
    };
    const first = await pass();
    const replay = await pass();
    if (
      replay.dupes.duplicate !== scanCount ||
      JSON.stringify(replay.counts) !== JSON.stringify(first.counts)
    )
      throw new Error(`replay counted again: ${JSON.stringify(replay)}`);
    const t = process.hrtime.bigint();
    await app.inject({ url: `/api/audit-sessions/${session._id}`, headers });
    const read = Number(process.hrtime.bigint() - t) / 1e6;
    const c = first.counts;
    console.log(
      `run ${run}: sync ${f(first.total)} ms (batch p50 ${f(percentile(first.times, 50))}, max ${f(first.times.at(-1)!)}); replay ${f(replay.total)} ms, all ${replay.dupes.duplicate} duplicates; session read ${f(read)} ms; found ${c.found}/${c.expected}, unexpected ${c.unexpected}, unknown ${c.unknown}`,
    );
  }
  await app.close();
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
