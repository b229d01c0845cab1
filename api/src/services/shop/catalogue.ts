/**
 * The shop's products as pure data and writes: each product's row with its category,
 * components, pictures and live availability (the whole units its components' available
 * assets make, or the expected delivery), and the editor's create and replace.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProductKind } from '../../db/schema-shop';
import type { HttpError } from '../../platform/http-errors';
import { AVAILABLE_ASSET, badField, notFound } from './orders';

/** What the editor sends for a product (validated by the route's schema). */
export interface ProductInput {
  categoryId: string;
  kind: ProductKind;
  name: string;
  description: string;
  specs: Record<string, string>;
  pricePaise: number;
  leadTimeDays: number;
  components: { assetTypeId: string; model: string; quantity: number }[];
}

const iso = (d: Date | null): string | null => (d === null ? null : new Date(d).toISOString());

export const productNotFound = (): HttpError =>
  notFound('Product not found', 'SHOP_PRODUCT_NOT_FOUND');

export interface ProductRow {
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
  if (!row || (row.retired_at && !withRetired)) throw productNotFound();
  return toProduct(row);
}

async function assertProductRefs(db: Kysely<DB>, companyId: string, input: ProductInput) {
  const category = await db
    .selectFrom('shop_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', input.categoryId)
    .executeTakeFirst();
  if (!category) throw badField('categoryId', 'Not found in your company', 'SHOP_UNKNOWN_CATEGORY');
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
      throw badField(
        `components.${i}.assetTypeId`,
        'Not found in your company',
        'SHOP_UNKNOWN_ASSET_TYPE',
      );
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
    if (!found) throw productNotFound();
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
    if (!updated) throw productNotFound();
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
export function pictureBytes(contentType: string, data: string): Buffer {
  const base64 = data.replace(/^data:[^;,]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw badField('data', 'Not base64', 'SHOP_PICTURE_NOT_BASE64');
  const bytes = Buffer.from(base64, 'base64');
  const ok =
    contentType === 'image/png'
      ? bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      : contentType === 'image/jpeg'
        ? bytes[0] === 0xff && bytes[1] === 0xd8
        : bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  if (!ok) throw badField('data', `Not a ${contentType} image`, 'SHOP_PICTURE_WRONG_TYPE');
  if (bytes.length > 1024 * 1024)
    throw badField('data', 'The picture is larger than 1 MB', 'SHOP_PICTURE_TOO_LARGE');
  return bytes;
}
