/**
 * The state of a shop order, as a pure machine (no database):
 *
 *   placed → awaiting-approval (while a step of its chain is pending) → approved
 *          → fulfilling (the first reservation, purchase order or hand-over)
 *          → complete (by itself, when the last unit is handed over: a unit bought through a
 *            purchase order too, once its asset has arrived and is handed over)
 *   rejected: any step rejected it (from awaiting-approval);
 *   cancelled: by its requester, its employee, fulfilment or an administrator, until the
 *   first unit is handed over (the routes release its reservations).
 *
 * `placed` is the instant of placing: `submit` moves it on at once, to approved when the
 * whole chain is already approved (the manager placed it and no other step is due cannot
 * happen, since IT always approves, but the rule does not depend on that).
 */
import type { ShopErrorCode } from '@itam/shared/contracts/shop';
import type { ItemStatus, OrderStatus } from '../../db/schema-shop';

/** A rule's answer: allowed, or refused with its status, English reason and code. */
export type Refusal =
  | { ok: true }
  | { ok: false; status: 403 | 409; reason: string; code: ShopErrorCode; field?: string };

export type OrderEvent =
  | { type: 'submit'; chainApproved: boolean }
  | { type: 'approve-step'; chainApproved: boolean }
  | { type: 'reject' }
  | { type: 'fulfil' }
  | { type: 'complete'; items: readonly ItemStatus[] }
  /** handedOver: how many of its units are handed over already. */
  | { type: 'cancel'; handedOver: number };

export type Transition = { ok: true; to: OrderStatus } | Exclude<Refusal, { ok: true }>;

const refuse = (reason: string, code: ShopErrorCode, field?: string): Transition => ({
  ok: false,
  status: 409,
  reason,
  code,
  ...(field ? { field } : {}),
});

/** Where the event takes an order in this status, or why it cannot (409). */
export function nextStatus(from: OrderStatus, event: OrderEvent): Transition {
  switch (event.type) {
    case 'submit':
      return from === 'placed'
        ? { ok: true, to: event.chainApproved ? 'approved' : 'awaiting-approval' }
        : refuse('This order has already been placed', 'SHOP_ORDER_PLACED');
    case 'approve-step':
      return from === 'awaiting-approval'
        ? { ok: true, to: event.chainApproved ? 'approved' : 'awaiting-approval' }
        : refuse('This order is not awaiting approval', 'SHOP_NOT_AWAITING_APPROVAL');
    case 'reject':
      return from === 'awaiting-approval'
        ? { ok: true, to: 'rejected' }
        : refuse('This order is not awaiting approval', 'SHOP_NOT_AWAITING_APPROVAL');
    case 'fulfil':
      if (from === 'approved' || from === 'fulfilling') return { ok: true, to: 'fulfilling' };
      return from === 'complete'
        ? refuse('This order is already complete', 'SHOP_ORDER_COMPLETE')
        : refuse('Only an approved order is fulfilled', 'SHOP_NOT_APPROVED');
    case 'complete': {
      // Asked again of a complete order (its last hand-over completed it): nothing to do.
      if (from === 'complete') return { ok: true, to: 'complete' };
      if (from !== 'fulfilling' && from !== 'approved')
        return refuse('Only an order being fulfilled is completed', 'SHOP_NOT_FULFILLING');
      const open = event.items.filter((s) => s !== 'handed-over').length;
      if (open > 0)
        return refuse(
          `${open} item(s) are still to be handed over`,
          'SHOP_ITEMS_NOT_HANDED_OVER',
          'items',
        );
      return { ok: true, to: 'complete' };
    }
    case 'cancel':
      if (from === 'fulfilling' && event.handedOver > 0)
        return refuse(
          'Items have been handed over: the order can no longer be cancelled',
          'SHOP_ITEMS_HANDED_OVER',
          'items',
        );
      return from === 'awaiting-approval' || from === 'approved' || from === 'fulfilling'
        ? { ok: true, to: 'cancelled' }
        : refuse(`A ${from} order cannot be cancelled`, 'SHOP_ORDER_CLOSED');
  }
}

/** An order nothing more happens to. */
export const isClosed = (status: OrderStatus): boolean =>
  status === 'complete' || status === 'rejected' || status === 'cancelled';

/** What the next fulfilment step may do with one item (409 naming `status`). */
export function itemRefusal(
  status: ItemStatus,
  action: 'reserve' | 'purchase-order' | 'hand-over',
  hasAsset: boolean,
): Refusal {
  const no = (reason: string, code: ShopErrorCode): Refusal => ({
    ok: false,
    status: 409,
    reason,
    code,
    field: 'status',
  });
  if (status === 'handed-over')
    return no('This item has already been handed over', 'SHOP_ITEM_HANDED_OVER');
  const reserved = () => no('An asset is already reserved for this item', 'SHOP_ITEM_RESERVED');
  switch (action) {
    case 'reserve':
      if (!hasAsset)
        return no('A software licence has no asset to reserve', 'SHOP_LICENCE_NO_ASSET');
      return status === 'reserved' ? reserved() : { ok: true };
    case 'purchase-order':
      if (!hasAsset)
        return no(
          'A software licence is not bought through a purchase order here',
          'SHOP_LICENCE_NO_PURCHASE_ORDER',
        );
      if (status === 'reserved') return reserved();
      return status === 'ordered'
        ? no('A purchase order has already been raised for this item', 'SHOP_PURCHASE_ORDER_RAISED')
        : { ok: true };
    case 'hand-over':
      return !hasAsset || status === 'reserved'
        ? { ok: true }
        : no('Reserve an in-stock asset for this item first', 'SHOP_RESERVE_FIRST');
  }
}
