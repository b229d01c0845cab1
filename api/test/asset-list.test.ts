/**
 * The list's paging tricks (totals from asset_counts, deep pages read from the
 * far end of the index, search counted by a window) must give exactly what a
 * plain ORDER BY ... OFFSET gives.
 */
import { sql } from 'kysely';
import { ASSET_SORT_FIELDS, type GetAssetsQuery } from '@itam/shared/contracts';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { appendAssets } from '../src/seed/append';
import { listAssets, type SearchFacts } from '../src/modules/assets/list.service';
import { likePattern } from '../src/platform/sql';
import { VersionedMemo } from '../src/services/versioned-memo';
import type { Checkpoints } from '../src/services/page-checkpoints';
import { createTestDatabase, SMALL_SEED, type TestDatabase } from './helpers';

let testDb: TestDatabase;
let companyId: string;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrate(db());
  await seedDemo(db(), SMALL_SEED);
  await appendAssets(db(), 'Demo Corp', 2440);
  companyId = (
    await db()
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo Corp')
      .executeTakeFirstOrThrow()
  ).id;
  // Missing values and ties, which the mirrored order must place exactly.
  await sql`update assets set price = null where company_id = ${companyId} and tag like '%7'`.execute(
    db(),
  );
  await sql`update assets set created_at = '2024-01-01T00:00:00Z' where company_id = ${companyId} and tag like '%3'`.execute(
    db(),
  );
  // Matches bunched at the far end of the default order: walking from the start misses them.
  await sql`update assets set name = name || ' Clusterterm', created_at = '2001-01-01T00:00:00Z'
    where id in (select id from assets where company_id = ${companyId} order by tag limit 30)`.execute(
    db(),
  );
  // A common term (a quarter of the list), all of it at the far end: the walk from the start comes up short.
  await sql`update assets set model = model || ' Bunchterm', created_at = '2000-01-01T00:00:00Z'::timestamptz + (random() * interval '300 days')
    where id in (select id from assets where company_id = ${companyId} order by tag desc limit 700)`.execute(
    db(),
  );
});
afterAll(() => testDb.drop());

const SORT_SQL: Record<string, string> = {
  createdAt: 'created_at',
  name: 'lower(name) collate "C"',
  serialNumber: 'serial_number collate "C"',
  dateOfPurchase: 'date_of_purchase',
  dateOfAssign: 'date_of_assign',
  price: 'price',
  warrantyRemaining: 'warranty_end',
  state: 'state collate "C"',
};

