/**
 * Fulfilling shop orders (issue 20): after approval IT reserves a specific in-stock asset for
 * each unit (it leaves the available stock; 409 when it is not in stock or reserved already),
 * raises a purchase order for a unit with none in stock (linked to the order), hands over
 * (optionally by the scanned tag) so the asset is assigned to the employee with its activity;
 * the last hand-over completes the order by itself (a unit on a purchase order keeps it in
 * fulfilment until its asset is handed over too); the seeded orders cover every state.
 */
import { sql } from 'kysely';
import { readMigrations } from '../src/db/migrate';
import { forceState } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { order, shopWorld, stockAsset, type ShopOrder, type ShopWorld } from './shop-fixtures';

let world: ShopWorld;
const db = () => world.env.database.db;

/** The refusal's code (SHOP_ERROR_CODES): what the browser translates. */
const codeOf = (res: Parameters<typeof expectErrorBody>[0], status: number) =>
  (expectErrorBody(res, status) as { code?: string }).code;

beforeAll(async () => {
  world = await shopWorld();
});
afterAll(() => world.env.close());

/** An order of the product by the employee, approved by their manager and IT (and Finance). */
async function approvedOrder(product: string, quantity = 1): Promise<ShopOrder> {
  const placed = await order(world, world.employee, product, {}, quantity);
  await world.manager.post(`/shop/orders/${placed._id}/approve`);
  let res = await world.itHead.post(`/shop/orders/${placed._id}/approve`);
  // Above the price limit, Finance too.
  if (res.json().order.currentStep === 'finance')
    res = await world.financeHead.post(`/shop/orders/${placed._id}/approve`);
  const approved = res.json().order as ShopOrder;
  expect(approved.status).toBe('approved');
  return approved;
}

const itemOf = (o: ShopOrder, model: string) => o.items.find((i) => i.model === model)!;
const url = (o: ShopOrder, itemId: string, action: string) =>
  `/shop/orders/${o._id}/items/${itemId}/${action}`;

