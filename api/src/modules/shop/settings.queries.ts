/** The shop settings' SQL: the company's row, its approvers' names, and the users to pick. */
import { sql, type Kysely } from 'kysely';
import type { Policies } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { likePattern } from '../../platform/sql';
import { MAY_APPROVE } from './deciders.queries';

/** The most users the settings' picker lists at once (searched by name or email). */
const SETTINGS_USERS_LIMIT = 50;

export interface SettingsValues {
  priceLimitPaise: number;
  itApproverUserId: string | null;
  financeApproverUserId: string | null;
}

/** The company's shop settings (the defaults of migration 0020 when it has set none). */
export async function shopSettings(db: Kysely<DB>, companyId: string): Promise<SettingsValues> {
  const row = await db
    .selectFrom('shop_settings')
    .select(['price_limit_paise', 'it_approver_user_id', 'finance_approver_user_id'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    priceLimitPaise: row ? Number(row.price_limit_paise) : 10_000_000,
    itApproverUserId: row?.it_approver_user_id ?? null,
    financeApproverUserId: row?.finance_approver_user_id ?? null,
  };
}

/** The names of the company's users of these ids. */
export async function userNames(db: Kysely<DB>, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('users')
    .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

/** A user of the company with whether they are active and their role's policies. */
export async function userWithPolicies(
  db: Kysely<DB>,
  companyId: string,
  userId: string,
): Promise<{ active: boolean; policies: Policies } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
    )
    .select(['u.active', 'r.policies'])
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The company's active users whose role may approve, by name or email (50 at most). */
export async function approverCandidates(db: Kysely<DB>, companyId: string, search?: string) {
  const like = search ? likePattern(search) : null;
  const rows = await sql<{ id: string; email: string; name: string }>`select u.id, u.email,
      trim(u.first_name || ' ' || u.last_name) as name
    from users u join roles r on r.company_id = u.company_id and r.id = u.role_id
    where u.company_id = ${companyId} and u.active and ${MAY_APPROVE}
      ${like ? sql`and (trim(u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like})` : sql``}
    order by lower(u.first_name), lower(u.last_name), u.id
    limit ${SETTINGS_USERS_LIMIT}`.execute(db);
  return rows.rows;
}

export async function saveSettings(
  db: Kysely<DB>,
  companyId: string,
  input: SettingsValues,
): Promise<void> {
  const values = {
    price_limit_paise: input.priceLimitPaise,
    it_approver_user_id: input.itApproverUserId,
    finance_approver_user_id: input.financeApproverUserId,
  };
  await db
    .insertInto('shop_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
