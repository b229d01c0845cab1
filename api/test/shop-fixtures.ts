/** The shop's test world: the asset world with Demo Corp's shop users, and Other Ltd on it-products. */
import type { AppConfig } from '../src/config';
import { assetWorld, client, createAsset, type AssetWorld, type Client } from './asset-fixtures';
import { login } from './helpers';

export interface ShopWorld extends AssetWorld {
  employee: Client;
  manager: Client;
  itHead: Client;
  financeHead: Client;
  agent: Client;
  userIds: Record<'employee' | 'manager' | 'itHead' | 'financeHead' | 'agent' | 'admin', string>;
  /** Demo Corp's seeded products by name, and asset types by name. */
  products: Map<string, string>;
  types: Map<string, string>;
  /** Demo Corp's employee record of employee@demo.test. */
  employeeId: string;
}

/**
 * Demo Corp's seeded shop (40 products, its manager, settings and orders) and its users;
 * Other Ltd also on `it-products`, so another company's ids reach the shop's handlers and are
 * refused there (404), not at the module gate (403).
 */
export async function shopWorld(overrides: Partial<AppConfig> = {}): Promise<ShopWorld> {
  const world = await assetWorld(overrides);
  const db = world.env.database.db;
  const other = await db
    .selectFrom('companies')
    .select(['id', 'modules'])
    .where('name', '=', 'Other Ltd')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('companies')
    .set({ modules: [...other.modules, 'it-products'] })
    .where('id', '=', other.id)
    .execute();
  const as = async (email: string) => client(world.env, await login(world.env.app, email));
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('company_id', '=', world.demo.companyId)
    .execute();
  const userId = (email: string) => users.find((u) => u.email === email)!.id;
  const products = await db
    .selectFrom('shop_products')
    .select(['id', 'name'])
    .where('company_id', '=', world.demo.companyId)
    .execute();
  const types = await db
    .selectFrom('asset_types')
    .select(['id', 'name'])
    .where('company_id', '=', world.demo.companyId)
    .execute();
  const employee = await db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', world.demo.companyId)
    .where('email', '=', 'employee@demo.test')
    .executeTakeFirstOrThrow();
  return {
    ...world,
    employee: await as('employee@demo.test'),
    manager: await as('manager@demo.test'),
    itHead: await as('it-head@demo.test'),
    financeHead: await as('finance-head@demo.test'),
    agent: await as('agent@demo.test'),
    userIds: {
      employee: userId('employee@demo.test'),
      manager: userId('manager@demo.test'),
      itHead: userId('it-head@demo.test'),
      financeHead: userId('finance-head@demo.test'),
      agent: userId('agent@demo.test'),
      admin: userId('admin@demo.test'),
    },
    products: new Map(products.map((p) => [p.name, p.id])),
    types: new Map(types.map((t) => [t.name, t.id])),
    employeeId: employee.id,
  };
}

/** A new in-stock asset of the type and model (through the register's create). */
export function stockAsset(world: ShopWorld, type: string, model: string, tag?: string) {
  return createAsset(world, {
    name: `Stock ${model}`,
    assetTypeId: world.types.get(type)!,
    model,
    ...(tag ? { tag } : {}),
  });
}

/** Puts the product in the client's cart and places the order; returns the order. */
export async function order(
  world: ShopWorld,
  as: Client,
  product: string,
  body: { employeeId?: string | null; businessReason?: string } = {},
  quantity = 1,
) {
  const added = await as.post('/shop/cart/items', {
    productId: world.products.get(product)!,
    quantity,
  });
  if (added.statusCode !== 201) throw new Error(`cart add failed: ${added.body}`);
  const placed = await as.post('/shop/orders', { businessReason: 'Needed for work', ...body });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  return placed.json().order as ShopOrder;
}

export interface ShopOrder {
  _id: string;
  number: number;
  status: string;
  currentStep: string | null;
  onBehalf: boolean;
  totalPaise: number;
  employee: { _id: string };
  steps: {
    kind: string;
    decision: string;
    comment: string | null;
    approver: { _id: string } | null;
  }[];
  items: {
    _id: string;
    status: string;
    model: string | null;
    assetType: { name: string } | null;
    asset: { _id: string; state: string; tag: string | null } | null;
    purchaseOrder: { _id: string; invoiceId: string } | null;
  }[];
  can: { decide: boolean; cancel: boolean; fulfil: boolean };
}
