/** The cart's SQL: its lines with their products, its order details, and their changes. */
import { sql, type Kysely } from 'kysely';
import type { CartEmployee } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import { PRODUCT_SELECT, type ProductRow } from './catalogue.queries';

/** The cart's lines, each with its product's row (oldest first). */
export async function cartRows(db: Kysely<DB>, companyId: string, userId: string) {
  const rows = await sql<ProductRow & { quantity: number }>`select pr.*, ci.quantity
    from shop_cart_items ci
    join (${PRODUCT_SELECT} where p.company_id = ${companyId}) pr on pr.id = ci.product_id
    where ci.company_id = ${companyId} and ci.user_id = ${userId}
    order by ci.added_at, ci.product_id`.execute(db);
  return rows.rows;
}

/** The cart's order details: '' and oneself until written; an employee removed since reads as none. */
export async function cartDraft(
  db: Kysely<DB>,
  companyId: string,
  userId: string,
): Promise<{ businessReason: string; employee: CartEmployee | null }> {
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
    employee: row?.employee_id
      ? { _id: row.employee_id, id: row.code ?? '', name: row.name ?? '' }
      : null,
  };
}

/** Saves the order details given (each absent is kept). */
export async function saveDraft(
  db: Kysely<DB>,
  companyId: string,
  userId: string,
  values: { business_reason?: string; employee_id?: string | null },
): Promise<void> {
  await db
    .insertInto('shop_carts')
    .values({ company_id: companyId, user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** The product's name and whether it is retired; undefined when the company has none. */
export async function productState(db: Kysely<DB>, companyId: string, productId: string) {
  return db
    .selectFrom('shop_products')
    .select(['name', 'retired_at'])
    .where('company_id', '=', companyId)
    .where('id', '=', productId)
    .executeTakeFirst();
}

/**
 * Adds the quantity to the product's line (a new line when it has none); false when the sum
 * would pass the most one order takes (and nothing changed).
 */
export async function addToLine(
  trx: Kysely<DB>,
  line: { companyId: string; userId: string; productId: string; quantity: number },
  max: number,
): Promise<boolean> {
  const row = await sql<{ quantity: number }>`insert into shop_cart_items
      (company_id, user_id, product_id, quantity)
    values (${line.companyId}, ${line.userId}, ${line.productId}, ${line.quantity})
    on conflict (user_id, product_id) do update
      set quantity = shop_cart_items.quantity + excluded.quantity
      where shop_cart_items.quantity + excluded.quantity <= ${max}
    returning quantity`.execute(trx);
  return row.rows.length > 0;
}

/** Sets the line's quantity; false when the cart has no line of the product. */
export async function setLineQuantity(
  db: Kysely<DB>,
  line: { companyId: string; userId: string; productId: string },
  quantity: number,
): Promise<boolean> {
  const row = await db
    .updateTable('shop_cart_items')
    .set({ quantity })
    .where('company_id', '=', line.companyId)
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .returning('product_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the line; false when the cart has none of the product. */
export async function deleteLine(
  db: Kysely<DB>,
  line: { companyId: string; userId: string; productId: string },
): Promise<boolean> {
  const row = await db
    .deleteFrom('shop_cart_items')
    .where('company_id', '=', line.companyId)
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .returning('product_id')
    .executeTakeFirst();
  return row !== undefined;
}
