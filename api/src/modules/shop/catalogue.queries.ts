/**
 * The catalogue's SQL: each product's row with its category, components, pictures and live
 * availability (the whole units its components' available assets make, or the expected
 * delivery), the product list, the categories, and the editor's writes.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Category, Product, ProductListQuery } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { ProductKind } from '../../db/schema-shop';
import { AVAILABLE_ASSET } from '../assets/reservations.queries';
import { likePattern } from '../../platform/sql';
import { iso } from '../../platform/wire';

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

export function toProduct(row: ProductRow): Product {
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

/** One product's row of the company, retired or not. */
export async function productRow(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const result = await sql<ProductRow>`${PRODUCT_SELECT}
    where p.company_id = ${companyId} and p.id = ${id}`.execute(db);
  return result.rows[0];
}

function productFilter(companyId: string, q: ProductListQuery) {
  const where: RawBuilder<unknown>[] = [sql`p.company_id = ${companyId}`];
  if (q.retired === 'false') where.push(sql`p.retired_at is null`);
  if (q.retired === 'true') where.push(sql`p.retired_at is not null`);
  if (q.search)
    where.push(sql`lower(p.name || ' ' || p.description) like ${likePattern(q.search)}`);
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
  return sql.join(where, sql` and `);
}

/** A page of the company's products as the query filters and sorts them, and their total. */
export async function productPage(db: Kysely<DB>, companyId: string, q: ProductListQuery) {
  const filter = productFilter(companyId, q);
  const order =
    q.sort === 'price'
      ? sql`p.price_paise, p.name, p.id`
      : q.sort === '-price'
        ? sql`p.price_paise desc, p.name, p.id`
        : sql`p.name, p.id`;
  const result = await sql<ProductRow & { total: number }>`select *, count(*) over ()::int as total
    from (${PRODUCT_SELECT} where ${filter}) p order by ${order}
    limit ${q.limit} offset ${q.pageNumber * q.limit}`.execute(db);
  let total = result.rows[0]?.total ?? 0;
  if (!result.rows.length && q.pageNumber > 0) {
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from (${PRODUCT_SELECT} where ${filter}) p`.execute(db);
    total = count.rows[0]!.n;
  }
  return { rows: result.rows, total };
}

/** The company's categories with their product counts (retired products only when asked). */
export async function categories(
  db: Kysely<DB>,
  companyId: string,
  withRetired: boolean,
): Promise<Category[]> {
  const live = withRetired ? sql`` : sql`and p.retired_at is null`;
  const result = await sql<{ id: string; name: string; position: number; n: number }>`select
      c.id, c.name, c.position, (select count(*)::int from shop_products p
        where p.company_id = c.company_id and p.category_id = c.id ${live}) as n
    from shop_categories c where c.company_id = ${companyId}
    order by c.position, c.name, c.id`.execute(db);
  return result.rows.map((r) => ({
    _id: r.id,
    name: r.name,
    position: r.position,
    productCount: r.n,
  }));
}

/** Whether the company has a category of this name (case-insensitive). */
export async function categoryNameTaken(db: Kysely<DB>, companyId: string, name: string) {
  const taken = await db
    .selectFrom('shop_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return taken !== undefined;
}

export async function insertCategory(
  db: Kysely<DB>,
  companyId: string,
  input: { name: string; position?: number | undefined },
): Promise<Category> {
  const row = await db
    .insertInto('shop_categories')
    .values({ company_id: companyId, name: input.name, position: input.position ?? 0 })
    .returning(['id', 'name', 'position'])
    .executeTakeFirstOrThrow();
  return { _id: row.id, name: row.name, position: row.position, productCount: 0 };
}

/** Whether the category is the company's. */
export async function categoryExists(db: Kysely<DB>, companyId: string, id: string) {
  const found = await db
    .selectFrom('shop_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** Which of these asset types are the company's. */
export async function knownAssetTypes(db: Kysely<DB>, companyId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const types = await db
    .selectFrom('asset_types')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Set(types.map((t) => t.id));
}
