/**
 * Every figure of GET /assets/dashboard opens the asset list with a filter, and the
 * list's total with that filter is the figure: states, types, branches (also
 * 'Unspecified' and several at once), warranties ending within 30/60/90 days.
 */
import { sql } from 'kysely';
import type { AssetDashboard, AssetListItem } from '@itam/shared/contracts';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';

let world: AssetWorld;
const db = () => world.env.database.db;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  world = await assetWorld();
  const company = world.demo.companyId;
  // No warranty near the window's edges (today, today + 30/60/90), so the figures cannot
  // move if the day changes during the test; then a few inside each window.
  await sql`update assets set warranty_end = case when random() < 0.5
      then ${day(-400)}::date else ${day(400)}::date end
    where company_id = ${company}`.execute(db());
  const ids = (
    await sql<{ id: string }>`select id from assets where company_id = ${company}
      and state not in ('DISPOSED') order by id limit 9`.execute(db())
  ).rows.map((r) => r.id);
  const offsets = [5, 10, 15, 45, 50, 75, 80, 85, 200];
  for (const [i, id] of ids.entries())
    await sql`update assets set warranty_end = ${day(offsets[i]!)}::date where id = ${id}`.execute(
      db(),
    );
  // A disposed asset's warranty no longer counts, in the figure as in the list.
  await sql`update assets set warranty_end = ${day(7)}::date where id = (
      select id from assets where company_id = ${company} and state = 'DISPOSED' limit 1)`.execute(
    db(),
  );
  // Assets without a type or a branch ('Unspecified').
  await sql`update assets set asset_type_id = null where id in (
      select id from assets where company_id = ${company} order by id desc limit 3)`.execute(db());
  await sql`update assets set office_id = null where id in (
      select id from assets where company_id = ${company} order by id desc offset 2 limit 4)`.execute(
    db(),
  );
});
afterAll(() => world.env.close());

async function dashboard(): Promise<AssetDashboard> {
  const res = await world.admin.get('/assets/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function listTotal(query: string): Promise<number> {
  const res = await world.admin.get(`/assets/get-assets?limit=1&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().totalAssetsCount;
}

/** Every asset of the list with `query`, all pages. */
async function listAll(query: string): Promise<AssetListItem[]> {
  const out: AssetListItem[] = [];
  for (let page = 0; ; page++) {
    const body = (
      await world.admin.get(`/assets/get-assets?limit=100&pageNumber=${page}&${query}`)
    ).json();
    out.push(...body.assets);
    if (out.length >= body.totalAssetsCount || !body.assets.length) return out;
  }
}

const idOrNone = (id: string | null) => id ?? 'none';

describe('each dashboard figure and the list filtered to it', () => {
  it('agree on the total, each state, type and branch, Unspecified and several at once', async () => {
    const d = await dashboard();
    expect(await listTotal('')).toBe(d.total);
    for (const { state, count } of d.byState)
      expect([state, await listTotal(`states=${state}`)]).toEqual([state, count]);
    // A group of states (With IT, ...) is the sum of its states.
    const some = d.byState.slice(0, 3);
    expect(await listTotal(`states=${some.map((s) => s.state).join(',')}`)).toBe(
      some.reduce((sum, s) => sum + s.count, 0),
    );
    for (const [param, entries] of [
      ['assetTypeId', d.byType],
      ['officeId', d.byBranch],
    ] as const) {
      expect(entries.some((e) => e._id === null && e.name === 'Unspecified')).toBe(true);
      for (const entry of entries)
        expect([entry.name, await listTotal(`${param}=${idOrNone(entry._id)}`)]).toEqual([
          entry.name,
          entry.count,
        ]);
      // 'Other' bars: the entries past the top ones, Unspecified among them.
      const rest = [...entries].sort((a, b) => a.count - b.count).slice(0, 3);
      if (!rest.some((e) => e._id === null)) rest.push(entries.find((e) => e._id === null)!);
      expect(await listTotal(`${param}=${rest.map((e) => idOrNone(e._id)).join(',')}`)).toBe(
        rest.reduce((sum, e) => sum + e.count, 0),
      );
    }
    const unspecified = await listAll('assetTypeId=none');
    expect(unspecified.length).toBe(3);
    expect(unspecified.every((a) => a.assetType === null)).toBe(true);
  });

  it('agree on warranties ending within 30, 60 and 90 days, leaving disposed assets out', async () => {
    const d = await dashboard();
    expect(d.warrantyExpiring).toEqual({ d30: 3, d60: 5, d90: 8 });
    for (const days of [30, 60, 90] as const) {
      const listed = await listAll(`warrantyEndsWithinDays=${days}`);
      expect(listed).toHaveLength(d.warrantyExpiring[`d${days}`]);
      for (const asset of listed) {
        expect(asset.state).not.toBe('DISPOSED');
        expect(asset.warrantyRemaining! >= day(0) && asset.warrantyRemaining! <= day(days)).toBe(
          true,
        );
      }
    }
    // Filters combine: the soonest warranties sorted by their end, of one state.
    const sorted = await listAll(
      'warrantyEndsWithinDays=90&sortBy=warrantyRemaining&sortOrder=asc',
    );
    expect(sorted.map((a) => a.warrantyRemaining)).toEqual(
      [5, 10, 15, 45, 50, 75, 80, 85].map(day),
    );
  });

  it('never counts or lists another company’s assets', async () => {
    const mine = await dashboard();
    const theirs = (await world.other.get('/assets/dashboard')).json() as AssetDashboard;
    const theirTotal = (await world.other.get('/assets/get-assets?limit=1')).json()
      .totalAssetsCount;
    expect(theirs.total).toBe(theirTotal);
    expect(theirs.total).not.toBe(mine.total);
    for (const type of mine.byType.filter((t) => t._id)) {
      const res = await world.other.get(`/assets/get-assets?assetTypeId=${type._id}`);
      expect(res.json().totalAssetsCount).toBe(0);
    }
    for (const branch of mine.byBranch.filter((b) => b._id)) {
      const res = await world.other.get(`/assets/get-assets?officeId=${branch._id}`);
      expect(res.json().totalAssetsCount).toBe(0);
    }
    // Other Ltd's warranty list holds only its own assets, and as many as its figure.
    const other = await world.other.get('/assets/get-assets?warrantyEndsWithinDays=90&limit=100');
    expect(other.json().totalAssetsCount).toBe(theirs.warrantyExpiring.d90);
    const listed = (other.json().assets as AssetListItem[]).map((a) => a._id);
    if (listed.length) {
      const owners = await db()
        .selectFrom('assets')
        .select('company_id')
        .distinct()
        .where('id', 'in', listed)
        .execute();
      expect(owners.map((o) => o.company_id)).not.toContain(world.demo.companyId);
    }
  });
});

describe('the new list filters refuse bad values (400 naming the field)', () => {
  it.each([
    ['warrantyEndsWithinDays=-1', 'warrantyEndsWithinDays'],
    ['warrantyEndsWithinDays=3651', 'warrantyEndsWithinDays'],
    ['warrantyEndsWithinDays=soon', 'warrantyEndsWithinDays'],
    ['warrantyEndsWithinDays=1.5', 'warrantyEndsWithinDays'],
    ['assetTypeId=nothing', 'assetTypeId.0'],
    [`assetTypeId=none,${'1'.repeat(8)}`, 'assetTypeId.1'],
    ['officeId=NULL', 'officeId.0'],
  ])('%s', async (query, field) => {
    const body = expectErrorBody(await world.admin.get(`/assets/get-assets?${query}`), 400);
    expect(body.issues?.[0]?.field).toBe(field);
  });
});
