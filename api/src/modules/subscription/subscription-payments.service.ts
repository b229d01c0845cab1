/**
 * The payment of a subscription order: the single-use verification of the provider's
 * signed return (pending → paid exactly once), which extends the company's subscription
 * and enables the bought modules; and the test gateway's Decline.
 */
import type { Kysely } from 'kysely';
import { MARKETING_ERRORS, type BillingCycle, type CompanyModule } from '@itam/shared/contracts';
import type { SubscriptionOrderItem } from '@itam/shared/contracts/subscription';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { utcToday } from './license';
import type { Payments } from './payments';
import { extendPeriod } from './subscription-period';
import { toSummary } from './subscription-orders.service';
import {
  declinePending,
  lockCompanySubscription,
  markNotPaid,
  markPaid,
  orderOfProvider,
  setCompanySubscription,
} from './subscription-orders.queries';

const notVerified = () => new HttpError(400, MARKETING_ERRORS.paymentNotVerified);

/** The single-use verification of a provider's signed return. */
export async function verifySubscriptionOrderPayment(
  db: Kysely<DB>,
  payments: Payments,
  params: Record<string, string>,
  today = utcToday(),
) {
  const verified = payments.provider.verifyReturn(params);
  if (!verified) throw notVerified();
  return db.transaction().execute(async (trx) => {
    const order = await orderOfProvider(trx, payments.provider.id, verified.providerOrderId, true);
    if (!order) throw notVerified();
    if (order.status === 'paid') throw new HttpError(409, MARKETING_ERRORS.paymentAlreadyVerified);
    if (order.status !== 'pending') throw new HttpError(409, MARKETING_ERRORS.orderNotPayable);
    if (!verified.paid) {
      await markNotPaid(trx, order.id);
      throw new HttpError(409, MARKETING_ERRORS.orderNotPayable);
    }
    const paid = await markPaid(trx, order.id, verified.paymentId);
    if (!paid) throw new HttpError(409, MARKETING_ERRORS.paymentAlreadyVerified);
    const subscription = await applyPlans(
      trx,
      order.company_id,
      order.billing_cycle,
      order.items,
      today,
    );
    const summary = toSummary(paid);
    return {
      order: {
        _id: summary._id,
        reference: summary.reference,
        status: summary.status,
        needsShipping: summary.needsShipping,
        billingCycle: summary.billingCycle,
        amountPaise: summary.amountPaise,
      },
      subscription,
    };
  });
}

/** Bought plans enable their modules and extend the company's subscription. */
async function applyPlans(
  trx: Kysely<DB>,
  companyId: string,
  cycle: BillingCycle,
  items: SubscriptionOrderItem[],
  today: string,
) {
  const company = await lockCompanySubscription(trx, companyId);
  const bought = items.flatMap((item) => (item.kind === 'plan' ? [item.module] : []));
  if (bought.length === 0) {
    return {
      start: company.subscription_start ?? '',
      end: company.subscription_end ?? '',
      modules: company.modules,
    };
  }
  const period = extendPeriod(
    { start: company.subscription_start, end: company.subscription_end },
    cycle,
    today,
  );
  const modules = [...new Set<CompanyModule>([...company.modules, ...bought])];
  await setCompanySubscription(trx, companyId, { modules, start: period.start, end: period.end });
  return { start: period.start, end: period.end ?? '', modules };
}

/** The test gateway's Decline: a pending order fails; anything else is left as it is. */
export async function declineSubscriptionOrder(
  db: Kysely<DB>,
  providerId: string,
  providerOrderId: string,
): Promise<string | null> {
  const row = await declinePending(db, providerId, providerOrderId);
  return row?.reference ?? null;
}
