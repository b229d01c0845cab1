import { sql } from 'kysely';
import { ASSET_STATES, type AssetListItem } from '@itam/shared/contracts';
import {
  bearer,
  createTestEnv,
  DEMO_CORP_ASSETS,
  expectErrorBody,
  login,
  type TestEnv,
} from './helpers';

let env: TestEnv;
let admin: string;
let viewer: string;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await login(env.app, 'admin@demo.test');
  viewer = await login(env.app, 'viewer@demo.test');
});
afterAll(() => env.close());

const list = (query: string, token = admin) =>
  env.app.inject({ url: `/api/assets/get-assets?${query}`, headers: bearer(token) });
const assetsOf = async (query: string): Promise<AssetListItem[]> =>
  (await list(query)).json().assets;

const ITEM_KEYS = [
  '_id',
  'assetType',
  'createdAt',
  'dateOfAssign',
  'dateOfPurchase',
  'employee',
  'imei',
  'invoiceId',
  'make',
  'model',
  'name',
  'officeId',
  'price',
  'serialNumber',
  'state',
  'tag',
  'vendor',
  'warrantyRemaining',
];

describe('GET /api/assets/get-assets', () => {
  it('answers a page in the shape of the contract', async () => {
    const res = await list('pageNumber=0&limit=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      type: 'success',
      totalAssetsCount: DEMO_CORP_ASSETS,
      limit: 10,
      pageNumber: 0,
    });
    expect(body.assets).toHaveLength(10);
    for (const asset of body.assets as AssetListItem[]) {
      expect(Object.keys(asset).sort()).toEqual(ITEM_KEYS);
      expect(asset.tag).toMatch(/^DC-\d{6}$/);
      expect(ASSET_STATES).toContain(asset.state);
      expect(new Date(asset.createdAt).toISOString()).toBe(asset.createdAt);
      expect(asset.dateOfPurchase).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof asset.price).toBe('number');
      if (asset.state === 'ASSIGNED') {
        expect(asset.employee?.id).toMatch(/^DC-EMP-\d{4}$/);
        expect(asset.dateOfAssign).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      if (asset.imei !== null) expect(asset.imei).toMatch(/^\d{15}$/);
    }
  });

  it('defaults to page 0 of 10, newest first', async () => {
    const body = (await list('')).json();
    expect([body.pageNumber, body.limit, body.assets.length]).toEqual([0, 10, 10]);
    const created = body.assets.map((a: AssetListItem) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages through every asset exactly once', async () => {
    const seen = new Set<string>();
    for (let page = 0; page < Math.ceil(DEMO_CORP_ASSETS / 25); page++) {
      for (const asset of await assetsOf(`pageNumber=${page}&limit=25`)) seen.add(asset._id);
    }
    expect(seen.size).toBe(DEMO_CORP_ASSETS);
    const beyond = (await list('pageNumber=100&limit=25')).json();
    expect(beyond.assets).toEqual([]);
    expect(beyond.totalAssetsCount).toBe(DEMO_CORP_ASSETS);
  });

  it('filters by state and counts the filtered total', async () => {
    const body = (await list('state=ASSIGNED&limit=100')).json();
    expect(body.assets.length).toBeGreaterThan(0);
    expect(body.assets.every((a: AssetListItem) => a.state === 'ASSIGNED')).toBe(true);
    expect(body.totalAssetsCount).toBe(body.assets.length);
  });

  it('searches name, serial, tag, imei, vendor, make/model, employee and branch, case-insensitively', async () => {
    const [sample] = await assetsOf('state=ASSIGNED&limit=1');
    const phone = (await assetsOf('limit=100')).find((a) => a.imei)!;
    const probes: [string, (a: AssetListItem) => boolean][] = [
      [sample!.tag!.toLowerCase(), (a) => a._id === sample!._id],
      [sample!.serialNumber!, (a) => a._id === sample!._id],
      [phone.imei!.slice(3, 12), (a) => a._id === phone._id],
      [sample!.employee!.name.toUpperCase(), (a) => a.employee?.name === sample!.employee!.name],
      [sample!.officeId!.name, (a) => a.officeId?.name === sample!.officeId!.name],
      [`${sample!.make} ${sample!.model}`, (a) => a.name === `${sample!.make} ${sample!.model}`],
      [sample!.vendor!, (a) => a.vendor === sample!.vendor],
    ];
    for (const [term, matches] of probes) {
      const found = await assetsOf(`search=${encodeURIComponent(term)}&limit=100`);
      expect(found.length).toBeGreaterThan(0);
      expect(found.some(matches)).toBe(true);
    }
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect((await list('search=%25')).json().totalAssetsCount).toBe(0);
    expect((await list('search=_')).json().totalAssetsCount).toBe(0);
    expect((await list('search=%20%20')).json().totalAssetsCount).toBe(DEMO_CORP_ASSETS);
  });

  it.each([
    'price',
    'dateOfPurchase',
    'name',
    'serialNumber',
    'state',
    'warrantyRemaining',
  ] as const)('sorts by %s both ways', async (sortBy) => {
    // Text sorts are case-insensitive in code-point order (collation "C") on every database.
    const key = (a: AssetListItem) =>
      (typeof a[sortBy] === 'string' ? (a[sortBy] as string).toLowerCase() : a[sortBy]) as
        string | number;
    const inOrder = (values: (string | number)[], dir: 1 | -1) =>
      values.every(
        (v, i) =>
          i === 0 || (values[i - 1]! < v ? dir === 1 : values[i - 1]! > v ? dir === -1 : true),
      );
    const asc = (await assetsOf(`sortBy=${sortBy}&sortOrder=asc&limit=100`)).map(key);
    const desc = (await assetsOf(`sortBy=${sortBy}&sortOrder=desc&limit=100`)).map(key);
    expect(asc).toHaveLength(DEMO_CORP_ASSETS);
    expect(inOrder(asc, 1)).toBe(true);
    expect(inOrder(desc, -1)).toBe(true);
  });

  it('lists assets without a value last in both directions', async () => {
    for (const order of ['asc', 'desc']) {
      const assigned = (await assetsOf(`sortBy=dateOfAssign&sortOrder=${order}&limit=100`)).map(
        (a) => a.dateOfAssign,
      );
      const firstNull = assigned.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(assigned.slice(firstNull).every((d) => d === null)).toBe(true);
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['pageNumber=-1', 'pageNumber'],
    ['pageNumber=1.5', 'pageNumber'],
    ['state=BROKEN', 'state'],
    ['sortBy=password_hash', 'sortBy'],
    ['sortOrder=sideways', 'sortOrder'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['search=a%00b', 'search'],
    ['limit=1&limit=2', 'limit'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const body = expectErrorBody(await list(query), 400);
    expect(body.issues?.map((i) => i.field)).toContain(field);
  });

  it('answers the register with asset view, and a role without it only its own assets', async () => {
    expectErrorBody(await env.app.inject({ url: '/api/assets/get-assets' }), 401);
    expect((await list('', viewer)).statusCode).toBe(200);
    // A company with the module and a live subscription, whose role lacks asset view.
    const branchesOnly = await login(env.app, 'incidents@demo.test');
    const company = sql`(select company_id from users where email = 'incidents@demo.test')`;
    await sql`update companies set modules = array['incident-management', 'asset-management']
      where id = ${company}`.execute(env.database.db);
    await sql`update roles set policies = '{"on_organsiation":{"company_branches":["view"]}}'
      where company_id = ${company}`.execute(env.database.db);
    // No employee record of theirs: nothing is theirs (asset-own.test.ts has the rest).
    const res = await list('', branchesOnly);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'success', assets: [], totalAssetsCount: 0 });
  });
});

describe('GET and DELETE /api/assets/:id', () => {
  it('reads one asset', async () => {
    const [first] = await assetsOf('limit=1');
    const res = await env.app.inject({ url: `/api/assets/${first!._id}`, headers: bearer(viewer) });
    expect(res.statusCode).toBe(200);
    // The detail is the list item plus the detail fields (ASSETS-API.md).
    expect(res.json()).toMatchObject({ type: 'success', asset: first });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectErrorBody(
      await env.app.inject({ url: `/api/assets/${crypto.randomUUID()}`, headers: bearer(admin) }),
      404,
    );
    const bad = expectErrorBody(
      await env.app.inject({ url: '/api/assets/not-a-uuid', headers: bearer(admin) }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('id');
  });

  it('refuses delete to the viewer (403) and leaves the asset', async () => {
    const [first] = await assetsOf('limit=1');
    expectErrorBody(
      await env.app.inject({
        method: 'DELETE',
        url: `/api/assets/${first!._id}`,
        headers: bearer(viewer),
      }),
      403,
    );
    expect(
      (await env.app.inject({ url: `/api/assets/${first!._id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes for the admin and records the activity', async () => {
    const [victim] = await assetsOf('limit=1&sortBy=name');
    const res = await env.app.inject({
      method: 'DELETE',
      url: `/api/assets/${victim!._id}`,
      headers: bearer(admin),
    });
    expect(res.json()).toEqual({ type: 'success' });
    expectErrorBody(
      await env.app.inject({ url: `/api/assets/${victim!._id}`, headers: bearer(admin) }),
      404,
    );
    expectErrorBody(
      await env.app.inject({
        method: 'DELETE',
        url: `/api/assets/${victim!._id}`,
        headers: bearer(admin),
      }),
      404,
    );
    // (The seed may have given the asset a history before: only the deletion is checked.)
    const log = await env.database.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_id', '=', victim!._id)
      .where('action', '=', 'delete')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      entity_type: 'asset',
      action: 'delete',
      before: victim,
      after: null,
    });
    expect(log[0]!.actor_user_id).toEqual(expect.any(String));
    expect((await list('')).json().totalAssetsCount).toBe(DEMO_CORP_ASSETS - 1);
  });
});
