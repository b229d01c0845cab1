/**
 * The shop's catalogue routes: categories, the product list and one product with their live
 * availability (services/shop/catalogue.ts), the catalogue editor's create, edit, retire and
 * restore, and pictures (the shop's settings: ./settings.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../platform/input';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import {
  pictureBytes,
  PRODUCT_SELECT,
  productDetail,
  productNotFound,
  saveProduct,
  toProduct,
  type ProductRow,
} from '../../services/shop/catalogue';
import { conflict, forbidden, notFound } from '../../services/shop/orders';
import { shopAccess, shopCallerOf } from './helpers';
import {
  categoryInputSchema,
  idParamsSchema,
  pictureInputSchema,
  pictureParamsSchema,
  productInputSchema,
  productListQuerySchema,
} from './schemas';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = shopAccess(P.order, P.viewOrders, P.catalogue);

  app.get('/api/shop/categories', readers, async (request) => {
    const { companyId, canEditCatalogue } = shopCallerOf(request);
    const live = canEditCatalogue ? sql`` : sql`and p.retired_at is null`;
    const result = await sql<{ id: string; name: string; position: number; n: number }>`select
        c.id, c.name, c.position, (select count(*)::int from shop_products p
          where p.company_id = c.company_id and p.category_id = c.id ${live}) as n
      from shop_categories c where c.company_id = ${companyId}
      order by c.position, c.name, c.id`.execute(ctx.db);
    return {
      type: 'success',
      categories: result.rows.map((r) => ({
        _id: r.id,
        name: r.name,
        position: r.position,
        productCount: r.n,
      })),
    };
  });

  app.post('/api/shop/categories', shopAccess(P.catalogue), async (request, reply) => {
    const { companyId } = shopCallerOf(request);
    const input = parseInput(categoryInputSchema, request.body, 'body');
    const taken = await ctx.db
      .selectFrom('shop_categories')
      .select('id')
      .where('company_id', '=', companyId)
      .where(sql<boolean>`lower(name) = lower(${input.name})`)
      .executeTakeFirst();
    if (taken) throw conflict('A category of this name exists', 'SHOP_CATEGORY_EXISTS', 'name');
    const row = await ctx.db
      .insertInto('shop_categories')
      .values({ company_id: companyId, name: input.name, position: input.position ?? 0 })
      .returning(['id', 'name', 'position'])
      .executeTakeFirstOrThrow();
    return reply.code(201).send({
      type: 'success',
      category: { _id: row.id, name: row.name, position: row.position, productCount: 0 },
    });
  });

  app.get('/api/shop/products', readers, async (request) => {
    const { companyId, canEditCatalogue } = shopCallerOf(request);
    const q = parseInput(productListQuerySchema, request.query, 'query');
    if (q.retired !== 'false' && !canEditCatalogue)
      throw forbidden('Only catalogue editors see retired products', 'SHOP_RETIRED_EDITORS_ONLY');
    const where: RawBuilder<unknown>[] = [sql`p.company_id = ${companyId}`];
    if (q.retired === 'false') where.push(sql`p.retired_at is null`);
    if (q.retired === 'true') where.push(sql`p.retired_at is not null`);
    if (q.search)
      where.push(
        sql`lower(p.name || ' ' || p.description) like ${`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
    if (q.categoryId) where.push(sql`p.category_id = ${q.categoryId}`);
    if (q.kind) where.push(sql`p.kind = ${q.kind}`);
    if (q.minPricePaise !== undefined) where.push(sql`p.price_paise >= ${q.minPricePaise}`);
    if (q.maxPricePaise !== undefined) where.push(sql`p.price_paise <= ${q.maxPricePaise}`);
    if (q.inStock !== undefined)
      where.push(
        q.inStock
          ? sql`(p.kind = 'software' or coalesce(av.in_stock, 0) > 0)`
          : sql`(p.kind <> 'software' and coalesce(av.in_stock, 0) = 0)`,
      );
    const filter = sql.join(where, sql` and `);
    const order =
      q.sort === 'price'
        ? sql`p.price_paise, p.name, p.id`
        : q.sort === '-price'
          ? sql`p.price_paise desc, p.name, p.id`
          : sql`p.name, p.id`;
    const result = await sql<
      ProductRow & { total: number }
    >`select *, count(*) over ()::int as total
      from (${PRODUCT_SELECT} where ${filter}) p order by ${order}
      limit ${q.limit} offset ${q.pageNumber * q.limit}`.execute(ctx.db);
    let total = result.rows[0]?.total ?? 0;
    if (!result.rows.length && q.pageNumber > 0) {
      const count = await sql<{
        n: number;
      }>`select count(*)::int as n from (${PRODUCT_SELECT} where ${filter}) p`.execute(ctx.db);
      total = count.rows[0]!.n;
    }
    return {
      type: 'success',
      products: result.rows.map(toProduct),
      total,
      pageNumber: q.pageNumber,
      limit: q.limit,
    };
  });

  app.get('/api/shop/products/:id', readers, async (request) => {
    const { companyId, canEditCatalogue } = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return {
      type: 'success',
      product: await productDetail(ctx.db, companyId, id, canEditCatalogue),
    };
  });

  app.post('/api/shop/products', shopAccess(P.catalogue), async (request, reply) => {
    const caller = shopCallerOf(request);
    const input = parseInput(productInputSchema, request.body, 'body');
    const id = await ctx.db.transaction().execute((trx) => saveProduct(trx, caller, input, null));
    return reply
      .code(201)
      .send({ type: 'success', product: await productDetail(ctx.db, caller.companyId, id, true) });
  });

  app.put('/api/shop/products/:id', shopAccess(P.catalogue), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const input = parseInput(productInputSchema, request.body, 'body');
    await ctx.db.transaction().execute((trx) => saveProduct(trx, caller, input, id));
    return { type: 'success', product: await productDetail(ctx.db, caller.companyId, id, true) };
  });

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const)
    app.post(`/api/shop/products/:id/${action}`, shopAccess(P.catalogue), async (request) => {
      const { companyId } = shopCallerOf(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const row = await ctx.db
        .updateTable('shop_products')
        .set({
          retired_at: retired ? sql<Date>`coalesce(retired_at, now())` : null,
          updated_at: new Date(),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw productNotFound();
      return { type: 'success', product: await productDetail(ctx.db, companyId, id, true) };
    });

  app.post('/api/shop/products/:id/pictures', shopAccess(P.catalogue), async (request, reply) => {
    const { companyId } = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const input = parseInput(pictureInputSchema, request.body, 'body');
    const bytes = pictureBytes(input.contentType, input.data);
    await productDetail(ctx.db, companyId, id, true);
    const row = await ctx.db
      .insertInto('shop_product_pictures')
      .values({
        company_id: companyId,
        product_id: id,
        content_type: input.contentType,
        bytes,
        position: sql<number>`(select count(*)::int from shop_product_pictures
          where company_id = ${companyId} and product_id = ${id})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send({
      type: 'success',
      picture: { _id: row.id, url: `/api/shop/products/${id}/pictures/${row.id}` },
    });
  });

  app.get('/api/shop/products/:id/pictures/:pictureId', readers, async (request, reply) => {
    const { companyId } = shopCallerOf(request);
    const { id, pictureId } = parseInput(pictureParamsSchema, request.params, 'params');
    const row = await ctx.db
      .selectFrom('shop_product_pictures')
      .select(['content_type', 'bytes'])
      .where('company_id', '=', companyId)
      .where('product_id', '=', id)
      .where('id', '=', pictureId)
      .executeTakeFirst();
    if (!row) throw notFound('Picture not found', 'SHOP_PICTURE_NOT_FOUND');
    return reply
      .header('content-type', row.content_type)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.bytes));
  });

  app.delete(
    '/api/shop/products/:id/pictures/:pictureId',
    shopAccess(P.catalogue),
    async (request) => {
      const { companyId } = shopCallerOf(request);
      const { id, pictureId } = parseInput(pictureParamsSchema, request.params, 'params');
      const row = await ctx.db
        .deleteFrom('shop_product_pictures')
        .where('company_id', '=', companyId)
        .where('product_id', '=', id)
        .where('id', '=', pictureId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound('Picture not found', 'SHOP_PICTURE_NOT_FOUND');
      return { type: 'success', product: await productDetail(ctx.db, companyId, id, true) };
    },
  );
}
