/**
 * The organisation settings of every seeded company (issue 16): a manager for each
 * employee (the department's first employee, who reports to the company's first), joining
 * dates, the company-wide tag rule that continues the seeded tags, and for Demo Corp a
 * per-type rule and the `Branch manager` role. No rng draws: the other demo data stays
 * exactly as it was.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Policies } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import type { TagRulesTable } from '../db/schema-organisation';
import type { CompanyRefs } from './generator';

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
