/**
 * A server of our own (fresh database, random port) for a journey that changes seeded
 * data other specs read, such as a demo company buying a subscription, or that changes the
 * served build (`webRoot`: a copy of dist/web to deploy into).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  baseURL: string;
  port: number;
  /** The server's process id (its memory in /proc/<pid>/status, for the benches). */
  pid: number;
  /** Sends the signal (SIGTERM: the server drains, then exits) and resolves on its exit. */
  terminate(signal?: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

export interface OwnServerOptions {
  /** The web root it serves (WEB_ROOT); dist/web by default. */
  webRoot?: string;
  /** More environment: DATABASE_URL, JWT_SECRET, FILE_STORE, ... (a deployment's settings). */
  env?: Record<string, string>;
}

export async function startOwnServer(
  timeoutMs = 150_000,
  { webRoot, env }: OwnServerOptions = {},
): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['api/dist/main.cjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Stopped by SIGTERM: no load balancer to drain for.
      SHUTDOWN_GRACE_SECONDS: '0',
      NODE_ENV: 'production',
      // The journey buys a plan as a demo company, through the test gateway.
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: 'test',
      ...(webRoot && { WEB_ROOT: webRoot }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('own server did not start')), timeoutMs);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    // What it says on the way out, to tell why it did not start.
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`own server exited with ${code}: ${output.slice(-500)}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const terminate = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    terminate,
    async stop() {
      await terminate();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
