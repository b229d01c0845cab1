/**
 * Deployment safety: demo data only when asked for, the first administrator by command,
 * no production start on the test payment gateway by omission, and PUBLIC_URL as the
 * only source of absolute addresses. The server and the command run as real processes
 * (src/main.ts through tsx), on PGlite in a folder of their own or, when the suites run
 * on PostgreSQL, on a fresh database of that server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parsePublicUrl } from '../src/config';
import { createTestDatabase, DEMO_PASSWORD, TEST_SECRET, type TestDatabase } from './helpers';

// Each case starts Node, tsx and a database: seconds on a loaded 2-core machine.
jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '..');
const TSX_CLI = require.resolve('tsx/cli');
const ADMIN_PASSWORD = 'First!Admin9';

/** Only what a server needs: nothing of the test run's own environment (DATABASE_URL above all) leaks in. */
function processEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    // Stopped by SIGTERM: no load balancer to drain for.
    SHUTDOWN_GRACE_SECONDS: '0',
    JWT_SECRET: TEST_SECRET,
    WEB_ROOT: path.join(os.tmpdir(), 'itam-no-web-root'),
    ...extra,
  };
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `src/main.ts <args>` to its end (stdin: `input`, then closed). */
function runMain(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts', ...args], {
      cwd: API_DIR,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

interface Server {
  baseUrl: string;
  log: () => string;
  stop(): Promise<void>;
}

/** Starts the server; rejects with its output when it exits instead of listening. */
function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts'], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /"msg":"ITAM API ready"/.test(output);
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready && match) {
        resolve({
          baseUrl: match[1]!,
          log: () => output,
          async stop() {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
}

const login = (server: Server, email: string, password: string) =>
  fetch(`${server.baseUrl}/api/auth/login?requestType=verifyPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('configuration', () => {
  it('seeds the demo data by default only on the embedded database outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/itam' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', SEED_DEMO: '1' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/itam', SEED_DEMO: '1' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });

  it('refuses a production start on the test gateway unless PAYMENT_PROVIDER names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: ' ' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).payments).toEqual({
      provider: 'test',
    });
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
  });

  it('takes PUBLIC_URL as an http(s) origin only, for every absolute address', () => {
    expect(parsePublicUrl(undefined)).toBeUndefined();
    expect(parsePublicUrl('  ')).toBeUndefined();
    expect(parsePublicUrl('https://itam.example.com/')).toBe('https://itam.example.com');
    expect(parsePublicUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parsePublicUrl('https://ITAM.Example.com:443')).toBe('https://itam.example.com');
    for (const bad of [
      'itam.example.com',
      'ftp://itam.example.com',
      'javascript:alert(1)',
      'https://itam.example.com/app',
      'https://itam.example.com/?x=1',
      'https://itam.example.com/#top',
      'https://user:secret@itam.example.com',
    ]) {
      expect(() => parsePublicUrl(bad)).toThrow(/PUBLIC_URL/);
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
    expect(loadConfig({ PUBLIC_URL: 'https://itam.example.com/' }).publicUrl).toBe(
      'https://itam.example.com',
    );
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_1',
        RAZORPAY_KEY_SECRET: 'secret',
        PUBLIC_URL: 'https://itam.example.com/',
      }).payments,
    ).toMatchObject({ provider: 'razorpay', publicUrl: 'https://itam.example.com' });
  });
});

describe('a server started for a real deployment', () => {
  let dataDir: string;
  let testDb: TestDatabase | null = null;
  /** PGlite in production mode, or (on the PostgreSQL run) a fresh database by DATABASE_URL alone. */
  let target: Record<string, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-deploy-'));
    if (process.env.DATABASE_URL) {
      testDb = await createTestDatabase();
      const config = testDb.config;
      if (config.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
      target = { DATA_DIR: dataDir, DATABASE_URL: config.url };
    } else {
      target = { DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' };
    }
  });
  afterAll(async () => {
    await testDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start in production on the test gateway by omission, naming the variable', async () => {
    const outcome = await startServer(
      processEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: '0' }),
    ).then(
      async (server) => {
        await server.stop();
        return 'listening';
      },
      (err: Error) => err.message,
    );
    expect(outcome).toMatch(
      /exited with 1: .*PAYMENT_PROVIDER must be set when NODE_ENV=production/s,
    );
  });

  it('seeds nothing, then the first administrator created by the command logs in', async () => {
    const empty = await startServer(processEnv(target));
    try {
      expect((await fetch(`${empty.baseUrl}/api/health`)).status).toBe(200);
      expect((await login(empty, 'admin@demo.test', DEMO_PASSWORD)).status).toBe(401);
      expect(empty.log()).toMatch(/no company yet: create the first administrator/);
    } finally {
      await empty.stop();
    }

    // The password on standard input, never in the arguments.
    const refused = await runMain(
      ['create-admin', '--email', 'it@acme.example', '--company', 'Acme', '--password', 'x'],
      processEnv(target),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/never as an argument/);
    const weak = await runMain(
      ['create-admin', '--email', 'it@acme.example', '--company', 'Acme'],
      processEnv(target),
      'password\n',
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/password.*upper-case letter/);

    const created = await runMain(
      ['create-admin', '--email', 'IT@Acme.example', '--company', 'Acme Traders'],
      processEnv(target),
      `${ADMIN_PASSWORD}\n`,
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created Acme Traders .*no licence needed/);
    const again = await runMain(
      ['create-admin', '--email', 'it@acme.example', '--company', 'Acme Again'],
      processEnv({ ...target, ADMIN_PASSWORD }),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/--email: An account with this email already exists/);

    const server = await startServer(processEnv(target));
    try {
      expect((await login(server, 'admin@demo.test', DEMO_PASSWORD)).status).toBe(401);
      const res = await login(server, 'it@acme.example', ADMIN_PASSWORD);
      expect(res.status).toBe(200);
      const { token } = (await res.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const session = (await (
        await fetch(`${server.baseUrl}/api/auth/verify-token`, { method: 'POST', headers: auth })
      ).json()) as { licenseCode: string; company: { name: string; roles: string[] } };
      expect(session.licenseCode).toBe('NOT_REQUIRED');
      expect(session.company.name).toBe('Acme Traders');
      expect(session.company.roles).toHaveLength(5);
      const role = (await (
        await fetch(`${server.baseUrl}/api/itam/roles/get`, { headers: auth })
      ).json()) as { roleInfo: { roleName: string }; accessLevel: string };
      expect(role).toMatchObject({ roleInfo: { roleName: 'Admin' }, accessLevel: 'admin' });
      const assets = await fetch(`${server.baseUrl}/api/assets/get-assets`, { headers: auth });
      expect(assets.status).toBe(200);
      expect(((await assets.json()) as { totalAssetsCount: number }).totalAssetsCount).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
