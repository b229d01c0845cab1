/** One company can never read or change another company's rows. */
import type { AssetListItem } from '@itam/shared/contracts';
import {
  bearer,
  createTestEnv,
  DEMO_CORP_ASSETS,
  expectErrorBody,
  login,
  SMALL_SEED,
  type TestEnv,
} from './helpers';

let env: TestEnv;
let demo: string;
let other: string;
let demoAssets: AssetListItem[];
let otherAssets: AssetListItem[];

beforeAll(async () => {
  env = await createTestEnv();
  demo = await login(env.app, 'admin@demo.test');
  other = await login(env.app, 'admin@other.test');
  const all = async (token: string) =>
    (
      await env.app.inject({ url: '/api/assets/get-assets?limit=100', headers: bearer(token) })
    ).json().assets as AssetListItem[];
  demoAssets = await all(demo);
  otherAssets = await all(other);
});
afterAll(() => env.close());

it('lists only the caller company assets', () => {
  expect(demoAssets).toHaveLength(DEMO_CORP_ASSETS);
  expect(otherAssets).toHaveLength(SMALL_SEED.otherAssets);
  expect(demoAssets.every((a) => a.tag?.startsWith('DC-'))).toBe(true);
  expect(otherAssets.every((a) => a.tag?.startsWith('OL-'))).toBe(true);
  const demoIds = new Set(demoAssets.map((a) => a._id));
  expect(otherAssets.some((a) => demoIds.has(a._id))).toBe(false);
});

it('answers 404 to reading another company asset by id', async () => {
  const target = demoAssets[0]!;
  expectErrorBody(
    await env.app.inject({ url: `/api/assets/${target._id}`, headers: bearer(other) }),
    404,
  );
  expect(
    (await env.app.inject({ url: `/api/assets/${target._id}`, headers: bearer(demo) })).statusCode,
  ).toBe(200);
});

it('answers 404 to deleting another company asset and leaves it in place', async () => {
  const target = demoAssets[1]!;
  // The seed gives the newest assets a history: nothing may be added to it.
  const logged = () =>
    env.database.db
      .selectFrom('activity_log')
      .select('id')
      .where('entity_id', '=', target._id)
      .execute();
  const before = await logged();
  const res = await env.app.inject({
    method: 'DELETE',
    url: `/api/assets/${target._id}`,
    headers: bearer(other),
  });
  expectErrorBody(res, 404);
  expect(
    (await env.app.inject({ url: `/api/assets/${target._id}`, headers: bearer(demo) })).statusCode,
  ).toBe(200);
  expect(await logged()).toEqual(before);
});

it('does not find another company assets by search', async () => {
  const target = demoAssets[2]!;
  const res = await env.app.inject({
    url: `/api/assets/get-assets?search=${target.tag}`,
    headers: bearer(other),
  });
  expect(res.json()).toMatchObject({ totalAssetsCount: 0, assets: [] });
});

it('refuses, in the database itself, a row that points at another company row', async () => {
  const db = env.database.db;
  const otherCompany = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Other Ltd')
    .executeTakeFirstOrThrow();
  const demoBranch = await db
    .selectFrom('branches')
    .innerJoin('companies', 'companies.id', 'branches.company_id')
    .select('branches.id')
    .where('companies.name', '=', 'Demo Corp')
    .executeTakeFirstOrThrow();
  await expect(
    db
      .insertInto('assets')
      .values({
        company_id: otherCompany.id,
        name: 'Sneaky',
        state: 'IN_INVENTORY',
        office_id: demoBranch.id,
      })
      .execute(),
  ).rejects.toMatchObject({ code: '23503' });
});

it('keeps each session bound to its own company', async () => {
  const verify = async (token: string) =>
    (
      await env.app.inject({
        method: 'POST',
        url: '/api/auth/verify-token',
        headers: bearer(token),
      })
    ).json().company.name;
  expect(await verify(demo)).toBe('Demo Corp');
  expect(await verify(other)).toBe('Other Ltd');
});
