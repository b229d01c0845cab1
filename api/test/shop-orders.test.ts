/**
 * The shop's cart and orders (issue 20): the cart kept per user on the server; placing it for
 * oneself or on behalf of an employee with a business reason; the approval chain (the
 * employee's manager, IT, Finance above the price limit) where only the current step's
 * approver decides (403 otherwise, also for a later step's approver), a rejection ends it,
 * and the requester sees every step; the approvers' queue; one's orders; cancelling; another
 * company's order is 404 and bad bodies 400 naming the field.
 */
import { expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import { order, shopWorld, type ShopOrder, type ShopWorld } from './shop-fixtures';

let world: ShopWorld;

/** The refusal's code (SHOP_ERROR_CODES): what the browser translates. */
const codeOf = (res: Parameters<typeof expectErrorBody>[0], status: number) =>
  (expectErrorBody(res, status) as { code?: string }).code;

beforeAll(async () => {
  world = await shopWorld();
});
afterAll(() => world.env.close());

const id = (name: string) => world.products.get(name)!;

describe('the cart', () => {
  afterEach(async () => {
    await world.env.database.db.deleteFrom('shop_cart_items').execute();
    await world.env.database.db.deleteFrom('shop_carts').execute();
  });

  it('adds, sums, sets and removes products, kept per user', async () => {
    expect((await world.employee.get('/shop/cart')).json().cart).toEqual({
      items: [],
      totalPaise: 0,
      needsFinance: false,
      businessReason: '',
      employee: null,
    });
    const added = await world.employee.post('/shop/cart/items', { productId: id('P2423D') });
    expect(added.statusCode).toBe(201);
    await world.employee.post('/shop/cart/items', { productId: id('P2423D'), quantity: 2 });
    let cart = (await world.employee.get('/shop/cart')).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 3, totalPaise: 3 * 1_850_000 });
    expect(cart.items[0].product).toMatchObject({ name: 'P2423D', pricePaise: 1_850_000 });

    cart = (await world.employee.put(`/shop/cart/items/${id('P2423D')}`, { quantity: 1 })).json()
      .cart;
    expect(cart.totalPaise).toBe(1_850_000);
    await world.employee.post('/shop/cart/items', { productId: id('Designer workstation') });
    cart = (await world.employee.get('/shop/cart')).json().cart;
    expect(cart).toMatchObject({ totalPaise: 1_850_000 + 25_000_000, needsFinance: true });
    // Another user's cart is their own.
    expect((await world.manager.get('/shop/cart')).json().cart.items).toEqual([]);

    cart = (await world.employee.del(`/shop/cart/items/${id('Designer workstation')}`)).json().cart;
    expect(cart.items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'P2423D',
    ]);
    expect(
      codeOf(await world.employee.del(`/shop/cart/items/${id('Designer workstation')}`), 404),
    ).toBe('SHOP_NOT_IN_CART');
    expectErrorBody(
      await world.employee.put(`/shop/cart/items/${id('Pixel 8')}`, { quantity: 2 }),
      404,
    );
  });

  it('refuses bad quantities and products naming the field', async () => {
    const field = async (res: Parameters<typeof expectErrorBody>[0]) =>
      expectErrorBody(res, 400).issues?.[0]?.field;
    expect(await field(await world.employee.post('/shop/cart/items', { productId: 'x' }))).toBe(
      'productId',
    );
    expect(
      await field(
        await world.employee.post('/shop/cart/items', { productId: id('P2423D'), quantity: 0 }),
      ),
    ).toBe('quantity');
    await world.employee.post('/shop/cart/items', { productId: id('P2423D'), quantity: 15 });
    const past = await world.employee.post('/shop/cart/items', {
      productId: id('P2423D'),
      quantity: 6,
    });
    expect(await field(past)).toBe('quantity');
    expect(past.json().code).toBe('SHOP_QUANTITY_MAX');
    expect(
      await field(await world.employee.put(`/shop/cart/items/${id('P2423D')}`, { quantity: 21 })),
    ).toBe('quantity');
    expect(await field(await world.employee.put(`/shop/cart/items/${id('P2423D')}`, {}))).toBe(
      'quantity',
    );
    // Another company's product.
    expect(
      codeOf(await world.other.post('/shop/cart/items', { productId: id('P2423D') }), 404),
    ).toBe('SHOP_PRODUCT_NOT_FOUND');
    expectErrorBody(await world.viewer.get('/shop/cart'), 403);
  });
});

