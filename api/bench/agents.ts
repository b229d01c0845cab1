/**
 * `pnpm --filter @itam/api bench:agents`: the diagnostics agent's server side (issue 22).
 * Seeds a fresh PGlite (the demo companies, Demo Corp with --assets N, default 2,000) and
 * enrols --computers N (default 10,000) Demo Corp computers in bulk, about half linked to
 * assets, then, in-process through the app (fastify.inject: routing, the agent's token
 * check, schema validation, matching, SQL and JSON, no sockets):
 *  - ingestion: --agents N (default 1,000) simulated agents report at once, each
 *    --rounds N times (default 3), a realistic report each (--programs N installed
 *    programs, default 150, about 20 KB); reports per second, and the process's CPU time
 *    (the server and its PGlite thread) per report;
 *  - the /devices first page at that many computers (50 a page, with the total and the
 *    health counts), --requests N times (default 200) one at a time: p50, p95, p99, max;
 *    the same filtered to warning, and searched by host name.
 * With DATABASE_URL it runs on that PostgreSQL database instead (it must be empty).
 */
import os from 'node:os';
import { sql } from 'kysely';
import type { AgentReport } from '@itam/shared/schemas';
import { bearerOf, benchApp } from './bench-app';
import { type DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { hashLinkToken } from '../src/services/one-time-links';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const GiB = 1024 ** 3;

function reportOf(i: number, round: number, programs: number, serial: string | null): AgentReport {
  return {
    agentVersion: '1.0.0',
    collectedAt: new Date().toISOString(),
    hardware: {
      make: 'Dell Inc.',
      model: 'Latitude 5440',
      serial,
      hardwareUuid: `4c4c4544-${(i % 65536).toString(16).padStart(4, '0')}-4d10-8052-b4c04f4e${(i % 65536).toString(16).padStart(4, '0')}`,
      macs: [
        `3c:52:82:00:${((i >> 8) & 255).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
      ],
      cpu: { brand: 'Intel Core i7-1365U', cores: 10, speedGHz: 1.8 },
      ramBytes: 16 * GiB,
      disks: [{ name: 'NVMe SSD', type: 'NVMe', sizeBytes: 512 * GiB }],
    },
    os: {
      platform: 'win32',
      distro: 'Microsoft Windows 11 Pro',
      release: '10.0.22631',
      arch: 'x64',
      hostname: `bench-${i}`,
    },
    programs: Array.from({ length: programs }, (_, p) => ({
      name: `Program number ${p} with a realistic display name`,
      version: `${p % 20}.${round}.${p}`,
      publisher: 'Some Software Publisher Ltd',
    })),
    users: [{ name: `user${i}`, terminal: 'console', loggedInAt: null }],
    location: {
      ip4: '10.20.1.5',
      gateway: '10.20.0.1',
      interfaces: [{ iface: 'Wi-Fi', ip4: '10.20.1.5', mac: null }],
    },
    health: {
      disks: [{ mount: 'C:', sizeBytes: 512 * GiB, freeBytes: ((i % 50) + 5) * GiB * 5 }],
      memory: { totalBytes: 16 * GiB, availableBytes: ((i % 14) + 1) * GiB },
      battery: { percent: 80, charging: true, capacityPercent: 60 + (i % 40) },
      uptimeSeconds: (i % 60) * 86400,
      lastBootAt: new Date(Date.now() - (i % 60) * 86400_000).toISOString(),
    },
  };
}

async function main(): Promise<void> {
  const computers = Number(arg('computers') ?? 10_000);
  const assets = Number(arg('assets') ?? 2000);
  const agents = Math.min(computers, Number(arg('agents') ?? 1000));
  const rounds = Number(arg('rounds') ?? 3);
  const programs = Number(arg('programs') ?? 150);
  const requests = Number(arg('requests') ?? 200);
  const database: DatabaseConfig = process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL, poolMax: 10 }
    : { kind: 'pglite', dataDir: null };
  const db = await openDatabase(database);
  const started = Date.now();
  await migrate(db.db);
  await seedDemo(db.db, { demoAssets: assets });
  const company = await db.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Corp')
    .executeTakeFirstOrThrow();
  // Computers in bulk: token i is `bench-token-i`; about half linked to an asset.
  const tokens = Array.from({ length: computers }, (_, i) => `bench-token-${i}`);
  const assetIds = (
    await db.db.selectFrom('assets').select('id').where('company_id', '=', company.id).execute()
  ).map((a) => a.id);
  const levels = ['good', 'good', 'good', 'warning', 'critical', 'unknown'] as const;
  for (let from = 0; from < computers; from += 2000) {
    const chunk = tokens.slice(from, from + 2000).map((token, k) => {
      const i = from + k;
      return {
        company_id: company.id,
        hostname: `bench-${String(i).padStart(5, '0')}`,
        token_hash: hashLinkToken(token),
        asset_id: i % 2 === 0 && i / 2 < assetIds.length ? assetIds[i / 2]! : null,
        health: levels[i % levels.length]!,
        last_seen_at: new Date(Date.now() - (i % 1000) * 60_000),
      };
    });
    await db.db.insertInto('agent_computers').values(chunk).execute();
  }
  await sql`analyze`.execute(db.db);
  const ids = await db.db
    .selectFrom('agent_computers')
    .select(['id', 'hostname', 'asset_id'])
    .where('company_id', '=', company.id)
    .where('hostname', 'like', 'bench-%')
    .orderBy('hostname')
    .execute();
  const seeded = (Date.now() - started) / 1000;

  const app = await benchApp('agents', database, db);
  console.log(
    `${database.kind}: ${ids.length} Demo Corp computers, seeded in ${seeded.toFixed(1)} s; ${os.cpus().length} cores`,
  );

  // Ingestion: the bodies are made before the clock starts (an agent's own work).
  const bodies = Array.from({ length: agents }, (_, i) =>
    Array.from({ length: rounds }, (_, r) =>
      JSON.stringify(reportOf(i, r, programs, `BENCH-SN-${i}`)),
    ),
  );
  const size = Buffer.byteLength(bodies[0]![0]!);
  const post = (i: number, body: string) =>
    app.inject({
      method: 'POST',
      url: `/api/agent/computers/${ids[i]!.id}/reports`,
      headers: {
        authorization: `Bearer bench-token-${Number(ids[i]!.hostname.slice(6))}`,
        'content-type': 'application/json',
      },
      payload: body,
    });
  for (let i = 0; i < 20; i += 1) await post(agents - 1 - i, bodies[agents - 1 - i]![0]!); // warm-up
  const cpu = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let failures = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: agents }, async (_, i) => {
      for (let r = 0; r < rounds; r += 1) {
        const t = process.hrtime.bigint();
        const res = await post(i, bodies[i]![r]!);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (res.statusCode !== 201) {
          failures += 1;
          if (failures <= 3) console.error(res.statusCode, res.body.slice(0, 200));
        }
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const used = process.cpuUsage(cpu);
  const reports = agents * rounds;
  latencies.sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1);
  console.log(
    `ingestion: ${agents} agents at once x ${rounds} reports (${(size / 1024).toFixed(1)} KB each, ${programs} programs): ${reports} reports in ${seconds.toFixed(1)} s = ${(reports / seconds).toFixed(0)} reports/s; CPU ${((used.user + used.system) / 1000 / reports).toFixed(2)} ms per report (user ${(used.user / 1000 / reports).toFixed(2)}, system ${(used.system / 1000 / reports).toFixed(2)}); latency under that load p50 ${f(percentile(latencies, 50))} ms p99 ${f(percentile(latencies, 99))} ms; ${failures} failed`,
  );

  const headers = await bearerOf(app, 'admin@demo.test');
  async function measure(name: string, url: (i: number) => string): Promise<void> {
    for (let i = 0; i < 10; i += 1) await app.inject({ url: url(i), headers });
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < requests; i += 1) {
      const t = process.hrtime.bigint();
      const res = await app.inject({ url: url(i), headers });
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      rows += (res.json().items as unknown[]).length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(40)} p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms  max ${f(times[times.length - 1]!)} ms  (${(rows / requests).toFixed(1)} rows)`,
    );
  }
  await measure('/devices first page (50, total, counts)', () => '/api/agent-computers?limit=50');
  await measure(
    '/devices warning, first page',
    () => '/api/agent-computers?health=warning&limit=50',
  );
  await measure(
    '/devices search by host name',
    (i) => `/api/agent-computers?search=bench-0${i % 10}12&limit=50`,
  );
  await app.close();
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
