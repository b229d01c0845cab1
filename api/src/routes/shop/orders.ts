/**
 * Shop orders: placing the cart (for oneself or on behalf of an employee, with a business
 * reason), one's orders, the approvers' queue and their decisions, cancelling, and IT's
 * fulfilment of each unit (reserve a specific in-stock asset, raise a purchase order, hand
 * over, optionally by the scanned tag) and completion. An order is visible to its requester,
 * its employee, the approvers named on its chain, fulfilment and administrators; to anyone
 * else it does not exist (404).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type {
  ItemStatus,
  OrderStatus,
  ProductKind,
  StepDecision,
  StepKind,
} from '../../db/schema-shop';
import { HttpError, notFound, parseInput } from '../../errors';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import { currentStep, isStepApprover } from '../../services/shop/approval';
import {
  AVAILABLE_ASSET,
  cancelOrder,
  completeOrder,
  decideStep,
  handOverItem,
  ORDER_NOT_FOUND,
  placeOrder,
  raisePurchaseOrder,
  reserveItem,
} from '../../services/shop/orders';
import { nextStatus } from '../../services/shop/state';
import { companyToday } from '../exits/helpers';
import { iso, shopAccess, shopCallerOf, type ShopCaller } from './helpers';
import {
  approvalQueueQuerySchema,
  approveSchema,
  handOverSchema,
  idParamsSchema,
  itemParamsSchema,
  orderListQuerySchema,
  placeOrderSchema,
  purchaseOrderSchema,
  rejectSchema,
  reserveSchema,
} from './schemas';

interface OrderRow {
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

const ORDER_SELECT = sql`select o.id, o.number, o.status, o.employee_id, e.code as employee_code,
    e.name as employee_name, (select u.id from users u where u.company_id = e.company_id
      and e.email is not null and lower(u.email) = lower(e.email) limit 1) as employee_user_id,
    o.requester_user_id, ${userName('o.requester_user_id')} as requester_name, o.business_reason,
    o.total_paise, o.placed_at, o.approved_at, o.completed_at, o.closed_at,
    coalesce((select json_agg(json_build_object('_id', s.id, 'position', s.position, 'kind', s.kind,
        'approverUserId', s.approver_user_id, 'approverName', ${userName('s.approver_user_id')},
        'decision', s.decision, 'decidedBy', s.decided_by, 'decidedByName', ${userName('s.decided_by')},
        'decidedAt', s.decided_at, 'comment', s.comment) order by s.position)
      from shop_approval_steps s where s.company_id = o.company_id and s.order_id = o.id), '[]') as steps
  from shop_orders o join employees e on e.company_id = o.company_id and e.id = o.employee_id`;

/** Rows the caller may read: everything for fulfilment and administrators; else their own. */
function visibleTo(caller: ShopCaller) {
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
      decide: step !== null && isStepApprover(step, caller),
      cancel: (own || caller.isAdmin) && nextStatus(row.status, { type: 'cancel' }).ok,
      fulfil: caller.canFulfil && (row.status === 'approved' || row.status === 'fulfilling'),
    },
  };
}

async function ordersOf(db: Kysely<DB>, caller: ShopCaller, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const [lines, items] = await Promise.all([
    linesOf(db, caller.companyId, ids),
    itemsOf(db, caller.companyId, ids),
  ]);
  return rows.map((r) => toOrder(r, lines, items, caller));
}

