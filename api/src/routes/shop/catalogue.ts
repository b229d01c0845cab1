/**
 * The shop's catalogue: categories, products with their live availability (how many can be
 * handed out now, from the in-stock assets of each component's type and model, or the
 * expected delivery when none is), the catalogue editor's create, edit, retire and restore,
 * pictures, and the shop's settings (the price limit and the IT and Finance approvers).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { ProductKind } from '../../db/schema-shop';
import { HttpError, notFound, parseInput } from '../../errors';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import { AVAILABLE_ASSET, badField, conflict, shopSettings } from '../../services/shop/orders';
import { iso, shopAccess, shopCallerOf } from './helpers';
import {
  categoryInputSchema,
  idParamsSchema,
  pictureInputSchema,
  pictureParamsSchema,
  productInputSchema,
  productListQuerySchema,
  settingsSchema,
  type ProductInput,
} from './schemas';

export const PRODUCT_NOT_FOUND = 'Product not found';

interface ProductRow {
  id: string;
  name: string;
  description: string;
  kind: ProductKind;
  category_id: string;
  category_name: string;
  specs: Record<string, string>;
  price_paise: string | number;
  lead_time_days: number;
  retired_at: Date | null;
  in_stock: number | null;
  components: { assetType: { _id: string; name: string }; model: string; quantity: number }[];
  pictures: string[];
}

/**
 * Every product's row with its category, components, picture ids and live availability:
 * the fewest whole units its components' available assets make (null for a licence).
 */
export const PRODUCT_SELECT = sql`select p.id, p.name, p.description, p.kind, p.category_id,
    c.name as category_name, p.specs, p.price_paise, p.lead_time_days, p.retired_at, av.in_stock,
    coalesce((select json_agg(json_build_object('assetType', json_build_object('_id', t.id, 'name', t.name),
        'model', pc.model, 'quantity', pc.quantity) order by pc.position)
      from shop_product_components pc join asset_types t on t.company_id = pc.company_id and t.id = pc.asset_type_id
      where pc.company_id = p.company_id and pc.product_id = p.id), '[]') as components,
    coalesce((select json_agg(pp.id order by pp.position, pp.created_at) from shop_product_pictures pp
      where pp.company_id = p.company_id and pp.product_id = p.id), '[]') as pictures
  from shop_products p
  join shop_categories c on c.company_id = p.company_id and c.id = p.category_id
  left join lateral (select min(s.n / pc.quantity)::int as in_stock
    from shop_product_components pc
    cross join lateral (select count(*)::int as n from assets a
      where a.company_id = pc.company_id and a.asset_type_id = pc.asset_type_id
        and lower(a.model) = lower(pc.model) and ${AVAILABLE_ASSET}) s
    where pc.company_id = p.company_id and pc.product_id = p.id) av on true`;

export function toProduct(row: ProductRow) {
  const software = row.kind === 'software';
  const inStock = software ? null : (row.in_stock ?? 0);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    category: { _id: row.category_id, name: row.category_name },
    specs: row.specs,
    pricePaise: Number(row.price_paise),
    leadTimeDays: row.lead_time_days,
    retired: row.retired_at !== null,
    retiredAt: iso(row.retired_at),
    components: row.components,
    pictures: row.pictures.map((id) => ({
      _id: id,
      url: `/api/shop/products/${row.id}/pictures/${id}`,
    })),
    /** inStock: units that can be handed out now (null for a licence); else the expected delivery. */
    availability: {
      inStock,
      expectedDeliveryDays: inStock === 0 ? row.lead_time_days : null,
    },
  };
}
export type Product = ReturnType<typeof toProduct>;

/** One product of the company (404 otherwise; a retired one only for catalogue editors). */
export async function productDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  withRetired: boolean,
): Promise<Product> {
  const result = await sql<ProductRow>`${PRODUCT_SELECT}
    where p.company_id = ${companyId} and p.id = ${id}`.execute(db);
  const row = result.rows[0];
  if (!row || (row.retired_at && !withRetired)) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row);
}

async function assertProductRefs(db: Kysely<DB>, companyId: string, input: ProductInput) {
  const category = await db
    .selectFrom('shop_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', input.categoryId)
    .executeTakeFirst();
  if (!category) throw badField('categoryId', 'Not found in your company');
  const typeIds = [...new Set(input.components.map((c) => c.assetTypeId))];
  if (!typeIds.length) return;
  const types = await db
    .selectFrom('asset_types')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', typeIds)
    .execute();
  const known = new Set(types.map((t) => t.id));
  input.components.forEach((c, i) => {
    if (!known.has(c.assetTypeId))
      throw badField(`components.${i}.assetTypeId`, 'Not found in your company');
  });
}

