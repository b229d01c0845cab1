/**
 * The shop order's read SQL: its row with the steps, lines and items, who may read it at all
 * (its requester, its employee, the approvers named on its chain, fulfilment and
 * administrators), and the lists and counts of orders.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PurchaseOrderStatus } from '@itam/shared/contracts';
import type { OrderStatus } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { ItemStatus, StepDecision, StepKind } from '../../db/schema-shop';
import type { ShopCaller } from './access';
import { awaitingDecisionOf, EMPLOYEE_USER } from './deciders.queries';

export interface OrderRow {
  id: string;
  number: number;
  status: OrderStatus;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  employee_user_id: string | null;
  requester_user_id: string | null;
  requester_name: string | null;
  business_reason: string;
  total_paise: string | number;
  placed_at: Date;
  approved_at: Date | null;
  completed_at: Date | null;
  closed_at: Date | null;
  steps: {
    _id: string;
    position: number;
    kind: StepKind;
    approverUserId: string | null;
    approverName: string | null;
    decision: StepDecision;
    decidedBy: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    comment: string | null;
  }[];
}

const userName = (alias: string) =>
  sql.raw(`(select trim(x.first_name || ' ' || x.last_name) from users x
    where x.company_id = o.company_id and x.id = ${alias})`);

export const ORDER_SELECT = sql`select o.id, o.number, o.status, o.employee_id, e.code as employee_code,
    e.name as employee_name, ${EMPLOYEE_USER} as employee_user_id,
    o.requester_user_id, ${userName('o.requester_user_id')} as requester_name, o.business_reason,
    o.total_paise, o.placed_at, o.approved_at, o.completed_at, o.closed_at,
    coalesce((select json_agg(json_build_object('_id', s.id, 'position', s.position, 'kind', s.kind,
        'approverUserId', s.approver_user_id, 'approverName', ${userName('s.approver_user_id')},
        'decision', s.decision, 'decidedBy', s.decided_by, 'decidedByName', ${userName('s.decided_by')},
        'decidedAt', s.decided_at, 'comment', s.comment) order by s.position)
      from shop_approval_steps s where s.company_id = o.company_id and s.order_id = o.id), '[]') as steps
  from shop_orders o join employees e on e.company_id = o.company_id and e.id = o.employee_id`;

/** Rows the caller may read: everything for fulfilment and administrators; else their own. */
export function visibleTo(caller: ShopCaller) {
  if (caller.canFulfil || caller.isAdmin) return sql`true`;
  return sql`(o.requester_user_id = ${caller.userId}
    or exists (select 1 from users u where u.id = ${caller.userId} and u.company_id = e.company_id
      and e.email is not null and lower(u.email) = lower(e.email))
    or exists (select 1 from shop_approval_steps s where s.company_id = o.company_id
      and s.order_id = o.id and s.approver_user_id = ${caller.userId}))`;
}

export async function itemsOf(db: Kysely<DB>, companyId: string, orderIds: string[]) {
  if (!orderIds.length) return [];
  const result = await sql<{
    id: string;
    order_id: string;
    line_id: string;
    position: number;
    asset_type_id: string | null;
    asset_type_name: string | null;
    model: string | null;
    status: ItemStatus;
    asset: { _id: string; name: string; tag: string | null; state: string } | null;
    purchase_order: { _id: string; invoiceId: string; status: PurchaseOrderStatus } | null;
    reserved_at: Date | null;
    handed_over_at: Date | null;
  }>`select i.id, i.order_id, i.line_id, i.position, i.asset_type_id, t.name as asset_type_name,
      i.model, i.status, i.reserved_at, i.handed_over_at,
      (select json_build_object('_id', a.id, 'name', a.name, 'tag', a.tag, 'state', a.state)
        from assets a where a.company_id = i.company_id and a.id = i.asset_id) as asset,
      (select json_build_object('_id', po.id, 'invoiceId', po.invoice_id, 'status', po.status)
        from purchase_orders po where po.company_id = i.company_id and po.id = i.purchase_order_id)
        as purchase_order
    from shop_order_items i
    left join asset_types t on t.company_id = i.company_id and t.id = i.asset_type_id
    where i.company_id = ${companyId} and i.order_id = any(${orderIds}::uuid[])
    order by i.order_id, i.position`.execute(db);
  return result.rows;
}

export async function linesOf(db: Kysely<DB>, companyId: string, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('shop_order_lines')
    .select([
      'id',
      'order_id',
      'line_no',
      'product_id',
      'product_name',
      'kind',
      'unit_price_paise',
      'quantity',
    ])
    .where('company_id', '=', companyId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
export type OrderLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The visible order of this id, or undefined. */
export async function visibleOrderRow(
  db: Kysely<DB>,
  caller: ShopCaller,
  id: string,
): Promise<OrderRow | undefined> {
  const result = await sql<OrderRow>`${ORDER_SELECT}
    where o.company_id = ${caller.companyId} and o.id = ${id} and ${visibleTo(caller)}`.execute(db);
  return result.rows[0];
}

/** SQL over order `o` and employee `e`: placed by or for the caller. */
const mine = (caller: ShopCaller) => sql`(o.requester_user_id = ${caller.userId}
  or exists (select 1 from users u where u.id = ${caller.userId} and u.company_id = e.company_id
    and e.email is not null and lower(u.email) = lower(e.email)))`;

interface Page {
  limit: number;
  pageNumber: number;
}

/** A page of the orders the filter keeps, in the order given, and their total. */
async function orderPage(
  db: Kysely<DB>,
  filter: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  page: Page,
) {
  const [rows, total] = await Promise.all([
    sql<OrderRow>`${ORDER_SELECT} where ${filter} order by ${order}
      limit ${page.limit} offset ${page.pageNumber * page.limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from shop_orders o
      join employees e on e.company_id = o.company_id and e.id = o.employee_id
      where ${filter}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

/** The caller's orders (scope mine) or every order of the company, newest first. */
export function listedOrders(
  db: Kysely<DB>,
  caller: ShopCaller,
  q: Page & { scope: 'mine' | 'all'; status?: OrderStatus | undefined },
) {
  const filter = sql`o.company_id = ${caller.companyId} and ${q.scope === 'mine' ? mine(caller) : sql`true`}
    ${q.status ? sql`and o.status = ${q.status}` : sql``}`;
  return orderPage(db, filter, sql`o.placed_at desc, o.id desc`, q);
}

/** The orders whose first pending step is the caller's (deciders.queries.ts), oldest first. */
export function awaitingOrders(db: Kysely<DB>, caller: ShopCaller, page: Page) {
  const filter = sql`o.company_id = ${caller.companyId} and ${awaitingDecisionOf(caller)}`;
  return orderPage(db, filter, sql`o.placed_at, o.id`, page);
}

/** The side menu's counts: orders awaiting the caller's decision, and orders to fulfil. */
export async function menuCounts(db: Kysely<DB>, caller: ShopCaller) {
  const result = await sql<{ approvals: number; fulfilment: number }>`select
      count(*) filter (where ${awaitingDecisionOf(caller)})::int as approvals,
      count(*) filter (where o.status in ('approved', 'fulfilling'))::int as fulfilment
    from shop_orders o join employees e on e.company_id = o.company_id and e.id = o.employee_id
    where o.company_id = ${caller.companyId}
      and o.status in ('awaiting-approval', 'approved', 'fulfilling')`.execute(db);
  return result.rows[0]!;
}
