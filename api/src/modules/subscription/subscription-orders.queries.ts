/**
 * SQL of the subscription orders (table `orders`: a company buying plans and onboarding
 * devices), always scoped by company or by the payment provider's order id.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BillingCycle, CompanyModule } from '@itam/shared/contracts';
import type { ShippingAddress, SubscriptionOrderItem } from '@itam/shared/contracts/subscription';
import type { DB } from '../../db/schema';
import type { OrdersTable } from '../../db/schema-marketing';

export type SubscriptionOrderRow = Selectable<OrdersTable>;

export const plansOnSale = (db: Kysely<DB>, modules: CompanyModule[], cycle: BillingCycle) =>
  db
    .selectFrom('plans')
    .select(['id', 'module', 'amount_paise'])
    .where('module', 'in', modules)
    .where('billing_cycle', '=', cycle)
    .where('active', '=', true)
    .orderBy('sort_order')
    .execute();

export const catalogueDevices = (db: Kysely<DB>, ids: string[]) =>
  db
    .selectFrom('device_catalogue')
    .select(['id', 'name', 'unit_paise'])
    .where('id', 'in', ids)
    .execute();

export const buyerOf = (db: Kysely<DB>, userId: string, companyId: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.email', 'c.name as company_name'])
    .where('u.id', '=', userId)
    .where('u.company_id', '=', companyId)
    .executeTakeFirstOrThrow();

export interface NewSubscriptionOrder {
  companyId: string;
  userId: string;
  reference: string;
  billingCycle: BillingCycle;
  items: SubscriptionOrderItem[];
  amountPaise: number;
  provider: string;
  providerOrderId: string;
  needsShipping: boolean;
}

export const insertSubscriptionOrder = (db: Kysely<DB>, order: NewSubscriptionOrder) =>
  db
    .insertInto('orders')
    .values({
      company_id: order.companyId,
      user_id: order.userId,
      reference: order.reference,
      billing_cycle: order.billingCycle,
      items: JSON.stringify(order.items),
      amount_paise: order.amountPaise,
      provider: order.provider,
      provider_order_id: order.providerOrderId,
      needs_shipping: order.needsShipping,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The order a provider's order id names; `lock` takes its row lock (verification). */
export const orderOfProvider = (
  db: Kysely<DB>,
  provider: string,
  providerOrderId: string,
  lock = false,
) => {
  const query = db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_order_id', '=', providerOrderId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export async function markNotPaid(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'failed', failure_reason: 'not-paid' })
    .where('id', '=', id)
    .execute();
}

/** pending → paid, once: undefined when another verification came first. */
export const markPaid = (db: Kysely<DB>, id: string, paymentId: string) =>
  db
    .updateTable('orders')
    .set({ status: 'paid', payment_id: paymentId, paid_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const lockCompanySubscription = (trx: Kysely<DB>, companyId: string) =>
  trx
    .selectFrom('companies')
    .select(['modules', 'subscription_start', 'subscription_end'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export async function setCompanySubscription(
  trx: Kysely<DB>,
  companyId: string,
  set: { modules: CompanyModule[]; start: string; end: string | null },
): Promise<void> {
  await trx
    .updateTable('companies')
    .set({ modules: set.modules, subscription_start: set.start, subscription_end: set.end })
    .where('id', '=', companyId)
    .execute();
}

/** A pending order fails as declined; its reference, or undefined when none was pending. */
export const declinePending = (db: Kysely<DB>, provider: string, providerOrderId: string) =>
  db
    .updateTable('orders')
    .set({ status: 'failed', failure_reason: 'declined' })
    .where('provider', '=', provider)
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '=', 'pending')
    .returning('reference')
    .executeTakeFirst();

export const companyOrder = (db: Kysely<DB>, companyId: string, id: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The company's last 50 orders, newest first; only paid ones awaiting shipping if asked. */
export function companyOrders(db: Kysely<DB>, companyId: string, shippingPending: boolean) {
  let query = db.selectFrom('orders').selectAll().where('company_id', '=', companyId);
  if (shippingPending) {
    query = query
      .where('needs_shipping', '=', true)
      .where('status', '=', 'paid')
      .where('shipping_confirmed_at', 'is', null);
  }
  return query.orderBy('created_at', 'desc').limit(50).execute();
}

/** What a shipping confirmation checks, with the last confirmation's time as text. */
export const shippingStateOf = (db: Kysely<DB>, companyId: string, id: string) =>
  db
    .selectFrom('orders')
    .select([
      'needs_shipping',
      'status',
      sql<string | null>`shipping_confirmed_at::text`.as('confirmed'),
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The address, only if the order is still as the caller saw it (same last confirmation):
 * undefined when another confirmation came first.
 */
export const updateShipping = (
  db: Kysely<DB>,
  companyId: string,
  id: string,
  address: ShippingAddress,
  seenConfirmation: string | null,
) =>
  db
    .updateTable('orders')
    .set({ shipping_address: JSON.stringify(address), shipping_confirmed_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('needs_shipping', '=', true)
    .where('status', '=', 'paid')
    .where(sql<boolean>`shipping_confirmed_at::text is not distinct from ${seenConfirmation}`)
    .returningAll()
    .executeTakeFirst();
