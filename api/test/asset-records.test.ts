/** Activity, audits, depreciation, comments, the dashboard and the form dropdowns. */
import type { AssetActivity } from '@itam/shared/contracts';
import { client, assetWorld, createAsset, type AssetWorld, type Client } from './asset-fixtures';
import { userWith } from './org-fixtures';
import { expectErrorBody, login } from './helpers';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

describe('GET /api/assets/:id/activity and GET /api/activity', () => {
  it('pages one asset’s activity, newest first, with the actor', async () => {
    const asset = await createAsset(world);
    for (const state of ['IN_REPAIR', 'IN_INVENTORY', 'LOST'])
      await world.admin.post(`/assets/${asset._id}/state`, { state });
    const first = (await world.admin.get(`/assets/${asset._id}/activity?limit=2`)).json();
    expect(first.total).toBe(4);
    expect(first.activities.map((a: AssetActivity) => a.action)).toEqual([
      'state-change',
      'state-change',
    ]);
    expect(first.activities[0]).toMatchObject({
      entityId: asset._id,
      actor: { name: 'Priya Nair' },
      before: { state: 'IN_INVENTORY' },
      after: { state: 'LOST' },
    });
    expect(new Date(first.activities[0].at).toISOString()).toBe(first.activities[0].at);
    const last = (
      await world.admin.get(`/assets/${asset._id}/activity?limit=2&pageNumber=1`)
    ).json();
    expect(last.activities.map((a: AssetActivity) => a.action)).toEqual(['state-change', 'create']);
  });

  it('gives the company log newest first, optionally for one asset, never another company’s', async () => {
    const asset = await createAsset(world);
    const log = (await world.admin.get('/activity?limit=5')).json();
    expect(log.activities[0]).toMatchObject({ action: 'create', entityId: asset._id });
    expect(log.total).toBeGreaterThan(5);
    const one = (await world.admin.get(`/activity?assetId=${asset._id}`)).json();
    expect(one).toMatchObject({ total: 1, activities: [{ entityId: asset._id }] });
    const foreign = (await world.admin.get(`/activity?assetId=${world.foreign.assetId}`)).json();
    expect(foreign).toMatchObject({ total: 0, activities: [] });
  });

  it.each([
    ['/activity?limit=0', 'limit'],
    ['/activity?limit=101', 'limit'],
    ['/activity?pageNumber=-1', 'pageNumber'],
    ['/activity?assetId=1', 'assetId'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    expect(expectErrorBody(await world.admin.get(url), 400).issues?.[0]?.field).toBe(field);
  });
});

describe('audits', () => {
  it('records an audit and lists audits newest first', async () => {
    const asset = await createAsset(world);
    const body = {
      date: '2024-05-01',
      auditorName: 'Anita Desai',
      officeId: world.demo.branchId,
      condition: 'fair',
      notes: 'Scratched lid',
    };
    const created = await world.admin.post(`/assets/${asset._id}/audits`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().audit).toMatchObject({
      date: '2024-05-01',
      auditorName: 'Anita Desai',
      condition: 'fair',
      notes: 'Scratched lid',
      office: { _id: world.demo.branchId },
      createdBy: { name: 'Priya Nair' },
    });
    await world.admin.post(`/assets/${asset._id}/audits`, {
      ...body,
      date: '2024-08-01',
      condition: 'good',
      officeId: null,
      notes: '',
    });
    const audits = (await world.admin.get(`/assets/${asset._id}/audits`)).json().audits;
    expect(
      audits.map((a: { date: string; office: unknown; notes: unknown }) => [
        a.date,
        a.office === null,
        a.notes,
      ]),
    ).toEqual([
      ['2024-08-01', true, null],
      ['2024-05-01', false, 'Scratched lid'],
    ]);
    const log = (await world.admin.get(`/assets/${asset._id}/activity`)).json().activities;
    expect(log[0]).toMatchObject({
      action: 'audit.create',
      after: { date: '2024-08-01', condition: 'good' },
    });
  });

  it.each([
    [{ auditorName: '' }, 'auditorName'],
    [{ condition: 'excellent' }, 'condition'],
    [{ date: '01/05/2024' }, 'date'],
    [{ officeId: 'x' }, 'officeId'],
  ])('answers 400 naming the field for %j', async (override, field) => {
    const asset = await createAsset(world);
    const body = { date: '2024-05-01', auditorName: 'A', condition: 'good', ...override };
    expect(
      expectErrorBody(await world.admin.post(`/assets/${asset._id}/audits`, body), 400).issues?.map(
        (i) => i.field,
      ),
    ).toContain(field);
  });

  it('refuses a branch of another company (400 officeId)', async () => {
    const asset = await createAsset(world);
    const body = {
      date: '2024-05-01',
      auditorName: 'A',
      condition: 'good',
      officeId: world.foreign.branchId,
    };
    expect(
      expectErrorBody(await world.admin.post(`/assets/${asset._id}/audits`, body), 400).issues?.[0]
        ?.field,
    ).toBe('officeId');
  });
});

describe('depreciation', () => {
  it('answers the schedule of the asset’s settings, or of the method asked', async () => {
    const asset = await createAsset(world, {
      price: 1000,
      dateOfPurchase: '2020-01-01',
      usefulLifeYears: 3,
      salvageValue: 100,
      depreciationMethod: 'straight-line',
    });
    const res = (await world.admin.get(`/assets/${asset._id}/depreciation`)).json();
    expect(res.settings).toEqual({
      method: 'straight-line',
      usefulLifeYears: 3,
      salvageValue: 100,
      startDate: null,
    });
    expect(res.schedule.rows.map((r: { depreciation: number }) => r.depreciation)).toEqual([
      300, 300, 300,
    ]);
    expect(res.schedule.endOfLife).toEqual({ date: '2022-12-31', value: 100 });
    expect(res.schedule.toDate).toMatchObject({ value: 100, accumulated: 900 });
    const declining = (
      await world.admin.get(`/assets/${asset._id}/depreciation?method=declining-balance`)
    ).json();
    expect(declining.schedule.method).toBe('declining-balance');
    expect(declining.schedule.rows.at(-1).closing).toBe(100);
  });

  it('has no schedule while the asset lacks a price or settings', async () => {
    const asset = await createAsset(world, { price: null });
    expect((await world.admin.get(`/assets/${asset._id}/depreciation`)).json()).toEqual({
      type: 'success',
      settings: null,
      schedule: null,
    });
  });

  it('saves settings, logs them and refuses salvage above the price', async () => {
    const asset = await createAsset(world, { price: 5000 });
    const body = {
      method: 'declining-balance',
      usefulLifeYears: 5,
      salvageValue: 500,
      startDate: '2024-04-01',
    };
    const res = (await world.admin.post(`/assets/${asset._id}/depreciation`, body)).json();
    expect(res.settings).toEqual(body);
    expect(res.schedule).toMatchObject({ startDate: '2024-04-01', cost: 5000, salvageValue: 500 });
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset.depreciation).toEqual(body);
    expect(
      (await world.admin.get(`/assets/${asset._id}/activity`)).json().activities[0],
    ).toMatchObject({
      action: 'depreciation.update',
      after: { method: 'declining-balance', usefulLifeYears: 5 },
    });
    const tooMuch = await world.admin.post(`/assets/${asset._id}/depreciation`, {
      ...body,
      salvageValue: 5000.01,
    });
    expect(expectErrorBody(tooMuch, 400).issues?.[0]?.field).toBe('salvageValue');
  });

  it.each([
    [{ method: 'linear' }, 'method'],
    [{ usefulLifeYears: 0 }, 'usefulLifeYears'],
    [{ salvageValue: -1 }, 'salvageValue'],
    [{ startDate: '2024-1-1' }, 'startDate'],
  ])('answers 400 naming the field for %j', async (override, field) => {
    const asset = await createAsset(world);
    const body = {
      method: 'straight-line',
      usefulLifeYears: 3,
      salvageValue: 0,
      startDate: '2024-01-01',
      ...override,
    };
    expect(
      expectErrorBody(
        await world.admin.post(`/assets/${asset._id}/depreciation`, body),
        400,
      ).issues?.map((i) => i.field),
    ).toContain(field);
  });

  it('refuses an unknown method in the query (400 method)', async () => {
    const asset = await createAsset(world);
    expect(
      expectErrorBody(await world.admin.get(`/assets/${asset._id}/depreciation?method=sum`), 400)
        .issues?.[0]?.field,
    ).toBe('method');
  });
});

