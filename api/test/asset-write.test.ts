/** POST/PUT/GET/DELETE /assets(/:id), POST /assets/bulk and the list filters. */
import fc from 'fast-check';
import type { AssetDetail, AssetListItem } from '@itam/shared/contracts';
import { expectErrorBody } from './helpers';
import {
  activityOf,
  assetBody,
  assetWorld,
  createAsset,
  forceState,
  type AssetWorld,
} from './asset-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

describe('POST /api/assets', () => {
  it('creates an asset, answers the detail and logs the creation', async () => {
    const body = assetBody(world, {
      description: 'Spare for the finance team',
      usefulLifeYears: 4,
      salvageValue: 50,
      depreciationMethod: 'straight-line',
    });
    const res = await world.admin.post('/assets', body);
    expect(res.statusCode).toBe(201);
    const asset = res.json().asset as AssetDetail;
    expect(asset).toMatchObject({
      name: body.name,
      serialNumber: body.serialNumber,
      state: 'IN_INVENTORY',
      price: 1000,
      dateOfPurchase: '2024-01-15',
      warrantyEndDate: '2027-01-15',
      warrantyRemaining: '2027-01-15',
      description: 'Spare for the finance team',
      depreciation: {
        method: 'straight-line',
        usefulLifeYears: 4,
        salvageValue: 50,
        startDate: null,
      },
      assetType: { _id: world.demo.typeId },
      officeId: { _id: world.demo.branchId },
      invoiceId: { _id: world.demo.purchaseOrderId },
      employee: null,
      assignment: null,
      comments: [],
      disposal: null,
    });
    const log = await activityOf(world, asset._id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'create',
      before: null,
      after: { name: body.name, state: 'IN_INVENTORY' },
    });
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset).toEqual(asset);
  });

  it('creates an assigned asset with its open assignment', async () => {
    const employee = world.demo.employees[0]!;
    const asset = await createAsset(world, { state: 'ASSIGNED', employeeId: employee });
    expect(asset.state).toBe('ASSIGNED');
    expect(asset.employee?._id).toBe(employee);
    expect(asset.assignment).toMatchObject({ employee: { _id: employee }, returnedOn: null });
    expect(asset.dateOfAssign).toBe(asset.assignment!.assignedOn);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ assetTypeId: undefined }, 'assetTypeId'],
    [{ imei: '12345678901234' }, 'imei'],
    [{ imei: '12345678901234a' }, 'imei'],
    [{ price: -0.01 }, 'price'],
    [{ dateOfPurchase: '2024-13-01' }, 'dateOfPurchase'],
    [{ warrantyEndDate: '2023-01-01' }, 'warrantyEndDate'],
    [{ state: 'ASSIGNED' }, 'employeeId'],
    [{ state: 'DISPOSED' }, 'state'],
    [{ state: 'BROKEN' }, 'state'],
    [{ usefulLifeYears: 1.5 }, 'usefulLifeYears'],
    [{ depreciationMethod: 'sum-of-years' }, 'depreciationMethod'],
    [{ officeId: 'not-a-uuid' }, 'officeId'],
  ])('answers 400 naming the field for %j', async (override, field) => {
    const body = expectErrorBody(
      await world.admin.post('/assets', { ...assetBody(world), ...override }),
      400,
    );
    expect(body.issues?.map((i) => i.field)).toContain(field);
  });

  it('refuses a serial number another asset of the company has, but not one of another company', async () => {
    const first = await createAsset(world);
    const dup = expectErrorBody(
      await world.admin.post('/assets', assetBody(world, { serialNumber: first.serialNumber })),
      400,
    );
    expect(dup.issues).toEqual([{ field: 'serialNumber', message: expect.any(String) }]);
    const otherSerial = (await world.other.get('/assets/get-assets?limit=1')).json().assets[0]
      .serialNumber as string;
    expect(
      (await world.admin.post('/assets', assetBody(world, { serialNumber: otherSerial })))
        .statusCode,
    ).toBe(201);
  });

  it.each([
    ['assetTypeId', 'typeId'],
    ['officeId', 'branchId'],
    ['invoiceId', 'purchaseOrderId'],
  ] as const)('refuses %s of another company (400 naming it)', async (field, key) => {
    const body = expectErrorBody(
      await world.admin.post('/assets', assetBody(world, { [field]: world.foreign[key] })),
      400,
    );
    expect(body.issues?.[0]?.field).toBe(field);
  });

  it('refuses an employee of another company', async () => {
    const res = await world.admin.post(
      '/assets',
      assetBody(world, { state: 'ASSIGNED', employeeId: world.foreign.employeeId }),
    );
    expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe('employeeId');
  });

  it('answers 400 or 201, never 500, for any body (property)', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constant(''),
      fc.constant(null),
      fc.integer(),
    );
    const body = fc.record(
      {
        name: text,
        assetTypeId: fc.oneof(fc.constant(world.demo.typeId), fc.uuid(), text),
        serialNumber: text,
        imei: fc.oneof(text, fc.stringMatching(/^\d{15}$/)),
        price: fc.oneof(fc.double(), fc.integer(), text),
        dateOfPurchase: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          text,
        ),
        warrantyEndDate: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          text,
        ),
        state: fc.oneof(fc.constantFrom('IN_INVENTORY', 'ASSIGNED', 'DISPOSED', 'LOST'), text),
        employeeId: fc.oneof(fc.constantFrom(...world.demo.employees.slice(0, 2)), fc.uuid(), text),
        officeId: fc.oneof(
          fc.constant(world.demo.branchId),
          fc.constant(world.foreign.branchId),
          text,
        ),
        usefulLifeYears: fc.oneof(fc.integer({ min: -5, max: 60 }), text),
        salvageValue: fc.oneof(fc.double(), text),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (value) => {
        const res = await world.admin.post('/assets', value);
        expect([201, 400]).toContain(res.statusCode);
        const json = res.json();
        if (res.statusCode === 400) expect(json.issues.length).toBeGreaterThan(0);
        else expect(json.asset._id).toEqual(expect.any(String));
      }),
      { numRuns: 120 },
    );
  });
});