async function orderDetail(db: Kysely<DB>, caller: ShopCaller, id: string) {
  const result = await sql<OrderRow>`${ORDER_SELECT}
    where o.company_id = ${caller.companyId} and o.id = ${id} and ${visibleTo(caller)}`.execute(db);
  const row = result.rows[0];
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return (await ordersOf(db, caller, [row]))[0]!;
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    ctx.db.transaction().execute(work);

  app.post('/api/shop/orders', shopAccess(P.order), async (request, reply) => {
    const caller = shopCallerOf(request);
    const input = parseInput(placeOrderSchema, request.body, 'body');
    const id = await inTransaction((trx) => placeOrder(trx, caller, input));
    return reply.code(201).send({ order: await orderDetail(ctx.db, caller, id) });
  });

  app.get('/api/shop/orders', shopAccess(P.viewOrders, P.order, P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const q = parseInput(orderListQuerySchema, request.query, 'query');
    if (q.scope === 'all' && !caller.canFulfil && !caller.isAdmin)
      throw new HttpError(403, 'Only fulfilment and administrators list every order');
    const mine = sql`(o.requester_user_id = ${caller.userId}
      or exists (select 1 from users u where u.id = ${caller.userId} and u.company_id = e.company_id
        and e.email is not null and lower(u.email) = lower(e.email)))`;
    const filter = sql`o.company_id = ${caller.companyId} and ${q.scope === 'mine' ? mine : sql`true`}
      ${q.status ? sql`and o.status = ${q.status}` : sql``}`;
    const [rows, total] = await Promise.all([
      sql<OrderRow>`${ORDER_SELECT} where ${filter} order by o.placed_at desc, o.id desc
        limit ${q.limit} offset ${q.pageNumber * q.limit}`.execute(ctx.db),
      sql<{ n: number }>`select count(*)::int as n from shop_orders o
        join employees e on e.company_id = o.company_id and e.id = o.employee_id
        where ${filter}`.execute(ctx.db),
    ]);
    return {
      orders: await ordersOf(ctx.db, caller, rows.rows),
      total: total.rows[0]!.n,
      pageNumber: q.pageNumber,
      limit: q.limit,
    };
  });

  app.get('/api/shop/approvals', shopAccess(P.approve), async (request) => {
    const caller = shopCallerOf(request);
    const q = parseInput(approvalQueueQuerySchema, request.query, 'query');
    // The orders whose first pending step is the caller's (unnamed steps: administrators').
    const mine = caller.isAdmin
      ? sql`(s.approver_user_id = ${caller.userId} or s.approver_user_id is null)`
      : sql`s.approver_user_id = ${caller.userId}`;
    const filter = sql`o.company_id = ${caller.companyId} and o.status = 'awaiting-approval'
      and exists (select 1 from shop_approval_steps s where s.company_id = o.company_id
        and s.order_id = o.id and s.decision = 'pending' and ${mine}
        and not exists (select 1 from shop_approval_steps b where b.company_id = s.company_id
          and b.order_id = s.order_id and b.position < s.position and b.decision <> 'approved'))`;
    const [rows, total] = await Promise.all([
      sql<OrderRow>`${ORDER_SELECT} where ${filter} order by o.placed_at, o.id
        limit ${q.limit} offset ${q.pageNumber * q.limit}`.execute(ctx.db),
      sql<{ n: number }>`select count(*)::int as n from shop_orders o
        join employees e on e.company_id = o.company_id and e.id = o.employee_id
        where ${filter}`.execute(ctx.db),
    ]);
    return {
      orders: await ordersOf(ctx.db, caller, rows.rows),
      total: total.rows[0]!.n,
      pageNumber: q.pageNumber,
      limit: q.limit,
    };
  });

  app.get('/api/shop/orders/:id', shopAccess(P.viewOrders, P.order, P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return { order: await orderDetail(ctx.db, caller, id) };
  });

  /** Runs a change on a visible order (404 otherwise) and answers the order as it is after. */
  const change = async (
    caller: ShopCaller,
    id: string,
    work: (trx: Kysely<DB>) => Promise<unknown>,
  ) => {
    await orderDetail(ctx.db, caller, id);
    await inTransaction(work);
    return { order: await orderDetail(ctx.db, caller, id) };
  };

  app.post('/api/shop/orders/:id/cancel', shopAccess(P.order, P.viewOrders), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return change(caller, id, (trx) => cancelOrder(trx, caller, id));
  });

  app.post('/api/shop/orders/:id/approve', shopAccess(P.approve), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { comment } = parseInput(approveSchema, request.body ?? {}, 'body');
    return change(caller, id, (trx) => decideStep(trx, caller, id, 'approved', comment));
  });

  app.post('/api/shop/orders/:id/reject', shopAccess(P.approve), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { comment } = parseInput(rejectSchema, request.body, 'body');
    return change(caller, id, (trx) => decideStep(trx, caller, id, 'rejected', comment));
  });

  app.get('/api/shop/orders/:id/items/:itemId/stock', shopAccess(P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id, itemId } = parseInput(itemParamsSchema, request.params, 'params');
    await orderDetail(ctx.db, caller, id);
    const item = await ctx.db
      .selectFrom('shop_order_items')
      .select(['asset_type_id', 'model'])
      .where('company_id', '=', caller.companyId)
      .where('order_id', '=', id)
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!item) throw notFound('Item not found');
    // The available assets of the item's type, its model first.
    const result = await sql<{
      id: string;
      name: string;
      tag: string | null;
      model: string | null;
    }>`select
        a.id, a.name, a.tag, a.model from assets a
      where a.company_id = ${caller.companyId} and a.asset_type_id = ${item.asset_type_id}
        and ${AVAILABLE_ASSET}
      order by (lower(a.model) = lower(${item.model ?? ''})) desc, a.created_at, a.id limit 50`.execute(
      ctx.db,
    );
    return {
      assets: result.rows.map((a) => ({ _id: a.id, name: a.name, tag: a.tag, model: a.model })),
    };
  });

  app.post('/api/shop/orders/:id/items/:itemId/reserve', shopAccess(P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id, itemId } = parseInput(itemParamsSchema, request.params, 'params');
    const { assetId } = parseInput(reserveSchema, request.body, 'body');
    return change(caller, id, (trx) => reserveItem(trx, caller, id, itemId, assetId));
  });

  app.post(
    '/api/shop/orders/:id/items/:itemId/purchase-order',
    shopAccess(P.fulfil),
    async (request, reply) => {
      const caller = shopCallerOf(request);
      const { id, itemId } = parseInput(itemParamsSchema, request.params, 'params');
      const input = parseInput(purchaseOrderSchema, request.body, 'body');
      const orderDate = input.orderDate ?? (await companyToday(ctx.db, caller.companyId));
      return reply
        .code(201)
        .send(
          await change(caller, id, (trx) =>
            raisePurchaseOrder(trx, caller, id, itemId, { ...input, orderDate }),
          ),
        );
    },
  );

  app.post(
    '/api/shop/orders/:id/items/:itemId/hand-over',
    shopAccess(P.fulfil),
    async (request) => {
      const caller = shopCallerOf(request);
      const { id, itemId } = parseInput(itemParamsSchema, request.params, 'params');
      const input = parseInput(handOverSchema, request.body ?? {}, 'body');
      const date = input.date ?? (await companyToday(ctx.db, caller.companyId));
      return change(caller, id, (trx) =>
        handOverItem(trx, caller, id, itemId, { tag: input.tag, date }),
      );
    },
  );

  app.post('/api/shop/orders/:id/complete', shopAccess(P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return change(caller, id, (trx) => completeOrder(trx, caller, id));
  });
}
