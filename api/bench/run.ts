/**
 * `pnpm --filter @itam/api bench`: seeds 100,000 Demo Corp assets into a fresh
 * PGlite and a fresh PostgreSQL (throwaway cluster, or BENCH_DATABASE_URL),
 * starts the built server (dist/main.cjs) on each, and loads it with autocannon:
 * 10 connections for 10 s on get-assets (random page), get-assets with a text
 * filter, and /api/health; then the searches with nothing remembered
 * (SEARCH_MEMO=off) and the pages without the session cache (SESSION_CACHE_TTL=off).
 * Then the crowd: 200 connections for 30 s on the asset list (random pages, one
 * request in four a search) while a probe opens a fresh connection every 100 ms
 * and times its first byte (probe.ts).
 * Options: --assets N, --seconds S, --only pglite|postgres, --crowd-only,
 * --crowd-seconds S, --crowd-connections N, --pool-max N (PostgreSQL pool),
 * --pglite-dir DIR (PGlite files there, kept afterwards), --reuse (a database that
 * already holds data, in --pglite-dir or at BENCH_DATABASE_URL, is not seeded again).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { isEmpty, seedDemo } from '../src/seed';
import { buildApi } from '../scripts/build';
import { freePort, startCluster } from '../scripts/pg-cluster';
import { runLoad, type Figures, type Scenario } from './load';
import { runProbe, type ProbeFigures } from './probe';

const API_DIR = path.resolve(__dirname, '..');
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
/**
 * What people type into an asset search, from rare to very common (at 100k
 * assets: a tag range matches ~100, a branch ~16,000): models, makes, employee
 * names, branches, tag and serial fragments, vendors, an IMEI fragment.
 */
const SEARCH_TERMS = [
  'latitude 5440',
  'thinkpad',
  'iphone 15',
  'galaxy',
  'macbook',
  'sharma',
  'iyer',
  'rohan gupta',
  'pune',
  'hyderabad',
  'mumbai hq',
  'dc-0123',
  'dc-0456',
  'dc-099',
  '5cg',
  'pf0',
  'redington',
  'ingram',
  '3512',
  'docking',
];
/** A search is paged through: a random one of its first pages. */
const SEARCH_PAGES = 5;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Seconds spent seeding; null when --reuse found the database already seeded. */
async function seed(database: DatabaseConfig, assets: number): Promise<number | null> {
  const started = Date.now();
  const db = await openDatabase(database);
  try {
    await migrate(db.db);
    if (process.argv.includes('--reuse') && !(await isEmpty(db.db))) return null;
    await seedDemo(db.db, { demoAssets: assets });
    await sql`vacuum analyze`.execute(db.db);
  } finally {
    await db.close();
  }
  return (Date.now() - started) / 1000;
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(API_DIR, 'dist/main.cjs')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Stopped by SIGTERM: no load balancer to drain for.
      SHUTDOWN_GRACE_SECONDS: '0',
      JWT_SECRET: SECRET,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function loginToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login?requestType=verifyPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token;
}

const randomInt = (below: number) => Math.floor(Math.random() * below);

function searchScenario(name: string): Scenario {
  return {
    name,
    path: () =>
      `/api/assets/get-assets?pageNumber=${randomInt(SEARCH_PAGES)}&limit=10&search=${encodeURIComponent(SEARCH_TERMS[randomInt(SEARCH_TERMS.length)]!)}`,
  };
}

function randomPageScenario(assets: number, name: string): Scenario {
  // --pages N limits the random page to the first N (default: every page).
  const pages = Math.min(Math.ceil(assets / 10), Number(arg('pages') ?? Infinity));
  return { name, path: () => `/api/assets/get-assets?pageNumber=${randomInt(pages)}&limit=10` };
}

function scenarios(assets: number): Scenario[] {
  return [
    randomPageScenario(assets, 'get-assets (random page)'),
    searchScenario('get-assets (text filter)'),
    { name: 'health', path: () => '/api/health' },
  ];
}

/** Users on the asset list: mostly random pages, one request in four a search being paged through. */
function crowdScenario(assets: number, connections: number): Scenario {
  const page = randomPageScenario(assets, 'page');
  const search = searchScenario('search');
  return {
    name: `asset list, ${connections} connections (1 in 4 a search)`,
    path: () => (Math.random() < 0.25 ? search.path() : page.path()),
  };
}

interface CrowdFigures {
  /** The machine's 1-minute load average as the crowd started (other work shares the cores). */
  loadAverage: number;
  load: Figures;
  /** Fresh connections opened during the load, timed to their first byte. */
  probe: ProbeFigures;
}

interface TargetResult {
  target: string;
  seedSeconds: number | null;
  figures: Figures[];
  crowd: CrowdFigures;
}

interface CrowdOptions {
  connections: number;
  seconds: number;
}

async function benchTarget(
  target: string,
  database: DatabaseConfig,
  env: Record<string, string>,
  assets: number,
  seconds: number,
  crowdOptions: CrowdOptions,
): Promise<TargetResult> {
  console.log(`\n[${target}] seeding ${assets} assets...`);
  const seedSeconds = await seed(database, assets);
  console.log(
    seedSeconds === null
      ? `[${target}] already seeded (--reuse); starting the server`
      : `[${target}] seeded in ${seedSeconds.toFixed(1)} s; starting the server`,
  );
  const crowdLoad = crowdScenario(assets, crowdOptions.connections);
  if (process.argv.includes('--crowd-only')) {
    const crowd = await crowdServer(target, env, crowdLoad, crowdOptions);
    return { target, seedSeconds, figures: [], crowd };
  }
  const figures = await loadServer(target, env, scenarios(assets), seconds);
  // The same searches with nothing remembered between requests (every count made afresh).
  const cold = await loadServer(
    target,
    { ...env, SEARCH_MEMO: 'off' },
    [searchScenario('get-assets (text filter, nothing remembered)')],
    seconds,
  );
  // The same pages with the session read on every request (no session cache): what the cache saves.
  const uncached = await loadServer(
    target,
    { ...env, SESSION_CACHE_TTL: 'off' },
    [randomPageScenario(assets, 'get-assets (random page, session read every time)')],
    seconds,
  );
  const crowd = await crowdServer(target, env, crowdLoad, crowdOptions);
  return {
    target,
    seedSeconds,
    figures: [figures[0]!, ...uncached, figures[1]!, ...cold, ...figures.slice(2)],
    crowd,
  };
}

