/**
 * Every JSON answer of the shop carries `type: 'success'` (api/README.md "The IT shop": the
 * browser's client takes nothing else as a success): the catalogue, the settings, the cart,
 * orders, approvals and fulfilment, each route called once as its people call it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { order, shopWorld, stockAsset, type ShopOrder, type ShopWorld } from './shop-fixtures';

let world: ShopWorld;
beforeAll(async () => {
  world = await shopWorld();
});
afterAll(() => world.env.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
  'base64',
);

describe('the shop’s answers', () => {
  it('carry type success on every route', async () => {
    const answers: { route: string; status: number; type: unknown }[] = [];
    const seen = async (route: string, call: Promise<LightMyRequestResponse>) => {
      const res = await call;
      const body = res.json() as { type?: unknown } & Record<string, unknown>;
      answers.push({ route, status: res.statusCode, type: body.type });
      return body;
    };
    const { admin, employee, manager, itHead, agent } = world;

    // The catalogue and the settings (an editor).
    const categories = await seen('GET categories', admin.get('/shop/categories'));
    const laptops = (categories.categories as { _id: string; name: string }[]).find(
      (c) => c.name === 'Laptops',
    )!;
    await seen(
      'POST categories',
      admin.post('/shop/categories', { name: `Answers ${process.pid}` }),
    );
    await seen('GET products', employee.get('/shop/products?search=ThinkPad'));
    const body = {
      categoryId: laptops._id,
      kind: 'device',
      name: `Answers laptop ${process.pid}`,
      pricePaise: 5_000_000,
      components: [{ assetTypeId: world.types.get('Laptop')!, model: 'Answers model' }],
    };
    const created = await seen('POST products', admin.post('/shop/products', body));
    const id = (created.product as { _id: string })._id;
    await seen('GET product', employee.get(`/shop/products/${id}`));
    await seen(
      'PUT product',
      admin.put(`/shop/products/${id}`, { ...body, pricePaise: 4_900_000 }),
    );
    await seen('POST retire', admin.post(`/shop/products/${id}/retire`));
    await seen('POST restore', admin.post(`/shop/products/${id}/restore`));
    const picture = await seen(
      'POST pictures',
      admin.post(`/shop/products/${id}/pictures`, { contentType: 'image/png', data: PNG }),
    );
    await seen(
      'DELETE picture',
      admin.del(`/shop/products/${id}/pictures/${(picture.picture as { _id: string })._id}`),
    );
    const settings = await seen('GET settings', employee.get('/shop/settings'));
    await seen('PUT settings', admin.put('/shop/settings', settings.settings));

    // The cart and orders (the employee).
    const licence = world.products.get('Microsoft 365 E3 (1 year)')!;
    await seen('GET cart', employee.get('/shop/cart'));
    await seen('PUT cart', employee.put('/shop/cart', { businessReason: 'For the answers' }));
    await seen('POST cart items', employee.post('/shop/cart/items', { productId: licence }));
    await seen('PUT cart item', employee.put(`/shop/cart/items/${licence}`, { quantity: 2 }));
    await seen('DELETE cart item', employee.del(`/shop/cart/items/${licence}`));
    await employee.post('/shop/cart/items', { productId: licence });
    const placed = await seen(
      'POST orders',
      employee.post('/shop/orders', { businessReason: 'A licence for the answers' }),
    );
    const licenceOrder = placed.order as ShopOrder;
    await seen('GET orders', employee.get('/shop/orders'));
    await seen('GET order', employee.get(`/shop/orders/${licenceOrder._id}`));

    // Approvals: the manager's queue and decisions, IT's rejection of another order.
    await seen('GET approvals', manager.get('/shop/approvals'));
    await seen('POST approve', manager.post(`/shop/orders/${licenceOrder._id}/approve`, {}));
    await itHead.post(`/shop/orders/${licenceOrder._id}/approve`, {});
    const rejected = await order(world, employee, 'Microsoft 365 E3 (1 year)');
    await seen(
      'POST reject',
      manager.post(`/shop/orders/${rejected._id}/reject`, { comment: 'Not now' }),
    );
    const cancelled = await order(world, employee, 'Microsoft 365 E3 (1 year)');
    await seen('POST cancel', employee.post(`/shop/orders/${cancelled._id}/cancel`));

    // Fulfilment: the licence handed over and completed; a laptop bundle's units reserved and bought.
    const licenceItem = licenceOrder.items[0]!._id;
    await seen(
      'POST hand-over',
      agent.post(`/shop/orders/${licenceOrder._id}/items/${licenceItem}/hand-over`, {}),
    );
    await seen('POST complete', agent.post(`/shop/orders/${licenceOrder._id}/complete`));
    const bundle = await order(world, employee, 'Developer laptop bundle');
    await manager.post(`/shop/orders/${bundle._id}/approve`, {});
    await itHead.post(`/shop/orders/${bundle._id}/approve`, {});
    const laptop = await stockAsset(world, 'Laptop', 'ThinkPad T14 Gen 4', `ANS-${process.pid}`);
    const laptopItem = bundle.items.find((i) => i.model === 'ThinkPad T14 Gen 4')!._id;
    const dockItem = bundle.items.find((i) => i.assetType?.name === 'Docking Station')!._id;
    const at = (item: string, action: string) =>
      `/shop/orders/${bundle._id}/items/${item}/${action}`;
    await seen('GET stock', agent.get(at(laptopItem, 'stock')));
    await seen('POST reserve', agent.post(at(laptopItem, 'reserve'), { assetId: laptop._id }));
    await seen(
      'POST purchase-order',
      agent.post(at(dockItem, 'purchase-order'), {
        invoiceId: `PO-ANS-${process.pid}`,
        vendor: 'Lenovo India',
        unitPrice: 21500,
      }),
    );

    expect(answers.filter((a) => a.status >= 300)).toEqual([]);
    expect(answers.filter((a) => a.type !== 'success')).toEqual([]);
    expect(answers).toHaveLength(29);
  });
});
