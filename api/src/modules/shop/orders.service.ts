/**
 * Shop orders as the routes serve them: placing the cart (for oneself or on behalf of an
 * employee, with a business reason), one's orders and every order, the approvers' queue and
 * their decisions, cancelling, and the side menu's counts of the orders awaiting the caller.
 */
import type { Kysely } from 'kysely';
import type {
  MenuCounts,
  OrderListQuery,
  OrderPage,
  OrderResponse,
  PlaceOrderInput,
} from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { forbidden } from '../../platform/http-errors';
import { shopCaller } from './access';
import { cancelOrder, decideStep, placeOrder } from './order-changes.service';
import { awaitingOrders, listedOrders, menuCounts } from './order-read.queries';
import { changeOrder, orderDetail, ordersOf } from './order-read.service';

export async function place(
  db: Kysely<DB>,
  caller: Caller,
  input: PlaceOrderInput,
): Promise<OrderResponse> {
  const shop = shopCaller(caller);
  const id = await db.transaction().execute((trx) => placeOrder(trx, shop, input));
  return { type: 'success', order: await orderDetail(db, shop, id) };
}

export async function list(db: Kysely<DB>, caller: Caller, q: OrderListQuery) {
  const shop = shopCaller(caller);
  if (q.scope === 'all' && !shop.canFulfil && !shop.isAdmin)
    throw forbidden(
      'Only fulfilment and administrators list every order',
      'SHOP_ALL_ORDERS_FORBIDDEN',
    );
  const { rows, total } = await listedOrders(db, shop, q);
  const page: OrderPage = {
    orders: await ordersOf(db, shop, rows),
    total,
    pageNumber: q.pageNumber,
    limit: q.limit,
  };
  return { type: 'success' as const, ...page };
}

/** The orders whose current step is the caller's to decide, oldest first. */
export async function approvals(
  db: Kysely<DB>,
  caller: Caller,
  q: { limit: number; pageNumber: number },
) {
  const shop = shopCaller(caller);
  const { rows, total } = await awaitingOrders(db, shop, q);
  const page: OrderPage = {
    orders: await ordersOf(db, shop, rows),
    total,
    pageNumber: q.pageNumber,
    limit: q.limit,
  };
  return { type: 'success' as const, ...page };
}

/** The side menu's counts (its Approvals and Fulfilment entries), each for who may act on it. */
export async function counts(db: Kysely<DB>, caller: Caller) {
  const shop = shopCaller(caller);
  const { approvals, fulfilment } = await menuCounts(db, shop);
  const answer: MenuCounts = {
    ...(shop.canApprove ? { approvals } : {}),
    ...(shop.canFulfil ? { fulfilment } : {}),
  };
  return { type: 'success' as const, counts: answer };
}

export async function get(db: Kysely<DB>, caller: Caller, id: string): Promise<OrderResponse> {
  return { type: 'success', order: await orderDetail(db, shopCaller(caller), id) };
}

export async function cancel(db: Kysely<DB>, caller: Caller, id: string) {
  const shop = shopCaller(caller);
  return changeOrder(db, shop, id, (trx) => cancelOrder(trx, shop, id));
}

export async function decide(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  decision: 'approved' | 'rejected',
  comment: string | null,
) {
  const shop = shopCaller(caller);
  return changeOrder(db, shop, id, (trx) => decideStep(trx, shop, id, decision, comment));
}
