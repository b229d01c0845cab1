/** The SQL of joiners' onboarding: the onboarding with its joiner, its reserved assets, and its writes. */
import { sql, type Kysely } from 'kysely';
import type { OnboardingListFilter, OnboardingStatus } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import type { ChecklistEntry } from '../../db/schema-exits';

export interface OnboardingRow {
  id: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  joining_date: string;
  checklist: ChecklistEntry[];
  status: OnboardingStatus;
  started_at: Date | null;
  created_at: Date;
}

const ONBOARDING_SELECT = sql`select o.id, o.employee_id, e.code as employee_code,
    e.name as employee_name, to_char(o.joining_date, 'YYYY-MM-DD') as joining_date, o.checklist,
    o.status, o.started_at, o.created_at
  from onboardings o join employees e on e.company_id = o.company_id and e.id = o.employee_id`;

export interface OnboardingAssetRow {
  onboarding_id: string;
  asset_id: string;
  name: string;
  tag: string | null;
  state: string;
  assigned_at: Date | null;
}

/** The reserved assets of these onboardings, by name. */
export async function assetsOf(
  db: Kysely<DB>,
  companyId: string,
  ids: string[],
): Promise<OnboardingAssetRow[]> {
  if (!ids.length) return [];
  const result = await sql<OnboardingAssetRow>`select oa.onboarding_id, oa.asset_id, a.name, a.tag,
      a.state, oa.assigned_at
    from onboarding_assets oa join assets a on a.company_id = oa.company_id and a.id = oa.asset_id
    where oa.company_id = ${companyId} and oa.onboarding_id = any(${ids}::uuid[])
    order by a.name, a.id`.execute(db);
  return result.rows;
}

export async function findOnboarding(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<OnboardingRow | undefined> {
  const result = await sql<OnboardingRow>`${ONBOARDING_SELECT}
    where o.company_id = ${companyId} and o.id = ${id}`.execute(db);
  return result.rows[0];
}

/** A page of the company's onboardings, latest joining date first. */
export async function onboardingPage(
  db: Kysely<DB>,
  companyId: string,
  query: OnboardingListFilter,
): Promise<{ rows: OnboardingRow[]; total: number }> {
  const status = query.status ? sql`and o.status = ${query.status}` : sql``;
  const [rows, total] = await Promise.all([
    sql<OnboardingRow>`${ONBOARDING_SELECT} where o.company_id = ${companyId} ${status}
      order by o.joining_date desc, o.id desc
      limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::int as n from onboardings o where o.company_id = ${companyId} ${status}`.execute(
      db,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

/** The joiner's onboarding still reserved, if any. */
export function reservedOnboardingOf(trx: Kysely<DB>, companyId: string, employeeId: string) {
  return trx
    .selectFrom('onboardings')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'reserved')
    .executeTakeFirst();
}

export async function insertOnboarding(
  trx: Kysely<DB>,
  values: {
    companyId: string;
    employeeId: string;
    joiningDate: string;
    checklist: ChecklistEntry[];
    createdBy: string;
    assetIds: string[];
  },
): Promise<string> {
  const created = await trx
    .insertInto('onboardings')
    .values({
      company_id: values.companyId,
      employee_id: values.employeeId,
      joining_date: values.joiningDate,
      checklist: JSON.stringify(values.checklist),
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('onboarding_assets')
    .values(
      values.assetIds.map((assetId) => ({
        onboarding_id: created.id,
        company_id: values.companyId,
        asset_id: assetId,
      })),
    )
    .execute();
  return created.id;
}

/** The onboarding's row locked for day one, or undefined. */
export function lockOnboarding(trx: Kysely<DB>, companyId: string, id: string) {
  return trx
    .selectFrom('onboardings')
    .select([
      'id',
      'employee_id',
      'status',
      sql<string>`to_char(joining_date, 'YYYY-MM-DD')`.as('joining_date'),
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The ids of the assets reserved for the onboarding. */
export async function reservedAssetIds(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('onboarding_assets')
    .select('asset_id')
    .where('company_id', '=', companyId)
    .where('onboarding_id', '=', id)
    .execute();
  return rows.map((r) => r.asset_id);
}

/** Day one done: the assets handed over and the onboarding started, at `now`. */
export async function markStarted(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('onboarding_assets')
    .set({ assigned_at: now })
    .where('company_id', '=', companyId)
    .where('onboarding_id', '=', id)
    .execute();
  await trx
    .updateTable('onboardings')
    .set({ status: 'started', started_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
