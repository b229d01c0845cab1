/**
 * The guard's session cache (src/auth/session-cache.ts): repeat requests skip
 * the session read, yet every revocation, role edit and deactivation takes
 * effect on the next request of this process, and within moments on another
 * server on the same database (a second app with its own connections here).
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTokenService } from '../src/auth/jwt';
import { SessionCache } from '../src/auth/session-cache';
import { ChangeFeed } from '../src/db/change-feed';
import { openDatabase, type Database } from '../src/db';
import {
  bearer,
  createTestEnv,
  expectErrorBody,
  login,
  TEST_SECRET,
  testConfig,
  type TestEnv,
} from './helpers';

let env: TestEnv;

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  env = await createTestEnv();
  // On PostgreSQL the listening connection comes up just after start; until then nothing is cached.
  await until(() => env.database.changes.live, 5_000);
});
afterAll(() => env.close());

const jtiOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;
const verify = (token: string, app: FastifyInstance = env.app) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-token', headers: bearer(token) });
const list = (token: string) =>
  env.app.inject({ url: '/api/assets/available?limit=1', headers: bearer(token) });
const cache = () => env.app.sessionCache;

async function demoIds() {
  return env.database.db
    .selectFrom('users')
    .select(['id', 'company_id', 'role_id'])
    .where('email', '=', 'viewer@demo.test')
    .executeTakeFirstOrThrow();
}

describe('in this process', () => {
  it('serves a token seen before from memory', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    expect(cache().has(jtiOf(token))).toBe(false);
    expect((await verify(token)).statusCode).toBe(200);
    expect(cache().has(jtiOf(token))).toBe(true);
    expect((await list(token)).statusCode).toBe(200);
  });

  it('refuses a token at once after logout', async () => {
    const token = await login(env.app, 'admin@demo.test');
    const other = await login(env.app, 'admin@demo.test');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(200);
    expect(cache().has(jtiOf(token))).toBe(true);
    expect(
      (await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(cache().has(jtiOf(token))).toBe(false);
    expectErrorBody(await verify(token), 401);
    expectErrorBody(await list(token), 401);
    expect((await verify(other)).statusCode).toBe(200);
  });

  it('applies edited role policies on the next request', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    const { company_id: companyId, role_id: roleId } = await demoIds();
    const setPolicies = (policies: object) =>
      env.database.db
        .updateTable('roles')
        .set({ policies: JSON.stringify(policies) })
        .where('id', '=', roleId)
        .where('company_id', '=', companyId)
        .execute();
    expect((await list(token)).statusCode).toBe(200);
    expect(cache().has(jtiOf(token))).toBe(true);
    try {
      await setPolicies({ on_organsiation: { company_branches: ['view'] } });
      expectErrorBody(await list(token), 403);
    } finally {
      await setPolicies({ on_asset: { asset: ['view'] } });
    }
    expect((await list(token)).statusCode).toBe(200);
  });

  it('refuses the token of a deactivated user on the next request', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    const { id } = await demoIds();
    const setActive = (active: boolean) =>
      env.database.db.updateTable('users').set({ active }).where('id', '=', id).execute();
    expect((await verify(token)).statusCode).toBe(200);
    expect(cache().has(jtiOf(token))).toBe(true);
    try {
      await setActive(false);
      expectErrorBody(await verify(token), 401);
    } finally {
      await setActive(true);
    }
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('never serves a session past its own expiry', async () => {
    const { id, company_id: companyId } = await demoIds();
    const jti = crypto.randomUUID();
    const sessionEnds = Date.now() + 1_500;
    await env.database.db
      .insertInto('sessions')
      .values({
        id: jti,
        user_id: id,
        company_id: companyId,
        expires_at: new Date(sessionEnds),
        revoked_at: null,
      })
      .execute();
    // The token itself stays valid for an hour: only the session row ends.
    const token = await createTokenService(TEST_SECRET).sign(
      { userId: id, companyId, jti },
      new Date(Date.now() + 3_600_000),
    );
    expect((await verify(token)).statusCode).toBe(200);
    expect(cache().has(jti)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, sessionEnds - Date.now() + 50));
    expectErrorBody(await verify(token), 401);
    expect(cache().has(jti)).toBe(false);
    // Deleting a session that ended minutes ago is announced (clock skew): not in the next test.
    await env.database.db.deleteFrom('sessions').where('id', '=', jti).execute();
  });

  it('keeps its entries through changes that cannot affect a session', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    const { id, company_id: companyId } = await demoIds();
    expect((await verify(token)).statusCode).toBe(200);
    await env.database.db
      .updateTable('users')
      .set({ first_name: 'Vera' })
      .where('id', '=', id)
      .execute();
    // Login's housekeeping deletes long-expired sessions: not announced either.
    await env.database.db
      .insertInto('sessions')
      .values({
        id: crypto.randomUUID(),
        user_id: id,
        company_id: companyId,
        expires_at: new Date(Date.now() - 86_400_000),
        revoked_at: null,
      })
      .execute();
    await login(env.app, 'viewer@demo.test');
    expect(cache().has(jtiOf(token))).toBe(true);
  });
});

describe('across servers on one database', () => {
  /** A second app with its own connections (PostgreSQL); PGlite can only share the instance. */
  async function secondServer(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
    const own: Database | null =
      env.database.kind === 'postgres' ? await openDatabase(env.config.database) : null;
    const database = own ?? env.database;
    const app = await buildApp(testConfig({ database: env.config.database }), { database });
    await until(() => database.changes.live, 5_000);
    return {
      app,
      async close() {
        await app.close();
        await own?.close();
      },
    };
  }

  it('refuses a token revoked through another server within moments', async () => {
    const second = await secondServer();
    try {
      const token = await login(env.app, 'admin@demo.test');
      expect((await verify(token, second.app)).statusCode).toBe(200);
      expect(second.app.sessionCache.has(jtiOf(token))).toBe(true);
      expect(
        (await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
      // The cache keeps entries 30 s: a refusal within 2 s comes from the announcement.
      const waited = await until(
        async () => (await verify(token, second.app)).statusCode === 401,
        2_000,
      );
      expect(waited).toBeLessThan(2_000);
      expect(second.app.sessionCache.has(jtiOf(token))).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('applies a role edit made through another server within moments', async () => {
    const second = await secondServer();
    const { company_id: companyId, role_id: roleId } = await demoIds();
    const token = await login(env.app, 'viewer@demo.test');
    const list2 = () =>
      second.app.inject({ url: '/api/assets/available?limit=1', headers: bearer(token) });
    try {
      expect((await list2()).statusCode).toBe(200);
      expect(second.app.sessionCache.has(jtiOf(token))).toBe(true);
      await env.database.db
        .updateTable('roles')
        .set({ policies: JSON.stringify({}) })
        .where('id', '=', roleId)
        .where('company_id', '=', companyId)
        .execute();
      await until(async () => (await list2()).statusCode === 403, 2_000);
    } finally {
      await env.database.db
        .updateTable('roles')
        .set({ policies: JSON.stringify({ on_asset: { asset: ['view'] } }) })
        .where('id', '=', roleId)
        .where('company_id', '=', companyId)
        .execute();
      await second.close();
    }
  });

  // PostgreSQL only: PGlite listens on its only connection, which cannot drop.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres(
    'bypasses the cache while its listening connection is down, and resumes after',
    async () => {
      const token = await login(env.app, 'viewer@demo.test');
      expect((await verify(token)).statusCode).toBe(200);
      expect(cache().has(jtiOf(token))).toBe(true);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'itam-auth-listener' and datname = current_database()`.execute(
        env.database.db,
      );
      await until(() => !env.database.changes.live, 2_000);
      expect(cache().size).toBe(0);
      expect((await verify(token)).statusCode).toBe(200);
      expect(cache().has(jtiOf(token))).toBe(false);
      await until(() => env.database.changes.live, 5_000);
      expect((await verify(token)).statusCode).toBe(200);
      expect(cache().has(jtiOf(token))).toBe(true);
    },
  );
});

describe('SessionCache', () => {
  const claims = { userId: 'u1', companyId: 'c1', jti: 'j1' };
  const session = {
    roleName: 'Admin',
    accessLevel: 'admin',
    policies: {},
    company: {
      modules: [],
      license_not_required: true,
      subscription_start: null,
      subscription_end: null,
    },
  };
  let now = 1_000_000;
  let live = true;
  const source = { start: () => undefined, stop: async () => undefined };
  function setup(ttlMs = 30_000) {
    const feed = new ChangeFeed(source);
    const cache = new SessionCache(feed, { ttlMs, now: () => now });
    feed.setLive(live);
    return { feed, cache };
  }
  beforeEach(() => {
    now = 1_000_000;
    live = true;
  });

  it('keeps an entry until the earlier of the session expiry and the TTL', () => {
    const { cache } = setup();
    cache.set(cache.ticket('c1'), claims, session, now + 10_000);
    expect(cache.get(claims)).toEqual(session);
    now += 10_000;
    expect(cache.get(claims)).toBeNull();
    cache.set(cache.ticket('c1'), claims, session, now + 3_600_000);
    now += 29_999;
    expect(cache.get(claims)).toEqual(session);
    now += 1;
    expect(cache.get(claims)).toBeNull();
  });

  it('serves an entry only to the token of its user and company', () => {
    const { cache } = setup();
    cache.set(cache.ticket('c1'), claims, session, now + 10_000);
    expect(cache.get({ ...claims, userId: 'u2' })).toBeNull();
    expect(cache.get({ ...claims, companyId: 'c2' })).toBeNull();
  });

  it('refuses to store a read that a change overtook', () => {
    const { cache, feed } = setup();
    const ticket = cache.ticket('c1');
    feed.deliver('c1');
    cache.set(ticket, claims, session, now + 10_000);
    expect(cache.get(claims)).toBeNull();
    const other = cache.ticket('c1');
    feed.deliver('c2');
    cache.set(other, claims, session, now + 10_000);
    expect(cache.get(claims)).toEqual(session);
    const beforeTruncate = cache.ticket('c1');
    feed.deliver('*');
    expect(cache.get(claims)).toBeNull();
    cache.set(beforeTruncate, claims, session, now + 10_000);
    expect(cache.get(claims)).toBeNull();
  });

  it("drops only the changed company's entries", () => {
    const { cache, feed } = setup();
    const c2 = { userId: 'u2', companyId: 'c2', jti: 'j2' };
    cache.set(cache.ticket('c1'), claims, session, now + 10_000);
    cache.set(cache.ticket('c2'), c2, session, now + 10_000);
    feed.deliver('c1');
    expect(cache.get(claims)).toBeNull();
    expect(cache.get(c2)).toEqual(session);
  });

  it('is empty and bypassed while the feed is not live', () => {
    const { cache, feed } = setup();
    const ticket = cache.ticket('c1');
    cache.set(ticket, claims, session, now + 10_000);
    feed.setLive(false);
    expect(cache.size).toBe(0);
    expect(cache.ticket('c1')).toBeNull();
    cache.set(ticket, claims, session, now + 10_000);
    expect(cache.get(claims)).toBeNull();
    const whileDown = cache.ticket('c1');
    feed.setLive(true);
    // A read made while nothing was listening is never stored.
    cache.set(whileDown, claims, session, now + 10_000);
    cache.set(ticket, claims, session, now + 10_000);
    expect(cache.size).toBe(0);
    cache.set(cache.ticket('c1'), claims, session, now + 10_000);
    expect(cache.get(claims)).toEqual(session);
  });

  it('is off with a TTL of 0', () => {
    const { cache } = setup(0);
    cache.set(cache.ticket('c1'), claims, session, now + 10_000);
    expect(cache.get(claims)).toBeNull();
  });

  it('starts bypassed until the listening connection is up', () => {
    live = false;
    const { cache, feed } = setup();
    expect(cache.ticket('c1')).toBeNull();
    feed.setLive(true);
    expect(cache.ticket('c1')).not.toBeNull();
  });
});
