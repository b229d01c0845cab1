/** The catalogue editor's writes: a product's fields and components, retiring, pictures. */
import { sql, type Kysely } from 'kysely';
import type { ProductInput } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';

/** Locks the company's product for this change; false when it has none of this id. */
export async function lockProduct(trx: Kysely<DB>, companyId: string, id: string) {
  const found = await trx
    .selectFrom('shop_products')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return found !== undefined;
}

const productFields = (input: ProductInput) => ({
  category_id: input.categoryId,
  kind: input.kind,
  name: input.name,
  description: input.description,
  specs: JSON.stringify(input.specs),
  price_paise: input.pricePaise,
  lead_time_days: input.leadTimeDays,
});

/** Replaces the product's fields and drops its components; false when it is gone. */
export async function updateProductRow(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  input: ProductInput,
): Promise<boolean> {
  const updated = await trx
    .updateTable('shop_products')
    .set({ ...productFields(input), updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await trx
    .deleteFrom('shop_product_components')
    .where('company_id', '=', companyId)
    .where('product_id', '=', id)
    .execute();
  return true;
}

export async function insertProductRow(
  trx: Kysely<DB>,
  actor: { companyId: string; userId: string },
  input: ProductInput,
): Promise<string> {
  const created = await trx
    .insertInto('shop_products')
    .values({ company_id: actor.companyId, created_by: actor.userId, ...productFields(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function insertComponents(
  trx: Kysely<DB>,
  companyId: string,
  productId: string,
  components: ProductInput['components'],
): Promise<void> {
  if (!components.length) return;
  await trx
    .insertInto('shop_product_components')
    .values(
      components.map((c, position) => ({
        company_id: companyId,
        product_id: productId,
        position,
        asset_type_id: c.assetTypeId,
        model: c.model,
        quantity: c.quantity,
      })),
    )
    .execute();
}

/** Retires (keeping the first instant) or restores the product; false when it has none. */
export async function setRetired(db: Kysely<DB>, companyId: string, id: string, retired: boolean) {
  const row = await db
    .updateTable('shop_products')
    .set({
      retired_at: retired ? sql<Date>`coalesce(retired_at, now())` : null,
      updated_at: new Date(),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the picture after the product's others; its id. */
export async function insertPicture(
  db: Kysely<DB>,
  companyId: string,
  productId: string,
  picture: { contentType: string; bytes: Buffer },
): Promise<string> {
  const row = await db
    .insertInto('shop_product_pictures')
    .values({
      company_id: companyId,
      product_id: productId,
      content_type: picture.contentType,
      bytes: picture.bytes,
      position: sql<number>`(select count(*)::int from shop_product_pictures
        where company_id = ${companyId} and product_id = ${productId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function pictureRow(
  db: Kysely<DB>,
  companyId: string,
  productId: string,
  pictureId: string,
) {
  return db
    .selectFrom('shop_product_pictures')
    .select(['content_type', 'bytes'])
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .where('id', '=', pictureId)
    .executeTakeFirst();
}

/** Deletes the picture; false when the product has none of this id. */
export async function deletePictureRow(
  db: Kysely<DB>,
  companyId: string,
  productId: string,
  pictureId: string,
): Promise<boolean> {
  const row = await db
    .deleteFrom('shop_product_pictures')
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .where('id', '=', pictureId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