describe('comments', () => {
  let second: Client;
  beforeAll(async () => {
    // A second admin of Demo Corp, to show that only the author edits a comment.
    const db = world.env.database.db;
    const admin = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        ...admin,
        id: undefined,
        email: 'second@demo.test',
        first_name: 'Second',
        created_at: undefined,
      })
      .execute();
    second = client(world.env, await login(world.env.app, 'second@demo.test'));
  });

  it('adds, lists and edits comments; the detail shows the newest', async () => {
    const asset = await createAsset(world);
    const added = await world.admin.post(`/assets/${asset._id}/comments`, {
      text: '  Battery swollen  ',
    });
    expect(added.statusCode).toBe(201);
    const comment = added.json().comment;
    expect(comment).toMatchObject({
      text: 'Battery swollen',
      author: { name: 'Priya Nair' },
      edited: false,
    });
    await world.admin.post(`/assets/${asset._id}/comments`, { text: 'Replacement ordered' });
    const edited = (
      await world.admin.put(`/assets/${asset._id}/comments/${comment._id}`, {
        text: 'Battery swollen, sent for repair',
      })
    ).json().comment;
    expect(edited).toMatchObject({
      _id: comment._id,
      text: 'Battery swollen, sent for repair',
      edited: true,
    });
    const list = (await world.admin.get(`/assets/${asset._id}/comments`)).json().comments;
    expect(list.map((c: { text: string }) => c.text)).toEqual([
      'Replacement ordered',
      'Battery swollen, sent for repair',
    ]);
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset.comments).toEqual(list);
    const actions = (await world.admin.get(`/assets/${asset._id}/activity`))
      .json()
      .activities.map((a: AssetActivity) => a.action);
    expect(actions.slice(0, 3)).toEqual(['comment.update', 'comment.create', 'comment.create']);
  });

  it('lets only the author edit (403), and 404s a comment of another asset', async () => {
    const asset = await createAsset(world);
    const otherAsset = await createAsset(world);
    const comment = (
      await world.admin.post(`/assets/${asset._id}/comments`, { text: 'Mine' })
    ).json().comment;
    expectErrorBody(
      await second.put(`/assets/${asset._id}/comments/${comment._id}`, { text: 'Yours now' }),
      403,
    );
    expectErrorBody(
      await world.admin.put(`/assets/${otherAsset._id}/comments/${comment._id}`, { text: 'x' }),
      404,
    );
    expectErrorBody(
      await world.admin.put(`/assets/${asset._id}/comments/${crypto.randomUUID()}`, { text: 'x' }),
      404,
    );
    expect(
      expectErrorBody(
        await world.admin.put(`/assets/${asset._id}/comments/nope`, { text: 'x' }),
        400,
      ).issues?.[0]?.field,
    ).toBe('commentId');
  });

  it.each([[{ text: '' }], [{ text: '   ' }], [{ text: 'x'.repeat(2001) }], [{}]])(
    'answers 400 naming text for %j',
    async (body) => {
      const asset = await createAsset(world);
      expect(
        expectErrorBody(await world.admin.post(`/assets/${asset._id}/comments`, body), 400)
          .issues?.[0]?.field,
      ).toBe('text');
    },
  );
});

