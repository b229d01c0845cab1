/**
 * The shop order as the routes answer it: its row with the steps, lines and items
 * (order-read.queries.ts), and what the caller may do with it. To anyone who may not read
 * it, an order does not exist: 404.
 */
import type { Kysely } from 'kysely';
import type { Order, OrderResponse } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import { iso, isoOf } from '../../platform/wire';
import type { ShopCaller } from './access';
import { currentStep, isStepApprover } from './approval';
import { adminUserIds, unableApprovers } from './deciders.queries';
import {
  itemsOf,
  linesOf,
  visibleOrderRow,
  type OrderItemRow,
  type OrderLineRow,
  type OrderRow,
} from './order-read.queries';
import { orderNotFound } from './refusals';
import { nextStatus } from './state';

type Deciders = { admins: readonly string[]; unable: readonly string[] };

const toStep = (s: OrderRow['steps'][number]): Order['steps'][number] => ({
  _id: s._id,
  kind: s.kind,
  approver: s.approverUserId ? { _id: s.approverUserId, name: s.approverName ?? '' } : null,
  decision: s.decision,
  decidedBy: s.decidedBy ? { _id: s.decidedBy, name: s.decidedByName ?? '' } : null,
  decidedAt: s.decidedAt ? iso(s.decidedAt) : null,
  comment: s.comment,
});

const toLine = (l: OrderLineRow): Order['lines'][number] => ({
  _id: l.id,
  lineNo: l.line_no,
  product: { _id: l.product_id, name: l.product_name, kind: l.kind },
  unitPricePaise: Number(l.unit_price_paise),
  quantity: l.quantity,
  totalPaise: Number(l.unit_price_paise) * l.quantity,
});

const toItem = (i: OrderItemRow): Order['items'][number] => ({
  _id: i.id,
  lineId: i.line_id,
  assetType: i.asset_type_id ? { _id: i.asset_type_id, name: i.asset_type_name ?? '' } : null,
  model: i.model,
  status: i.status,
  asset: i.asset,
  purchaseOrder: i.purchase_order,
  reservedAt: iso(i.reserved_at),
  handedOverAt: iso(i.handed_over_at),
});

/** What the caller may do with the order now. */
function callerMay(
  row: OrderRow,
  items: OrderItemRow[],
  caller: ShopCaller,
  deciders: Deciders,
): Order['can'] {
  const step = row.status === 'awaiting-approval' ? currentStep(row.steps) : null;
  const own = row.requester_user_id === caller.userId || row.employee_user_id === caller.userId;
  return {
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
        handedOver: items.filter((i) => i.status === 'handed-over').length,
      }).ok,
    fulfil: caller.canFulfil && (row.status === 'approved' || row.status === 'fulfilling'),
  };
}

function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  allItems: OrderItemRow[],
  caller: ShopCaller,
  deciders: Deciders,
): Order {
  const items = allItems.filter((i) => i.order_id === row.id);
  const step = row.status === 'awaiting-approval' ? currentStep(row.steps) : null;
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
    placedAt: isoOf(row.placed_at),
    approvedAt: iso(row.approved_at),
    completedAt: iso(row.completed_at),
    closedAt: iso(row.closed_at),
    /** The step awaiting a decision (null unless awaiting approval). */
    currentStep: step?.kind ?? null,
    steps: row.steps.map(toStep),
    lines: lines.filter((l) => l.order_id === row.id).map(toLine),
    items: items.map(toItem),
    can: callerMay(row, items, caller, deciders),
  };
}

export async function ordersOf(
  db: Kysely<DB>,
  caller: ShopCaller,
  rows: OrderRow[],
): Promise<Order[]> {
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

export async function orderDetail(db: Kysely<DB>, caller: ShopCaller, id: string): Promise<Order> {
  const row = await visibleOrderRow(db, caller, id);
  if (!row) throw orderNotFound();
  return (await ordersOf(db, caller, [row]))[0]!;
}

/** Runs a change on a visible order (404 otherwise) in one transaction and answers the order after it. */
export async function changeOrder(
  db: Kysely<DB>,
  caller: ShopCaller,
  id: string,
  work: (trx: Kysely<DB>) => Promise<unknown>,
): Promise<OrderResponse> {
  await orderDetail(db, caller, id);
  await db.transaction().execute(work);
  return { type: 'success', order: await orderDetail(db, caller, id) };
}
