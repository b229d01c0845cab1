/**
 * Subscription orders (a company buying plans and onboarding devices): priced from the
 * plans and the device catalogue (subscription-order-pricing.ts), paid through the payment
 * provider (subscription-payments.service.ts verifies the return), read by the company,
 * and given a shipping address when they carry devices.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type {
  CreateSubscriptionOrderInput,
  ShippingAddress,
  SubscriptionOrderSummary,
} from '@itam/shared/contracts/subscription';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { newReference } from '../marketing/references';
import type { Caller } from '../../platform/access';
import { TestGateway, type Payments } from './payments';
import { priceSubscriptionOrder } from './subscription-order-pricing';
import {
  buyerOf,
  companyOrder,
  companyOrders,
  insertSubscriptionOrder,
  orderOfProvider,
  shippingStateOf,
  updateShipping,
  type SubscriptionOrderRow,
} from './subscription-orders.queries';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export function toSummary(row: SubscriptionOrderRow): SubscriptionOrderSummary {
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    billingCycle: row.billing_cycle,
    items: row.items,
    amountPaise: row.amount_paise,
    currency: 'INR',
    needsShipping: row.needs_shipping,
    shippingAddress: row.shipping_address,
    shippingConfirmedAt: iso(row.shipping_confirmed_at),
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
  };
}

const orderNotFound = () => notFound('Order not found');
const isUuid = (id: string) => z.guid().safeParse(id).success;

export async function createSubscriptionOrder(
  db: Kysely<DB>,
  payments: Payments,
  buyer: Pick<Caller, 'userId' | 'companyId'>,
  input: CreateSubscriptionOrderInput,
) {
  const priced = await priceSubscriptionOrder(db, input);
  const user = await buyerOf(db, buyer.userId, buyer.companyId);
  const reference = newReference('OR');
  const checkout = await payments.provider.createCheckout({
    id: reference,
    reference,
    amountPaise: priced.amountPaise,
    currency: 'INR',
    description: `ITAM order ${reference} for ${user.company_name}`,
    buyerEmail: user.email,
  });
  const row = await insertSubscriptionOrder(db, {
    companyId: buyer.companyId,
    userId: buyer.userId,
    reference,
    billingCycle: input.billingCycle,
    items: priced.items,
    amountPaise: priced.amountPaise,
    provider: payments.provider.id,
    providerOrderId: checkout.providerOrderId,
    needsShipping: priced.needsShipping,
  });
  return {
    order: toSummary(row),
    checkout: { kind: 'redirect' as const, url: checkout.url, provider: payments.provider.id },
  };
}

/** One order of the company; a malformed id cannot name one: the same 404 as a foreign one. */
export async function findSubscriptionOrder(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<SubscriptionOrderSummary> {
  const row = isUuid(id) ? await companyOrder(db, companyId, id) : undefined;
  if (!row) throw orderNotFound();
  return toSummary(row);
}

export async function listSubscriptionOrders(
  db: Kysely<DB>,
  companyId: string,
  shippingPending: boolean,
): Promise<SubscriptionOrderSummary[]> {
  const rows = await companyOrders(db, companyId, shippingPending);
  return rows.map((row) => toSummary(row));
}

/** The test gateway's order for its page; null when the id names none of the gateway's. */
export async function gatewaySubscriptionOrder(
  db: Kysely<DB>,
  gatewayId: string,
  providerOrderId: string,
): Promise<SubscriptionOrderSummary | null> {
  if (!TestGateway.isOrderId(providerOrderId)) return null;
  const row = await orderOfProvider(db, gatewayId, providerOrderId);
  return row ? toSummary(row) : null;
}

/**
 * The shipping address of a paid order with devices, or a correction of it. The update
 * itself re-checks the order's state, including the confirmation this request saw (none
 * yet, or the last one's time): of two confirmations made at once from the same state
 * exactly one succeeds, the other waits for its row lock, no longer matches and gets a
 * 409, so one address never silently replaces another that its sender had not seen.
 */
export async function confirmSubscriptionOrderShipping(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  address: ShippingAddress,
): Promise<SubscriptionOrderSummary> {
  if (!isUuid(id)) throw orderNotFound();
  const order = await shippingStateOf(db, companyId, id);
  if (!order) throw orderNotFound();
  if (!order.needs_shipping) throw new HttpError(409, 'This order has no devices to ship');
  if (order.status !== 'paid')
    throw new HttpError(409, 'Pay for the order before confirming its shipping address');
  const row = await updateShipping(db, companyId, id, address, order.confirmed);
  if (!row) {
    throw new HttpError(
      409,
      'The shipping address of this order changed meanwhile: reload the order and try again',
    );
  }
  return toSummary(row);
}
