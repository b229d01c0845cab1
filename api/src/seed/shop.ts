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
import type { ProductKind } from '../db/schema-shop';
import { SHOP_ROLE_POLICIES } from '../services/shop/access';
import {
  cancelOrder,
  completeOrder,
  decideStep,
  handOverItem,
  placeOrder,
  raisePurchaseOrder,
  type ShopActor,
} from '../services/shop/orders';
import type { CompanyRefs } from './generator';

const RUPEE = 100;
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

type Component = [assetType: string, model: string, quantity?: number];
interface ProductSeed {
  name: string;
  kind: ProductKind;
  rupees: number;
  components: Component[];
  specs: Record<string, string>;
  description?: string;
  leadTimeDays?: number;
}

const device = (type: string, model: string, rupees: number, specs: Record<string, string>) => ({
  name: model,
  kind: 'device' as const,
  rupees,
  components: [[type, model]] as Component[],
  specs,
});

/** The dock of the laptop bundle is not in the register, so it is bought when ordered. */
const BUNDLE_DOCK = 'ThinkPad Thunderbolt 4 Dock';

export const SHOP_CATALOGUE: { category: string; products: ProductSeed[] }[] = [
  {
    category: 'Laptops',
    products: [
      device('Laptop', 'Latitude 5440', 82_000, {
        CPU: 'Core i5-1345U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'Latitude 7440', 118_000, {
        CPU: 'Core i7-1365U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'ThinkPad T14 Gen 4', 96_000, {
        CPU: 'Core i5-1335U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'ThinkPad X1 Carbon Gen 11', 175_000, {
        CPU: 'Core i7-1365U',
        RAM: '32 GB',
        Storage: '1 TB SSD',
      }),
      device('Laptop', 'EliteBook 840 G10', 104_000, {
        CPU: 'Core i5-1345U',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'ProBook 450 G10', 64_000, {
        CPU: 'Core i5-1334U',
        RAM: '8 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'MacBook Pro 14 (M3)', 169_900, {
        Chip: 'Apple M3',
        RAM: '16 GB',
        Storage: '512 GB SSD',
      }),
      device('Laptop', 'MacBook Air 13 (M2)', 99_900, {
        Chip: 'Apple M2',
        RAM: '8 GB',
        Storage: '256 GB SSD',
      }),
    ],
  },
  {
    category: 'Desktops and monitors',
    products: [
      device('Desktop', 'OptiPlex 7010', 58_000, { CPU: 'Core i5-13500', RAM: '16 GB' }),
      device('Desktop', 'EliteDesk 800 G9', 72_000, { CPU: 'Core i7-12700', RAM: '16 GB' }),
      device('Desktop', 'ThinkCentre M70q Gen 4', 54_000, { CPU: 'Core i5-13400T', RAM: '8 GB' }),
      device('Desktop', 'Mac mini (M2)', 59_900, { Chip: 'Apple M2', RAM: '8 GB' }),
      device('Monitor', 'P2423D', 18_500, { Size: '24 inch', Resolution: '2560 × 1440' }),
      device('Monitor', 'U2723QE', 46_000, { Size: '27 inch', Resolution: '3840 × 2160' }),
      device('Monitor', '27UP850-W', 38_000, { Size: '27 inch', Resolution: '3840 × 2160' }),
      device('Monitor', 'ViewFinity S6', 29_000, { Size: '27 inch', Resolution: '2560 × 1440' }),
      device('Monitor', 'E24 G5', 14_000, { Size: '24 inch', Resolution: '1920 × 1080' }),
    ],
  },
  {
    category: 'Phones and tablets',
    products: [
      device('Mobile Phone', 'iPhone 15', 79_900, { Storage: '128 GB' }),
      device('Mobile Phone', 'iPhone 14', 69_900, { Storage: '128 GB' }),
      device('Mobile Phone', 'Galaxy S23', 74_999, { Storage: '256 GB' }),
      device('Mobile Phone', 'Galaxy A54', 38_999, { Storage: '128 GB' }),
      device('Mobile Phone', 'Pixel 8', 75_999, { Storage: '128 GB' }),
      device('Tablet', 'iPad Air (5th gen)', 59_900, { Storage: '64 GB', Display: '10.9 inch' }),
      device('Tablet', 'Galaxy Tab S9', 72_999, { Storage: '128 GB', Display: '11 inch' }),
      device('Tablet', 'Tab P12', 34_999, { Storage: '128 GB', Display: '12.7 inch' }),
    ],
  },
  {
    category: 'Accessories',
    products: [
      device('Docking Station', 'WD19S', 17_500, { Ports: 'USB-C, HDMI, 2 × DP, Ethernet' }),
      device('Docking Station', 'ThinkPad Universal USB-C Dock', 19_000, {
        Ports: 'USB-C, HDMI, 2 × DP',
      }),
      device('Docking Station', 'USB-C Dock G5', 16_500, { Ports: 'USB-C, HDMI, DP, Ethernet' }),
      device('Headset', 'Evolve2 65', 18_000, { Connection: 'Bluetooth, USB-A dongle' }),
      device('Headset', 'Voyager Focus 2', 21_000, { Connection: 'Bluetooth, USB-C dongle' }),
      device('Headset', 'Zone Vibe 100', 9_000, { Connection: 'Bluetooth' }),
    ],
  },
  {
    category: 'Bundles',
    products: [
      {
        name: 'Developer laptop bundle',
        kind: 'bundle',
        rupees: 140_000,
        description: 'A ThinkPad with a Thunderbolt dock and a headset for calls.',
        components: [
          ['Laptop', 'ThinkPad T14 Gen 4'],
          ['Docking Station', BUNDLE_DOCK],
          ['Headset', 'Evolve2 65'],
        ],
        specs: { Laptop: 'ThinkPad T14 Gen 4', Dock: BUNDLE_DOCK, Headset: 'Evolve2 65' },
        leadTimeDays: 10,
      },
      {
        name: 'Sales laptop bundle',
        kind: 'bundle',
        rupees: 118_000,
        components: [
          ['Laptop', 'Latitude 5440'],
          ['Docking Station', 'WD19S'],
          ['Headset', 'Voyager Focus 2'],
        ],
        specs: { Laptop: 'Latitude 5440', Dock: 'WD19S', Headset: 'Voyager Focus 2' },
      },
      {
        name: 'Designer workstation',
        kind: 'bundle',
        rupees: 250_000,
        components: [
          ['Laptop', 'MacBook Pro 14 (M3)'],
          ['Monitor', '27UP850-W', 2],
        ],
        specs: { Laptop: 'MacBook Pro 14 (M3)', Monitors: '2 × LG 27UP850-W' },
      },
      {
        name: 'Hot desk set',
        kind: 'bundle',
        rupees: 95_000,
        components: [
          ['Desktop', 'OptiPlex 7010'],
          ['Monitor', 'P2423D', 2],
          ['Headset', 'Zone Vibe 100'],
        ],
        specs: { Desktop: 'OptiPlex 7010', Monitors: '2 × P2423D', Headset: 'Zone Vibe 100' },
      },
      {
        name: 'Field kit',
        kind: 'bundle',
        rupees: 135_000,
        components: [
          ['Mobile Phone', 'iPhone 15'],
          ['Tablet', 'iPad Air (5th gen)'],
        ],
        specs: { Phone: 'iPhone 15', Tablet: 'iPad Air (5th gen)' },
      },
    ],
  },
  {
    category: 'Software',
    products: [
      {
        name: 'Microsoft 365 E3 (1 year)',
        kind: 'software',
        rupees: 25_000,
        components: [],
        specs: { Term: '1 year' },
      },
      {
        name: 'Adobe Creative Cloud (1 year)',
        kind: 'software',
        rupees: 62_000,
        components: [],
        specs: { Term: '1 year' },
      },
      {
        name: 'JetBrains All Products Pack (1 year)',
        kind: 'software',
        rupees: 26_000,
        components: [],
        specs: { Term: '1 year' },
      },
      {
        name: 'Zoom Workplace Pro (1 year)',
        kind: 'software',
        rupees: 13_000,
        components: [],
        specs: { Term: '1 year' },
      },
    ],
  },
];

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
  // Fulfilling: a purchase order raised for the tablet.
  const fulfilling = await order('Tab P12', 'Reading specifications on the shop floor');
  await approve(manager, fulfilling);
  await approve(it, fulfilling);
  const [tablet] = await itemIds(db, companyId, fulfilling);
  await raisePurchaseOrder(db, agent, fulfilling, tablet!, {
    invoiceId: `PO-SHOP-${refs.tagPrefix}-0001`,
    vendor: 'Lenovo India',
    orderDate: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    unitPrice: 34_999,
  });
  // Complete: the licence handed over.
  const complete = await order('Microsoft 365 E3 (1 year)', 'Email and Office for the new role');
  await approve(manager, complete);
  await approve(it, complete);
  const [licence] = await itemIds(db, companyId, complete);
  await handOverItem(db, agent, complete, licence!, { tag: null, date: today() });
  await completeOrder(db, agent, complete);
  // Rejected by the manager, and cancelled by the employee.
  const rejected = await order('MacBook Pro 14 (M3)', 'I prefer macOS');
  await decideStep(db, manager, rejected, 'rejected', 'Your ThinkPad is less than a year old');
  const cancelled = await order('Pixel 8', 'A second phone for testing');
  await cancelOrder(db, employee, cancelled);
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
