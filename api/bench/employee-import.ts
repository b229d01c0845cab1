/**
 * `pnpm --filter @itam/api bench:import`: the employee import at 10,000 rows (issue 16).
 * Builds the API, seeds a fresh PGlite (Demo Corp with --assets N, default 2,000), starts
 * the built server and, as the admin, sends a 10,000-row CSV: the dry run, then the
 * commit (creates), then the file with everyone renamed: its dry run (10,000 changes
 * listed) and its commit (10,000 updates). For each: seconds and the
 * server's peak resident memory during the call (sampled from /proc every 20 ms), and
 * its RSS before. Then the employee list at 10,000+ employees against the asset list:
 * first pages (one of the first 5), random pages and searches, 10 connections for
 * --seconds S (default 10) each.
 * Options: --rows N, --assets N, --seconds S, and --before DIR: an earlier build's
 * `dist` (copied elsewhere) whose server measures the same lists on the same database
 * first, then this build's, back to back (its packages are found through NODE_PATH),
 * --rounds N times (default 1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { buildApi } from '../scripts/build';
import { freePort } from '../scripts/pg-cluster';
import { runLoad, type Figures } from './load';

const API_DIR = path.resolve(__dirname, '..');
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A CSV of `rows` employees over Demo Corp's branches, every one reporting to the first. */
export function employeesCsv(rows: number): string {
  const branches = ['BR-MUM', 'BR-BLR', 'BR-GGN', 'BR-PUN', 'BR-HYD', 'BR-CHN'];
  const departments = ['IT', 'Finance', 'HR', 'Administration', 'Sales'];
  const lines = ['Employee ID,Name,Email,Phone,Department,Branch,Manager,Joining date'];
  for (let i = 1; i <= rows; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `BENCH-${i},Bench Person ${i},bench${i}@demo.test,+91 98450 ${String(i).padStart(5, '0')},${departments[i % 5]},${branches[i % 6]},${i > 1 ? 'BENCH-1' : ''},2023-04-${day}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Timed {
  name: string;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
  answer: Record<string, unknown>;
}

async function timed(name: string, pid: number, call: () => Promise<Response>): Promise<Timed> {
  const rssBeforeMb = rssMb(pid);
  let peak = rssBeforeMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const res = await call();
    const answer = (await res.json()) as Record<string, unknown>;
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMb(pid));
    if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return { name, seconds, rssBeforeMb, peakRssMb: peak, answer };
  } finally {
    clearInterval(sampler);
  }
}

async function startServer(
  dataDir: string,
  dist = path.join(API_DIR, 'dist'),
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'main.cjs')], {
    env: {
      ...process.env,
      NODE_PATH: path.join(API_DIR, 'node_modules'),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Stopped by SIGTERM: no load balancer to drain for.
      SHUTDOWN_GRACE_SECONDS: '0',
      JWT_SECRET: SECRET,
      SEED_DEMO: '0',
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

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const rows = Number(arg('rows') ?? 10_000);
  const assets = Number(arg('assets') ?? 2_000);
  const seconds = Number(arg('seconds') ?? 10);
  const before = arg('before');
  const rounds = Number(arg('rounds') ?? 1);
  await buildApi();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-bench-import-'));
  try {
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await migrate(db.db);
    await seedDemo(db.db, { demoAssets: assets });
    await db.close();
    const { child, baseUrl } = await startServer(dataDir);
    try {
      const login = await fetch(`${baseUrl}/api/auth/login?requestType=verifyPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@12345' }),
      });
      const token = ((await login.json()) as { token: string }).token;
      const content = Buffer.from(employeesCsv(rows)).toString('base64');
      // The same people renamed: every row an update (a commit writes only what changes).
      const renamed = Buffer.from(
        employeesCsv(rows).replace(/Bench Person (\d+)/g, 'Bench Person $1 Renamed'),
      ).toString('base64');
      const mapping = {
        code: 'Employee ID',
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        department: 'Department',
        branchId: 'Branch',
        managerCode: 'Manager',
        joiningDate: 'Joining date',
      };
      // A commit sends the fingerprint of its dry run (the last one's answer).
      let fingerprint: unknown = null;
      const send = (file: string, dryRun: boolean) => () =>
        fetch(`${baseUrl}/api/company/employees/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            fileName: 'bench.csv',
            content: file,
            mapping,
            dryRun,
            ...(dryRun ? {} : { fingerprint }),
          }),
        });
      const pid = child.pid!;
      const checked = async (name: string, file: string) => {
        const run = await timed(name, pid, send(file, true));
        fingerprint = run.answer.fingerprint;
        return run;
      };
      const runs = [
        await checked(`dry run, ${rows} rows`, content),
        await timed(`commit, ${rows} creates`, pid, send(content, false)),
        await checked(`dry run again, ${rows} renamed`, renamed),
        await timed(`commit again, ${rows} updates`, pid, send(renamed, false)),
      ];
      const randomInt = (below: number) => Math.floor(Math.random() * below);
      const scenarios = [
        {
          name: 'employee list (first 5 pages of 10)',
          path: () => `/api/company/employees?pageNumber=${randomInt(5)}&limit=10`,
        },
        {
          name: 'employee list (random page of 10)',
          path: () =>
            `/api/company/employees?pageNumber=${randomInt(Math.ceil(rows / 10))}&limit=10`,
        },
        {
          name: 'employee list (search)',
          path: () => `/api/company/employees?limit=10&search=person%20${randomInt(rows)}`,
        },
        {
          name: 'asset list (first 5 pages of 10)',
          path: () => `/api/assets/get-assets?pageNumber=${randomInt(5)}&limit=10`,
        },
        {
          name: 'asset list (random page of 10)',
          path: () =>
            `/api/assets/get-assets?pageNumber=${randomInt(Math.ceil(assets / 10))}&limit=10`,
        },
        {
          name: 'asset list (search)',
          path: () => `/api/assets/get-assets?limit=10&search=latitude`,
        },
      ];
      const measure = async (url: string, label: string) => {
        const figures: Figures[] = [];
        for (const scenario of scenarios) {
          await runLoad(url, token, scenario, 2);
          const f = await runLoad(url, token, scenario, seconds);
          figures.push({ ...f, name: `${label}${f.name}` });
        }
        return figures;
      };
      const lists: Figures[] = [];
      if (before) {
        // The same database, the earlier build's server first, then this build's, `rounds`
        // times: load from other work on the machine drifts, alternating shows how much.
        await stop(child);
        for (let round = 1; round <= rounds; round += 1)
          for (const [label, dist] of [
            ['before', path.resolve(before)],
            ['after', undefined],
          ] as const) {
            const server = await startServer(dataDir, dist);
            try {
              lists.push(...(await measure(server.baseUrl, `${label} (${round}): `)));
            } finally {
              await stop(server.child);
            }
          }
      } else {
        lists.push(...(await measure(baseUrl, '')));
      }
      const lines = [
        `Machine: ${os.cpus().length} cores, Node ${process.version}, PGlite; Demo Corp with ${assets} assets.`,
        '',
        '| Import | seconds | server RSS before (MB) | peak RSS during (MB) | answer |',
        '|---|---:|---:|---:|---|',
        ...runs.map(
          (r) =>
            `| ${r.name} | ${r.seconds.toFixed(2)} | ${r.rssBeforeMb.toFixed(0)} | ${r.peakRssMb.toFixed(0)} | creates ${r.answer.creates}, updates ${r.answer.updates}, issues ${(r.answer.issues as unknown[]).length} |`,
        ),
        '',
        `| List (10 connections, ${seconds} s) | req/s | p50 ms | p99 ms | errors |`,
        '|---|---:|---:|---:|---:|',
        ...lists.map(
          (f) =>
            `| ${f.name} | ${f.requestsPerSec.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.errors} |`,
        ),
      ];
      console.log(`\n${lines.join('\n')}`);
    } finally {
      await stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
