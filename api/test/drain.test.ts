/**
 * Shutdown drains before it closes (issue 33): from the start of the shutdown readiness
 * answers 503 while every other request is still served for the grace period; then the
 * server closes. Liveness stays separate. Both in process (drainAndClose) and as a real
 * server receiving SIGTERM.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { drainAndClose } from '../src/platform/lifecycle';
import { bearer, createTestEnv, login, TEST_SECRET, type TestEnv } from './helpers';

jest.setTimeout(120_000);

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('is 10 seconds unless set to whole seconds', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: ' 25 ' }).shutdownGraceSeconds).toBe(25);
    for (const bad of ['-1', '1.5', 'soon', '86400'])
      expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: bad })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe('a shutdown in process', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.close());

  it('answers ready 503 during the grace while serving the rest, then closes', async () => {
    const base = await env.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await login(env.app, 'admin@demo.test');
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok' });

    let databaseClosed = false;
    const shutdown = drainAndClose(env.app, {
      graceMs: 1500,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    const draining = await fetch(`${base}/api/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ type: 'error', error: 'Shutting down' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const list = await fetch(`${base}/api/assets/get-assets?limit=5`, { headers: bearer(token) });
    expect(list.status).toBe(200);
    expect(list.headers.get('connection')).toBe('close');
    expect(databaseClosed).toBe(false);

    await shutdown;
    expect(databaseClosed).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

describe('a server receiving SIGTERM', () => {
  it('drains for SHUTDOWN_GRACE_SECONDS, then exits', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-drain-'));
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_SECRET,
        SEED_DEMO: '0',
        SHUTDOWN_GRACE_SECONDS: '3',
        WEB_ROOT: path.join(os.tmpdir(), 'itam-no-web-root'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match && output.includes('ITAM API ready')) resolve(match[1]!);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(503);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
      // It released the embedded database on its way out.
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