describe('the cart’s order details', () => {
  afterEach(async () => {
    await world.env.database.db.deleteFrom('shop_cart_items').execute();
    await world.env.database.db.deleteFrom('shop_carts').execute();
  });

  const report = async () =>
    await world.env.database.db
      .selectFrom('employees')
      .select(['id', 'code', 'name'])
      .where('company_id', '=', world.demo.companyId)
      .where('id', '<>', world.employeeId)
      .orderBy('code')
      .executeTakeFirstOrThrow();

  it('keeps the business reason and the employee per user, read again on any device', async () => {
    const other = await report();
    const saved = await world.employee.put('/shop/cart', {
      businessReason: 'Her laptop broke ',
      employeeId: other.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cart).toMatchObject({
      businessReason: 'Her laptop broke ',
      employee: { _id: other.id, id: other.code, name: other.name },
    });
    // A reload (or another device): the same answer, with the products.
    await world.employee.post('/shop/cart/items', { productId: id('P2423D') });
    const cart = (await world.employee.get('/shop/cart')).json().cart;
    expect(cart).toMatchObject({
      items: [{ quantity: 1 }],
      businessReason: 'Her laptop broke ',
      employee: { _id: other.id },
    });
    // Each field given is saved, each absent kept; null is oneself.
    const reason = await world.employee.put('/shop/cart', { businessReason: 'A new joiner' });
    expect(reason.json().cart).toMatchObject({
      businessReason: 'A new joiner',
      employee: { _id: other.id },
    });
    const self = await world.employee.put('/shop/cart', { employeeId: null });
    expect(self.json().cart).toMatchObject({ businessReason: 'A new joiner', employee: null });
    // Another user's cart has its own.
    expect((await world.manager.get('/shop/cart')).json().cart).toMatchObject({
      businessReason: '',
      employee: null,
    });
  });

  it('refuses bad details with a 400 naming the field, saving nothing', async () => {
    await world.employee.put('/shop/cart', { businessReason: 'Kept' });
    const field = async (body: unknown) =>
      expectErrorBody(await world.employee.put('/shop/cart', body), 400).issues?.[0]?.field;
    expect(await field({ businessReason: 'x'.repeat(1001) })).toBe('businessReason');
    expect(await field({ businessReason: 42 })).toBe('businessReason');
    expect(await field({ employeeId: 'nobody' })).toBe('employeeId');
    expect(await field({ businessReason: 'Bad\u0000' })).toBe('businessReason');
    const foreign = expectErrorBody(
      await world.employee.put('/shop/cart', {
        businessReason: 'Not saved',
        employeeId: world.foreign.employeeId,
      }),
      400,
    );
    expect(foreign).toMatchObject({
      issues: [{ field: 'employeeId' }],
      code: 'SHOP_UNKNOWN_EMPLOYEE',
    });
    expect((await world.employee.get('/shop/cart')).json().cart).toMatchObject({
      businessReason: 'Kept',
      employee: null,
    });
    expectErrorBody(await world.viewer.put('/shop/cart', { businessReason: 'x' }), 403);
  });

  it('is emptied with the products when the order is placed', async () => {
    // The manager, for their report.
    const body = { businessReason: 'For my report', employeeId: world.employeeId };
    await world.manager.put('/shop/cart', body);
    await world.manager.post('/shop/cart/items', { productId: id('Zone Vibe 100') });
    const placed = await world.manager.post('/shop/orders', body);
    expect(placed.statusCode).toBe(201);
    expect((await world.manager.get('/shop/cart')).json().cart).toMatchObject({
      items: [],
      businessReason: '',
      employee: null,
    });
  });
});

describe('placing an order', () => {
  it('needs a non-empty cart, a business reason and an employee', async () => {
    const empty = expectErrorBody(
      await world.employee.post('/shop/orders', { businessReason: 'x' }),
      409,
    );
    expect(empty).toMatchObject({ issues: [{ field: 'cart' }], code: 'SHOP_CART_EMPTY' });
    await world.employee.post('/shop/cart/items', { productId: id('Pixel 8') });
    expect(
      expectErrorBody(await world.employee.post('/shop/orders', {}), 400).issues?.[0]?.field,
    ).toBe('businessReason');
    expect(
      expectErrorBody(
        await world.employee.post('/shop/orders', {
          businessReason: 'x',
          employeeId: world.foreign.employeeId,
        }),
        400,
      ),
    ).toMatchObject({ issues: [{ field: 'employeeId' }], code: 'SHOP_UNKNOWN_EMPLOYEE' });
    // The administrator has no employee record: they must name the employee.
    await world.admin.post('/shop/cart/items', { productId: id('Pixel 8') });
    expect(
      expectErrorBody(await world.admin.post('/shop/orders', { businessReason: 'x' }), 400),
    ).toMatchObject({ issues: [{ field: 'employeeId' }], code: 'SHOP_NO_EMPLOYEE_RECORD' });
    await world.env.database.db.deleteFrom('shop_cart_items').execute();
  });

  it('for oneself: the manager, then IT; the cart empties', async () => {
    const placed = await order(world, world.employee, 'Galaxy A54', {
      businessReason: 'On-call phone',
    });
    expect(placed).toMatchObject({
      status: 'awaiting-approval',
      currentStep: 'manager',
      onBehalf: false,
      totalPaise: 3_899_900,
      employee: { _id: world.employeeId },
    });
    expect(placed.steps.map((s) => [s.kind, s.approver?._id, s.decision])).toEqual([
      ['manager', world.userIds.manager, 'pending'],
      ['it', world.userIds.itHead, 'pending'],
    ]);
    expect(placed.items).toHaveLength(1);
    expect(placed.items[0]).toMatchObject({ status: 'open', model: 'Galaxy A54' });
    expect((await world.employee.get('/shop/cart')).json().cart.items).toEqual([]);
  });

  it('on behalf of a report: the manager placing it has approved their step', async () => {
    const placed = await order(world, world.manager, 'Evolve2 65', {
      employeeId: world.employeeId,
    });
    expect(placed).toMatchObject({ currentStep: 'it', onBehalf: true });
    expect(placed.steps[0]).toMatchObject({ kind: 'manager', decision: 'approved' });
    // The employee sees it among their orders.
    const mine = (await world.employee.get('/shop/orders')).json().orders as ShopOrder[];
    expect(mine.map((o) => o._id)).toContain(placed._id);
  });

  it('above the price limit: Finance too; bundles and quantities make units to fulfil', async () => {
    const placed = await order(world, world.employee, 'Designer workstation', {}, 1);
    expect(placed.steps.map((s) => s.kind)).toEqual(['manager', 'it', 'finance']);
    expect(placed.items.map((i) => i.model)).toEqual([
      'MacBook Pro 14 (M3)',
      '27UP850-W',
      '27UP850-W',
    ]);
    const licences = await order(world, world.employee, 'Zoom Workplace Pro (1 year)', {}, 3);
    expect(licences.items.map((i) => [i.assetType, i.model])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});

describe('approvals', () => {
  it('lets only the current step’s approver decide, through to approved', async () => {
    const placed = await order(world, world.employee, 'Designer workstation');
    const approve = (as: typeof world.admin, comment?: string) =>
      as.post(`/shop/orders/${placed._id}/approve`, comment ? { comment } : {});

    const queue = async (as: typeof world.admin) =>
      ((await as.get('/shop/approvals')).json().orders as ShopOrder[]).map((o) => o._id);
    expect(await queue(world.manager)).toContain(placed._id);
    expect(await queue(world.itHead)).not.toContain(placed._id);

    // IT's and Finance's approvers, and the administrator, are not in the manager's step.
    for (const as of [world.itHead, world.financeHead, world.admin])
      expect(codeOf(await approve(as), 403)).toBe('SHOP_NOT_YOUR_STEP');
    expectErrorBody(await approve(world.employee), 403);
    const atIt = (await approve(world.manager, 'Fine by me')).json().order as ShopOrder;
    expect(atIt).toMatchObject({ status: 'awaiting-approval', currentStep: 'it' });
    expect(atIt.steps[0]).toMatchObject({ decision: 'approved', comment: 'Fine by me' });
    expectErrorBody(await approve(world.manager), 403);
    expect(await queue(world.itHead)).toContain(placed._id);

    expect((await approve(world.itHead)).json().order.currentStep).toBe('finance');
    expectErrorBody(await approve(world.itHead), 403);
    const done = (await approve(world.financeHead)).json().order as ShopOrder;
    expect(done).toMatchObject({ status: 'approved', currentStep: null });
    // The requester sees every step's decision.
    const seen = (await world.employee.get(`/shop/orders/${placed._id}`)).json().order as ShopOrder;
    expect(seen.steps.map((s) => s.decision)).toEqual(['approved', 'approved', 'approved']);
    expect(codeOf(await approve(world.financeHead), 409)).toBe('SHOP_NOT_AWAITING_APPROVAL');
  });

  it('ends at a rejection, which needs a comment', async () => {
    const placed = await order(world, world.employee, 'iPhone 14');
    const reject = (body: unknown) => world.manager.post(`/shop/orders/${placed._id}/reject`, body);
    expect(expectErrorBody(await reject({}), 400).issues?.[0]?.field).toBe('comment');
    expectErrorBody(
      await world.itHead.post(`/shop/orders/${placed._id}/reject`, { comment: 'x' }),
      403,
    );
    const rejected = (await reject({ comment: 'Not this year' })).json().order as ShopOrder;
    expect(rejected).toMatchObject({ status: 'rejected', currentStep: null });
    expect(rejected.steps.map((s) => s.decision)).toEqual(['rejected', 'pending']);
    expectErrorBody(await world.itHead.post(`/shop/orders/${placed._id}/approve`), 409);
    expectErrorBody(await reject({ comment: 'again' }), 409);
  });

  it('leaves a step with no named approver to administrators', async () => {
    const settings = (await world.admin.get('/shop/settings')).json().settings;
    await world.admin.put('/shop/settings', { ...settings, itApproverUserId: null });
    try {
      const placed = await order(world, world.manager, 'Tab P12', { employeeId: world.employeeId });
      // The manager placed it (and sees it) but IT's step is not theirs.
      expectErrorBody(await world.manager.post(`/shop/orders/${placed._id}/approve`), 403);
      // IT's usual approver has no part in this order now: it does not exist for them.
      expectErrorBody(await world.itHead.post(`/shop/orders/${placed._id}/approve`), 404);
      const queue = (await world.admin.get('/shop/approvals')).json().orders as ShopOrder[];
      expect(queue.map((o) => o._id)).toContain(placed._id);
      const res = await world.admin.post(`/shop/orders/${placed._id}/approve`);
      expect(res.json().order.status).toBe('approved');
    } finally {
      await world.admin.put('/shop/settings', settings);
    }
  });

  it('answers 404 for another company’s order and 400 for a bad id', async () => {
    const placed = await order(world, world.employee, 'Galaxy S23');
    expect(codeOf(await world.other.get(`/shop/orders/${placed._id}`), 404)).toBe(
      'SHOP_ORDER_NOT_FOUND',
    );
    expectErrorBody(await world.other.post(`/shop/orders/${placed._id}/approve`), 404);
    expectErrorBody(await world.other.post(`/shop/orders/${placed._id}/cancel`), 404);
    expect(
      expectErrorBody(await world.manager.post('/shop/orders/nope/approve'), 400).issues?.[0]
        ?.field,
    ).toBe('id');
    expectErrorBody(await world.viewer.post(`/shop/orders/${placed._id}/approve`), 403);
    // A staff member with no part in it does not see it.
    const stranger = await userWith(world, { on_shop: { shop_order: ['create', 'view'] } });
    expectErrorBody(await stranger.client.get(`/shop/orders/${placed._id}`), 404);
    expect((await stranger.client.get('/shop/orders')).json().total).toBe(0);
  });
});

describe('lists and cancelling', () => {
  it('lists one’s orders, every order for fulfilment, by status', async () => {
    const mine = (await world.employee.get('/shop/orders?limit=100')).json();
    expect(mine.total).toBeGreaterThanOrEqual(8);
    expect(mine.orders.every((o: ShopOrder) => o.employee._id === world.employeeId)).toBe(true);
    expect(codeOf(await world.employee.get('/shop/orders?scope=all'), 403)).toBe(
      'SHOP_ALL_ORDERS_FORBIDDEN',
    );
    const all = (await world.agent.get('/shop/orders?scope=all&status=rejected')).json();
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.orders.every((o: ShopOrder) => o.status === 'rejected')).toBe(true);
    expect(
      expectErrorBody(await world.agent.get('/shop/orders?status=lost'), 400).issues?.[0]?.field,
    ).toBe('status');
  });

  it('is cancelled by its people before fulfilment starts', async () => {
    const placed = await order(world, world.employee, 'Galaxy A54');
    expect(placed.can).toEqual({ decide: false, cancel: true, fulfil: false });
    expect(codeOf(await world.manager.post(`/shop/orders/${placed._id}/cancel`), 403)).toBe(
      'SHOP_CANCEL_FORBIDDEN',
    );
    const cancelled = await world.employee.post(`/shop/orders/${placed._id}/cancel`);
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled' });
    expect(codeOf(await world.employee.post(`/shop/orders/${placed._id}/cancel`), 409)).toBe(
      'SHOP_ORDER_CLOSED',
    );
    expectErrorBody(await world.manager.post(`/shop/orders/${placed._id}/approve`), 409);
  });
});
