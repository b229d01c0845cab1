/**
 * The caller's cart, kept on the server (it survives a reload and another device): each
 * product with its quantity and live availability, the total, whether the total needs
 * Finance's approval, and the order's details as they are being written (the business reason
 * and the employee it is for). Adding a product already there adds to its quantity (at most
 * 20). Placing the order empties it (place-order.service.ts).
 */
import type { Kysely } from 'kysely';
import {
  MAX_QUANTITY,
  type CartAddBody,
  type CartDetailsBody,
  type CartResponse,
} from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField, conflict, notFound, withCode } from '../../platform/http-errors';
import { assertEmployee } from '../assets/lifecycle.service';
import { needsFinance } from './approval';
import {
  addToLine,
  cartDraft,
  cartRows,
  deleteLine,
  productState,
  saveDraft,
  setLineQuantity,
} from './cart.queries';
import { toProduct } from './catalogue.queries';
import { productNotFound } from './refusals';
import { shopSettings } from './settings.queries';

const notInCart = () => notFound('This product is not in your cart', 'SHOP_NOT_IN_CART');

export async function getCart(db: Kysely<DB>, caller: Caller): Promise<CartResponse> {
  const { companyId, userId } = caller;
  const [rows, settings, draft] = await Promise.all([
    cartRows(db, companyId, userId),
    shopSettings(db, companyId),
    cartDraft(db, companyId, userId),
  ]);
  const items = rows.map((r) => {
    const product = toProduct(r);
    return { product, quantity: r.quantity, totalPaise: product.pricePaise * r.quantity };
  });
  const totalPaise = items.reduce((sum, i) => sum + i.totalPaise, 0);
  return {
    type: 'success',
    cart: {
      items,
      totalPaise,
      /** Above the company's price limit: Finance approves too. */
      needsFinance: needsFinance(totalPaise, settings.priceLimitPaise),
      ...draft,
    },
  };
}

/** The order's details as they are written: each field given is saved, each absent kept. */
export async function saveDetails(db: Kysely<DB>, caller: Caller, input: CartDetailsBody) {
  if (input.employeeId)
    await withCode(
      assertEmployee(db, caller.companyId, input.employeeId),
      400,
      'SHOP_UNKNOWN_EMPLOYEE',
    );
  await saveDraft(db, caller.companyId, caller.userId, {
    ...(input.businessReason !== undefined ? { business_reason: input.businessReason } : {}),
    ...(input.employeeId !== undefined ? { employee_id: input.employeeId } : {}),
  });
  return getCart(db, caller);
}

/** Adds the product (404 when not the company's; 409 when retired; 400 past the most). */
export async function addItem(
  db: Kysely<DB>,
  caller: Caller,
  input: Required<Pick<CartAddBody, 'productId' | 'quantity'>>,
) {
  await db.transaction().execute(async (trx) => {
    const product = await productState(trx, caller.companyId, input.productId);
    if (!product) throw productNotFound();
    if (product.retired_at)
      throw conflict(`${product.name} is no longer offered`, {
        code: 'SHOP_PRODUCT_RETIRED',
        field: 'productId',
      });
    // No row back: the sum would pass the most one order takes.
    const line = { companyId: caller.companyId, userId: caller.userId, ...input };
    if (!(await addToLine(trx, line, MAX_QUANTITY)))
      throw badField(
        'quantity',
        `At most ${MAX_QUANTITY} of one product per order`,
        'SHOP_QUANTITY_MAX',
      );
  });
  return getCart(db, caller);
}

export async function setQuantity(
  db: Kysely<DB>,
  caller: Caller,
  productId: string,
  quantity: number,
) {
  const line = { companyId: caller.companyId, userId: caller.userId, productId };
  if (!(await setLineQuantity(db, line, quantity))) throw notInCart();
  return getCart(db, caller);
}

export async function removeItem(db: Kysely<DB>, caller: Caller, productId: string) {
  const line = { companyId: caller.companyId, userId: caller.userId, productId };
  if (!(await deleteLine(db, line))) throw notInCart();
  return getCart(db, caller);
}