describe('the laptop bundle, from approval to hand-over', () => {
  it('reserves the laptop, buys the dock, hands over by tag, and completes with the last hand-over', async () => {
    const laptop = await stockAsset(
      world,
      'Laptop',
      'ThinkPad T14 Gen 4',
      `SHOP-LT-${process.pid}`,
    );
    const headset = await stockAsset(world, 'Headset', 'Evolve2 65', `SHOP-HS-${process.pid}`);
    const product = world.products.get('ThinkPad T14 Gen 4')!;
    const stockOf = async () =>
      (await world.employee.get(`/shop/products/${product}`)).json().product.availability.inStock;
    const before = await stockOf();

    const approved = await approvedOrder('Developer laptop bundle');
    expect(approved.can.fulfil).toBe(false);
    const laptopItem = itemOf(approved, 'ThinkPad T14 Gen 4');
    const dockItem = itemOf(approved, 'ThinkPad Thunderbolt 4 Dock');
    const headsetItem = itemOf(approved, 'Evolve2 65');

    const stock = (await world.agent.get(url(approved, laptopItem._id, 'stock'))).json().assets;
    expect(stock.map((a: { _id: string }) => a._id)).toContain(laptop._id);
    const reserved = await world.agent.post(url(approved, laptopItem._id, 'reserve'), {
      assetId: laptop._id,
    });
    expect(reserved.statusCode).toBe(200);
    let current = reserved.json().order as ShopOrder;
    expect(current.status).toBe('fulfilling');
    expect(itemOf(current, 'ThinkPad T14 Gen 4')).toMatchObject({
      status: 'reserved',
      asset: { _id: laptop._id, state: 'IN_INVENTORY' },
    });
    // It has left the available stock: the catalogue and the candidates no longer count it.
    expect(await stockOf()).toBe(before - 1);
    const again = (await world.agent.get(url(approved, laptopItem._id, 'stock'))).json().assets;
    expect(again.map((a: { _id: string }) => a._id)).not.toContain(laptop._id);

    const po = await world.agent.post(url(approved, dockItem._id, 'purchase-order'), {
      invoiceId: `PO-SHOP-${process.pid}`,
      vendor: 'Lenovo India',
      unitPrice: 21500,
    });
    expect(po.statusCode).toBe(201);
    current = po.json().order;
    const dock = itemOf(current, 'ThinkPad Thunderbolt 4 Dock');
    expect(dock).toMatchObject({
      status: 'ordered',
      purchaseOrder: { invoiceId: `PO-SHOP-${process.pid}` },
    });
    const poLine = await db()
      .selectFrom('purchase_order_lines')
      .select(['model', 'quantity', 'asset_type_id'])
      .where('purchase_order_id', '=', dock.purchaseOrder!._id)
      .execute();
    expect(poLine).toEqual([
      {
        model: 'ThinkPad Thunderbolt 4 Dock',
        quantity: 1,
        asset_type_id: world.types.get('Docking Station'),
      },
    ]);

    // The headset by its scanned tag alone: reserved and handed over at once.
    const byTag = await world.agent.post(url(approved, headsetItem._id, 'hand-over'), {
      tag: headset.tag,
    });
    expect(itemOf(byTag.json().order, 'Evolve2 65')).toMatchObject({
      status: 'handed-over',
      asset: { _id: headset._id, state: 'ASSIGNED' },
    });

    // The laptop: a tag that is not the reserved asset's is refused.
    const wrong = await world.agent.post(url(approved, laptopItem._id, 'hand-over'), {
      tag: headset.tag,
    });
    expect(expectErrorBody(wrong, 400)).toMatchObject({
      issues: [{ field: 'tag' }],
      code: 'SHOP_TAG_MISMATCH',
    });
    const handed = await world.agent.post(url(approved, laptopItem._id, 'hand-over'), {
      tag: laptop.tag,
    });
    expect(itemOf(handed.json().order, 'ThinkPad T14 Gen 4')).toMatchObject({
      status: 'handed-over',
      asset: { _id: laptop._id, state: 'ASSIGNED' },
    });
    const asset = (await world.admin.get(`/assets/${laptop._id}`)).json().asset;
    expect(asset).toMatchObject({ state: 'ASSIGNED', employee: { _id: world.employeeId } });
    const activity = await db()
      .selectFrom('activity_log')
      .select(['action', 'after'])
      .where('entity_id', '=', laptop._id)
      .where('action', '=', 'assign')
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.after).toMatchObject({ note: `Shop order #${approved.number}` });

    // Not complete while the dock is on order: it stays in fulfilment.
    expect(handed.json().order).toMatchObject({ status: 'fulfilling', completedAt: null });
    const early = await world.agent.post(`/shop/orders/${approved._id}/complete`);
    expect(expectErrorBody(early, 409)).toMatchObject({
      issues: [{ field: 'items' }],
      code: 'SHOP_ITEMS_NOT_HANDED_OVER',
    });
    // The dock arrives, is reserved and handed over: the last hand-over completes the order.
    const arrived = await stockAsset(world, 'Docking Station', 'ThinkPad Thunderbolt 4 Dock');
    await world.agent.post(url(approved, dockItem._id, 'reserve'), { assetId: arrived._id });
    const last = await world.agent.post(url(approved, dockItem._id, 'hand-over'), {});
    const complete = last.json().order;
    expect(complete).toMatchObject({ status: 'complete', can: { fulfil: false, cancel: false } });
    expect(complete.completedAt).toEqual(expect.any(String));
    expect(complete.closedAt).toBe(complete.completedAt);
    // The employee sees it, every item assigned to them.
    const seen = (await world.employee.get(`/shop/orders/${approved._id}`)).json()
      .order as ShopOrder;
    expect(seen.items.map((i) => [i.status, i.asset?.state])).toEqual([
      ['handed-over', 'ASSIGNED'],
      ['handed-over', 'ASSIGNED'],
      ['handed-over', 'ASSIGNED'],
    ]);
    // Asking to complete it changes nothing: it answers the order as it is.
    const asked = await world.agent.post(`/shop/orders/${approved._id}/complete`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().order).toMatchObject({
      status: 'complete',
      completedAt: complete.completedAt,
    });
    expect(codeOf(await world.agent.post(url(approved, dockItem._id, 'hand-over'), {}), 409)).toBe(
      'SHOP_ITEM_HANDED_OVER',
    );
  });
});

