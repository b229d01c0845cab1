/** What the subscription summary reads: the company's plan, its last paid order, purchasers. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { PURCHASE_PERMISSION } from './access';

const MAX_PURCHASERS = 3;
/** PURCHASE_PERMISSION as policies, for a jsonb containment test (as isAllowed reads them). */
const purchasePolicy = {
  [PURCHASE_PERMISSION.group]: { [PURCHASE_PERMISSION.object]: [PURCHASE_PERMISSION.action] },
};

export const companyPlan = (db: Kysely<DB>, companyId: string) =>
  db
    .selectFrom('companies')
    .select(['modules', 'license_not_required', 'subscription_start', 'subscription_end'])
    .where('id', '=', companyId)
    .executeTakeFirst();

export const lastPaidSubscriptionOrder = (db: Kysely<DB>, companyId: string) =>
  db
    .selectFrom('orders')
    .select('billing_cycle')
    .where('company_id', '=', companyId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The company's first active users (by name) whose role may buy the subscription. */
export const purchasersOf = (db: Kysely<DB>, companyId: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
    )
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where(sql<boolean>`r.policies @> ${JSON.stringify(purchasePolicy)}::jsonb`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.email')
    .limit(MAX_PURCHASERS)
    .execute();
