/**
 * Orders of plans and onboarding devices: priced from the plans and the device
 * catalogue, paid through the payment provider, verified once from the provider's
 * signed return (the order moves pending → paid exactly once), which extends the
 * company's subscription and enables the bought modules.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  MARKETING_ERRORS,
  type BillingCycle,
  type CompanyModule,
  type OrderItem,
  type OrderSummary,
  type ShippingAddress,
} from '@itam/shared/contracts';
import type { createOrderRequestSchema } from '@itam/shared/schemas';
import type { z } from 'zod';
import type { DB } from '../db/schema';
import type { OrdersTable } from '../db/schema-marketing';
import { HttpError, notFound } from '../platform/http-errors';
import { utcToday } from './license';
import { assertKnownDevices } from './leads';
import { newReference } from './marketing-refs';
import type { Payments } from './payments';
import { extendPeriod } from './subscription-period';

export type CreateOrderInput = z.infer<typeof createOrderRequestSchema>;
type OrderRow = Selectable<OrdersTable>;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export function toSummary(row: OrderRow): OrderSummary {
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

export interface PricedOrder {
  items: OrderItem[];
  amountPaise: number;
  needsShipping: boolean;
}

export async function priceOrder(db: Kysely<DB>, input: CreateOrderInput): Promise<PricedOrder> {
  await assertKnownDevices(db, input.devices);
  const plans = input.modules.length
    ? await db
        .selectFrom('plans')
        .select(['id', 'module', 'amount_paise'])
        .where('module', 'in', input.modules)
        .where('billing_cycle', '=', input.billingCycle)
        .where('active', '=', true)
        .orderBy('sort_order')
        .execute()
    : [];
  if (plans.length !== input.modules.length)
    throw new HttpError(400, 'Invalid modules: a chosen module has no plan on sale');
  const devices = input.devices.length
    ? await db
        .selectFrom('device_catalogue')
        .select(['id', 'name', 'unit_paise'])
        .where(
          'id',
          'in',
          input.devices.map((d) => d.deviceId),
        )
        .execute()
    : [];
  const items: OrderItem[] = [
    ...plans.map((p): OrderItem => ({
      kind: 'plan',
      planId: p.id,
      module: p.module,
      amountPaise: p.amount_paise,
    })),
    ...input.devices.map((line): OrderItem => {
      const device = devices.find((d) => d.id === line.deviceId)!;
      return {
        kind: 'device',
        deviceId: device.id,
        name: device.name,
        quantity: line.quantity,
        unitPaise: device.unit_paise,
        amountPaise: device.unit_paise * line.quantity,
      };
    }),
  ];
  return {
    items,
    amountPaise: items.reduce((sum, item) => sum + item.amountPaise, 0),
    needsShipping: input.devices.length > 0,
  };
}

export interface Buyer {
  userId: string;
  companyId: string;
}

export async function createOrder(
  db: Kysely<DB>,
  payments: Payments,
  buyer: Buyer,
  input: CreateOrderInput,
) {
  const priced = await priceOrder(db, input);
  const user = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.email', 'c.name as company_name'])
    .where('u.id', '=', buyer.userId)
    .where('u.company_id', '=', buyer.companyId)
    .executeTakeFirstOrThrow();
  const reference = newReference('OR');
  const checkout = await payments.provider.createCheckout({
    id: reference,
    reference,
    amountPaise: priced.amountPaise,
    currency: 'INR',
    description: `ITAM order ${reference} for ${user.company_name}`,
    buyerEmail: user.email,
  });
  const row = await db
    .insertInto('orders')
    .values({
      company_id: buyer.companyId,
      user_id: buyer.userId,
      reference,
      billing_cycle: input.billingCycle,
      items: JSON.stringify(priced.items),
      amount_paise: priced.amountPaise,
      provider: payments.provider.id,
      provider_order_id: checkout.providerOrderId,
      needs_shipping: priced.needsShipping,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    order: toSummary(row),
    checkout: { kind: 'redirect' as const, url: checkout.url, provider: payments.provider.id },
  };
}

const notVerified = () => new HttpError(400, MARKETING_ERRORS.paymentNotVerified);

/** The single-use verification of a provider's signed return. */
export async function verifyOrderPayment(
  db: Kysely<DB>,
  payments: Payments,
  params: Record<string, string>,
  today = utcToday(),
) {
  const verified = payments.provider.verifyReturn(params);
  if (!verified) throw notVerified();
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('provider', '=', payments.provider.id)
      .where('provider_order_id', '=', verified.providerOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notVerified();
    if (order.status === 'paid') throw new HttpError(409, MARKETING_ERRORS.paymentAlreadyVerified);
    if (order.status !== 'pending') throw new HttpError(409, MARKETING_ERRORS.orderNotPayable);
    if (!verified.paid) {
      await trx
        .updateTable('orders')
        .set({ status: 'failed', failure_reason: 'not-paid' })
        .where('id', '=', order.id)
        .execute();
      throw new HttpError(409, MARKETING_ERRORS.orderNotPayable);
    }
    const paid = await trx
      .updateTable('orders')
      .set({ status: 'paid', payment_id: verified.paymentId, paid_at: new Date() })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
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
  items: OrderItem[],
  today: string,
) {
  const company = await trx
    .selectFrom('companies')
    .select(['modules', 'subscription_start', 'subscription_end'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
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
  await trx
    .updateTable('companies')
    .set({ modules, subscription_start: period.start, subscription_end: period.end })
    .where('id', '=', companyId)
    .execute();
  return { start: period.start, end: period.end ?? '', modules };
}

/** The test gateway's Decline: a pending order fails; anything else is left as it is. */
export async function declineOrder(
  db: Kysely<DB>,
  providerId: string,
  providerOrderId: string,
): Promise<string | null> {
  const row = await db
    .updateTable('orders')
    .set({ status: 'failed', failure_reason: 'declined' })
    .where('provider', '=', providerId)
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '=', 'pending')
    .returning('reference')
    .executeTakeFirst();
  return row?.reference ?? null;
}

export async function findOrder(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<OrderSummary> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Order not found');
  return toSummary(row);
}

export async function listOrders(
  db: Kysely<DB>,
  companyId: string,
  shippingPending: boolean,
): Promise<OrderSummary[]> {
  let query = db.selectFrom('orders').selectAll().where('company_id', '=', companyId);
  if (shippingPending) {
    query = query
      .where('needs_shipping', '=', true)
      .where('status', '=', 'paid')
      .where('shipping_confirmed_at', 'is', null);
  }
  const rows = await query.orderBy('created_at', 'desc').limit(50).execute();
  return rows.map((row) => toSummary(row));
}

/**
 * The shipping address of a paid order with devices, or a correction of it. The update
 * itself re-checks the order's state, including the confirmation this request saw (none
 * yet, or the last one's time): of two confirmations made at once from the same state
 * exactly one succeeds, the other waits for its row lock, no longer matches and gets a
 * 409, so one address never silently replaces another that its sender had not seen.
 */
export async function confirmShipping(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  address: ShippingAddress,
): Promise<OrderSummary> {
  const order = await db
    .selectFrom('orders')
    .select([
      'needs_shipping',
      'status',
      sql<string | null>`shipping_confirmed_at::text`.as('confirmed'),
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) throw notFound('Order not found');
  if (!order.needs_shipping) throw new HttpError(409, 'This order has no devices to ship');
  if (order.status !== 'paid')
    throw new HttpError(409, 'Pay for the order before confirming its shipping address');
  const row = await db
    .updateTable('orders')
    .set({ shipping_address: JSON.stringify(address), shipping_confirmed_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('needs_shipping', '=', true)
    .where('status', '=', 'paid')
    .where(sql<boolean>`shipping_confirmed_at::text is not distinct from ${order.confirmed}`)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    throw new HttpError(
      409,
      'The shipping address of this order changed meanwhile: reload the order and try again',
    );
  }
  return toSummary(row);
}
