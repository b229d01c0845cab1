/**
 * Servers of the web benches: the built server started on a data folder of its own, a
 * seeded account's token, and for the asset-list bench (assets.ts) a Demo Corp of N
 * assets, for the queue bench (tickets.ts) one of M more tickets, seeded by the API's seed
 * command (kept and reused when the bench's data folder variable names a folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
/** Written after a finished seed, so a kept folder is reused only when complete. */
const SEEDED_MARK = 'bench-seeded';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: path.join(root, 'api'),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

export interface SeedSize {
  /** Demo Corp's assets (the seed's default when absent). */
  assets?: number;
  /** Service desk tickets appended after the demo seed. */
  tickets?: number;
}

/**
 * A data folder seeded to `size`: the folder named by `keptVariable` when set (reused when
 * it holds that size already), else a new temporary one.
 */
export async function seededDataDir(
  size: SeedSize,
  keptVariable = 'BENCH_ASSETS_DATA_DIR',
): Promise<{ dir: string; keep: boolean }> {
  const kept = process.env[keptVariable];
  const dir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'itam-bench-'));
  const mark = path.join(dir, SEEDED_MARK);
  const label = JSON.stringify(size);
  if (fs.existsSync(mark) && fs.readFileSync(mark, 'utf8') === label) return { dir, keep: true };
  if (kept) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  console.log(`seeding Demo Corp (${label}) into ${dir}...`);
  const args = ['src/seed/cli.ts'];
  if (size.assets !== undefined) args.push('--assets', String(size.assets));
  if (size.tickets !== undefined) args.push('--tickets', String(size.tickets));
  await run(path.join(root, 'node_modules/.bin/tsx'), args, {
    ...process.env,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  });
  fs.writeFileSync(mark, label);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { dir, keep: Boolean(kept) };
}

export async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['api/dist/main.cjs'], {
    cwd: root,
    // The benches log in as the demo admin: seed even when NODE_ENV=production is set around them.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'test',
      LOG_LEVEL: 'warn',
      // Stopped by SIGTERM: no load balancer to drain for.
      SHUTDOWN_GRACE_SECONDS: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`the bench server on port ${port} did not start`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The token of a seeded account (password Demo@12345). */
export async function loginToken(base: string, email = 'admin@demo.test'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login?requestType=verifyPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${email}`);
  return body.token;
}
