/** Purchase orders (create, receive into tagged assets) and admin setup (roles, users, invitations). */
import { allPolicies } from '@itam/shared/contracts';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import { expectErrorBody, loginRequest } from './helpers';
import { orgLog, userWith } from './org-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

async function typeId(name: string): Promise<string> {
  const row = await db()
    .selectFrom('asset_types')
    .select('id')
    .where('company_id', '=', world.demo.companyId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('purchase orders', () => {
  it('lists the seeded orders: ordered, partly received and received', async () => {
    const list = (await world.admin.get('/company/purchase-orders?search=PO-DC&limit=10')).json();
    const byNumber = Object.fromEntries(
      list.purchaseOrders.map((o: { invoiceId: string; status: string }) => [
        o.invoiceId,
        o.status,
      ]),
    );
    expect(byNumber).toEqual({
      'PO-DC-0001': 'ordered',
      'PO-DC-0002': 'partly-received',
      'PO-DC-0003': 'received',
    });
    expectErrorBody(await world.viewer.get('/company/purchase-orders'), 403);
  });

  it('creates an order, receives it line by line into tagged assets in stock linked to it', async () => {
    const laptop = await typeId('Laptop');
    const rule = await world.admin.post('/company/tag-rules', {
      assetTypeId: laptop,
      branchId: world.demo.branchId,
      prefix: 'DC-NB',
      nextNumber: 7,
      padding: 3,
    });
    expect(rule.statusCode).toBe(201);
    const bad = expectErrorBody(
      await world.admin.post('/company/purchase-orders', {
        invoiceId: 'PO-T-1',
        vendor: 'Acme',
        orderDate: '2026-01-10',
        lines: [{ assetTypeId: world.foreign.typeId, model: 'X', quantity: 1, unitPrice: 1 }],
      }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('lines.0.assetTypeId');
    const created = await world.admin.post('/company/purchase-orders', {
      invoiceId: 'PO-T-1',
      vendor: 'Acme',
      orderDate: '2026-01-10',
      branchId: world.demo.branchId,
      lines: [{ assetTypeId: laptop, model: 'Dell Latitude 7440', quantity: 3, unitPrice: 85000 }],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json().purchaseOrder;
    expect(order).toMatchObject({
      status: 'ordered',
      amount: 255000,
      quantity: 3,
      receivedQuantity: 0,
    });
    const lineId = order.lines[0]._id;
    const first = await world.admin.post(`/company/purchase-orders/${order._id}/receive`, {
      lines: [{ lineId, quantity: 2 }],
    });
    expect(first.json().purchaseOrder).toMatchObject({
      status: 'partly-received',
      receivedQuantity: 2,
    });
    const tooMany = expectErrorBody(
      await world.admin.post(`/company/purchase-orders/${order._id}/receive`, {
        lines: [{ lineId, quantity: 2 }],
      }),
      400,
    );
    expect(tooMany.issues?.[0]).toEqual({
      field: 'lines.0.quantity',
      message: 'At most 1 still to receive',
    });
    const done = (
      await world.admin.post(`/company/purchase-orders/${order._id}/receive`, {
        lines: [{ lineId, quantity: 1 }],
      })
    ).json().purchaseOrder;
    expect(done.status).toBe('received');
    expect(done.assets.map((a: { tag: string }) => a.tag).sort()).toEqual([
      'DC-NB-007',
      'DC-NB-008',
      'DC-NB-009',
    ]);
    // The asset list reads them as in stock, on this invoice.
    const listed = (await world.admin.get('/assets/get-assets?search=DC-NB-00&limit=10')).json()
      .assets;
    expect(listed).toHaveLength(3);
    for (const asset of listed)
      expect(asset).toMatchObject({
        state: 'IN_INVENTORY',
        invoiceId: { _id: order._id, invoiceId: 'PO-T-1' },
        price: 85000,
      });
    expect((await orgLog(world))[0]).toMatchObject({
      entityType: 'purchase_order',
      action: 'receive',
      label: 'PO-T-1',
    });
    const inUse = expectErrorBody(
      await world.admin.del(`/company/purchase-orders/${order._id}`),
      409,
    );
    expect(inUse.error).toContain('3 assets');
  });

  it("answers 404 for another company's order and 403 to a role that may only look", async () => {
    const theirs = (await world.other.get('/company/purchase-orders')).json().purchaseOrders[0]
      ._id as string;
    expectErrorBody(await world.admin.get(`/company/purchase-orders/${theirs}`), 404);
    expectErrorBody(
      await world.admin.post(`/company/purchase-orders/${theirs}/receive`, {
        lines: [{ lineId: theirs, quantity: 1 }],
      }),
      404,
    );
    expectErrorBody(await world.admin.del(`/company/purchase-orders/${theirs}`), 404);
    const looker = await userWith(world, { on_organsiation: { purchase_order: ['view'] } });
    expect((await looker.client.get('/company/purchase-orders')).statusCode).toBe(200);
    expectErrorBody(await looker.client.post('/company/purchase-orders', {}), 403);
  });
});

describe('admin setup', () => {
  it('lists the roles (the seeded Branch manager too) and creates one from the catalogue only', async () => {
    const roles = (await world.admin.get('/company/roles')).json().roles as { roleName: string }[];
    expect(roles.map((r) => r.roleName)).toEqual(
      expect.arrayContaining(['Admin', 'Viewer', 'Branch manager']),
    );
    const bad = expectErrorBody(
      await world.admin.post('/company/roles', {
        roleName: 'Odd',
        policies: { on_asset: { asset: ['fly'] }, on_nothing: {} },
      }),
      400,
    );
    expect(bad.issues?.map((i) => i.field).sort()).toEqual([
      'policies.on_asset.asset.0',
      'policies.on_nothing',
    ]);
    const res = await world.admin.post('/company/roles', {
      roleName: 'Auditor',
      policies: {
        on_asset: { asset: ['view'], audit: ['view', 'create', 'view'] },
        on_organsiation: {},
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toMatchObject({
      roleName: 'Auditor',
      policies: { on_asset: { asset: ['view'], audit: ['view', 'create'] } },
      userCount: 0,
    });
    expect(
      expectErrorBody(
        await world.admin.post('/company/roles', { roleName: 'Auditor', policies: {} }),
        400,
      ).issues?.[0]?.field,
    ).toBe('roleName');
  });

  it('assigns a role to a user, which applies at once; never the caller’s own, nor a change that locks them out', async () => {
    const someone = await userWith(world, { on_organsiation: { presonal_information: ['view'] } });
    expectErrorBody(await someone.client.get('/company/branches'), 403);
    const manager = (
      (await world.admin.get('/company/roles')).json().roles as { _id: string; roleName: string }[]
    ).find((r) => r.roleName === 'Branch manager')!;
    expect(
      (await world.admin.put(`/company/users/${someone.userId}/role`, { roleId: manager._id }))
        .statusCode,
    ).toBe(200);
    expect((await someone.client.get('/company/branches')).statusCode).toBe(200);
    const users = (await world.admin.get('/company/users')).json().users as {
      _id: string;
      role: { roleName: string };
    }[];
    expect(users.find((u) => u._id === someone.userId)?.role.roleName).toBe('Branch manager');
    const adminId = users.find(
      (u) => (u as unknown as { email: string }).email === 'admin@demo.test',
    )!._id;
    expect(
      expectErrorBody(
        await world.admin.put(`/company/users/${adminId}/role`, { roleId: manager._id }),
        400,
      ).issues?.[0]?.field,
    ).toBe('roleId');
    const adminRole = (
      (await world.admin.get('/company/roles')).json().roles as { _id: string; roleName: string }[]
    ).find((r) => r.roleName === 'Admin')!;
    const lockout = expectErrorBody(
      await world.admin.put(`/company/roles/${adminRole._id}`, {
        roleName: 'Admin',
        policies: { on_asset: { asset: ['view'] } },
      }),
      400,
    );
    expect(lockout.issues?.[0]?.field).toBe('policies');
    expect(
      (
        await world.admin.put(`/company/roles/${adminRole._id}`, {
          roleName: 'Admin',
          policies: allPolicies(),
        })
      ).statusCode,
    ).toBe(200);
    expectErrorBody(
      await world.admin.put(`/company/users/${someone.userId}/role`, {
        roleId: world.demo.companyId,
      }),
      400,
    );
    const theirUser = (await world.other.get('/company/users')).json().users[0]._id as string;
    expectErrorBody(
      await world.admin.put(`/company/users/${theirUser}/role`, { roleId: manager._id }),
      404,
    );
    expectErrorBody(
      await someone.client.put(`/company/users/${adminId}/role`, { roleId: manager._id }),
      403,
    );
  });

  it('invites a user by a one-time link: the invitee sets a password on first visit and is signed in', async () => {
    const viewerRole = (
      (await world.admin.get('/company/roles')).json().roles as { _id: string; roleName: string }[]
    ).find((r) => r.roleName === 'Viewer')!;
    const taken = expectErrorBody(
      await world.admin.post('/company/invitations', {
        email: 'viewer@demo.test',
        firstName: 'V',
        roleId: viewerRole._id,
      }),
      400,
    );
    expect(taken.issues?.[0]?.field).toBe('email');
    const res = await world.admin.post('/company/invitations', {
      email: 'New.Hire@demo.test',
      firstName: 'Nisha',
      lastName: 'Verma',
      roleId: viewerRole._id,
    });
    expect(res.statusCode).toBe(201);
    const link = res.json().link as string;
    expect(link).toMatch(/^\/accept-invite\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop()!;
    // Only the token's hash is stored.
    const stored = await db()
      .selectFrom('invitations')
      .select('token_hash')
      .where('email', '=', 'new.hire@demo.test')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    const lookup = await world.env.app.inject({ url: `/api/invitations/${token}` });
    expect(lookup.json().invitation).toEqual({
      email: 'new.hire@demo.test',
      firstName: 'Nisha',
      companyName: 'Demo Corp',
    });
    const weak = await world.env.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'short' },
    });
    expect(expectErrorBody(weak, 400).issues?.[0]?.field).toBe('password');
    const accepted = await world.env.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'N3w!Password' },
    });
    expect(accepted.statusCode).toBe(200);
    const session = await world.env.app.inject({
      url: '/api/itam/roles/get',
      headers: { authorization: `Bearer ${accepted.json().token}` },
    });
    expect(session.json().roleInfo.roleName).toBe('Viewer');
    // One time only.
    expectErrorBody(
      await world.env.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        payload: { password: 'N3w!Password' },
      }),
      404,
    );
    expectErrorBody(await world.env.app.inject({ url: `/api/invitations/${token}` }), 404);
    expectErrorBody(await world.env.app.inject({ url: '/api/invitations/not-a-token' }), 400);
    expect(
      (await loginRequest(world.env.app, 'new.hire@demo.test', 'N3w!Password')).statusCode,
    ).toBe(200);
    const invitations = (await world.admin.get('/company/invitations')).json().invitations;
    expect(invitations[0]).toMatchObject({
      email: 'new.hire@demo.test',
      acceptedAt: expect.any(String),
    });
    expectErrorBody(await world.viewer.get('/company/invitations'), 403);
  });
});
