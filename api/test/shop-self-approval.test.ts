/**
 * Nobody decides their own shop order (issue 31): a step whose approver is the order's
 * requester or the employee it is for goes to the company's administrators (other than
 * those two), and an approve or reject by that person is refused (403 SHOP_SELF_APPROVAL);
 * when the company has no other administrator, its administrator decides. The settings
 * name as IT or Finance approver only a user whose role may approve (400 naming the field),
 * and their picker lists only those. The menu's counts: the orders awaiting the caller's
 * decision, and those fulfilment has to do.
 */
import { allPolicies } from '@itam/shared/contracts';
import { expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import { order, shopWorld, type ShopOrder, type ShopWorld } from './shop-fixtures';

let world: ShopWorld;

beforeAll(async () => {
  world = await shopWorld();
});
afterAll(() => world.env.close());

type Res = Parameters<typeof expectErrorBody>[0];
/** An approval that approved the order (a refusal shows its whole answer in the diff). */
const APPROVED = { type: 'success', order: { status: 'approved' } };
const codeOf = (res: Res, status: number) =>
  (expectErrorBody(res, status) as { code?: string }).code;
const approve = (as: ShopWorld['admin'], o: ShopOrder) => as.post(`/shop/orders/${o._id}/approve`);
const queue = async (as: ShopWorld['admin']) =>
  ((await as.get('/shop/approvals?limit=100')).json().orders as ShopOrder[]).map((o) => o._id);

/** The manager's employee record (manager@demo.test). */
const managerEmployee = async () =>
  (
    await world.env.database.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', world.demo.companyId)
      .where('email', '=', 'manager@demo.test')
      .executeTakeFirstOrThrow()
  ).id;

/** What PUT /shop/settings takes of the settings' answer. */
const settingsBody = (s: Record<string, unknown>) => ({
  priceLimitPaise: s.priceLimitPaise,
  itApproverUserId: s.itApproverUserId,
  financeApproverUserId: s.financeApproverUserId,
});

/** Runs `work` with the settings changed, then puts them back. */
async function withSettings(change: Record<string, unknown>, work: () => Promise<void>) {
  const settings = settingsBody((await world.admin.get('/shop/settings')).json().settings);
  const res = await world.admin.put('/shop/settings', { ...settings, ...change });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
  try {
    await work();
  } finally {
    await world.admin.put('/shop/settings', settings);
  }
}

describe('self-approval', () => {
  it('sends the IT step of the IT approver’s own order to an administrator', async () => {
    // IT's approver orders for Rohan: the manager's step, then IT, which is not theirs now.
    const placed = await order(world, world.itHead, 'Galaxy A54', {
      employeeId: world.employeeId,
    });
    expect(placed.steps.map((s) => [s.kind, s.approver?._id ?? null])).toEqual([
      ['manager', world.userIds.manager],
      ['it', null],
    ]);
    await approve(world.manager, placed);
    expect(await queue(world.itHead)).not.toContain(placed._id);
    expect(codeOf(await approve(world.itHead, placed), 403)).toBe('SHOP_SELF_APPROVAL');
    expect(
      codeOf(await world.itHead.post(`/shop/orders/${placed._id}/reject`, { comment: 'no' }), 403),
    ).toBe('SHOP_SELF_APPROVAL');
    const seen = (await world.itHead.get(`/shop/orders/${placed._id}`)).json().order as ShopOrder;
    expect(seen.can.decide).toBe(false);
    expect(await queue(world.admin)).toContain(placed._id);
    const done = (await approve(world.admin, placed)).json().order as ShopOrder;
    expect(done.status).toBe('approved');
  });

  it('sends Finance’s step of the Finance approver’s own order to an administrator', async () => {
    const placed = await order(world, world.financeHead, 'Designer workstation', {
      employeeId: world.employeeId,
    });
    expect(placed.steps.map((s) => [s.kind, s.approver?._id ?? null])).toEqual([
      ['manager', world.userIds.manager],
      ['it', world.userIds.itHead],
      ['finance', null],
    ]);
    await approve(world.manager, placed);
    await approve(world.itHead, placed);
    expect(codeOf(await approve(world.financeHead, placed), 403)).toBe('SHOP_SELF_APPROVAL');
    expect((await approve(world.admin, placed)).json()).toMatchObject(APPROVED);
  });

  it('keeps the employee the order is for from deciding it', async () => {
    // The manager is IT's approver; Rohan orders a headset for her. Her own manager (whom
    // the demo data may give an account, the leaver's) is taken away for the test, so IT's
    // step is the order's only one.
    const meera = await managerEmployee();
    const db = world.env.database.db;
    const { manager_id } = await db
      .selectFrom('employees')
      .select('manager_id')
      .where('id', '=', meera)
      .executeTakeFirstOrThrow();
    await db.updateTable('employees').set({ manager_id: null }).where('id', '=', meera).execute();
    try {
      await withSettings({ itApproverUserId: world.userIds.manager }, async () => {
        const placed = await order(world, world.employee, 'Evolve2 65', { employeeId: meera });
        expect(placed.steps.map((s) => [s.kind, s.approver?._id ?? null])).toEqual([['it', null]]);
        expect(codeOf(await approve(world.manager, placed), 403)).toBe('SHOP_SELF_APPROVAL');
        expect((await approve(world.admin, placed)).json()).toMatchObject(APPROVED);
      });
    } finally {
      await db.updateTable('employees').set({ manager_id }).where('id', '=', meera).execute();
    }
  });

  it('refuses an order placed before the rule, whose step names its requester', async () => {
    const placed = await order(world, world.itHead, 'iPhone 14', { employeeId: world.employeeId });
    await world.env.database.db
      .updateTable('shop_approval_steps')
      .set({ approver_user_id: world.userIds.itHead })
      .where('order_id', '=', placed._id)
      .where('kind', '=', 'it')
      .execute();
    await approve(world.manager, placed);
    expect(codeOf(await approve(world.itHead, placed), 403)).toBe('SHOP_SELF_APPROVAL');
    expect(await queue(world.itHead)).not.toContain(placed._id);
    expect(await queue(world.admin)).toContain(placed._id);
    expect((await approve(world.admin, placed)).json()).toMatchObject(APPROVED);
  });

  it('lets the only administrator decide their own order, not when another exists', async () => {
    await withSettings({ itApproverUserId: world.userIds.admin }, async () => {
      const mine = await order(world, world.admin, 'Galaxy S23', { employeeId: world.employeeId });
      await approve(world.manager, mine);
      // No other administrator could ever decide it.
      expect((await approve(world.admin, mine)).json()).toMatchObject(APPROVED);

      const second = await order(world, world.admin, 'Galaxy S23', {
        employeeId: world.employeeId,
      });
      await approve(world.manager, second);
      const other = await userWith(world, allPolicies());
      await world.env.database.db
        .updateTable('roles')
        .set({ access_level: 'admin' })
        .where('id', '=', (qb) =>
          qb.selectFrom('users').select('role_id').where('id', '=', other.userId),
        )
        .execute();
      try {
        expect(codeOf(await approve(world.admin, second), 403)).toBe('SHOP_SELF_APPROVAL');
        expect(await queue(world.admin)).not.toContain(second._id);
        expect(await queue(other.client)).toContain(second._id);
        expect((await approve(other.client, second)).json()).toMatchObject(APPROVED);
      } finally {
        await world.env.database.db
          .updateTable('users')
          .set({ active: false })
          .where('id', '=', other.userId)
          .execute();
      }
    });
  });
});

describe('a named approver who can no longer decide', () => {
  it('leaves their step to administrators: deactivated, or their role may not approve', async () => {
    const db = world.env.database.db;
    const approver = await userWith(world, {
      on_shop: { shop_order: ['view'], shop_approval: ['edit'] },
    });
    await withSettings({ itApproverUserId: approver.userId }, async () => {
      const placed = await order(world, world.employee, 'Galaxy A54');
      expect(placed.steps.map((s) => s.approver?._id ?? null)).toEqual([
        world.userIds.manager,
        approver.userId,
      ]);
      // The manager leaves before deciding: an administrator decides for them.
      await db
        .updateTable('users')
        .set({ active: false })
        .where('id', '=', world.userIds.manager)
        .execute();
      try {
        expect(await queue(world.admin)).toContain(placed._id);
        const atIt = (await approve(world.admin, placed)).json().order as ShopOrder;
        expect(atIt.currentStep).toBe('it');
      } finally {
        await db
          .updateTable('users')
          .set({ active: true })
          .where('id', '=', world.userIds.manager)
          .execute();
      }
      // IT's approver's role loses the approval: the step is an administrator's.
      expect(await queue(approver.client)).toContain(placed._id);
      expect(await queue(world.admin)).not.toContain(placed._id);
      await db
        .updateTable('roles')
        .set({ policies: JSON.stringify({ on_shop: { shop_order: ['view'] } }) })
        .where('id', '=', (qb) =>
          qb.selectFrom('users').select('role_id').where('id', '=', approver.userId),
        )
        .execute();
      const seen = (await world.admin.get(`/shop/orders/${placed._id}`)).json().order as ShopOrder;
      expect(seen.can.decide).toBe(true);
      expect(await queue(world.admin)).toContain(placed._id);
      expect((await approve(world.admin, placed)).json()).toMatchObject(APPROVED);
    });
  });
});

describe('the approvers of the settings', () => {
  it('refuses an approver whose role may not approve, naming the field', async () => {
    const body = settingsBody((await world.admin.get('/shop/settings')).json().settings);
    const viewer = await world.env.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'viewer@demo.test')
      .executeTakeFirstOrThrow();
    for (const field of ['itApproverUserId', 'financeApproverUserId'] as const) {
      const res = await world.admin.put('/shop/settings', { ...body, [field]: viewer.id });
      expect(expectErrorBody(res, 400)).toMatchObject({
        issues: [{ field }],
        code: 'SHOP_APPROVER_CANNOT_APPROVE',
      });
    }
    expect((await world.admin.get('/shop/settings')).json().settings).toMatchObject(body);
  });

  it('offers only users whose role may approve', async () => {
    const users = (await world.admin.get('/shop/settings/users')).json().users as {
      email: string;
    }[];
    const emails = users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['it-head@demo.test', 'admin@demo.test']));
    expect(emails).not.toContain('viewer@demo.test');
  });
});

describe('the menu’s counts', () => {
  it('counts the orders awaiting the caller and those to fulfil', async () => {
    const placed = await order(world, world.employee, 'Pixel 8');
    const counts = async (as: ShopWorld['admin']) => (await as.get('/shop/menu-counts')).json();
    const before = await counts(world.manager);
    expect(before.counts.approvals).toBe((await queue(world.manager)).length);
    expect(before.counts.approvals).toBeGreaterThan(0);
    expect(before.counts).not.toHaveProperty('fulfilment');
    const fulfil = (await counts(world.agent)).counts.fulfilment as number;
    await approve(world.manager, placed);
    expect((await counts(world.manager)).counts.approvals).toBe(before.counts.approvals - 1);
    await approve(world.itHead, placed);
    expect((await counts(world.agent)).counts.fulfilment).toBe(fulfil + 1);
    const all = await world.agent.get('/shop/orders?scope=all&status=approved&limit=1');
    const fulfilling = await world.agent.get('/shop/orders?scope=all&status=fulfilling&limit=1');
    expect(fulfil + 1).toBe(all.json().total + fulfilling.json().total);
    expectErrorBody(await world.viewer.get('/shop/menu-counts'), 403);
  });
});