describe('refusals', () => {
  it('reserves only an in-stock asset of the item’s type that is not reserved (409, 400)', async () => {
    const first = await approvedOrder('Galaxy A54');
    const second = await approvedOrder('Galaxy A54');
    const phone = await stockAsset(world, 'Mobile Phone', 'Galaxy A54');
    const reserve = (o: ShopOrder, assetId: string) =>
      world.agent.post(url(o, o.items[0]!._id, 'reserve'), { assetId });

    expect((await reserve(first, phone._id)).statusCode).toBe(200);
    expect(expectErrorBody(await reserve(second, phone._id), 409)).toMatchObject({
      issues: [{ field: 'assetId' }],
      code: 'SHOP_ASSET_TAKEN',
    });
    expect(expectErrorBody(await reserve(first, phone._id), 409)).toMatchObject({
      issues: [{ field: 'status' }],
      code: 'SHOP_ITEM_RESERVED',
    });
    const broken = await stockAsset(world, 'Mobile Phone', 'Galaxy A54');
    await forceState(world, broken._id, 'IN_REPAIR');
    const notInStock = expectErrorBody(await reserve(second, broken._id), 409);
    expect(notInStock).toMatchObject({
      issues: [{ field: 'assetId' }],
      code: 'SHOP_ASSET_NOT_IN_STOCK',
    });
    expect(notInStock.error).toMatch(/not in stock/);
    const laptop = await stockAsset(world, 'Laptop', 'Latitude 5440');
    expect(expectErrorBody(await reserve(second, laptop._id), 400)).toMatchObject({
      issues: [{ field: 'assetId' }],
      code: 'SHOP_WRONG_ASSET_TYPE',
    });
    expect(expectErrorBody(await reserve(second, world.foreign.assetId), 400)).toMatchObject({
      issues: [{ field: 'assetId' }],
      code: 'SHOP_UNKNOWN_ASSET',
    });
    expect(
      expectErrorBody(
        await world.agent.post(url(second, second.items[0]!._id, 'reserve'), { assetId: 'x' }),
        400,
      ).issues?.[0]?.field,
    ).toBe('assetId');
    // An item that is not reserved is not handed over.
    expect(
      codeOf(await world.agent.post(url(second, second.items[0]!._id, 'hand-over'), {}), 409),
    ).toBe('SHOP_RESERVE_FIRST');
  });

  it('cancels a fulfilling order until a unit is handed over, releasing its reservations', async () => {
    const reserved = await approvedOrder('Pixel 8');
    const phone = await stockAsset(world, 'Mobile Phone', 'Pixel 8');
    await world.agent.post(url(reserved, reserved.items[0]!._id, 'reserve'), {
      assetId: phone._id,
    });
    const cancelled = await world.employee.post(`/shop/orders/${reserved._id}/cancel`);
    expect(cancelled.json().order).toMatchObject({
      status: 'cancelled',
      items: [{ status: 'open', asset: null }],
    });
    // The phone is available again: another order (of two) reserves it.
    const next = await approvedOrder('Pixel 8', 2);
    const again = await world.agent.post(url(next, next.items[0]!._id, 'reserve'), {
      assetId: phone._id,
    });
    expect(again.statusCode).toBe(200);
    const one = await world.agent.post(url(next, next.items[0]!._id, 'hand-over'), {});
    expect(one.json().order.status).toBe('fulfilling');
    const late = expectErrorBody(await world.agent.post(`/shop/orders/${next._id}/cancel`), 409);
    expect(late).toMatchObject({ issues: [{ field: 'items' }], code: 'SHOP_ITEMS_HANDED_OVER' });
  });

  it('fulfils only approved orders, for fulfilment only, in the company', async () => {
    const placed = await order(world, world.employee, 'Galaxy S23');
    const item = placed.items[0]!._id;
    const phone = await stockAsset(world, 'Mobile Phone', 'Galaxy S23');
    expect(
      codeOf(await world.agent.post(url(placed, item, 'reserve'), { assetId: phone._id }), 409),
    ).toBe('SHOP_NOT_APPROVED');
    expectErrorBody(await world.agent.post(`/shop/orders/${placed._id}/complete`), 409);
    expectErrorBody(
      await world.employee.post(url(placed, item, 'reserve'), { assetId: phone._id }),
      403,
    );
    expectErrorBody(await world.manager.post(url(placed, item, 'hand-over'), {}), 403);
    expectErrorBody(
      await world.other.post(url(placed, item, 'reserve'), { assetId: phone._id }),
      404,
    );
    expectErrorBody(await world.other.post(`/shop/orders/${placed._id}/complete`), 404);
    expect(
      codeOf(
        await world.agent.post(url(placed, '00000000-0000-4000-8000-000000000000', 'reserve'), {
          assetId: phone._id,
        }),
        404,
      ),
    ).toBe('SHOP_ITEM_NOT_FOUND');
  });

  it('buys only what is not in stock, unless told it is deliberate (409 SHOP_MATCHING_IN_STOCK)', async () => {
    // A tablet of the item's model in stock: the stock says how many match.
    const tablet = await stockAsset(world, 'Tablet', 'Tab P12');
    const approved = await approvedOrder('Tab P12');
    const item = approved.items[0]!._id;
    const stock = (await world.agent.get(url(approved, item, 'stock'))).json();
    expect(stock.assets.map((a: { _id: string }) => a._id)).toContain(tablet._id);
    expect(stock.matching).toBeGreaterThanOrEqual(1);
    const body = { invoiceId: `PO-IS-${process.pid}`, vendor: 'Lenovo India', unitPrice: 34999 };
    const refused = await world.agent.post(url(approved, item, 'purchase-order'), body);
    expect(expectErrorBody(refused, 409)).toMatchObject({ code: 'SHOP_MATCHING_IN_STOCK' });
    expect(expectErrorBody(refused, 409).error).toMatch(/^\d+ matching asset\(s\)/);
    const raisedNone = await db()
      .selectFrom('purchase_orders')
      .select('id')
      .where('invoice_id', '=', body.invoiceId)
      .execute();
    expect(raisedNone).toEqual([]);
    expect((await world.agent.get(`/shop/orders/${approved._id}`)).json().order).toMatchObject({
      status: 'approved',
      items: [{ status: 'open', purchaseOrder: null }],
    });
    // Deliberately, after the screen's confirmation: raised.
    const forced = await world.agent.post(url(approved, item, 'purchase-order'), {
      ...body,
      force: true,
    });
    expect(forced.statusCode).toBe(201);
    expect(forced.json().order.items[0]).toMatchObject({
      status: 'ordered',
      purchaseOrder: { invoiceId: body.invoiceId },
    });
    expect(
      expectErrorBody(
        await world.agent.post(url(approved, item, 'purchase-order'), { ...body, force: 'yes' }),
        400,
      ).issues?.[0]?.field,
    ).toBe('force');
    // A model no register holds: nothing matches, and no confirmation is needed (the bundle's dock above).
    const bundle = await approvedOrder('Developer laptop bundle');
    const dock = itemOf(bundle, 'ThinkPad Thunderbolt 4 Dock');
    expect((await world.agent.get(url(bundle, dock._id, 'stock'))).json().matching).toBe(0);
  });

  it('refuses bad purchase orders and hand-overs naming the field', async () => {
    const approved = await approvedOrder('Tab P12');
    const po = (body: unknown) =>
      world.agent.post(url(approved, approved.items[0]!._id, 'purchase-order'), body);
    const field = async (body: unknown) => expectErrorBody(await po(body), 400).issues?.[0]?.field;
    // The seed keeps tablets of this model in stock: each purchase order here is deliberate.
    const good = {
      invoiceId: `PO-T-${process.pid}`,
      vendor: 'Lenovo India',
      unitPrice: 34999,
      force: true,
    };
    expect(await field({ ...good, vendor: '' })).toBe('vendor');
    expect(await field({ ...good, unitPrice: -1 })).toBe('unitPrice');
    expect(await field({ ...good, orderDate: '2026-13-01' })).toBe('orderDate');
    expect((await po(good)).statusCode).toBe(201);
    // Another unit's purchase order under the same number.
    const other = await approvedOrder('Tab P12');
    const taken = await world.agent.post(url(other, other.items[0]!._id, 'purchase-order'), good);
    expect(expectErrorBody(taken, 400)).toMatchObject({
      issues: [{ field: 'invoiceId' }],
      code: 'SHOP_PURCHASE_ORDER_NUMBER_TAKEN',
    });
    expect(expectErrorBody(await po({ ...good, invoiceId: 'PO-T-2' }), 409)).toMatchObject({
      issues: [{ field: 'status' }],
      code: 'SHOP_PURCHASE_ORDER_RAISED',
    });
    const handOver = await world.agent.post(url(approved, approved.items[0]!._id, 'hand-over'), {
      date: 'yesterday',
    });
    expect(expectErrorBody(handOver, 400).issues?.[0]?.field).toBe('date');
    expect(
      expectErrorBody(
        await world.agent.post(url(approved, approved.items[0]!._id, 'hand-over'), {
          tag: 'NO-SUCH-TAG',
        }),
        400,
      ),
    ).toMatchObject({ issues: [{ field: 'tag' }], code: 'SHOP_UNKNOWN_TAG' });
  });

  it('hands a licence over without an asset', async () => {
    const approved = await approvedOrder('Adobe Creative Cloud (1 year)');
    const item = approved.items[0]!._id;
    expect(
      codeOf(
        await world.agent.post(url(approved, item, 'reserve'), { assetId: world.foreign.assetId }),
        409,
      ),
    ).toBe('SHOP_LICENCE_NO_ASSET');
    const handed = (await world.agent.post(url(approved, item, 'hand-over'), {})).json().order;
    expect(handed.items[0]).toMatchObject({ status: 'handed-over', asset: null });
    // Its one unit handed over, the order is complete; a closed order is not cancelled.
    expect(handed.status).toBe('complete');
    expect(codeOf(await world.employee.post(`/shop/orders/${approved._id}/cancel`), 409)).toBe(
      'SHOP_ORDER_CLOSED',
    );
  });
});

