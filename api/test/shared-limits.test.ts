/**
 * Limits every server shares (issue 33): two apps on one database stand for two servers
 * (on PostgreSQL, `pnpm --filter @itam/api test:pg`, each with a pool of its own), and an
 * app built again on the same database for a restart. Login throttling, password resets
 * and the routes' rate limits count in the database; a database error never counts as a
 * failed login. Time is the apps' injected clock: nothing sleeps.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs } from 'kysely';
import { buildApp } from '../src/app';
import { DEFAULT_LIMITS, type LimitsConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { LimitCounts, sweepExpiredLimits } from '../src/platform/limit-counts';
import {
  DEMO_PASSWORD,
  createTestEnv,
  expectErrorBody,
  freshAddress,
  loginRequest,
  type TestEnv,
} from './helpers';

let env: TestEnv;
/** The second server's database: its own pool on PostgreSQL, the same PGlite otherwise. */
let second: Database;
beforeAll(async () => {
  env = await createTestEnv();
  second = process.env.DATABASE_URL ? await openDatabase(env.config.database) : env.database;
});
afterAll(async () => {
  if (second !== env.database) await second.close();
  await env.close();
});

let now = Date.parse('2030-01-01T09:00:00Z');
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server on that database, on the test's clock. */
async function server(database: Database, limits: Partial<LimitsConfig> = {}) {
  const config = { ...env.config, limits: { ...DEFAULT_LIMITS, ...limits } };
  const app = await buildApp(config, { database, clock: () => now });
  apps.push(app);
  return app;
}

/** A 429 that states its wait in Retry-After and in the body. */
function expectWait(res: LightMyRequestResponse, seconds: number): void {
  expectErrorBody(res, 429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(res.json().retryAfterSeconds).toBe(seconds);
}

describe('login throttling across servers', () => {
  it('refuses the 6th failure of an account at one address across two servers, and after a restart', async () => {
    const servers = [await server(env.database), await server(second)];
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const app = servers[i % 2]!;
      expect((await loginRequest(app, 'incidents@demo.test', 'wrong', address)).statusCode).toBe(
        401,
      );
      now += 60_000; // past any delay: only the pair's limit is left
    }
    // The first failure leaves the 15-minute window 10 minutes from now, on either server.
    for (const app of servers)
      expectWait(await loginRequest(app, 'incidents@demo.test', DEMO_PASSWORD, address), 600);
    await servers[0]!.close();
    const restarted = await server(env.database);
    expectWait(await loginRequest(restarted, 'incidents@demo.test', DEMO_PASSWORD, address), 600);
    now += 600_000;
    const res = await loginRequest(restarted, 'incidents@demo.test', DEMO_PASSWORD, address);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a client address after 20 failures across accounts and servers', async () => {
    const servers = [await server(env.database), await server(second)];
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const app = servers[i % 2]!;
      const res = await loginRequest(app, `spray${i}@demo.test`, 'wrong', address);
      expect(res.statusCode).toBe(401);
    }
    for (const app of servers)
      expectWait(await loginRequest(app, 'admin@demo.test', DEMO_PASSWORD, address), 900);
    expect((await loginRequest(servers[1]!, 'admin@demo.test')).statusCode).toBe(200);
  });

  it('counts tries sent at once to two servers one after the other', async () => {
    const servers = [await server(env.database), await server(second)];
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        loginRequest(servers[i % 2]!, 'viewer@demo.test', 'wrong', address),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    // Three failures start the account's delay; the other seven wait for it.
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
    now += 60_000;
  });

  it('settles right and wrong tries sent at once to two servers without a conflict', async () => {
    const servers = [await server(env.database), await server(second)];
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        loginRequest(servers[i % 2]!, 'hr@demo.test', i % 3 ? 'wrong' : DEMO_PASSWORD, address),
      ),
    );
    // Each try is counted, refused, taken back or cleared in one row order: no deadlock.
    for (const res of answers) expect([200, 401, 429]).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    now += 60_000;
  });

  it('limits password reset requests per email across servers', async () => {
    const servers = [await server(env.database), await server(second)];
    const request = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'reset-limit@demo.test' },
        remoteAddress: freshAddress(),
      });
    for (let i = 0; i < 3; i++) expect((await request(servers[i % 2]!)).statusCode).toBe(202);
    expectWait(await request(servers[1]!), 900);
  });
});

describe('route rate limits across servers', () => {
  it('counts one limit for two servers and keeps it over a restart', async () => {
    const limits = { publicReadsPerMinute: 3 };
    const servers = [await server(env.database, limits), await server(second, limits)];
    const address = freshAddress();
    const read = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/itam/open-api/plans', remoteAddress: address });
    for (let i = 0; i < 3; i++) expect((await read(servers[i % 2]!)).statusCode).toBe(200);
    const limited = await read(servers[1]!);
    expectErrorBody(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().retryAfterSeconds).toBe(Number(limited.headers['retry-after']));
    await servers[0]!.close();
    expectErrorBody(await read(await server(env.database, limits)), 429);
    // Another address, and the same one once the minute is over.
    const other = await servers[1]!.inject({
      method: 'GET',
      url: '/api/itam/open-api/plans',
      remoteAddress: freshAddress(),
    });
    expect(other.statusCode).toBe(200);
    now += 60_000;
    expect((await read(servers[1]!)).statusCode).toBe(200);
  });
});

/** Fails the queries it is told to, as a database that stopped answering does. */
class Outage implements KyselyPlugin {
  failing: 'all' | 'users' | null = null;

  transformQuery(args: PluginTransformQueryArgs) {
    const users = JSON.stringify(args.node).includes('"name":"users"');
    if (this.failing === 'all' || (this.failing === 'users' && users))
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      });
    return args.node;
  }

  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

describe('a database outage', () => {
  it.each(['all', 'users'] as const)(
    'answers 503 and counts nothing (failing: %s); the right password signs in once it is back',
    async (failing) => {
      const outage = new Outage();
      const app = await server({ ...env.database, db: env.database.db.withPlugin(outage) });
      const address = freshAddress();
      outage.failing = failing;
      for (let i = 0; i < 8; i++) {
        const res = await loginRequest(app, 'agent@demo.test', 'maybe-right', address);
        expect(expectErrorBody(res, 503).error).toMatch(/database did not answer/);
      }
      outage.failing = null;
      expect((await loginRequest(app, 'agent@demo.test', DEMO_PASSWORD, address)).statusCode).toBe(
        200,
      );
    },
  );
});

describe('expired counts', () => {
  it('are swept, and a row keeps only the newest tries', async () => {
    const counts = new LimitCounts(env.database.db, () => now);
    const at = now;
    for (let i = 0; i < 50; i++) await counts.record(['test:flood'], at + i, 60_000, 5);
    const before = await counts.record(['test:flood'], at + 50, 60_000, 5);
    expect(before.get('test:flood')).toEqual([45, 46, 47, 48, 49].map((i) => at + i));
    await counts.countRequest('test:route', 60_000);
    await sweepExpiredLimits(env.database.db, at + 60_000);
    // The flood's row ends a minute after its last try; the route's window has ended.
    const rows = (table: 'limit_hits' | 'rate_limit_counts') =>
      env.database.db.selectFrom(table).select('key').where('key', 'like', 'test:%').execute();
    expect(await rows('limit_hits')).toHaveLength(1);
    expect(await rows('rate_limit_counts')).toHaveLength(0);
    await sweepExpiredLimits(env.database.db, at + 60_051);
    expect(await rows('limit_hits')).toHaveLength(0);
  });
});
