/**
 * The shop order's writes up to fulfilment, each inside the caller's transaction (the routes'
 * and the seed's one place for them): placing the cart as an order with its approval chain
 * and the units to fulfil, deciding a step, cancelling; and what fulfilment.ts shares (the
 * order's lock and move, refusals, the available-asset rule). The rules come from
 * approval.ts and state.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ShopErrorCode } from '@itam/shared/contracts';
import type { OrderStatus } from '../../db/schema-shop';
import { HttpError } from '../../platform/http-errors';
import { assertEmployee } from '../asset-lifecycle';
import { employeeOfUser } from '../../modules/organisation/own-employee.queries';
import { chainApproved, decisionRefusal, planChain, type StepState } from './approval';
import { orderParties, userOfEmployee } from './deciders';
import { nextStatus, type OrderEvent, type Refusal } from './state';

export interface ShopActor {
  companyId: string;
  userId: string;
  isAdmin: boolean;
}

/**
 * The shop's refusals: each carries its code (SHOP_ERROR_CODES in shared contracts), which
 * the screens translate; the English message stays for logs and API clients.
 */
export const badField = (field: string, message: string, code: ShopErrorCode): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }], {}, code);

export const conflict = (message: string, code: ShopErrorCode, field?: string): HttpError =>
  new HttpError(409, message, field ? [{ field, message }] : undefined, {}, code);

export const forbidden = (message: string, code: ShopErrorCode): HttpError =>
  new HttpError(403, message, undefined, {}, code);

export const notFound = (message: string, code: ShopErrorCode): HttpError =>
  new HttpError(404, message, undefined, {}, code);

export const orderNotFound = (): HttpError => notFound('Order not found', 'SHOP_ORDER_NOT_FOUND');
export const itemNotFound = (): HttpError => notFound('Item not found', 'SHOP_ITEM_NOT_FOUND');

/**
 * Runs the work of a service the shop shares (the asset lifecycle, purchase orders) and gives
 * its refusal of this status the shop's code, keeping its message and field.
 */
export async function withCode<T>(
  work: Promise<T>,
  status: number,
  code: ShopErrorCode,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== status || error.code) throw error;
    throw new HttpError(status, error.message, error.issues, error.headers, code);
  }
}

/** The error of a rule's refusal (403 or 409), with its code. */
export function refusalError(refusal: Exclude<Refusal, { ok: true }>): HttpError {
  if (refusal.status === 403) return forbidden(refusal.reason, refusal.code);
  return conflict(refusal.reason, refusal.code, refusal.field);
}

/** Throws the refusal of a rule (403 or 409), or returns. */
export function enforce(refusal: Refusal): void {
  if (!refusal.ok) throw refusalError(refusal);
}

/**
 * An asset that can be handed out now: in stock and set aside for no one (the one
 * definition in services/asset-reservations.ts). The catalogue's availability and
 * reservation both use it.
 */
export { AVAILABLE_ASSET } from '../asset-reservations';

