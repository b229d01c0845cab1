/**
 * IT's fulfilment of an approved order, unit by unit: the available assets for a unit,
 * reserving one, raising a purchase order, handing over (optionally by the scanned tag; the
 * last hand-over completes the order).
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../platform/input';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import {
  completeOrder,
  handOverItem,
  matchingInStock,
  raisePurchaseOrder,
  reserveItem,
} from '../../services/shop/fulfilment';
import { AVAILABLE_ASSET, itemNotFound } from '../../services/shop/orders';
import { companyToday } from '../../modules/exits/company.queries';
import { shopAccess, shopCallerOf } from './helpers';
import { changeOrder, orderDetail } from './order-read';
import {
  handOverSchema,
  idParamsSchema,
  itemParamsSchema,
  purchaseOrderSchema,
  reserveSchema,
} from './schemas';

export function registerFulfilmentRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    if (!item) throw itemNotFound();
    // The available assets of the item's type, its model first; and how many are of its model
    // (a purchase order is for when none is).
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
      type: 'success' as const,
      assets: result.rows.map((a) => ({ _id: a.id, name: a.name, tag: a.tag, model: a.model })),
      matching: await matchingInStock(ctx.db, caller.companyId, item),
    };
  });

  app.post('/api/shop/orders/:id/items/:itemId/reserve', shopAccess(P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id, itemId } = parseInput(itemParamsSchema, request.params, 'params');
    const { assetId } = parseInput(reserveSchema, request.body, 'body');
    return changeOrder(ctx.db, caller, id, (trx) => reserveItem(trx, caller, id, itemId, assetId));
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
          await changeOrder(ctx.db, caller, id, (trx) =>
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
      return changeOrder(ctx.db, caller, id, (trx) =>
        handOverItem(trx, caller, id, itemId, { tag: input.tag, date }),
      );
    },
  );

  // The last hand-over completes the order by itself; this stays for API clients that ask
  // for it: a complete order answers as it is, one with units still to hand over 409 `items`.
  app.post('/api/shop/orders/:id/complete', shopAccess(P.fulfil), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return changeOrder(ctx.db, caller, id, (trx) => completeOrder(trx, caller, id));
  });
}
