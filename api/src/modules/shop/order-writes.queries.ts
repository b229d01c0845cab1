/** The shop order's writes in SQL: placing it, its lock and status, its steps, cancelling. */
import { sql, type Kysely } from 'kysely';
import type { OrderStatus, ProductKind, StepDecision } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { PlannedStep } from './approval';

/** The employee's manager: null without one; the manager's user (by email) or null. */
export async function managerOf(db: Kysely<DB>, companyId: string, employeeId: string) {
  const result = await sql<{ manager_id: string | null; user_id: string | null }>`select
      e.manager_id, (select u.id from users u where u.company_id = m.company_id
        and lower(u.email) = lower(m.email) and u.active limit 1) as user_id
    from employees e left join employees m on m.company_id = e.company_id and m.id = e.manager_id
    where e.company_id = ${companyId} and e.id = ${employeeId}`.execute(db);
  const row = result.rows[0];
  return row?.manager_id ? { userId: row.user_id } : null;
}

export interface CartLine {
  product_id: string;
  name: string;
  kind: ProductKind;
  price_paise: string;
  retired: boolean;
  quantity: number;
}

/** The caller's cart lines with their products, locked for placing the order. */
export async function lockCartLines(trx: Kysely<DB>, companyId: string, userId: string) {
  const cart = await sql<CartLine>`select c.product_id, p.name, p.kind, p.price_paise,
      p.retired_at is not null as retired, c.quantity
    from shop_cart_items c join shop_products p on p.company_id = c.company_id and p.id = c.product_id
    where c.company_id = ${companyId} and c.user_id = ${userId}
    order by c.added_at, c.product_id for update of c`.execute(trx);
  return cart.rows;
}

/** The company's next order number (the first is 1). */
export async function nextOrderNumber(trx: Kysely<DB>, companyId: string): Promise<number> {
  const number = await sql<{ n: number }>`insert into shop_settings (company_id, next_order_number)
    values (${companyId}, 2)
    on conflict (company_id) do update set next_order_number = shop_settings.next_order_number + 1
    returning next_order_number - 1 as n`.execute(trx);
  return number.rows[0]!.n;
}

export interface NewOrder {
  companyId: string;
  number: number;
  requesterUserId: string;
  employeeId: string;
  businessReason: string;
  status: OrderStatus;
  totalPaise: number;
  /** The instant of placing (its approval's, when approved at once). */
  at: Date;
}

/** Inserts the order with its lines (the cart's, in order) and its chain; the order's id. */
export async function insertOrder(
  trx: Kysely<DB>,
  order: NewOrder,
  cart: readonly CartLine[],
  steps: readonly PlannedStep[],
): Promise<{
  id: string;
  lines: { id: string; product_id: string; line_no: number; quantity: number }[];
}> {
  const { companyId, at } = order;
  const row = await trx
    .insertInto('shop_orders')
    .values({
      company_id: companyId,
      number: order.number,
      requester_user_id: order.requesterUserId,
      employee_id: order.employeeId,
      business_reason: order.businessReason,
      status: order.status,
      total_paise: order.totalPaise,
      approved_at: order.status === 'approved' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await trx
    .insertInto('shop_order_lines')
    .values(
      cart.map((r, i) => ({
        company_id: companyId,
        order_id: row.id,
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
        company_id: companyId,
        order_id: row.id,
        position,
        kind: s.kind,
        approver_user_id: s.approverUserId,
        decision: s.decision,
        decided_by: s.decision === 'approved' ? order.requesterUserId : null,
        decided_at: s.decision === 'approved' ? at : null,
        comment: s.decision === 'approved' ? 'Placed by the manager' : null,
      })),
    )
    .execute();
  return { id: row.id, lines };
}

/** One unit per asset of each component per ordered unit; a licence is one unit per quantity. */
export async function insertItems(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
  lines: readonly { id: string; product_id: string; line_no: number; quantity: number }[],
): Promise<void> {
  await sql`insert into shop_order_items (company_id, order_id, line_id, position, asset_type_id, model)
    select ${companyId}::uuid, ${orderId}::uuid, l.id,
      (row_number() over (order by l.line_no, c.position, u.n, k.n))::int - 1, c.asset_type_id, c.model
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
      as l(id uuid, product_id uuid, line_no int, quantity int)
    cross join lateral generate_series(1, l.quantity) as u(n)
    left join lateral (select pc.asset_type_id, pc.model, pc.quantity, pc.position
      from shop_product_components pc where pc.company_id = ${companyId}
        and pc.product_id = l.product_id) c on true
    cross join lateral generate_series(1, coalesce(c.quantity, 1)) as k(n)`.execute(trx);
}

/** Empties the caller's cart and its order details. */
export async function emptyCart(trx: Kysely<DB>, companyId: string, userId: string) {
  await trx
    .deleteFrom('shop_cart_items')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('shop_carts')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

export interface LockedOrder {
  id: string;
  status: OrderStatus;
  employee_id: string;
  number: number;
  requester_user_id: string | null;
}

/** The order, locked for this change; undefined for another company's or none. */
export async function lockOrderRow(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
): Promise<LockedOrder | undefined> {
  return trx
    .selectFrom('shop_orders')
    .select(['id', 'status', 'employee_id', 'number', 'requester_user_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the order's status with the instants it stamps. */
export async function setOrderStatus(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
  to: OrderStatus,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('shop_orders')
    .set({
      status: to,
      updated_at: now,
      ...(to === 'approved' ? { approved_at: now } : {}),
      ...(to === 'complete' ? { completed_at: now, closed_at: now } : {}),
      ...(to === 'rejected' || to === 'cancelled' ? { closed_at: now } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .execute();
}

/** The order's approval steps in their order. */
export async function orderSteps(trx: Kysely<DB>, companyId: string, orderId: string) {
  return trx
    .selectFrom('shop_approval_steps')
    .select(['id', 'kind', 'approver_user_id', 'decision'])
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export async function decideStepRow(
  trx: Kysely<DB>,
  companyId: string,
  stepId: string,
  decision: { decision: Exclude<StepDecision, 'pending'>; by: string; comment: string | null },
): Promise<void> {
  await trx
    .updateTable('shop_approval_steps')
    .set({
      decision: decision.decision,
      decided_by: decision.by,
      decided_at: new Date(),
      comment: decision.comment,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', stepId)
    .execute();
}

/** How many of the order's units are handed over. */
export async function handedOverCount(trx: Kysely<DB>, companyId: string, orderId: string) {
  const handed = await trx
    .selectFrom('shop_order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'handed-over')
    .executeTakeFirstOrThrow();
  return Number(handed.n);
}

/** Ends the order's reservations (its units are open again, or ordered when bought). */
export async function releaseReservations(trx: Kysely<DB>, companyId: string, orderId: string) {
  await sql`update shop_order_items
    set status = case when purchase_order_id is null then 'open' else 'ordered' end,
      asset_id = null, reserved_at = null
    where company_id = ${companyId} and order_id = ${orderId} and status = 'reserved'`.execute(trx);
}