/** The obvious query, for comparison. */
async function naive(query: GetAssetsQuery): Promise<{ ids: string[]; total: number }> {
  const dir = sql.raw(query.sortOrder);
  const key =
    query.sortBy === 'createdAt'
      ? sql``
      : sql`${sql.raw(SORT_SQL[query.sortBy]!)} ${dir} nulls last,`;
  const state = query.state ? sql`and state = ${query.state}` : sql``;
  const search = query.search ? sql`and search_text like ${likePattern(query.search)}` : sql``;
  const where = sql`company_id = ${companyId} ${state} ${search}`;
  const rows = await sql<{ id: string }>`select id from assets where ${where}
    order by ${key} created_at ${dir}, id ${dir} limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(
    db(),
  );
  const total = await sql<{
    n: number;
  }>`select count(*)::int as n from assets where ${where}`.execute(db());
  return { ids: rows.rows.map((r) => r.id), total: total.rows[0]!.n };
}

const base: GetAssetsQuery = { pageNumber: 0, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' };
// Shared by the tests: checkpoints built once serve every later deep page until a write.
const checkpoints = new VersionedMemo<Checkpoints>();
const searches = new VersionedMemo<SearchFacts>();

it.each(
  ASSET_SORT_FIELDS.flatMap((sortBy) =>
    (['asc', 'desc'] as const).map((sortOrder) => [sortBy, sortOrder] as const),
  ),
)('pages by %s %s exactly like OFFSET, near and far', async (sortBy, sortOrder) => {
  for (const [pageNumber, limit] of [
    [0, 10],
    [60, 10],
    [125, 20],
    [180, 10],
    [249, 10],
    [250, 10],
    [356, 7],
    [357, 7],
    [400, 10],
  ] as const) {
    const query = { ...base, sortBy, sortOrder, pageNumber, limit };
    const want = await naive(query);
    for (const memos of [{}, { checkpoints }]) {
      const got = await listAssets(db(), companyId, query, memos);
      expect({ page: pageNumber, ids: got.assets.map((a) => a._id) }).toEqual({
        page: pageNumber,
        ids: want.ids,
      });
      expect(got.total).toBe(want.total);
    }
  }
});

it('pages a state filter and a text filter exactly like OFFSET', async () => {
  // Common terms walk the sort index; rare ones (one tag) are collected through the trigram index.
  const filters = [
    { state: 'ASSIGNED' as const },
    { search: 'latitude' },
    { search: 'dc-0012', state: 'IN_INVENTORY' as const },
    { search: 'DC-000123' },
    { search: 'dc-0001' },
    { search: 'sharma', sortBy: 'price' as const, sortOrder: 'asc' as const },
    { search: 'e', sortBy: 'name' as const },
    { search: 'clusterterm' },
    { search: 'clusterterm', sortOrder: 'asc' as const },
    { search: 'bunchterm' },
    { search: 'bunchterm', sortOrder: 'asc' as const },
  ];
  for (const extra of filters) {
    // Twice: the second pass pages from the marks the first one left.
    for (const pageNumber of [0, 1, 3, 9, 60, 100, 110, 0, 5, 9, 12, 63]) {
      const query = { ...base, ...extra, pageNumber };
      const got = await listAssets(db(), companyId, query, { checkpoints, search: searches });
      const want = await naive(query);
      expect(got.assets.map((a) => a._id)).toEqual(want.ids);
      expect(got.total).toBe(want.total);
    }
  }
});

describe('remembered search facts', () => {
  const version = async () =>
    (
      await db()
        .selectFrom('asset_versions')
        .select('version')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).version;

  it('are used only while the company asset version is unchanged', async () => {
    const memo = new VersionedMemo<SearchFacts>();
    const query = { ...base, search: 'latitude' };
    const first = await listAssets(db(), companyId, query, { search: memo });
    expect(first.total).toBe((await naive(query)).total);
    // Plant a wrong value at the current version: it is served, proving the memo is read...
    const key = JSON.stringify([companyId, null, 'latitude']);
    memo.set(key, await version(), { matches: 424242, marks: {} });
    expect((await listAssets(db(), companyId, query, { search: memo })).total).toBe(424242);
    // ...and any change to the company's assets retires it.
    await sql`update assets set name = name where id = (select id from assets where company_id = ${companyId} limit 1)`.execute(
      db(),
    );
    expect((await listAssets(db(), companyId, query, { search: memo })).total).toBe(first.total);
  });

  it('follow inserts, deletes and renamed employees', async () => {
    const memo = new VersionedMemo<SearchFacts>();
    const query = { ...base, search: 'zephyr quill' };
    expect((await listAssets(db(), companyId, query, { search: memo })).total).toBe(0);
    const employee = await db()
      .selectFrom('assets')
      .select('employee_id')
      .where('company_id', '=', companyId)
      .where('employee_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('employees')
      .set({ name: 'Zephyr Quill' })
      .where('id', '=', employee.employee_id!)
      .execute();
    const renamed = await listAssets(db(), companyId, query, { search: memo });
    expect(renamed.total).toBeGreaterThan(0);
    expect(renamed.total).toBe((await naive(query)).total);
    await db().deleteFrom('assets').where('id', '=', renamed.assets[0]!._id).execute();
    expect((await listAssets(db(), companyId, query, { search: memo })).total).toBe(
      renamed.total - 1,
    );
  });

  it('bumps only the changed company version', async () => {
    const other = (
      await db()
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Other Ltd')
        .executeTakeFirstOrThrow()
    ).id;
    const otherVersion = async () =>
      (
        await db()
          .selectFrom('asset_versions')
          .select('version')
          .where('company_id', '=', other)
          .executeTakeFirstOrThrow()
      ).version;
    const [mine, theirs] = [await version(), await otherVersion()];
    await db()
      .insertInto('assets')
      .values({ company_id: companyId, name: 'Version probe', state: 'IN_INVENTORY' })
      .execute();
    expect(await version()).toBe(mine + 1);
    expect(await otherVersion()).toBe(theirs);
  });
});

describe('page checkpoints', () => {
  const deep = [
    { ...base, pageNumber: 137 },
    { ...base, pageNumber: 200, sortOrder: 'asc' as const },
    { ...base, pageNumber: 120, state: 'ASSIGNED' as const },
  ];
  const matchesNaive = async (memo: VersionedMemo<Checkpoints>) => {
    for (const query of deep) {
      const got = await listAssets(db(), companyId, query, { checkpoints: memo });
      expect(got.assets.map((a) => a._id)).toEqual((await naive(query)).ids);
    }
  };

  it('stay exact across writes, falling back to OFFSET and then rebuilding', async () => {
    const memo = new VersionedMemo<Checkpoints>();
    await matchesNaive(memo);
    // A new newest asset shifts every page of the default order by one.
    await db()
      .insertInto('assets')
      .values({ company_id: companyId, name: 'Newest', state: 'ASSIGNED' })
      .execute();
    await sql`delete from assets where id = (select id from assets where company_id = ${companyId} order by created_at asc limit 1)`.execute(
      db(),
    );
    await matchesNaive(memo); // stale, rebuilt too recently: OFFSET
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    try {
      await matchesNaive(memo); // stale and old enough: rebuilt
    } finally {
      later.mockRestore();
    }
    await matchesNaive(memo);
  });

  it('answers a page past the end with the total and no rows', async () => {
    const memo = new VersionedMemo<Checkpoints>();
    const page = await listAssets(
      db(),
      companyId,
      { ...base, pageNumber: 5000 },
      { checkpoints: memo },
    );
    expect(page.assets).toEqual([]);
    expect(page.total).toBe((await naive({ ...base, pageNumber: 5000 })).total);
  });
});

describe('search marks', () => {
  it('page a common term exactly from its marks, and stop being used after a write', async () => {
    const memo = new VersionedMemo<SearchFacts>();
    const pages = [0, 7, 12, 30, 31, 69];
    const check = async () => {
      for (const sortOrder of ['desc', 'asc'] as const) {
        for (const pageNumber of pages) {
          const query = { ...base, search: 'bunchterm', sortOrder, pageNumber };
          expect(
            (await listAssets(db(), companyId, query, { search: memo })).assets.map((a) => a._id),
          ).toEqual((await naive(query)).ids);
        }
      }
    };
    await check();
    const key = JSON.stringify([companyId, null, 'bunchterm']);
    expect(memo.peek(key)?.value.marks.desc?.length).toBeGreaterThan(5);
    await db()
      .updateTable('assets')
      .set({ model: 'Bunchterm X' })
      .where('id', '=', (await naive({ ...base, pageNumber: 3 })).ids[0]!)
      .execute();
    await check();
  });
});
