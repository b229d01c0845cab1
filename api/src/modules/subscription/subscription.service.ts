/**
 * The caller's company's plan (modules, period, billing cycle of the last paid subscription
 * order) and state. Purchasers are the company's active users whose role may buy, named
 * only to a caller who may not buy themselves.
 */
import type { Kysely } from 'kysely';
import type { SubscriptionSummary } from '@itam/shared/contracts/subscription';
import type { DB } from '../../db/schema';
import { can, type Caller } from '../../platform/access';
import { notFound } from '../../platform/http-errors';
import { PURCHASE_PERMISSION } from './access';
import { licenseCodeOf } from './license';
import { companyPlan, lastPaidSubscriptionOrder, purchasersOf } from './subscription.queries';

export async function subscriptionOf(db: Kysely<DB>, caller: Caller): Promise<SubscriptionSummary> {
  const company = await companyPlan(db, caller.companyId);
  if (!company) throw notFound('Company not found');
  const [lastPaid, users] = await Promise.all([
    lastPaidSubscriptionOrder(db, caller.companyId),
    purchasersOf(db, caller.companyId),
  ]);
  const canPurchase = can(caller, PURCHASE_PERMISSION);
  const purchasers = canPurchase
    ? []
    : users.map((u) => ({ name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }));
  return {
    licenseCode: licenseCodeOf(company),
    modules: company.modules,
    start: company.subscription_start,
    end: company.subscription_end,
    billingCycle: lastPaid?.billing_cycle ?? null,
    canPurchase,
    purchasers,
  };
}
