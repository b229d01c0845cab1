/**
 * `pnpm bench:cluster` (issue 33): the product on many servers, measured on this machine
 * with the deployment the multi-server journey runs (e2e/support/deployment.ts): Debian's
 * nginx in front of API servers of the production build on one PostgreSQL, files in an
 * s3rver bucket (FILE_STORE=s3). One database, seeded once with a Demo Corp of
 * BENCH_ASSETS assets (100,000), serves both configurations:
 * - the asset register's first page as the admin through nginx, with ONE server behind it
 *   and then with TWO: autocannon (api/bench/load.ts), 10 connections, a 2 s warm-up,
 *   then BENCH_SECONDS (10) s; requests/s, p50, p99, non-2xx and 5xx;
 * - with one server: BENCH_FILES (200) images of 1 MB uploaded through nginx by the
 *   browser's path and read back (4 at a time), timed, with the server's resident memory
 *   at the start and its peak (cluster-files.ts).
 * It builds nothing: run `pnpm build` first. Every process it starts is stopped at the end,
 * on failure and on Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad, type Figures } from '../../api/bench/load';
import { startCluster, type PgCluster } from '../../api/scripts/pg-cluster';
import { seedPostgres } from '../../api/bench/seed-postgres';
import { bucketEnvironment, startTestBucket } from '../../api/test/s3-server';
import { startDeployment, type Deployment } from '../support/deployment';
import { loginToken } from './bench-server';
import { statusMiB, uploadAndRead, type FileFigures } from './cluster-files';

const root = path.resolve(__dirname, '../..');
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FILES = Number(process.env.BENCH_FILES ?? 200);
const CONNECTIONS = 10;
/** What the register asks for on opening: page 1 of 10, newest first. */
const FIRST_PAGE = '/api/assets/get-assets?pageNumber=0&limit=10&sortBy=createdAt&sortOrder=desc';

/** Everything to stop, newest first. */
const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      console.error('cleaning up:', err);
    }
  }
}

function requireBuild(): void {
  const missing = ['api/dist/main.cjs', 'dist/web/index.html'].filter(
    (file) => !fs.existsSync(path.join(root, file)),
  );
  if (missing.length > 0) {
    console.error(`${missing.join(' and ')} missing: run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** The first page under load through the balancer, after a warm-up. */
async function listLoad(deployment: Deployment, token: string, name: string): Promise<Figures> {
  const base = deployment.balancer.baseURL;
  const scenario = { name, path: () => FIRST_PAGE };
  await runLoad(base, token, scenario, 2, CONNECTIONS);
  const figures = await runLoad(base, token, scenario, SECONDS, CONNECTIONS);
  console.log(
    `${name}: ${figures.requestsPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, 5xx ${figures.status5xx}, connection errors ${figures.connectionErrors}, timeouts ${figures.timeouts}`,
  );
  return figures;
}

/** A deployment of `servers` on the seeded database, stopped with the run. */
async function deploy(
  database: PgCluster,
  env: Record<string, string>,
  servers: number,
): Promise<Deployment> {
  const deployment = await startDeployment({ servers, database, env });
  cleanups.push(() => deployment.stop());
  return deployment;
}

/** The servers that answered `count` requests through the balancer (nginx's X-Upstream). */
async function upstreams(deployment: Deployment, token: string, count = 10): Promise<number> {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${deployment.balancer.baseURL}${FIRST_PAGE}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    seen.add(res.headers.get('x-upstream') ?? '');
  }
  return seen.size;
}

async function stopLatest(): Promise<void> {
  await cleanups.pop()?.();
}

interface Results {
  one: Figures;
  two: Figures;
  files: FileFigures;
  /** The one server's resident memory just after it started, MiB. */
  idleMiB: number;
  /** How many servers answered through the balancer, in each configuration. */
  answering: [number, number];
  seedSeconds: number;
  before: string;
  after: string;
}

async function measure(): Promise<Results> {
  const before = uptime();
  console.log(`before: ${before}`);
  const bucket = await startTestBucket();
  cleanups.push(() => bucket.stop());
  const database = await startCluster();
  cleanups.push(() => database.stop());
  console.log(`seeding Demo Corp with ${ASSETS} assets into PostgreSQL...`);
  const seedSeconds = await seedPostgres(database.url, ASSETS);
  console.log(`seeded in ${seedSeconds.toFixed(0)} s`);
  const env = bucketEnvironment(bucket.config);
  const single = await deploy(database, env, 1);
  const idleMiB = statusMiB(single.servers[0]!.pid, 'VmRSS');
  const token = await loginToken(single.balancer.baseURL);
  const answeringOne = await upstreams(single, token);
  const one = await listLoad(single, token, 'asset list, 1 server');
  const files = await uploadAndRead(single.balancer.baseURL, token, single.servers[0]!.pid, {
    files: FILES,
    bytesEach: 1024 * 1024,
    concurrency: 4,
  });
  console.log(`files: ${JSON.stringify(files)}`);
  await stopLatest();
  const pair = await deploy(database, env, 2);
  const answeringTwo = await upstreams(pair, token);
  const two = await listLoad(pair, token, 'asset list, 2 servers');
  await stopLatest();
  const after = uptime();
  console.log(`after: ${after}`);
  const answering: [number, number] = [answeringOne, answeringTwo];
  return { one, two, files, idleMiB, answering, seedSeconds, before, after };
}

function report(results: Results): string {
  const { one, two, files, idleMiB, answering, seedSeconds, before, after } = results;
  const cpu = os.cpus();
  const row = (label: string, f: Figures) =>
    `| ${label} | ${f.requestsPerSec.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.status5xx} | ${f.connectionErrors + f.timeouts} |`;
  const mb = (files.files * files.bytesEach) / 2 ** 20;
  return [
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}.`,
    `Load before: ${before}`,
    `Load after:  ${after}`,
    `Demo Corp: ${ASSETS} assets in PostgreSQL (seeded in ${seedSeconds.toFixed(0)} s); ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up.`,
    '',
    '| Asset list through nginx (first page) | req/s | p50 ms | p99 ms | non-2xx | 5xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row(`1 API server (${answering[0]} answering)`, one),
    row(`2 API servers (${answering[1]} answering)`, two),
    '',
    `| ${files.files} images of 1 MB through nginx, FILE_STORE=s3, ${files.concurrency} at a time | value |`,
    '|---|---:|',
    `| uploads (sign + PUT), s | ${files.uploadSeconds.toFixed(1)} (${(mb / files.uploadSeconds).toFixed(0)} MB/s) |`,
    `| reads (GET signed address), s | ${files.readSeconds.toFixed(1)} (${(mb / files.readSeconds).toFixed(0)} MB/s) |`,
    `| API server RSS just started (idle), MiB | ${idleMiB.toFixed(0)} |`,
    `| API server RSS as the uploads began, MiB | ${files.rssStartMiB.toFixed(0)} |`,
    `| API server RSS peak during uploads and reads, MiB (${files.peakFrom}) | ${files.rssPeakMiB.toFixed(0)} |`,
  ].join('\n');
}

async function main(): Promise<void> {
  requireBuild();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  try {
    const results = await measure();
    console.log(`\n${report(results)}`);
  } finally {
    await cleanUp();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
