/**
 * What keeps the server answering a crowd (the figures are in the bench,
 * bench/run.ts): the embedded database works on a thread of its own, so the
 * event loop keeps accepting and answering connections while a statement runs;
 * signed-in requests are admitted a few at a time, in turn; and requests that
 * miss the same remembered list facts at once compute them once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getAssetsQuerySchema } from '@itam/shared/schemas';
import { Turns } from '../src/admission';
import { buildApp } from '../src/app';
import { sessionAccess } from '../src/auth/guard';
import { openDatabase, type Database } from '../src/db';
import { listAssets, type SearchFacts } from '../src/modules/assets/list.service';
import type { Checkpoints } from '../src/services/page-checkpoints';
import { VersionedMemo } from '../src/services/versioned-memo';
import {
  bearer,
  createTestDatabase,
  createTestEnv,
  login,
  SMALL_SEED,
  testConfig,
  type TestDatabase,
  type TestEnv,
} from './helpers';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { appendAssets } from '../src/seed/append';

describe('the embedded database on its own thread', () => {
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-crowd-'));
    const config = testConfig({ database: { kind: 'pglite', dataDir } });
    database = await openDatabase(config.database);
    app = await buildApp(config, { database });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts and answers a new connection while a statement runs', async () => {
    // A statement that runs until a file appears in the data directory (PGlite
    // sees the host's files there), which this test writes only once its HTTP
    // request has been answered. On the main thread the statement would hold
    // the event loop: no answer, so no file, until it gives up after 20 s.
    const release = path.join(dataDir, 'release');
    const running = sql`do $$
      declare started timestamptz := clock_timestamp();
      begin
        while pg_stat_file('release', true) is null loop
          if clock_timestamp() - started > interval '20 seconds' then
            raise exception 'never released: the server did not answer while the statement ran';
          end if;
          perform pg_sleep(0.005);
        end loop;
      end $$`.execute(database.db);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const response = await fetch(`http://127.0.0.1:${address.port}/api/config`);
    expect(response.status).toBe(200);
    fs.writeFileSync(release, '');
    await expect(running).resolves.toBeDefined();
  });
});

describe('admission in turn', () => {
  it('lets at most its capacity in at once, first come first served', async () => {
    const turns = new Turns(2);
    const entered: number[] = [];
    const releases: (() => void)[] = [];
    const waiting = [1, 2, 3, 4].map(async (n) => {
      releases.push(await turns.acquire());
      entered.push(n);
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(entered).toEqual([1, 2]);
    expect(turns.waiting).toBe(2);
    releases[0]!();
    releases[0]!(); // a second release of one turn gives nothing back
    await new Promise((resolve) => setImmediate(resolve));
    expect(entered).toEqual([1, 2, 3]);
    releases[1]!();
    releases[2]!();
    await Promise.all(waiting);
    expect(entered).toEqual([1, 2, 3, 4]);
    releases[3]!();
    expect(turns.waiting).toBe(0);
  });

  describe('in the app', () => {
    let env: TestEnv;
    let token: string;
    let open!: () => void;
    let gate: Promise<void>;
    const entered: number[] = [];

    beforeAll(async () => {
      env = await createTestEnv();
      gate = new Promise((resolve) => (open = resolve));
      // A signed-in route whose handler waits until the test opens the gate.
      env.app.get<{ Querystring: { n: string } }>(
        '/api/test/held',
        { config: { access: sessionAccess() } },
        async (request) => {
          entered.push(Number(request.query.n));
          await gate;
          return { type: 'success' };
        },
      );
      token = await login(env.app, 'admin@demo.test');
    });
    afterAll(() => env.close());

    it('holds signed-in requests past the admitted few while public ones answer', async () => {
      const { capacity } = env.app.admission;
      const count = capacity + 3;
      const answers = Array.from({ length: count }, (_, n) =>
        env.app.inject({ url: `/api/test/held?n=${n}`, headers: bearer(token) }),
      );
      // Each reaches its turn once the guard has let it through, in whatever order.
      while (entered.length < capacity || env.app.admission.waiting < 3) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(entered).toHaveLength(capacity);
      // Public routes are not held back by the crowd.
      expect((await env.app.inject({ url: '/api/config' })).statusCode).toBe(200);
      expect(entered).toHaveLength(capacity);
      open();
      const statuses = (await Promise.all(answers)).map((r) => r.statusCode);
      expect(statuses).toEqual(Array.from({ length: count }, () => 200));
      expect([...entered].sort((a, b) => a - b)).toEqual(
        Array.from({ length: count }, (_, n) => n),
      );
      expect(env.app.admission.waiting).toBe(0);
    });
  });
});

describe('a crowd missing the same remembered facts', () => {
  let testDb: TestDatabase;
  let companyId: string;
  const db = () => testDb.database.db;
  const CROWD = 8;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migrate(db());
    await seedDemo(db(), SMALL_SEED);
    await appendAssets(db(), 'Demo Corp', 1500);
    companyId = (
      await db()
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Demo Corp')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testDb.drop());

  const crowd = <T>(request: () => Promise<T>) =>
    Promise.all(Array.from({ length: CROWD }, request));

  it('builds the page checkpoints once, and every page is right', async () => {
    const memo = new VersionedMemo<Checkpoints>();
    const builds = jest.spyOn(memo, 'set');
    const query = getAssetsQuerySchema.parse({ pageNumber: 120 });
    const pages = await crowd(() => listAssets(db(), companyId, query, { checkpoints: memo }));
    expect(builds).toHaveBeenCalledTimes(1);
    const alone = await listAssets(db(), companyId, query);
    for (const page of pages) expect(page).toEqual(alone);
  });

  it('counts a search term once, and every page is right', async () => {
    const memo = new VersionedMemo<SearchFacts>();
    const sets = jest.spyOn(memo, 'set');
    const query = getAssetsQuerySchema.parse({ search: 'latitude' });
    const pages = await crowd(() => listAssets(db(), companyId, query, { search: memo }));
    // A count remembers facts without marks (a page may add marks later).
    const counts = sets.mock.calls.filter(([, , facts]) => Object.keys(facts.marks).length === 0);
    expect(counts).toHaveLength(1);
    const alone = await listAssets(db(), companyId, query);
    expect(alone.total).toBeGreaterThan(0);
    for (const page of pages) expect(page).toEqual(alone);
  });

  it('lets each request count for itself when the shared count fails', async () => {
    const memo = new VersionedMemo<SearchFacts>();
    const query = getAssetsQuerySchema.parse({ search: 'thinkpad' });
    let failNext = true;
    const build = memo.buildOnce.bind(memo);
    jest.spyOn(memo, 'buildOnce').mockImplementation((key, run) =>
      build(key, () => {
        if (!failNext) return run();
        failNext = false;
        return Promise.reject(new Error('lost connection'));
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: CROWD }, () => listAssets(db(), companyId, query, { search: memo })),
    );
    const alone = await listAssets(db(), companyId, query);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    for (const r of results) if (r.status === 'fulfilled') expect(r.value).toEqual(alone);
  });
});