/** The company's shop settings (the defaults of migration 0020 when it has set none). */
export async function shopSettings(db: Kysely<DB>, companyId: string) {
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

/** The employee record of a signed-in user (services/own-employee.ts). */
export { employeeOfUser };

/** The employee's manager: null without one; the manager's user (by email) or null. */
async function managerOf(db: Kysely<DB>, companyId: string, employeeId: string) {
  const result = await sql<{ manager_id: string | null; user_id: string | null }>`select
      e.manager_id, (select u.id from users u where u.company_id = m.company_id
        and lower(u.email) = lower(m.email) and u.active limit 1) as user_id
    from employees e left join employees m on m.company_id = e.company_id and m.id = e.manager_id
    where e.company_id = ${companyId} and e.id = ${employeeId}`.execute(db);
  const row = result.rows[0];
  return row?.manager_id ? { userId: row.user_id } : null;
}

export interface PlaceOrderInput {
  /** null: for the requester themselves (their employee record). */
  employeeId: string | null;
  businessReason: string;
}

/** Places the caller's cart as an order (the cart empties, its details too); returns the order's id. */
export async function placeOrder(
  trx: Kysely<DB>,
  actor: ShopActor,
  input: PlaceOrderInput,
): Promise<string> {
  let employeeId = input.employeeId;
  if (employeeId)
    await withCode(assertEmployee(trx, actor.companyId, employeeId), 400, 'SHOP_UNKNOWN_EMPLOYEE');
  else {
    employeeId = await employeeOfUser(trx, actor.companyId, actor.userId);
    if (!employeeId)
      throw badField(
        'employeeId',
        'Your account has no employee record: choose the employee',
        'SHOP_NO_EMPLOYEE_RECORD',
      );
  }
  const cart = await sql<{
    product_id: string;
    name: string;
    kind: 'device' | 'bundle' | 'software';
    price_paise: string;
    retired: boolean;
    quantity: number;
  }>`select c.product_id, p.name, p.kind, p.price_paise, p.retired_at is not null as retired,
      c.quantity
    from shop_cart_items c join shop_products p on p.company_id = c.company_id and p.id = c.product_id
    where c.company_id = ${actor.companyId} and c.user_id = ${actor.userId}
    order by c.added_at, c.product_id for update of c`.execute(trx);
  if (cart.rows.length === 0) throw conflict('The cart is empty', 'SHOP_CART_EMPTY', 'cart');
  cart.rows.forEach((row, i) => {
    if (row.retired)
      throw conflict(`${row.name} is no longer offered`, 'SHOP_PRODUCT_RETIRED', `cart.${i}`);
  });
  const total = cart.rows.reduce((sum, r) => sum + Number(r.price_paise) * r.quantity, 0);
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
  const number = await sql<{ n: number }>`insert into shop_settings (company_id, next_order_number)
    values (${actor.companyId}, 2)
    on conflict (company_id) do update set next_order_number = shop_settings.next_order_number + 1
    returning next_order_number - 1 as n`.execute(trx);
  const now = new Date();
  const order = await trx
    .insertInto('shop_orders')
    .values({
      company_id: actor.companyId,
      number: number.rows[0]!.n,
      requester_user_id: actor.userId,
      employee_id: employeeId,
      business_reason: input.businessReason,
      status: submitted.to,
      total_paise: total,
      approved_at: submitted.to === 'approved' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await trx
    .insertInto('shop_order_lines')
    .values(
      cart.rows.map((r, i) => ({
        company_id: actor.companyId,
        order_id: order.id,
        line_no: i + 1,
        product_id: r.product_id,
        product_name: r.name,
        kind: r.kind,
        unit_price_paise: Number(r.price_paise),
        quantity: r.quantity,
      })),
    )
    .returning(['id', 'product_id', 'line_no', 'quantity'])
    .execute();
  await trx
    .insertInto('shop_approval_steps')
    .values(
      steps.map((s, position) => ({
        company_id: actor.companyId,
        order_id: order.id,
        position,
        kind: s.kind,
        approver_user_id: s.approverUserId,
        decision: s.decision,
        decided_by: s.decision === 'approved' ? actor.userId : null,
        decided_at: s.decision === 'approved' ? now : null,
        comment: s.decision === 'approved' ? 'Placed by the manager' : null,
      })),
    )
    .execute();
  // One unit per asset of each component per ordered unit; a licence is one unit per quantity.
  await sql`insert into shop_order_items (company_id, order_id, line_id, position, asset_type_id, model)
    select ${actor.companyId}::uuid, ${order.id}::uuid, l.id,
      (row_number() over (order by l.line_no, c.position, u.n, k.n))::int - 1, c.asset_type_id, c.model
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
      as l(id uuid, product_id uuid, line_no int, quantity int)
    cross join lateral generate_series(1, l.quantity) as u(n)
    left join lateral (select pc.asset_type_id, pc.model, pc.quantity, pc.position
      from shop_product_components pc where pc.company_id = ${actor.companyId}
        and pc.product_id = l.product_id) c on true
    cross join lateral generate_series(1, coalesce(c.quantity, 1)) as k(n)`.execute(trx);
  await trx
    .deleteFrom('shop_cart_items')
    .where('company_id', '=', actor.companyId)
    .where('user_id', '=', actor.userId)
    .execute();
  await trx
    .deleteFrom('shop_carts')
    .where('company_id', '=', actor.companyId)
    .where('user_id', '=', actor.userId)
    .execute();
  return order.id;
}

export interface LockedOrder {
  id: string;
  status: OrderStatus;
  employee_id: string;
  number: number;
  requester_user_id: string | null;
}

/** The order, locked for this change (404 for another company's or none). */
export async function lockOrder(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
): Promise<LockedOrder> {
  const order = await trx
    .selectFrom('shop_orders')
    .select(['id', 'status', 'employee_id', 'number', 'requester_user_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
}

export async function moveOrder(
  trx: Kysely<DB>,
  companyId: string,
  order: LockedOrder,
  event: OrderEvent,
): Promise<OrderStatus> {
  const next = nextStatus(order.status, event);
  if (!next.ok) throw refusalError(next);
  if (next.to !== order.status) {
    const now = new Date();
    await trx
      .updateTable('shop_orders')
      .set({
        status: next.to,
        updated_at: now,
        ...(next.to === 'approved' ? { approved_at: now } : {}),
        ...(next.to === 'complete' ? { completed_at: now, closed_at: now } : {}),
        ...(next.to === 'rejected' || next.to === 'cancelled' ? { closed_at: now } : {}),
      })
      .where('company_id', '=', companyId)
      .where('id', '=', order.id)
      .execute();
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
  const steps = await trx
    .selectFrom('shop_approval_steps')
    .select(['id', 'kind', 'approver_user_id', 'decision'])
    .where('company_id', '=', actor.companyId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const states: (StepState & { id: string })[] = steps.map((s) => ({
    id: s.id,
    kind: s.kind,
    approverUserId: s.approver_user_id,
    decision: s.decision,
  }));
  if (order.status !== 'awaiting-approval')
    throw conflict('This order is not awaiting approval', 'SHOP_NOT_AWAITING_APPROVAL', 'status');
  enforce(decisionRefusal(states, actor, await orderParties(trx, actor.companyId, orderId)));
  const step = states.find((s) => s.decision === 'pending')!;
  await trx
    .updateTable('shop_approval_steps')
    .set({ decision, decided_by: actor.userId, decided_at: new Date(), comment })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', step.id)
    .execute();
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
  const handed = await trx
    .selectFrom('shop_order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', actor.companyId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'handed-over')
    .executeTakeFirstOrThrow();
  await moveOrder(trx, actor.companyId, order, { type: 'cancel', handedOver: Number(handed.n) });
  await sql`update shop_order_items
    set status = case when purchase_order_id is null then 'open' else 'ordered' end,
      asset_id = null, reserved_at = null
    where company_id = ${actor.companyId} and order_id = ${orderId} and status = 'reserved'`.execute(
    trx,
  );
}
