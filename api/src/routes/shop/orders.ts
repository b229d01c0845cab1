/**
 * Shop orders: placing the cart (for oneself or on behalf of an employee, with a business
 * reason), one's orders, the approvers' queue and their decisions, cancelling, and the side
 * menu's counts of the orders awaiting the caller.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../platform/input';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import { awaitingDecisionOf } from '../../services/shop/deciders';
import { cancelOrder, decideStep, forbidden, placeOrder } from '../../services/shop/orders';
import { shopAccess, shopCallerOf } from './helpers';
import { changeOrder, orderDetail, ordersOf, ORDER_SELECT, type OrderRow } from './order-read';
import {
  approvalQueueQuerySchema,
  approveSchema,
  idParamsSchema,
  orderListQuerySchema,
  placeOrderSchema,
  rejectSchema,
} from './schemas';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/shop/orders', shopAccess(P.order), async (request, reply) => {
    const caller = shopCallerOf(request);
    const input = parseInput(placeOrderSchema, request.body, 'body');
    const id = await ctx.db.transaction().execute((trx) => placeOrder(trx, caller, input));
    return reply.code(201).send({ type: 'success', order: await orderDetail(ctx.db, caller, id) });
  });

  app.get('/api/shop/orders', shopAccess(P.viewOrders, P.order, P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const q = parseInput(orderListQuerySchema, request.query, 'query');
    if (q.scope === 'all' && !caller.canFulfil && !caller.isAdmin)
      throw forbidden(
        'Only fulfilment and administrators list every order',
        'SHOP_ALL_ORDERS_FORBIDDEN',
      );
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
      type: 'success',
      orders: await ordersOf(ctx.db, caller, rows.rows),
      total: total.rows[0]!.n,
      pageNumber: q.pageNumber,
      limit: q.limit,
    };
  });

  app.get('/api/shop/approvals', shopAccess(P.approve), async (request) => {
    const caller = shopCallerOf(request);
    const q = parseInput(approvalQueueQuerySchema, request.query, 'query');
    // The orders whose first pending step is the caller's (services/shop/deciders.ts).
    const filter = sql`o.company_id = ${caller.companyId} and ${awaitingDecisionOf(caller)}`;
    const [rows, total] = await Promise.all([
      sql<OrderRow>`${ORDER_SELECT} where ${filter} order by o.placed_at, o.id
        limit ${q.limit} offset ${q.pageNumber * q.limit}`.execute(ctx.db),
      sql<{ n: number }>`select count(*)::int as n from shop_orders o
        join employees e on e.company_id = o.company_id and e.id = o.employee_id
        where ${filter}`.execute(ctx.db),
    ]);
    return {
      type: 'success',
      orders: await ordersOf(ctx.db, caller, rows.rows),
      total: total.rows[0]!.n,
      pageNumber: q.pageNumber,
      limit: q.limit,
    };
  });

  // The side menu's counts (its Approvals and Fulfilment entries): one light query.
  app.get('/api/shop/menu-counts', shopAccess(P.approve, P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const result = await sql<{ approvals: number; fulfilment: number }>`select
        count(*) filter (where ${awaitingDecisionOf(caller)})::int as approvals,
        count(*) filter (where o.status in ('approved', 'fulfilling'))::int as fulfilment
      from shop_orders o join employees e on e.company_id = o.company_id and e.id = o.employee_id
      where o.company_id = ${caller.companyId}
        and o.status in ('awaiting-approval', 'approved', 'fulfilling')`.execute(ctx.db);
    const { approvals, fulfilment } = result.rows[0]!;
    return {
      type: 'success',
      counts: {
        ...(caller.canApprove ? { approvals } : {}),
        ...(caller.canFulfil ? { fulfilment } : {}),
      },
    };
  });

  app.get('/api/shop/orders/:id', shopAccess(P.viewOrders, P.order, P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return { type: 'success', order: await orderDetail(ctx.db, caller, id) };
  });

  app.post(
    '/api/shop/orders/:id/cancel',
    shopAccess(P.order, P.viewOrders, P.fulfil),
    async (request) => {
      const caller = shopCallerOf(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      return changeOrder(ctx.db, caller, id, (trx) => cancelOrder(trx, caller, id));
    },
  );

  app.post('/api/shop/orders/:id/approve', shopAccess(P.approve), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { comment } = parseInput(approveSchema, request.body ?? {}, 'body');
    return changeOrder(ctx.db, caller, id, (trx) =>
      decideStep(trx, caller, id, 'approved', comment),
    );
  });

  app.post('/api/shop/orders/:id/reject', shopAccess(P.approve), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { comment } = parseInput(rejectSchema, request.body, 'body');
    return changeOrder(ctx.db, caller, id, (trx) =>
      decideStep(trx, caller, id, 'rejected', comment),
    );
  });
}