/** Creates or replaces a product's fields and components (the caller's transaction). */
export async function saveProduct(
  trx: Kysely<DB>,
  actor: { companyId: string; userId: string },
  input: ProductInput,
  id: string | null,
): Promise<string> {
  if (id) {
    const found = await trx
      .selectFrom('shop_products')
      .select('id')
      .where('company_id', '=', actor.companyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound(PRODUCT_NOT_FOUND);
  }
  await assertProductRefs(trx, actor.companyId, input);
  const fields = {
    category_id: input.categoryId,
    kind: input.kind,
    name: input.name,
    description: input.description,
    specs: JSON.stringify(input.specs),
    price_paise: input.pricePaise,
    lead_time_days: input.leadTimeDays,
  };
  let productId = id;
  if (productId) {
    const updated = await trx
      .updateTable('shop_products')
      .set({ ...fields, updated_at: new Date() })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', productId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(PRODUCT_NOT_FOUND);
    await trx
      .deleteFrom('shop_product_components')
      .where('company_id', '=', actor.companyId)
      .where('product_id', '=', productId)
      .execute();
  } else {
    const created = await trx
      .insertInto('shop_products')
      .values({ company_id: actor.companyId, created_by: actor.userId, ...fields })
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = created.id;
  }
  if (input.components.length)
    await trx
      .insertInto('shop_product_components')
      .values(
        input.components.map((c, position) => ({
          company_id: actor.companyId,
          product_id: productId!,
          position,
          asset_type_id: c.assetTypeId,
          model: c.model,
          quantity: c.quantity,
        })),
      )
      .execute();
  return productId;
}

/** The image's bytes from base64 or a data URL, checked against its declared type. */
function pictureBytes(contentType: string, data: string): Buffer {
  const base64 = data.replace(/^data:[^;,]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badField('data', 'Not base64');
  const bytes = Buffer.from(base64, 'base64');
  const ok =
    contentType === 'image/png'
      ? bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      : contentType === 'image/jpeg'
        ? bytes[0] === 0xff && bytes[1] === 0xd8
        : bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  if (!ok) throw badField('data', `Not a ${contentType} image`);
  if (bytes.length > 1024 * 1024) throw badField('data', 'The picture is larger than 1 MB');
  return bytes;
}

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
    if (taken) throw conflict('A category of this name exists', 'name');
    const row = await ctx.db
      .insertInto('shop_categories')
      .values({ company_id: companyId, name: input.name, position: input.position ?? 0 })
      .returning(['id', 'name', 'position'])
      .executeTakeFirstOrThrow();
    return reply
      .code(201)
      .send({ category: { _id: row.id, name: row.name, position: row.position, productCount: 0 } });
  });

  app.get('/api/shop/products', readers, async (request) => {
    const { companyId, canEditCatalogue } = shopCallerOf(request);
    const q = parseInput(productListQuerySchema, request.query, 'query');
    if (q.retired !== 'false' && !canEditCatalogue)
      throw new HttpError(403, 'Only catalogue editors see retired products');
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
      products: result.rows.map(toProduct),
      total,
      pageNumber: q.pageNumber,
      limit: q.limit,
    };
  });

  app.get('/api/shop/products/:id', readers, async (request) => {
    const { companyId, canEditCatalogue } = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return { product: await productDetail(ctx.db, companyId, id, canEditCatalogue) };
  });

  app.post('/api/shop/products', shopAccess(P.catalogue), async (request, reply) => {
    const caller = shopCallerOf(request);
    const input = parseInput(productInputSchema, request.body, 'body');
    const id = await ctx.db.transaction().execute((trx) => saveProduct(trx, caller, input, null));
    return reply
      .code(201)
      .send({ product: await productDetail(ctx.db, caller.companyId, id, true) });
  });

  app.put('/api/shop/products/:id', shopAccess(P.catalogue), async (request) => {
    const caller = shopCallerOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const input = parseInput(productInputSchema, request.body, 'body');
    await ctx.db.transaction().execute((trx) => saveProduct(trx, caller, input, id));
    return { product: await productDetail(ctx.db, caller.companyId, id, true) };
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
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return { product: await productDetail(ctx.db, companyId, id, true) };
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
    return reply
      .code(201)
      .send({ picture: { _id: row.id, url: `/api/shop/products/${id}/pictures/${row.id}` } });
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
    if (!row) throw notFound('Picture not found');
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
      if (!row) throw notFound('Picture not found');
      return { product: await productDetail(ctx.db, companyId, id, true) };
    },
  );

  app.get('/api/shop/settings', readers, async (request) => {
    const { companyId } = shopCallerOf(request);
    return { settings: await shopSettings(ctx.db, companyId) };
  });

  app.put('/api/shop/settings', shopAccess(P.catalogue), async (request) => {
    const { companyId } = shopCallerOf(request);
    const input = parseInput(settingsSchema, request.body, 'body');
    for (const field of ['itApproverUserId', 'financeApproverUserId'] as const) {
      const userId = input[field];
      if (!userId) continue;
      const found = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!found) throw badField(field, 'No such user in your company');
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
    return { settings: await shopSettings(ctx.db, companyId) };
  });
}