/** The crowd's load and, at the same time, the probe of fresh connections. */
async function crowdServer(
  target: string,
  env: Record<string, string>,
  scenario: Scenario,
  { connections, seconds }: CrowdOptions,
): Promise<CrowdFigures> {
  const { child, baseUrl } = await startServer(env);
  try {
    const token = await loginToken(baseUrl);
    await runLoad(baseUrl, token, scenario, 2, connections); // warm-up
    const loadAverage = os.loadavg()[0]!;
    const [load, probe] = await Promise.all([
      runLoad(baseUrl, token, scenario, seconds, connections),
      runProbe(baseUrl, token, scenario.path, seconds),
    ]);
    console.log(
      `[${target}] ${scenario.name}: ${load.requestsPerSec.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms, errors ${load.connectionErrors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}; ` +
        `${probe.opened} new connections: first byte p50 ${probe.p50} ms, p99 ${probe.p99} ms, max ${probe.max} ms, errors ${probe.errors}, timeouts ${probe.timeouts}, non-2xx ${probe.non2xx}`,
    );
    return { loadAverage, load, probe };
  } finally {
    await stopServer(child);
  }
}

async function loadServer(
  target: string,
  env: Record<string, string>,
  list: Scenario[],
  seconds: number,
): Promise<Figures[]> {
  const { child, baseUrl } = await startServer(env);
  try {
    const token = await loginToken(baseUrl);
    const figures: Figures[] = [];
    for (const scenario of list) {
      await runLoad(baseUrl, token, scenario, 2); // warm-up: JIT, caches, pool
      const result = await runLoad(baseUrl, token, scenario, seconds);
      console.log(
        `[${target}] ${scenario.name}: ${result.requestsPerSec.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
      );
      figures.push(result);
    }
    return figures;
  } finally {
    await stopServer(child);
  }
}

function crowdReport(results: TargetResult[], seconds: number): string[] {
  const lines = [
    '',
    `The crowd: ${seconds} s; new connections: one every 100 ms, time to first byte.`,
    '',
    '| Database | Scenario | load avg | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx | new conn. | first byte p50 ms | p99 ms | max ms | errors | timeouts | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { target, crowd } of results) {
    const { load: l, probe: p } = crowd;
    lines.push(
      `| ${target} | ${l.name} | ${crowd.loadAverage.toFixed(1)} | ${l.requestsPerSec.toFixed(0)} | ${l.p50} | ${l.p99} | ${l.max} | ${l.connectionErrors} | ${l.timeouts} | ${l.non2xx} | ${p.opened} | ${p.p50} | ${p.p99} | ${p.max} | ${p.errors} | ${p.timeouts} | ${p.non2xx} |`,
    );
  }
  return lines;
}

function report(results: TargetResult[], assets: number, crowdSeconds: number): string {
  const lines = [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}; ${assets} assets; 10 connections.`,
    '',
    '| Database | Scenario | req/s | p50 ms | p99 ms | errors | vs health |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const { target, figures, seedSeconds } of results) {
    const health = figures.find((f) => f.name === 'health')?.requestsPerSec ?? 1;
    for (const f of figures) {
      lines.push(
        `| ${target} | ${f.name} | ${f.requestsPerSec.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.errors} | ${((f.requestsPerSec / health) * 100).toFixed(0)}% |`,
      );
    }
    if (seedSeconds !== null)
      lines.push(`| ${target} | seed ${assets} assets | ${seedSeconds.toFixed(1)} s | | | | |`);
  }
  return [...lines, ...crowdReport(results, crowdSeconds)].join('\n');
}

async function main(): Promise<void> {
  const assets = Number(arg('assets') ?? 100_000);
  const seconds = Number(arg('seconds') ?? 10);
  const only = arg('only');
  const crowd: CrowdOptions = {
    connections: Number(arg('crowd-connections') ?? 200),
    seconds: Number(arg('crowd-seconds') ?? 30),
  };
  const poolMax = Number(arg('pool-max') ?? 10);
  await buildApi();
  const results: TargetResult[] = [];
  if (only !== 'postgres') {
    const kept = arg('pglite-dir');
    const dataDir = kept
      ? path.resolve(kept)
      : fs.mkdtempSync(path.join(os.tmpdir(), 'itam-bench-'));
    try {
      const database: DatabaseConfig = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
      results.push(
        await benchTarget('PGlite', database, { DATA_DIR: dataDir }, assets, seconds, crowd),
      );
    } finally {
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only !== 'pglite') {
    const cluster = process.env.BENCH_DATABASE_URL ? null : await startCluster();
    const url = process.env.BENCH_DATABASE_URL ?? cluster!.url;
    try {
      results.push(
        await benchTarget(
          'PostgreSQL',
          { kind: 'postgres', url, poolMax },
          { DATABASE_URL: url, DATABASE_POOL_MAX: String(poolMax) },
          assets,
          seconds,
          crowd,
        ),
      );
    } finally {
      cluster?.stop();
    }
  }
  console.log(`\n${report(results, assets, crowd.seconds)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
