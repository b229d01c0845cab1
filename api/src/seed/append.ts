/** Adds generated assets to an already seeded company (benchmark data). */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createRng } from './data';
import { generateAssets, type CompanyRefs } from './generator';
import { seedTickets } from './tickets';

async function loadRefs(
  db: Kysely<DB>,
  companyName: string,
): Promise<{ refs: CompanyRefs; lastTag: number }> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', companyName)
    .executeTakeFirst();
  if (!company) throw new Error(`No company named ${companyName}; seed the demo data first`);
  const id = company.id;
  const [branches, employees, types, orders, tag] = await Promise.all([
    db
      .selectFrom('branches')
      .select('id')
      .where('company_id', '=', id)
      .orderBy('branch_id')
      .execute(),
    db
      .selectFrom('employees')
      .select(['id', 'branch_id'])
      .where('company_id', '=', id)
      .orderBy('code')
      .execute(),
    db.selectFrom('asset_types').select(['id', 'name']).where('company_id', '=', id).execute(),
    db
      .selectFrom('purchase_orders')
      .select(['id', 'vendor', 'invoice_date'])
      .where('company_id', '=', id)
      .orderBy('invoice_id')
      .execute(),
    sql<{ prefix: string | null; last: number | null }>`select
        min(split_part(tag, '-', 1)) as prefix,
        max(nullif(substring(tag from '[0-9]+$'), '')::int) as last
      from assets where company_id = ${id}`.execute(db),
  ]);
  if (!branches.length || !employees.length || !orders.length)
    throw new Error(`${companyName} has no branches, employees or invoices`);
  const refs: CompanyRefs = {
    id,
    tagPrefix: tag.rows[0]?.prefix ?? 'AS',
    branchIds: branches.map((b) => b.id),
    employees: employees.map((e) => ({ id: e.id, branchId: e.branch_id })),
    types: new Map(types.map((t) => [t.name, t.id])),
    purchaseOrders: orders.map((o) => ({
      id: o.id,
      vendor: o.vendor,
      date: o.invoice_date ?? '2024-01-01',
    })),
  };
  return { refs, lastTag: tag.rows[0]?.last ?? 0 };
}

/** Appends `count` assets after the company's highest tag number. */
export async function appendAssets(
  db: Kysely<DB>,
  companyName: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const { refs, lastTag } = await loadRefs(db, companyName);
  await generateAssets(db, refs, count, createRng(lastTag + 7), lastTag, onProgress);
  // The company's tag rule goes on after the appended tags.
  await db
    .updateTable('tag_rules')
    .set({ next_number: sql`greatest(next_number, ${lastTag + count + 1})` })
    .where('company_id', '=', refs.id)
    .where('prefix', '=', refs.tagPrefix)
    .where('asset_type_id', 'is', null)
    .where('branch_id', 'is', null)
    .execute();
}

/**
 * Adds `count` generated tickets over the past year to a seeded company (the service desk's
 * benchmarks: `bench:tickets`, and the web bench's queue), in batches of 10,000 raised by its
 * users about its assets and worked by `agent@demo.test` and `admin@demo.test` where the
 * company has them.
 */
export async function appendTickets(
  db: Kysely<DB>,
  companyName: string,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', companyName)
    .executeTakeFirst();
  if (!company) throw new Error(`No company named ${companyName}; seed the demo data first`);
  const [users, assets] = await Promise.all([
    db.selectFrom('users').select(['id', 'email']).where('company_id', '=', company.id).execute(),
    db
      .selectFrom('assets as a')
      .innerJoin('asset_types as t', 't.id', 'a.asset_type_id')
      .select(['a.id', 't.name as type'])
      .where('a.company_id', '=', company.id)
      .execute(),
  ]);
  const agents = users.filter((u) => ['agent@demo.test', 'admin@demo.test'].includes(u.email));
  for (let done = 0; done < count; done += 10_000) {
    await seedTickets(
      db,
      {
        companyId: company.id,
        requesterIds: users.map((u) => u.id),
        agentIds: (agents.length ? agents : users).map((u) => u.id),
        assets,
        requestTypes: [],
      },
      {
        count: Math.min(10_000, count - done),
        rng: createRng(1000 + done),
        details: false,
        spanDays: 365,
      },
    );
    onProgress?.(Math.min(count, done + 10_000));
  }
}
