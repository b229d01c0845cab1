/**
 * The caller's cart, kept on the server (it survives a reload and another device): each
 * product with its quantity and live availability, the total, whether the total needs
 * Finance's approval, and the order's details as they are being written (the business reason
 * and the employee it is for). Adding a product already there adds to its quantity (at most
 * 20). Placing the order empties it (services/shop/orders.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { parseInput } from '../../platform/input';
import { needsFinance } from '../../services/shop/approval';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import { assertEmployee } from '../../services/asset-lifecycle';
import { badField, conflict, notFound, shopSettings, withCode } from '../../services/shop/orders';
import { PRODUCT_SELECT, productNotFound, toProduct } from '../../services/shop/catalogue';
import { shopAccess, shopCallerOf } from './helpers';
import { cartAddSchema, cartDraftSchema, cartQuantitySchema, productParamsSchema } from './schemas';

const CART_MAX_QUANTITY = 20;

const notInCart = () => notFound('This product is not in your cart', 'SHOP_NOT_IN_CART');

/** The cart's order details: '' and oneself until written; an employee removed since reads as none. */
async function draftOf(db: Kysely<DB>, companyId: string, userId: string) {
  const row = await db
    .selectFrom('shop_carts as c')
    .leftJoin('employees as e', (join) =>
      join.onRef('e.company_id', '=', 'c.company_id').onRef('e.id', '=', 'c.employee_id'),
    )
    .select(['c.business_reason', 'e.id as employee_id', 'e.code', 'e.name'])
    .where('c.company_id', '=', companyId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  return {
    businessReason: row?.business_reason ?? '',
    /** The employee the order is for; null: the caller themselves. */
    employee: row?.employee_id
      ? { _id: row.employee_id, id: row.code ?? '', name: row.name ?? '' }
      : null,
  };
}

async function cartOf(db: Kysely<DB>, companyId: string, userId: string) {
  const [rows, settings, draft] = await Promise.all([
    sql<Parameters<typeof toProduct>[0] & { quantity: number }>`select pr.*, ci.quantity
      from shop_cart_items ci
      join (${PRODUCT_SELECT} where p.company_id = ${companyId}) pr on pr.id = ci.product_id
      where ci.company_id = ${companyId} and ci.user_id = ${userId}
      order by ci.added_at, ci.product_id`.execute(db),
    shopSettings(db, companyId),
    draftOf(db, companyId, userId),
  ]);
  const items = rows.rows.map((r) => {
    const product = toProduct(r);
    return { product, quantity: r.quantity, totalPaise: product.pricePaise * r.quantity };
  });
  const totalPaise = items.reduce((sum, i) => sum + i.totalPaise, 0);
  return {
    type: 'success' as const,
    cart: {
      items,
      totalPaise,
      /** Above the company's price limit: Finance approves too. */
      needsFinance: needsFinance(totalPaise, settings.priceLimitPaise),
      ...draft,
    },
  };
}

/** The product is the company's and offered (404 otherwise; 409 when retired). */
async function assertOrderable(db: Kysely<DB>, companyId: string, productId: string) {
  const product = await db
    .selectFrom('shop_products')
    .select(['name', 'retired_at'])
    .where('company_id', '=', companyId)
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  if (product.retired_at)
    throw conflict(`${product.name} is no longer offered`, 'SHOP_PRODUCT_RETIRED', 'productId');
}

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/shop/cart', shopAccess(P.order), async (request) => {
    const { companyId, userId } = shopCallerOf(request);
    return cartOf(ctx.db, companyId, userId);
  });

  // The order's details as they are written: each field given is saved, each absent kept.
  app.put('/api/shop/cart', shopAccess(P.order), async (request) => {
    const { companyId, userId } = shopCallerOf(request);
    const input = parseInput(cartDraftSchema, request.body, 'body');
    if (input.employeeId)
      await withCode(
        assertEmployee(ctx.db, companyId, input.employeeId),
        400,
        'SHOP_UNKNOWN_EMPLOYEE',
      );
    const values = {
      ...(input.businessReason !== undefined ? { business_reason: input.businessReason } : {}),
      ...(input.employeeId !== undefined ? { employee_id: input.employeeId } : {}),
    };
    await ctx.db
      .insertInto('shop_carts')
      .values({ company_id: companyId, user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
    return cartOf(ctx.db, companyId, userId);
  });

  app.post('/api/shop/cart/items', shopAccess(P.order), async (request, reply) => {
    const { companyId, userId } = shopCallerOf(request);
    const input = parseInput(cartAddSchema, request.body, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      await assertOrderable(trx, companyId, input.productId);
      // No row back: the sum would pass the most one order takes.
      const row = await sql<{ quantity: number }>`insert into shop_cart_items
          (company_id, user_id, product_id, quantity)
        values (${companyId}, ${userId}, ${input.productId}, ${input.quantity})
        on conflict (user_id, product_id) do update
          set quantity = shop_cart_items.quantity + excluded.quantity
          where shop_cart_items.quantity + excluded.quantity <= ${CART_MAX_QUANTITY}
        returning quantity`.execute(trx);
      if (!row.rows.length)
        throw badField(
          'quantity',
          `At most ${CART_MAX_QUANTITY} of one product per order`,
          'SHOP_QUANTITY_MAX',
        );
    });
    return reply.code(201).send(await cartOf(ctx.db, companyId, userId));
  });

  app.put('/api/shop/cart/items/:productId', shopAccess(P.order), async (request) => {
    const { companyId, userId } = shopCallerOf(request);
    const { productId } = parseInput(productParamsSchema, request.params, 'params');
    const { quantity } = parseInput(cartQuantitySchema, request.body, 'body');
    const row = await ctx.db
      .updateTable('shop_cart_items')
      .set({ quantity })
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .returning('product_id')
      .executeTakeFirst();
    if (!row) throw notInCart();
    return cartOf(ctx.db, companyId, userId);
  });

  app.delete('/api/shop/cart/items/:productId', shopAccess(P.order), async (request) => {
    const { companyId, userId } = shopCallerOf(request);
    const { productId } = parseInput(productParamsSchema, request.params, 'params');
    const row = await ctx.db
      .deleteFrom('shop_cart_items')
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .returning('product_id')
      .executeTakeFirst();
    if (!row) throw notInCart();
    return cartOf(ctx.db, companyId, userId);
  });
}
