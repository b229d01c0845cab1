/**
 * The shop order's changes up to fulfilment, each inside the caller's transaction (the
 * routes' and the seed's one place for them): placing the cart as an order with its approval
 * chain and the units to fulfil, deciding a step, cancelling; and what fulfilment shares (the
 * order's lock and move). The rules come from approval.ts and state.ts.
 */
import type { Kysely } from 'kysely';
import type { OrderStatus, PlaceOrderInput } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import { badField, conflict, forbidden, withCode } from '../../platform/http-errors';
import { assertEmployee } from '../assets/lifecycle.service';
import { employeeOfUser } from '../organisation/own-employee.queries';
import type { ShopActor } from './access';
import { chainApproved, decisionRefusal, planChain, type StepState } from './approval';
import { orderParties, userOfEmployee } from './deciders.queries';
import {
  decideStepRow,
  emptyCart,
  handedOverCount,
  insertItems,
  insertOrder,
  lockCartLines,
  lockOrderRow,
  managerOf,
  nextOrderNumber,
  orderSteps,
  releaseReservations,
  setOrderStatus,
  type LockedOrder,
} from './order-writes.queries';
import { enforce, orderNotFound, refusalError } from './refusals';
import { shopSettings } from './settings.queries';
import { nextStatus, type OrderEvent } from './state';

export type { LockedOrder };

/** The employee the order is for: the one named (400 if unknown), else the requester's own. */
async function orderEmployee(trx: Kysely<DB>, actor: ShopActor, employeeId: string | null) {
  if (employeeId) {
    await withCode(assertEmployee(trx, actor.companyId, employeeId), 400, 'SHOP_UNKNOWN_EMPLOYEE');
    return employeeId;
  }
  const own = await employeeOfUser(trx, actor.companyId, actor.userId);
  if (!own)
    throw badField(
      'employeeId',
      'Your account has no employee record: choose the employee',
      'SHOP_NO_EMPLOYEE_RECORD',
    );
  return own;
}

/** Places the caller's cart as an order (the cart empties, its details too); returns the order's id. */
export async function placeOrder(
  trx: Kysely<DB>,
  actor: ShopActor,
  input: PlaceOrderInput,
): Promise<string> {
  const employeeId = await orderEmployee(trx, actor, input.employeeId);
  const cart = await lockCartLines(trx, actor.companyId, actor.userId);
  if (cart.length === 0)
    throw conflict('The cart is empty', { code: 'SHOP_CART_EMPTY', field: 'cart' });
  cart.forEach((row, i) => {
    if (row.retired)
      throw conflict(`${row.name} is no longer offered`, {
        code: 'SHOP_PRODUCT_RETIRED',
        field: `cart.${i}`,
      });
  });
  const total = cart.reduce((sum, r) => sum + Number(r.price_paise) * r.quantity, 0);
  const [settings, manager, employeeUserId] = await Promise.all([
    shopSettings(trx, actor.companyId),
    managerOf(trx, actor.companyId, employeeId),
    userOfEmployee(trx, actor.companyId, employeeId),
  ]);
  const steps = planChain(
    { totalPaise: total, requesterUserId: actor.userId, employeeUserId },
    { ...settings, manager },
  );
  const submitted = nextStatus('placed', { type: 'submit', chainApproved: chainApproved(steps) });
  if (!submitted.ok) throw refusalError(submitted);
  const order = await insertOrder(
    trx,
    {
      companyId: actor.companyId,
      number: await nextOrderNumber(trx, actor.companyId),
      requesterUserId: actor.userId,
      employeeId,
      businessReason: input.businessReason,
      status: submitted.to,
      totalPaise: total,
      at: new Date(),
    },
    cart,
    steps,
  );
  await insertItems(trx, actor.companyId, order.id, order.lines);
  await emptyCart(trx, actor.companyId, actor.userId);
  return order.id;
}

/** The order, locked for this change (404 for another company's or none). */
export async function lockOrder(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
): Promise<LockedOrder> {
  const order = await lockOrderRow(trx, companyId, orderId);
  if (!order) throw orderNotFound();
  return order;
}

/** Moves the order as the event says (409 when its state refuses), stamping its instants. */
export async function moveOrder(
  trx: Kysely<DB>,
  companyId: string,
  order: LockedOrder,
  event: OrderEvent,
): Promise<OrderStatus> {
  const next = nextStatus(order.status, event);
  if (!next.ok) throw refusalError(next);
  if (next.to !== order.status) {
    await setOrderStatus(trx, companyId, order.id, next.to);
    order.status = next.to;
  }
  return next.to;
}

/**
 * Approves or rejects the order's current step as the caller (403 when it is not theirs, or
 * the order is theirs: SHOP_SELF_APPROVAL).
 */
export async function decideStep(
  trx: Kysely<DB>,
  actor: ShopActor,
  orderId: string,
  decision: 'approved' | 'rejected',
  comment: string | null,
): Promise<void> {
  const order = await lockOrder(trx, actor.companyId, orderId);
  const steps = await orderSteps(trx, actor.companyId, orderId);
  const states: (StepState & { id: string })[] = steps.map((s) => ({
    id: s.id,
    kind: s.kind,
    approverUserId: s.approver_user_id,
    decision: s.decision,
  }));
  if (order.status !== 'awaiting-approval')
    throw conflict('This order is not awaiting approval', {
      code: 'SHOP_NOT_AWAITING_APPROVAL',
      field: 'status',
    });
  enforce(decisionRefusal(states, actor, await orderParties(trx, actor.companyId, orderId)));
  const step = states.find((s) => s.decision === 'pending')!;
  await decideStepRow(trx, actor.companyId, step.id, { decision, by: actor.userId, comment });
  step.decision = decision;
  await moveOrder(
    trx,
    actor.companyId,
    order,
    decision === 'rejected'
      ? { type: 'reject' }
      : { type: 'approve-step', chainApproved: chainApproved(states) },
  );
}

/**
 * Cancels the order: its requester, its employee, fulfilment or an administrator, until a unit
 * is handed over. Its reservations end (the assets are available again); a purchase order
 * raised for it stays, linked to its item.
 */
export async function cancelOrder(
  trx: Kysely<DB>,
  actor: ShopActor & { canFulfil?: boolean },
  orderId: string,
): Promise<void> {
  const order = await lockOrder(trx, actor.companyId, orderId);
  const own =
    order.requester_user_id === actor.userId ||
    (await employeeOfUser(trx, actor.companyId, actor.userId)) === order.employee_id;
  if (!own && !actor.isAdmin && !actor.canFulfil)
    throw forbidden(
      'Only the requester, the employee, fulfilment or an administrator cancels an order',
      'SHOP_CANCEL_FORBIDDEN',
    );
  const handedOver = await handedOverCount(trx, actor.companyId, orderId);
  await moveOrder(trx, actor.companyId, order, { type: 'cancel', handedOver });
  await releaseReservations(trx, actor.companyId, orderId);
}
