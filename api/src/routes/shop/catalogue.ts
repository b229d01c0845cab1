/**
 * The shop's catalogue routes: categories, the product list and one product with their live
 * availability (services/shop/catalogue.ts), the catalogue editor's create, edit, retire and
 * restore, pictures, and the shop's settings (the price limit and the IT and Finance approvers,
 * named, and the company's users an editor picks them from).
 */
import { sql, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';
import { likePattern } from '../../services/asset-sql';
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
import { badField, conflict, forbidden, notFound, shopSettings } from '../../services/shop/orders';
import { shopAccess, shopCallerOf } from './helpers';
import {
  categoryInputSchema,
  idParamsSchema,
  pictureInputSchema,
  pictureParamsSchema,
  productInputSchema,
  productListQuerySchema,
  settingsSchema,
  settingsUsersQuerySchema,
} from './schemas';

/** The most users the settings' picker lists at once (searched by name or email). */
const SETTINGS_USERS_LIMIT = 50;

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

  /** The settings with their approvers' names, for the screen that shows them. */
  const settingsAnswer = async (companyId: string) => {
    const settings = await shopSettings(ctx.db, companyId);
    const ids = [settings.itApproverUserId, settings.financeApproverUserId].filter(
      (id): id is string => id !== null,
    );
    const users = ids.length
      ? await ctx.db
          .selectFrom('users')
          .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .execute()
      : [];
    const named = (id: string | null) => {
      const user = users.find((u) => u.id === id);
      return user ? { _id: user.id, name: user.name } : null;
    };
    return {
      ...settings,
      itApprover: named(settings.itApproverUserId),
      financeApprover: named(settings.financeApproverUserId),
    };
  };

  app.get('/api/shop/settings', readers, async (request) => {
    const { companyId } = shopCallerOf(request);
    return { type: 'success', settings: await settingsAnswer(companyId) };
  });

  app.get('/api/shop/settings/users', shopAccess(P.catalogue), async (request) => {
    const { companyId } = shopCallerOf(request);
    const { search } = parseInput(settingsUsersQuerySchema, request.query, 'query');
    let query = ctx.db
      .selectFrom('users')
      .select(['id', 'email', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
      .where('company_id', '=', companyId)
      .where('active', '=', true);
    if (search) {
      const like = likePattern(search);
      query = query.where(
        sql<boolean>`(trim(first_name || ' ' || last_name) ilike ${like} or email ilike ${like})`,
      );
    }
    const rows = await query
      .orderBy(sql`lower(first_name)`)
      .orderBy(sql`lower(last_name)`)
      .orderBy('id')
      .limit(SETTINGS_USERS_LIMIT)
      .execute();
    return {
      type: 'success',
      users: rows.map((u) => ({ _id: u.id, name: u.name, email: u.email })),
    };
  });

  app.put('/api/shop/settings', shopAccess(P.catalogue), async (request) => {
    const { companyId } = shopCallerOf(request);
    const input = parseInput(settingsSchema, request.body, 'body');
    for (const field of ['itApproverUserId', 'financeApproverUserId'] as const) {
      const userId = input[field];
      if (!userId) continue;
      const found = await ctx.db
        .selectFrom('users')
        .select('active')
        .where('company_id', '=', companyId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!found) throw badField(field, 'No such user in your company', 'SHOP_UNKNOWN_USER');
      // A deactivated user cannot sign in to decide: their step would wait for ever.
      if (!found.active)
        throw badField(
          field,
          'This user is deactivated: choose an active user',
          'SHOP_USER_INACTIVE',
        );
    }
    const values = {
      price_limit_paise: input.priceLimitPaise,
      it_approver_user_id: input.itApproverUserId,
      finance_approver_user_id: input.financeApproverUserId,
    };
    await ctx.db
      .insertInto('shop_settings')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute();
    return { type: 'success', settings: await settingsAnswer(companyId) };
  });
}
