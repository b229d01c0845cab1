/** Pure helpers: configuration, licence codes, the login limiter, the PGlite mutex. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parseDurationSeconds } from '../src/config';
import { loadOrCreateSecret } from '../src/auth/jwt';
import { FailureLimiter } from '../src/auth/login-limiter';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { Mutex } from '../src/db/pglite-dialect';
import { InFlight } from '../src/in-flight';
import { licenseCodeOf } from '../src/modules/subscription/license';
import { isDatabaseUnavailable } from '../src/platform/http-errors';
import { likePattern } from '../src/platform/sql';
import { cacheControlFor } from '../src/platform/static';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      productSlug: 'itam',
      corsOrigins: [],
      jwtSecret: null,
      jwtTtlSeconds: 43200,
    });
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.webRoot.endsWith(path.join('dist', 'web'))).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/itam',
      JWT_TTL: '30m',
      PRODUCT_SLUG: 'assetly',
      CORS_ORIGINS: 'https://a.example.com/, https://b.example.com',
      JWT_SECRET: 's'.repeat(32),
      DATA_DIR: '/tmp/x',
      WEB_ROOT: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      jwtTtlSeconds: 1800,
      productSlug: 'assetly',
      dataDir: '/tmp/x',
      webRoot: '/srv/web',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/itam' },
    });
  });

  it('refuses unsafe values', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/32/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ PRODUCT_SLUG: '../x' })).toThrow(/PRODUCT_SLUG/);
    expect(() => parseDurationSeconds('soon')).toThrow();
    expect(parseDurationSeconds('2d')).toBe(172800);
    expect(parseDurationSeconds('90')).toBe(90);
  });
});

describe('jwt secret file', () => {
  it('is created once with mode 600 and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-secret-'));
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir)).toBe(first);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('licenseCodeOf', () => {
  const today = '2025-06-15';
  it.each([
    [
      { license_not_required: true, subscription_start: null, subscription_end: null },
      'NOT_REQUIRED',
    ],
    [
      { license_not_required: false, subscription_start: null, subscription_end: null },
      'LICENSE_REQUIRED',
    ],
    [
      {
        license_not_required: false,
        subscription_start: '2025-07-01',
        subscription_end: '2026-07-01',
      },
      'LICENSE_REQUIRED',
    ],
    [
      {
        license_not_required: false,
        subscription_start: '2024-06-15',
        subscription_end: '2025-06-15',
      },
      'LICENSE_EXIST',
    ],
    [
      { license_not_required: false, subscription_start: '2024-06-15', subscription_end: null },
      'LICENSE_EXIST',
    ],
    [
      {
        license_not_required: false,
        subscription_start: '2024-01-01',
        subscription_end: '2025-06-14',
      },
      'LICENSE_EXPIRED',
    ],
  ])('%j is %s', (company, code) => {
    expect(licenseCodeOf(company, today)).toBe(code);
  });
});

describe('FailureLimiter', () => {
  it('blocks after max failures within the window and frees afterwards', () => {
    const limiter = new FailureLimiter('test', 3, 1000);
    const times = [0, 1, 2];
    expect(limiter.retryAfterMs(times, 10)).toBe(990);
    expect(limiter.retryAfterMs([], 10)).toBe(0);
    expect(limiter.retryAfterMs(times, 1000)).toBe(0);
  });

  it('counts the failures within the window, at most max', () => {
    const limiter = new FailureLimiter('test', 2, 1000);
    expect(limiter.count([0, 500, 900, 950], 1200)).toBe(2);
    expect(limiter.lastFailureAt([0, 500], 1400)).toBe(500);
    expect(limiter.lastFailureAt([0, 500], 1500)).toBeNull();
  });
});

describe('isDatabaseUnavailable', () => {
  const error = (message: string, extra: Record<string, unknown> = {}) =>
    Object.assign(new Error(message), extra);

  it('knows a database that did not answer', () => {
    // As node-postgres reports a stopped server (TCP, then its unix socket), a shutdown
    // mid-session, a lost connection, a full pool and too many connections.
    expect(isDatabaseUnavailable(error('connect ECONNREFUSED', { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    const socket = error('connect ENOENT /tmp/.s.PGSQL.5432', {
      code: 'ENOENT',
      syscall: 'connect',
    });
    expect(isDatabaseUnavailable(socket)).toBe(true);
    expect(isDatabaseUnavailable(error('terminating connection', { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(error('too many clients', { code: '53300' }))).toBe(true);
  });

  it('leaves statements the database refused, and bugs, alone', () => {
    expect(isDatabaseUnavailable(error('duplicate key', { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(error('invalid input syntax', { code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(error('open ENOENT', { code: 'ENOENT', syscall: 'open' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('passwords', () => {
  it('verifies the right password only and rejects malformed hashes', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$a$b')).toBe(false);
  });
});

describe('small helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('picks cache headers by file', () => {
    expect(cacheControlFor('/w/index.html')).toBe('no-cache');
    expect(cacheControlFor('/w/mf-assets/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/w/assets/main.abc.css')).toContain('immutable');
    // The service workers: the browser checks them for a new build on every load.
    expect(cacheControlFor('/w/scanner-sw.js')).toBe('no-cache');
    expect(cacheControlFor('/w/app-sw.js')).toBe('no-cache');
  });

  it('Mutex runs holders one at a time in order', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        const release = await mutex.lock();
        events.push(`in${n}`);
        await new Promise((r) => setTimeout(r, 5));
        events.push(`out${n}`);
        release();
      }),
    );
    expect(events).toEqual(['in1', 'out1', 'in2', 'out2', 'in3', 'out3']);
  });
});

describe('InFlight', () => {
  it('resolves whenIdle once tracked work settles, or reports a timeout', async () => {
    const inFlight = new InFlight();
    expect(await inFlight.whenIdle(10)).toBe(true);
    let finish!: () => void;
    inFlight.track(new Promise<void>((resolve) => (finish = resolve)));
    inFlight.track(Promise.reject(new Error('failed work counts as done')));
    expect(await inFlight.whenIdle(20)).toBe(false);
    const idle = inFlight.whenIdle(1000);
    finish();
    expect(await idle).toBe(true);
    expect(inFlight.running).toBe(0);
  });
});
