/**
 * What keeps the server answering a crowd (the figures are in the bench,
 * bench/run.ts): requests that miss the same remembered list facts at once
 * compute them once.
 */
import { getAssetsQuerySchema } from '@itam/shared/schemas';
import { listAssets, type SearchFacts } from '../src/services/asset-list';
import type { Checkpoints } from '../src/services/page-checkpoints';
import { VersionedMemo } from '../src/services/versioned-memo';
import { createTestDatabase, SMALL_SEED, type TestDatabase } from './helpers';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { appendAssets } from '../src/seed/append';

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