describe('migration 0026', () => {
  it('completes an order left fulfilling with every unit handed over, as of its last hand-over', async () => {
    const approved = await approvedOrder('Adobe Creative Cloud (1 year)');
    await world.agent.post(url(approved, approved.items[0]!._id, 'hand-over'), {});
    // As it stood before the hand-over completed orders: fulfilling, every unit handed over.
    await db()
      .updateTable('shop_orders')
      .set({ status: 'fulfilling', completed_at: null, closed_at: null })
      .where('id', '=', approved._id)
      .execute();
    const waiting = await approvedOrder('Galaxy S23');
    const file = readMigrations().find((m) => m.version === '0026')!;
    await sql.raw(file.sql).execute(db());
    const row = await db()
      .selectFrom('shop_orders as o')
      .innerJoin('shop_order_items as i', 'i.order_id', 'o.id')
      .select(['o.status', 'o.completed_at', 'o.closed_at', 'i.handed_over_at'])
      .where('o.id', '=', approved._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'complete', completed_at: row.handed_over_at });
    expect(row.closed_at).toEqual(row.handed_over_at);
    const untouched = (await world.agent.get(`/shop/orders/${waiting._id}`)).json().order;
    expect(untouched.status).toBe('approved');
  });
});

describe('the seed', () => {
  it('has Demo Corp’s orders in every state, and the employee’s manager', async () => {
    const statuses = await sql<{ status: string; steps: string[] }>`select o.status,
        array_agg(s.kind || ':' || s.decision order by s.position) as steps
      from shop_orders o join shop_approval_steps s on s.order_id = o.id
      where o.company_id = ${world.demo.companyId} and o.number <= 8
      group by o.id order by o.number`.execute(db());
    expect(statuses.rows.map((r) => r.status)).toEqual([
      'awaiting-approval',
      'awaiting-approval',
      'awaiting-approval',
      'approved',
      'fulfilling',
      'complete',
      'rejected',
      'cancelled',
    ]);
    expect(statuses.rows[2]!.steps).toEqual(['manager:approved', 'it:approved', 'finance:pending']);
    const queue = (await world.financeHead.get('/shop/approvals')).json();
    expect(queue.total).toBeGreaterThanOrEqual(1);
    const manager = await sql<{ email: string }>`select m.email from employees e
      join employees m on m.id = e.manager_id where e.id = ${world.employeeId}`.execute(db());
    expect(manager.rows[0]!.email).toBe('manager@demo.test');
  });
});
