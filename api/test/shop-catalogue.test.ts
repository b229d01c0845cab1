/**
 * The shop's catalogue (issue 20): categories, the product list with search, category, kind,
 * price and stock filters, paging and live availability; one product; the catalogue editor's
 * create, edit, retire and restore and pictures; the shop's settings; another company's
 * product is 404, bad bodies 400 naming the field, and a company without it-products gets
 * the module refusal.
 */
import { sql } from 'kysely';
import { AVAILABLE_ASSET } from '../src/modules/assets/reservations.queries';
import { client } from './asset-fixtures';
import { expectErrorBody, login } from './helpers';
import { shopWorld, stockAsset, type ShopWorld } from './shop-fixtures';

/** A 1x1 transparent PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let world: ShopWorld;
const db = () => world.env.database.db;

beforeAll(async () => {
  world = await shopWorld();
});
afterAll(() => world.env.close());

async function categoryId(name: string): Promise<string> {
  const row = await db()
    .selectFrom('shop_categories')
    .select('id')
    .where('company_id', '=', world.demo.companyId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

const newProduct = async (overrides: Record<string, unknown> = {}) => ({
  categoryId: await categoryId('Accessories'),
  kind: 'device',
  name: `Test dock ${Math.random().toString(36).slice(2, 8)}`,
  pricePaise: 1_500_000,
  components: [{ assetTypeId: world.types.get('Docking Station')!, model: 'Test Dock X1' }],
  ...overrides,
});

describe('browsing', () => {
  it('lists the six categories with their product counts', async () => {
    const res = await world.employee.get('/shop/categories');
    expect(res.statusCode).toBe(200);
    const categories = res.json().categories as { name: string; productCount: number }[];
    expect(categories.map((c) => c.name)).toEqual([
      'Laptops',
      'Desktops and monitors',
      'Phones and tablets',
      'Accessories',
      'Bundles',
      'Software',
    ]);
    expect(categories.reduce((n, c) => n + c.productCount, 0)).toBe(40);
  });

  it('pages, searches and filters the products', async () => {
    const first = (await world.employee.get('/shop/products?limit=10')).json();
    expect(first).toMatchObject({ total: 40, limit: 10, pageNumber: 0 });
    expect(first.products).toHaveLength(10);
    const last = (await world.employee.get('/shop/products?limit=10&pageNumber=3')).json();
    expect(last.products).toHaveLength(10);
    expect(last.products[0]._id).not.toBe(first.products[0]._id);

    const search = (await world.employee.get('/shop/products?search=thinkpad')).json();
    expect(search.products.map((p: { name: string }) => p.name).sort()).toEqual(
      [
        'ThinkPad T14 Gen 4',
        'ThinkPad Universal USB-C Dock',
        'ThinkPad X1 Carbon Gen 11',
        // The bundle says so in its description.
        'Developer laptop bundle',
      ].sort(),
    );
    const bundles = (await world.employee.get('/shop/products?kind=bundle')).json();
    expect(bundles.total).toBe(5);
    const laptops = (
      await world.employee.get(`/shop/products?categoryId=${await categoryId('Laptops')}`)
    ).json();
    expect(laptops.total).toBe(8);
    const cheap = (
      await world.employee.get('/shop/products?maxPricePaise=1500000&sort=price')
    ).json();
    const prices = cheap.products.map((p: { pricePaise: number }) => p.pricePaise);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p: number) => p <= 1_500_000)).toBe(true);
    expect([...prices].sort((a: number, b: number) => a - b)).toEqual(prices);
    const dear = (await world.employee.get('/shop/products?minPricePaise=20000000')).json();
    expect(dear.products.map((p: { name: string }) => p.name)).toEqual(['Designer workstation']);
  });

  it('counts live availability from the in-stock assets of each component, or gives the delivery time', async () => {
    const get = async (name: string) =>
      (await world.employee.get(`/shop/products/${world.products.get(name)}`)).json().product;
    const bundle = await get('Developer laptop bundle');
    // Its Thunderbolt dock is in no register: it is bought first.
    expect(bundle.availability).toEqual({ inStock: 0, expectedDeliveryDays: 10 });
    expect(bundle.components.map((c: { model: string }) => c.model)).toEqual([
      'ThinkPad T14 Gen 4',
      'ThinkPad Thunderbolt 4 Dock',
      'Evolve2 65',
    ]);
    const software = await get('Zoom Workplace Pro (1 year)');
    expect(software.availability).toEqual({ inStock: null, expectedDeliveryDays: null });

    const productId = world.products.get('Hot desk set')!;
    const before = (await get('Hot desk set')).availability.inStock as number;
    const inStock = async () =>
      (await world.employee.get(`/shop/products/${productId}`)).json().product.availability.inStock;
    // Two more desks' worth: 2 desktops, 4 monitors and 2 headsets.
    // Available as the catalogue counts it: in stock and reserved for no one.
    const { rows: counts } = await sql<{ model: string; n: number }>`select a.model,
        count(*)::int as n
      from assets a
      where a.company_id = ${world.demo.companyId} and ${AVAILABLE_ASSET}
        and a.model in ('OptiPlex 7010', 'P2423D', 'Zone Vibe 100')
      group by a.model`.execute(db());
    const have = (m: string) => Number(counts.find((c) => c.model === m)?.n ?? 0);
    const target = before + 2;
    for (const [type, model, per] of [
      ['Desktop', 'OptiPlex 7010', 1],
      ['Monitor', 'P2423D', 2],
      ['Headset', 'Zone Vibe 100', 1],
    ] as const)
      for (let n = have(model); n < target * per; n += 1) await stockAsset(world, type, model);
    expect(await inStock()).toBe(target);
    const only = (await world.employee.get('/shop/products?inStock=true&kind=bundle')).json();
    expect(only.products.map((p: { name: string }) => p.name)).toContain('Hot desk set');
    expect(only.products.map((p: { name: string }) => p.name)).not.toContain(
      'Developer laptop bundle',
    );
  });

  it('refuses bad queries naming the field', async () => {
    const bad = expectErrorBody(await world.employee.get('/shop/products?limit=0'), 400);
    expect(bad.issues?.[0]?.field).toBe('limit');
    expect(
      expectErrorBody(await world.employee.get('/shop/products?kind=car'), 400).issues?.[0]?.field,
    ).toBe('kind');
    expect(
      expectErrorBody(await world.employee.get('/shop/products?categoryId=x'), 400).issues?.[0]
        ?.field,
    ).toBe('categoryId');
    expectErrorBody(await world.employee.get('/shop/products?retired=all'), 403);
  });

  it('answers 404 for another company’s product and a missing one', async () => {
    const id = world.products.get('iPhone 15')!;
    expectErrorBody(await world.other.get(`/shop/products/${id}`), 404);
    expectErrorBody(await world.other.put(`/shop/products/${id}`, await newProduct()), 404);
    expectErrorBody(await world.other.post(`/shop/products/${id}/retire`), 404);
    expectErrorBody(
      await world.employee.get('/shop/products/00000000-0000-4000-8000-000000000000'),
      404,
    );
    expect((await world.other.get('/shop/products')).json().total).toBe(0);
  });

  it('needs an on_shop permission and the it-products module', async () => {
    expectErrorBody(await world.viewer.get('/shop/products'), 403);
    const incidentsOnly = client(world.env, await login(world.env.app, 'incidents@demo.test'));
    for (const url of ['/shop/products', '/shop/categories', '/shop/cart', '/shop/orders'])
      expect(expectErrorBody(await incidentsOnly.get(url), 403)).toMatchObject({
        code: 'MODULE_NOT_ENABLED',
      });
  });
});

describe('editing the catalogue', () => {
  it('creates, edits, retires and restores a product', async () => {
    const created = await world.admin.post(
      '/shop/products',
      await newProduct({ specs: { Ports: '4' } }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({
      kind: 'device',
      pricePaise: 1_500_000,
      leadTimeDays: 14,
      retired: false,
      specs: { Ports: '4' },
      availability: { inStock: 0, expectedDeliveryDays: 14 },
    });
    const edited = await world.admin.put(
      `/shop/products/${product._id}`,
      await newProduct({ name: 'Renamed dock', pricePaise: 1_600_000, leadTimeDays: 3 }),
    );
    expect(edited.json().product).toMatchObject({
      name: 'Renamed dock',
      pricePaise: 1_600_000,
      availability: { expectedDeliveryDays: 3 },
    });

    const retired = await world.admin.post(`/shop/products/${product._id}/retire`);
    expect(retired.json().product.retired).toBe(true);
    expectErrorBody(await world.employee.get(`/shop/products/${product._id}`), 404);
    const listed = (await world.employee.get('/shop/products?search=renamed')).json();
    expect(listed.total).toBe(0);
    const editorList = (await world.admin.get('/shop/products?retired=true')).json();
    expect(editorList.products.map((p: { _id: string }) => p._id)).toContain(product._id);
    const add = await world.employee.post('/shop/cart/items', { productId: product._id });
    expect(expectErrorBody(add, 409).issues?.[0]?.field).toBe('productId');

    await world.admin.post(`/shop/products/${product._id}/restore`);
    expect((await world.employee.get(`/shop/products/${product._id}`)).statusCode).toBe(200);
  });

  it('refuses bad products naming the field', async () => {
    const post = async (body: unknown) =>
      expectErrorBody(await world.admin.post('/shop/products', body), 400).issues?.[0]?.field;
    expect(await post(await newProduct({ name: '' }))).toBe('name');
    expect(await post(await newProduct({ pricePaise: 10.5 }))).toBe('pricePaise');
    expect(await post(await newProduct({ kind: 'car' }))).toBe('kind');
    expect(await post(await newProduct({ kind: 'bundle' }))).toBe('components');
    expect(await post(await newProduct({ kind: 'software' }))).toBe('components');
    expect(await post(await newProduct({ categoryId: world.foreign.typeId }))).toBe('categoryId');
    expect(
      await post(
        await newProduct({ components: [{ assetTypeId: world.foreign.typeId, model: 'X' }] }),
      ),
    ).toBe('components.0.assetTypeId');
    expect(
      await post(await newProduct({ components: [{ assetTypeId: world.demo.typeId, model: '' }] })),
    ).toBe('components.0.model');
    expectErrorBody(await world.employee.post('/shop/products', await newProduct()), 403);
    expectErrorBody(await world.agent.post('/shop/categories', { name: 'Nope' }), 403);
  });

  it('adds categories, once per name', async () => {
    const res = await world.admin.post('/shop/categories', { name: 'Furniture' });
    expect(res.statusCode).toBe(201);
    expect(res.json().category).toMatchObject({ name: 'Furniture', productCount: 0 });
    expect(
      expectErrorBody(await world.admin.post('/shop/categories', { name: 'furniture' }), 409)
        .issues?.[0]?.field,
    ).toBe('name');
    expect(
      expectErrorBody(await world.admin.post('/shop/categories', { name: ' ' }), 400).issues?.[0]
        ?.field,
    ).toBe('name');
  });

  it('stores, serves and removes pictures', async () => {
    const id = world.products.get('Galaxy S23')!;
    const res = await world.admin.post(`/shop/products/${id}/pictures`, {
      contentType: 'image/png',
      data: `data:image/png;base64,${PNG}`,
    });
    expect(res.statusCode).toBe(201);
    const { picture } = res.json();
    expect(picture.url).toBe(`/api/shop/products/${id}/pictures/${picture._id}`);
    const product = (await world.employee.get(`/shop/products/${id}`)).json().product;
    expect(product.pictures).toEqual([picture]);
    const bytes = await world.employee.get(picture.url.replace(/^\/api/, ''));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expectErrorBody(await world.other.get(picture.url.replace(/^\/api/, '')), 404);

    const bad = async (body: unknown) =>
      expectErrorBody(await world.admin.post(`/shop/products/${id}/pictures`, body), 400)
        .issues?.[0]?.field;
    expect(await bad({ contentType: 'image/jpeg', data: PNG })).toBe('data');
    expect(await bad({ contentType: 'image/gif', data: PNG })).toBe('contentType');
    expect(await bad({ contentType: 'image/png', data: '***' })).toBe('data');

    const removed = await world.admin.del(`/shop/products/${id}/pictures/${picture._id}`);
    expect(removed.json().product.pictures).toEqual([]);
    expectErrorBody(await world.admin.del(`/shop/products/${id}/pictures/${picture._id}`), 404);
  });
});

describe('settings', () => {
  it('reads and sets the price limit and the approvers', async () => {
    const seeded = (await world.employee.get('/shop/settings')).json().settings;
    expect(seeded).toEqual({
      priceLimitPaise: 15_000_000,
      itApproverUserId: world.userIds.itHead,
      financeApproverUserId: world.userIds.financeHead,
      itApprover: { _id: world.userIds.itHead, name: expect.any(String) },
      financeApprover: { _id: world.userIds.financeHead, name: expect.any(String) },
    });
    const body = { ...seeded, priceLimitPaise: 20_000_000 };
    const res = await world.admin.put('/shop/settings', body);
    expect(res.json().settings.priceLimitPaise).toBe(20_000_000);
    await world.admin.put('/shop/settings', seeded);

    const bad = async (patch: Record<string, unknown>) =>
      expectErrorBody(await world.admin.put('/shop/settings', { ...seeded, ...patch }), 400)
        .issues?.[0]?.field;
    expect(await bad({ priceLimitPaise: -1 })).toBe('priceLimitPaise');
    expect(await bad({ itApproverUserId: 'x' })).toBe('itApproverUserId');
    // Another company's user.
    const otherUser = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@other.test')
      .executeTakeFirstOrThrow();
    expect(await bad({ financeApproverUserId: otherUser.id })).toBe('financeApproverUserId');
    expectErrorBody(await world.employee.put('/shop/settings', seeded), 403);
  });

  it('refuses a deactivated user as an approver, naming the field', async () => {
    const seeded = (await world.employee.get('/shop/settings')).json().settings;
    const setActive = (active: boolean) =>
      db().updateTable('users').set({ active }).where('id', '=', world.userIds.agent).execute();
    await setActive(false);
    try {
      for (const field of ['itApproverUserId', 'financeApproverUserId']) {
        const res = await world.admin.put('/shop/settings', {
          ...seeded,
          [field]: world.userIds.agent,
        });
        expect(expectErrorBody(res, 400).issues).toEqual([
          { field, message: 'This user is deactivated: choose an active user' },
        ]);
      }
      const after = (await world.admin.get('/shop/settings')).json().settings;
      expect(after.itApproverUserId).toBe(seeded.itApproverUserId);
      expect(after.financeApproverUserId).toBe(seeded.financeApproverUserId);
    } finally {
      await setActive(true);
    }
  });

  it('names the approvers, and lists the company’s active users to pick them from', async () => {
    const seeded = (await world.employee.get('/shop/settings')).json().settings;
    const names = await db()
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [world.userIds.itHead, world.userIds.financeHead])
      .execute();
    const nameOf = (id: string) => {
      const u = names.find((n) => n.id === id)!;
      return `${u.first_name} ${u.last_name}`.trim();
    };
    expect(seeded.itApprover).toEqual({
      _id: world.userIds.itHead,
      name: nameOf(world.userIds.itHead),
    });
    expect(seeded.financeApprover.name).toBe(nameOf(world.userIds.financeHead));
    const cleared = await world.admin.put('/shop/settings', {
      ...seeded,
      financeApproverUserId: null,
    });
    expect(cleared.json().settings).toMatchObject({
      financeApproverUserId: null,
      financeApprover: null,
    });
    await world.admin.put('/shop/settings', seeded);

    const all = (await world.admin.get('/shop/settings/users')).json();
    expect(all.type).toBe('success');
    const emails = (all.users as { email: string }[]).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['it-head@demo.test', 'finance-head@demo.test']));
    expect(emails).not.toContain('admin@other.test');
    const found = (await world.admin.get('/shop/settings/users?search=FINANCE-head')).json();
    expect(found.users).toEqual([
      {
        _id: world.userIds.financeHead,
        name: nameOf(world.userIds.financeHead),
        email: 'finance-head@demo.test',
      },
    ]);
    const none = (await world.admin.get('/shop/settings/users?search=%25_')).json();
    expect(none.users).toEqual([]);
    expect(
      expectErrorBody(await world.admin.get(`/shop/settings/users?search=${'x'.repeat(101)}`), 400)
        .issues?.[0]?.field,
    ).toBe('search');
    expectErrorBody(await world.employee.get('/shop/settings/users'), 403);
  });
});
