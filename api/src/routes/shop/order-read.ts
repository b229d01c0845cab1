/**
 * The shop order as the routes answer it: its row with the steps, lines and items, what the
 * caller may do with it, and who may read it at all (its requester, its employee, the
 * approvers named on its chain, fulfilment and administrators; to anyone else an order does
 * not exist: 404).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  ItemStatus,
  OrderStatus,
  ProductKind,
  StepDecision,
  StepKind,
} from '../../db/schema-shop';
import { currentStep, isStepApprover } from '../../services/shop/approval';
import { adminUserIds, EMPLOYEE_USER, unableApprovers } from '../../services/shop/deciders';
import { orderNotFound } from '../../services/shop/orders';
import { nextStatus } from '../../services/shop/state';
import { iso, type ShopCaller } from './helpers';

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

async function itemsOf(db: Kysely<DB>, companyId: string, orderIds: string[]) {
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
    purchase_order: { _id: string; invoiceId: string; status: string } | null;
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

async function linesOf(db: Kysely<DB>, companyId: string, orderIds: string[]) {
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

function toOrder(
  row: OrderRow,
  lines: Awaited<ReturnType<typeof linesOf>>,
  items: Awaited<ReturnType<typeof itemsOf>>,
  caller: ShopCaller,
  deciders: { admins: readonly string[]; unable: readonly string[] },
) {
  const steps = row.steps.map((s) => ({
    kind: s.kind,
    approverUserId: s.approverUserId,
    decision: s.decision,
  }));
  const step = row.status === 'awaiting-approval' ? currentStep(steps) : null;
  const own = row.requester_user_id === caller.userId || row.employee_user_id === caller.userId;
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    employee: { _id: row.employee_id, id: row.employee_code, name: row.employee_name },
    requester: row.requester_user_id
      ? { _id: row.requester_user_id, name: row.requester_name ?? '' }
      : null,
    /** Placed by someone other than the employee it is for. */
    onBehalf: row.requester_user_id !== null && row.requester_user_id !== row.employee_user_id,
    businessReason: row.business_reason,
    totalPaise: Number(row.total_paise),
    placedAt: iso(row.placed_at)!,
    approvedAt: iso(row.approved_at),
    completedAt: iso(row.completed_at),
    closedAt: iso(row.closed_at),
    /** The step awaiting a decision (null unless awaiting approval). */
    currentStep: step?.kind ?? null,
    steps: row.steps.map((s) => ({
      _id: s._id,
      kind: s.kind,
      approver: s.approverUserId ? { _id: s.approverUserId, name: s.approverName ?? '' } : null,
      decision: s.decision,
      decidedBy: s.decidedBy ? { _id: s.decidedBy, name: s.decidedByName ?? '' } : null,
      decidedAt: s.decidedAt ? iso(s.decidedAt) : null,
      comment: s.comment,
    })),
    lines: lines
      .filter((l) => l.order_id === row.id)
      .map((l) => ({
        _id: l.id,
        lineNo: l.line_no,
        product: { _id: l.product_id, name: l.product_name, kind: l.kind as ProductKind },
        unitPricePaise: Number(l.unit_price_paise),
        quantity: l.quantity,
        totalPaise: Number(l.unit_price_paise) * l.quantity,
      })),
    items: items
      .filter((i) => i.order_id === row.id)
      .map((i) => ({
        _id: i.id,
        lineId: i.line_id,
        assetType: i.asset_type_id ? { _id: i.asset_type_id, name: i.asset_type_name ?? '' } : null,
        model: i.model,
        status: i.status,
        asset: i.asset,
        purchaseOrder: i.purchase_order,
        reservedAt: iso(i.reserved_at),
        handedOverAt: iso(i.handed_over_at),
      })),
    /** What the caller may do with it now. */
    can: {
      decide:
        step !== null &&
        isStepApprover(step, caller, {
          requesterUserId: row.requester_user_id,
          employeeUserId: row.employee_user_id,
          adminUserIds: deciders.admins,
          unableUserIds: deciders.unable,
        }),
      cancel:
        (own || caller.isAdmin || caller.canFulfil) &&
        nextStatus(row.status, {
          type: 'cancel',
          handedOver: items.filter((i) => i.order_id === row.id && i.status === 'handed-over')
            .length,
        }).ok,
      fulfil: caller.canFulfil && (row.status === 'approved' || row.status === 'fulfilling'),
    },
  };
}

export async function ordersOf(db: Kysely<DB>, caller: ShopCaller, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const [lines, items, admins, unable] = await Promise.all([
    linesOf(db, caller.companyId, ids),
    itemsOf(db, caller.companyId, ids),
    // Only an administrator's decisions depend on the other administrators.
    caller.isAdmin ? adminUserIds(db, caller.companyId) : [],
    unableApprovers(db, caller.companyId, ids),
  ]);
  return rows.map((r) => toOrder(r, lines, items, caller, { admins, unable }));
}

export async function orderDetail(db: Kysely<DB>, caller: ShopCaller, id: string) {
  const result = await sql<OrderRow>`${ORDER_SELECT}
    where o.company_id = ${caller.companyId} and o.id = ${id} and ${visibleTo(caller)}`.execute(db);
  const row = result.rows[0];
  if (!row) throw orderNotFound();
  return (await ordersOf(db, caller, [row]))[0]!;
}

/** Runs a change on a visible order (404 otherwise) in one transaction and answers the order after it. */
export async function changeOrder(
  db: Kysely<DB>,
  caller: ShopCaller,
  id: string,
  work: (trx: Kysely<DB>) => Promise<unknown>,
) {
  await orderDetail(db, caller, id);
  await db.transaction().execute(work);
  return { type: 'success' as const, order: await orderDetail(db, caller, id) };
}