describe('GET /api/assets/dashboard', () => {
  it('counts by state, type and branch, warranties due and recent activity', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const before = (await world.admin.get('/assets/dashboard')).json();
    await createAsset(world, { dateOfPurchase: '2024-01-01', warrantyEndDate: soon });
    const body = (await world.viewer.get('/assets/dashboard')).json();
    expect(body.type).toBe('success');
    const total = (await world.admin.get('/assets/get-assets?limit=1')).json().totalAssetsCount;
    expect(body.total).toBe(total);
    expect(body.byState.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(total);
    expect(body.byType.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(total);
    expect(body.byBranch.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(total);
    expect(body.warrantyExpiring.d30).toBe(before.warrantyExpiring.d30 + 1);
    expect(body.warrantyExpiring.d30).toBeLessThanOrEqual(body.warrantyExpiring.d60);
    expect(body.warrantyExpiring.d60).toBeLessThanOrEqual(body.warrantyExpiring.d90);
    expect(body.recentActivity).toHaveLength(10);
    expect(body.recentActivity[0].action).toBe('create');
  });
});

describe('form dropdowns', () => {
  it('lists the company’s asset types, employees (searchable) and purchase orders', async () => {
    const types = (await world.viewer.get('/company/asset-types')).json().assetTypes;
    expect(types.map((t: { _id: string }) => t._id)).toContain(world.demo.typeId);
    expect(types.map((t: { _id: string }) => t._id)).not.toContain(world.foreign.typeId);
    const employees = (await world.admin.get('/company/employees/dropdown')).json().employees;
    expect(employees).toHaveLength(world.demo.employees.length);
    expect(employees[0]).toEqual({
      _id: expect.any(String),
      id: expect.stringMatching(/^DC-EMP-\d{4}$/),
      name: expect.any(String),
    });
    const found = (
      await world.admin.get(
        `/company/employees/dropdown?search=${encodeURIComponent(employees[3].name.toUpperCase())}`,
      )
    ).json().employees;
    expect(found.map((e: { _id: string }) => e._id)).toContain(employees[3]._id);
    expect(
      (await world.admin.get('/company/employees/dropdown?search=%25')).json().employees,
    ).toEqual([]);
    const orders = (await world.admin.get('/company/purchase-orders/dropdown')).json()
      .purchaseOrders;
    expect(orders.map((o: { _id: string }) => o._id)).toContain(world.demo.purchaseOrderId);
    expect(orders[0]).toEqual({
      _id: expect.any(String),
      invoiceId: expect.any(String),
      vendor: expect.any(String),
    });
  });

  it('lets a member who orders from the shop pick an employee, and no one else without a reason', async () => {
    const buyer = await userWith(world, { on_shop: { shop_order: ['create'] } });
    const answer = await buyer.client.get('/company/employees/dropdown');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().employees.length).toBeGreaterThan(0);
    const approver = await userWith(world, { on_shop: { shop_approval: ['edit'] } });
    expectErrorBody(await approver.client.get('/company/employees/dropdown'), 403);
  });

  it('needs a session', async () => {
    for (const url of [
      '/api/company/asset-types',
      '/api/company/employees/dropdown',
      '/api/company/purchase-orders/dropdown',
      '/api/assets/dashboard',
    ]) {
      expectErrorBody(await world.env.app.inject({ url }), 401);
    }
  });
});
