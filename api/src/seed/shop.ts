/**
 * Demo Corp's IT shop (issue 20): the on_shop share of its staff, department head and IT agent
 * roles; a manager for the staff member (manager@demo.test, the employee record of
 * employee@demo.test reports to theirs); the shop's settings (₹1,50,000 price limit, IT:
 * it-head@demo.test, Finance: finance-head@demo.test); 40 products in 6 categories (devices
 * of the seeded asset types and models, five bundles, four software licences); and orders in
 * every state, made through the same functions as the API so approvals, reservations,
 * purchase orders and hand-overs follow their rules and the assets follow the lifecycle.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { SHOP_ROLE_POLICIES } from '../modules/shop/access';
import { handOverItem, raisePurchaseOrder } from '../modules/shop/fulfilment.service';
import { cancelOrder, decideStep, placeOrder } from '../modules/shop/order-changes.service';
import type { ShopActor } from '../modules/shop/access';
import type { CompanyRefs } from './generator';
import { SHOP_CATALOGUE } from './shop-catalogue';

const RUPEE = 100;
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

async function insertCatalogue(db: Kysely<DB>, companyId: string, types: Map<string, string>) {
  const categories = await db
    .insertInto('shop_categories')
    .values(
      SHOP_CATALOGUE.map((c, position) => ({ company_id: companyId, name: c.category, position })),
    )
    .returning(['id', 'name'])
    .execute();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const seeds = SHOP_CATALOGUE.flatMap((c) =>
    c.products.map((p) => ({ ...p, category: c.category })),
  );
  const products = await db
    .insertInto('shop_products')
    .values(
      seeds.map((p) => ({
        company_id: companyId,
        category_id: categoryId.get(p.category)!,
        kind: p.kind,
        name: p.name,
        description: p.description ?? '',
        specs: JSON.stringify(p.specs),
        price_paise: p.rupees * RUPEE,
        lead_time_days: p.leadTimeDays ?? (p.kind === 'software' ? 2 : 14),
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const productId = new Map(products.map((p) => [p.name, p.id]));
  await db
    .insertInto('shop_product_components')
    .values(
      seeds.flatMap((p) =>
        p.components.map(([type, model, quantity], position) => ({
          company_id: companyId,
          product_id: productId.get(p.name)!,
          position,
          asset_type_id: types.get(type)!,
          model,
          quantity: quantity ?? 1,
        })),
      ),
    )
    .execute();
  return productId;
}

/** The manager of employee@demo.test: a user and an employee record with their email, between him and his former manager. */
async function seedManager(db: Kysely<DB>, refs: CompanyRefs, employeeId: string) {
  const employee = await db
    .selectFrom('employees')
    .select(['department_id', 'branch_id', 'manager_id'])
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const manager = await db
    .insertInto('employees')
    .values({
      company_id: refs.id,
      code: `${refs.tagPrefix}-EMP-9002`,
      name: 'Meera Joshi',
      email: 'manager@demo.test',
      branch_id: employee.branch_id,
      department_id: employee.department_id,
      joining_date: '2019-04-01',
      // Meera takes Rohan's place under his former manager.
      manager_id: employee.manager_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('employees')
    .set({ manager_id: manager.id })
    .where('id', '=', employeeId)
    .execute();
}

interface DemoOrders {
  db: Kysely<DB>;
  refs: CompanyRefs;
  productId: Map<string, string>;
  employee: ShopActor;
  manager: ShopActor;
  it: ShopActor;
  agent: ShopActor;
}

/** Rohan's orders, one in every stage: awaiting each approver, fulfilling, done, refused. */
async function placeDemoOrders(demo: DemoOrders): Promise<void> {
  const { db, refs, productId, employee, manager, it, agent } = demo;
  const companyId = refs.id;
  const order = async (name: string, reason: string, quantity = 1) => {
    await db
      .insertInto('shop_cart_items')
      .values({
        company_id: companyId,
        user_id: employee.userId,
        product_id: productId.get(name)!,
        quantity,
      })
      .execute();
    return placeOrder(db, employee, { employeeId: null, businessReason: reason });
  };
  const approve = (by: ShopActor, id: string) => decideStep(db, by, id, 'approved', null);

  // Awaiting the manager, IT, and Finance (above the price limit).
  await order('Zone Vibe 100', 'My headset broke during a client call');
  const atIt = await order('P2423D', 'A second screen for reviewing designs');
  await approve(manager, atIt);
  const atFinance = await order('Designer workstation', 'Moving to the design team next month');
  await approve(manager, atFinance);
  await approve(it, atFinance);
  // Approved, waiting for IT to fulfil.
  const approved = await order('Galaxy A54', 'A work phone for on-call duty');
  await approve(manager, approved);
  await approve(it, approved);
  // Fulfilling: a purchase order raised for the laptop bundle's dock, which no register holds
  // (IT buys only what it cannot reserve); its laptop and headset are in stock, to reserve.
  const fulfilling = await order('Developer laptop bundle', 'Joining the platform team');
  await approve(manager, fulfilling);
  await approve(it, fulfilling);
  const [, dock] = await itemIds(db, companyId, fulfilling);
  await raisePurchaseOrder(db, agent, fulfilling, dock!, {
    invoiceId: `PO-SHOP-${refs.tagPrefix}-0001`,
    vendor: 'Lenovo India',
    orderDate: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    unitPrice: 21_500,
  });
  // Complete: the licence handed over (its only unit, so the hand-over completes it).
  const complete = await order('Microsoft 365 E3 (1 year)', 'Email and Office for the new role');
  await approve(manager, complete);
  await approve(it, complete);
  const [licence] = await itemIds(db, companyId, complete);
  await handOverItem(db, agent, complete, licence!, { tag: null, date: today() });
  // Rejected by the manager, and cancelled by the employee.
  const rejected = await order('MacBook Pro 14 (M3)', 'I prefer macOS');
  await decideStep(db, manager, rejected, 'rejected', 'Your ThinkPad is less than a year old');
  const cancelled = await order('Pixel 8', 'A second phone for testing');
  await cancelOrder(db, employee, cancelled);
}

export async function seedShop(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const companyId = refs.id;
  for (const [level, policies] of Object.entries(SHOP_ROLE_POLICIES))
    await sql`update roles set policies = policies || jsonb_build_object('on_shop', ${JSON.stringify(policies)}::jsonb)
      where company_id = ${companyId} and access_level = ${level}`.execute(db);
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('company_id', '=', companyId)
    .execute();
  const userId = (email: string) => users.find((u) => u.email === email)?.id;
  await db
    .insertInto('shop_settings')
    .values({
      company_id: companyId,
      price_limit_paise: 150_000 * RUPEE,
      it_approver_user_id: userId('it-head@demo.test') ?? null,
      finance_approver_user_id: userId('finance-head@demo.test') ?? null,
    })
    .execute();
  const productId = await insertCatalogue(db, companyId, refs.types);

  const rohan = await sql<{ id: string }>`select e.id from employees e
    where e.company_id = ${companyId} and lower(e.email) = 'employee@demo.test'`.execute(db);
  const employeeId = rohan.rows[0]?.id;
  const ids = {
    employee: userId('employee@demo.test'),
    manager: userId('manager@demo.test'),
    it: userId('it-head@demo.test'),
    finance: userId('finance-head@demo.test'),
    agent: userId('agent@demo.test'),
  };
  if (!employeeId || !ids.employee || !ids.manager || !ids.it || !ids.finance || !ids.agent) return;
  await seedManager(db, refs, employeeId);
  const actor = (id: string): ShopActor => ({ companyId, userId: id, isAdmin: false });
  const [employee, manager, it, agent] = [
    actor(ids.employee),
    actor(ids.manager),
    actor(ids.it),
    actor(ids.agent),
  ];

  await placeDemoOrders({ db, refs, productId, employee, manager, it, agent });
}

async function itemIds(db: Kysely<DB>, companyId: string, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('shop_order_items')
    .select('id')
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}