describe('PUT /api/assets/:id', () => {
  it('replaces the fields and logs only what changed', async () => {
    const asset = await createAsset(world);
    const res = await world.admin.put(
      `/assets/${asset._id}`,
      assetBody(world, { serialNumber: asset.serialNumber, name: 'Renamed', price: 1200 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().asset).toMatchObject({
      name: 'Renamed',
      price: 1200,
      serialNumber: asset.serialNumber,
    });
    const update = (await activityOf(world, asset._id)).find((a) => a.action === 'update');
    expect(update).toMatchObject({
      before: { name: 'Test Laptop', price: 1000 },
      after: { name: 'Renamed', price: 1200 },
    });
    expect(Object.keys(update!.after as object).sort()).toEqual(['name', 'price']);
  });

  it('keeps its own serial number but refuses another asset’s', async () => {
    const a = await createAsset(world);
    const b = await createAsset(world);
    expect(
      (
        await world.admin.put(
          `/assets/${a._id}`,
          assetBody(world, { serialNumber: a.serialNumber }),
        )
      ).statusCode,
    ).toBe(200);
    const res = await world.admin.put(
      `/assets/${a._id}`,
      assetBody(world, { serialNumber: b.serialNumber }),
    );
    expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe('serialNumber');
  });

  it('changes state under the transition table, and refuses what it forbids (409)', async () => {
    const asset = await createAsset(world);
    const employee = world.demo.employees[1]!;
    const assigned = await world.admin.put(
      `/assets/${asset._id}`,
      assetBody(world, {
        serialNumber: asset.serialNumber,
        state: 'ASSIGNED',
        employeeId: employee,
      }),
    );
    expect(assigned.json().asset).toMatchObject({ state: 'ASSIGNED', employee: { _id: employee } });
    const handOver = world.demo.employees[2]!;
    const moved = await world.admin.put(
      `/assets/${asset._id}`,
      assetBody(world, {
        serialNumber: asset.serialNumber,
        state: 'ASSIGNED',
        employeeId: handOver,
      }),
    );
    expect(moved.json().asset.employee._id).toBe(handOver);
    const refused = await world.admin.put(
      `/assets/${asset._id}`,
      assetBody(world, { serialNumber: asset.serialNumber, state: 'RETIRED', name: 'Never saved' }),
    );
    expect(expectErrorBody(refused, 409).issues?.[0]?.field).toBe('state');
    // Nothing of the refused save was written.
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset).toMatchObject({
      state: 'ASSIGNED',
      name: 'Test Laptop',
    });
  });

  it('keeps the state and the holder when the body leaves them out', async () => {
    const employee = world.demo.employees[4]!;
    const asset = await createAsset(world, { state: 'ASSIGNED', employeeId: employee });
    const res = await world.admin.put(
      `/assets/${asset._id}`,
      assetBody(world, { serialNumber: asset.serialNumber, name: 'Kept' }),
    );
    expect(res.json().asset).toMatchObject({
      name: 'Kept',
      state: 'ASSIGNED',
      employee: { _id: employee },
    });
    const stock = await createAsset(world);
    const holderless = await world.admin.put(
      `/assets/${stock._id}`,
      assetBody(world, { serialNumber: stock.serialNumber, employeeId: employee }),
    );
    expect(expectErrorBody(holderless, 400).issues?.[0]?.field).toBe('employeeId');
  });

  it('answers 404 for an unknown id', async () => {
    expectErrorBody(await world.admin.put(`/assets/${crypto.randomUUID()}`, assetBody(world)), 404);
  });
});

describe('DELETE /api/assets/:id', () => {
  it('deletes the asset with its records and keeps the activity', async () => {
    const asset = await createAsset(world);
    await world.admin.post(`/assets/${asset._id}/comments`, { text: 'to be deleted' });
    expect((await world.admin.del(`/assets/${asset._id}`)).json()).toEqual({ type: 'success' });
    expectErrorBody(await world.admin.get(`/assets/${asset._id}`), 404);
    const comments = await world.env.database.db
      .selectFrom('asset_comments')
      .select('id')
      .where('asset_id', '=', asset._id)
      .execute();
    expect(comments).toEqual([]);
    expect((await activityOf(world, asset._id)).map((a) => a.action)).toEqual([
      'create',
      'comment.create',
      'delete',
    ]);
  });
});

describe('POST /api/assets/bulk', () => {
  it('sets a state where the table allows it and lists the rest as failed', async () => {
    const stock = await createAsset(world);
    const dead = await createAsset(world);
    await forceState(world, dead._id, 'DEAD');
    const missing = crypto.randomUUID();
    const res = await world.admin.post('/assets/bulk', {
      action: 'set-state',
      ids: [stock._id, dead._id, missing, world.foreign.assetId],
      state: 'IN_REPAIR',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.updated).toBe(1);
    expect(body.failed.map((f: { id: string }) => f.id).sort()).toEqual(
      [dead._id, missing, world.foreign.assetId].sort(),
    );
    expect((await world.admin.get(`/assets/${stock._id}`)).json().asset.state).toBe('IN_REPAIR');
    expect((await world.admin.get(`/assets/${dead._id}`)).json().asset.state).toBe('DEAD');
    expect((await world.other.get(`/assets/${world.foreign.assetId}`)).statusCode).toBe(200);
  });

  it('deletes in bulk, only the company’s own', async () => {
    const a = await createAsset(world);
    const b = await createAsset(world);
    const body = (
      await world.admin.post('/assets/bulk', {
        action: 'delete',
        ids: [a._id, b._id, world.foreign.assetId],
      })
    ).json();
    expect(body).toMatchObject({
      type: 'success',
      updated: 2,
      failed: [{ id: world.foreign.assetId, error: 'Asset not found' }],
    });
    expect((await world.other.get(`/assets/${world.foreign.assetId}`)).statusCode).toBe(200);
  });

  it.each([
    [{ action: 'set-state', ids: ['x'], state: 'LOST' }, 'ids.0'],
    [{ action: 'set-state', ids: [], state: 'LOST' }, 'ids'],
    [
      {
        action: 'set-state',
        ids: Array.from({ length: 501 }, () => crypto.randomUUID()),
        state: 'LOST',
      },
      'ids',
    ],
    [{ action: 'set-state', ids: [crypto.randomUUID()] }, 'state'],
    [{ action: 'set-state', ids: [crypto.randomUUID()], state: 'ASSIGNED' }, 'state'],
    [{ action: 'set-state', ids: [crypto.randomUUID()], state: 'DISPOSED' }, 'state'],
    [{ action: 'archive', ids: [crypto.randomUUID()] }, 'action'],
  ])('answers 400 naming the field for %#', async (payload, field) => {
    expect(
      expectErrorBody(await world.admin.post('/assets/bulk', payload), 400).issues?.map(
        (i) => i.field,
      ),
    ).toContain(field);
  });

  it('needs the permission of the action', async () => {
    const asset = await createAsset(world);
    await world.env.database.db
      .updateTable('roles')
      .set({ policies: JSON.stringify({ on_asset: { asset: ['view', 'edit'] } }) })
      .where('role_name', '=', 'Viewer')
      .where('company_id', '=', world.demo.companyId)
      .execute();
    try {
      expectErrorBody(
        await world.viewer.post('/assets/bulk', { action: 'delete', ids: [asset._id] }),
        403,
      );
      expect(
        (
          await world.viewer.post('/assets/bulk', {
            action: 'set-state',
            ids: [asset._id],
            state: 'LOST',
          })
        ).json().updated,
      ).toBe(1);
    } finally {
      await world.env.database.db
        .updateTable('roles')
        .set({ policies: JSON.stringify({ on_asset: { asset: ['view'] } }) })
        .where('role_name', '=', 'Viewer')
        .where('company_id', '=', world.demo.companyId)
        .execute();
    }
  });
});

describe('GET /api/assets/get-assets filters', () => {
  const list = async (query: string) =>
    (await world.admin.get(`/assets/get-assets?limit=100&${query}`)).json();
  const all = async (): Promise<AssetListItem[]> => {
    const out: AssetListItem[] = [];
    for (let page = 0; ; page++) {
      const body = await list(`pageNumber=${page}`);
      out.push(...body.assets);
      if (out.length >= body.totalAssetsCount) return out;
    }
  };

  it('filters by several states, type, branch and employee, with exact totals', async () => {
    const everything = await all();
    const cases: [string, (a: AssetListItem) => boolean][] = [
      ['states=ASSIGNED,LOST', (a) => a.state === 'ASSIGNED' || a.state === 'LOST'],
      ['states=LOST', (a) => a.state === 'LOST'],
      [`assetTypeId=${world.demo.typeId}`, (a) => a.assetType?._id === world.demo.typeId],
      [
        `officeId=${world.demo.branchId}&states=ASSIGNED,IN_USE`,
        (a) => a.officeId?._id === world.demo.branchId && ['ASSIGNED', 'IN_USE'].includes(a.state),
      ],
      [
        `employeeId=${everything.find((a) => a.employee)!.employee!._id}`,
        (a) => a.employee?._id === everything.find((x) => x.employee)!.employee!._id,
      ],
      // 'dc-' is in Demo Corp's tags and employee codes, nowhere else.
      [
        `states=ASSIGNED,IN_REPAIR&search=dc-`,
        (a) =>
          ['ASSIGNED', 'IN_REPAIR'].includes(a.state) &&
          [a.tag, a.employee?.id].some((v) => v?.toLowerCase().includes('dc-')),
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = everything.filter(keep).map((a) => a._id);
      const body = await list(query);
      expect(body.totalAssetsCount).toBe(expected.length);
      expect(body.assets.map((a: AssetListItem) => a._id)).toEqual(expected.slice(0, 100));
    }
  });

  it('refuses unknown states and malformed ids (400)', async () => {
    expect(
      expectErrorBody(await world.admin.get('/assets/get-assets?states=ASSIGNED,BROKEN'), 400)
        .issues?.[0]?.field,
    ).toBe('states.1');
    // A list of ids (or none): the bad one is named by its position, like states.
    expect(
      expectErrorBody(await world.admin.get('/assets/get-assets?assetTypeId=1'), 400).issues?.[0]
        ?.field,
    ).toBe('assetTypeId.0');
  });

  it('finds nothing with another company’s type', async () => {
    expect((await list(`assetTypeId=${world.foreign.typeId}`)).totalAssetsCount).toBe(0);
  });
});
