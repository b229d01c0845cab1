/**
 * The organisation settings of every seeded company (issue 16): a manager for each
 * employee (the department's first employee, who reports to the company's first), joining
 * dates, the company-wide tag rule that continues the seeded tags, and for Demo Corp a
 * per-type rule, the `Branch manager` role and three purchase orders with lines (one
 * ordered, one partly received, one received: SEEDED_RECEIVED assets, tagged by the rule).
 * No rng draws: the other demo data stays exactly as it was.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Policies } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import type { TagRulesTable } from '../db/schema-organisation';
import type { CompanyRefs } from './generator';
import {
  createPurchaseOrder,
  receivePurchaseOrder,
} from '../modules/organisation/purchase-orders.service';

/** Assets Demo Corp's seeded purchase orders received (they follow the generated ones). */
export const SEEDED_RECEIVED = 5;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function seedPurchaseOrders(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', refs.id)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const actor = { companyId: refs.id, userId: admin.id };
  const type = (name: string) => refs.types.get(name)!;
  const branchId = refs.branchIds[0] ?? null;
  const order = (
    invoiceId: string,
    vendor: string,
    days: number,
    lines: [string, string, number, number][],
  ) =>
    createPurchaseOrder(db, actor, {
      invoiceId,
      vendor,
      orderDate: daysAgo(days),
      branchId,
      invoiceFileId: null,
      lines: lines.map(([typeName, model, quantity, unitPrice]) => ({
        assetTypeId: type(typeName),
        model,
        quantity,
        unitPrice,
      })),
    });
  await order('PO-DC-0001', 'Redington India', 3, [
    ['Laptop', 'Dell Latitude 5440', 5, 78000],
    ['Monitor', 'Dell P2423', 5, 16500],
  ]);
  const partly = await order('PO-DC-0002', 'Ingram Micro', 12, [
    ['Laptop', 'Lenovo ThinkPad T14 Gen 4', 4, 92000],
  ]);
  const done = await order('PO-DC-0003', 'Redington India', 30, [
    ['Docking Station', 'Dell WD19S', 3, 14500],
  ]);
  for (const [id, quantity] of [
    [partly, 2],
    [done, 3],
  ] as const) {
    const [line] = await db
      .selectFrom('purchase_order_lines')
      .select('id')
      .where('purchase_order_id', '=', id)
      .execute();
    await receivePurchaseOrder(db, actor, id, [{ lineId: line!.id, quantity }]);
  }
}

/** What a branch manager does: the assets and people of the branch, not the company's setup. */
export const BRANCH_MANAGER_POLICIES: Policies = {
  on_asset: {
    asset: ['view', 'create', 'edit'],
    asset_assign_unassign: ['create'],
    audit: ['view', 'create'],
    activity: ['view'],
    comment: ['view', 'edit'],
    image: ['view', 'create'],
    filter: ['view'],
    generate_tag: ['create'],
  },
  on_organsiation: {
    presonal_information: ['view', 'edit'],
    company_branches: ['view', 'edit'],
    employee_setup: ['view', 'create', 'edit'],
    asset_tag_setup: ['view'],
    asset_types: ['view'],
    purchase_order: ['view'],
  },
};

async function seedManagersAndDates(db: Kysely<DB>, companyId: string): Promise<void> {
  await sql`with ranked as (
      select id, department_id, code,
        row_number() over (partition by department_id order by code) as in_department,
        row_number() over (order by code) as n
      from employees where company_id = ${companyId}),
    heads as (select department_id, id from ranked where in_department = 1),
    top as (select id from ranked where n = 1)
    update employees e set
      manager_id = case when h.id <> e.id then h.id when t.id <> e.id then t.id end,
      joining_date = date '2018-01-01' + ((r.n * 37) % 2400)::int
    from ranked r, heads h, top t
    where e.id = r.id and h.department_id is not distinct from r.department_id`.execute(db);
}

export async function seedOrganisation(
  db: Kysely<DB>,
  refs: CompanyRefs,
  options: { demo: boolean },
): Promise<void> {
  await seedManagersAndDates(db, refs.id);
  const last = await sql<{ last: number | null }>`select
      max(nullif(substring(tag from '[0-9]+$'), '')::int) as last
    from assets where company_id = ${refs.id} and tag like ${`${refs.tagPrefix}-%`}`.execute(db);
  const rules: Insertable<TagRulesTable>[] = [
    {
      company_id: refs.id,
      asset_type_id: null,
      branch_id: null,
      prefix: refs.tagPrefix,
      next_number: (last.rows[0]?.last ?? 0) + 1,
      padding: 6,
    },
  ];
  const phones = refs.types.get('Mobile Phone');
  if (options.demo && phones)
    rules.push({
      company_id: refs.id,
      asset_type_id: phones,
      branch_id: null,
      prefix: `${refs.tagPrefix}-MOB`,
      next_number: 1,
      padding: 4,
    });
  await db.insertInto('tag_rules').values(rules).execute();
  if (options.demo) await seedPurchaseOrders(db, refs);
  if (options.demo)
    await db
      .insertInto('roles')
      .values({
        company_id: refs.id,
        role_name: 'Branch manager',
        access_level: 'branch-manager',
        policies: JSON.stringify(BRANCH_MANAGER_POLICIES),
      })
      .execute();
}
