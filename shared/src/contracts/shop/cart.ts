/**
 * The caller's cart, kept on the server: each product with its quantity and live
 * availability, the total, whether it needs Finance's approval, and the order's details as
 * they are being written (the business reason, the employee it is for).
 */
import { z } from '../zod';
import { MAX_QUANTITY } from './common';
import { productSchema } from './catalogue';

export const CART_PATHS = {
  cart: '/shop/cart',
  items: '/shop/cart/items',
  item: '/shop/cart/items/:productId',
} as const;

/** The most characters of a business reason (the orders' bound too). */
export const REASON_MAX = 1000;

export const cartItemParams = z.object({ productId: z.guid() });

export const cartAddInput = z.object({
  productId: z.guid(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
});
export type CartAddBody = z.input<typeof cartAddInput>;

export const cartQuantityInput = z.object({ quantity: z.number().int().min(1).max(MAX_QUANTITY) });
export type CartQuantityBody = z.input<typeof cartQuantityInput>;

/**
 * The cart's order details as the cart screen keeps them while they are typed: each field
 * given is saved (the reason as typed, trimmed when the order is placed), each absent kept.
 */
export const cartDetailsInput = z.object({
  businessReason: z.string().max(REASON_MAX, `At most ${REASON_MAX} characters`).optional(),
  /** null: for oneself. */
  employeeId: z.guid().nullable().optional(),
});
/** What PUT /shop/cart saves of the order's details: each field given (null: oneself). */
export type CartDetailsBody = z.input<typeof cartDetailsInput>;

export const cartItemSchema = z.object({
  product: productSchema,
  quantity: z.number(),
  totalPaise: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The employee an order is for, as the cart and the employee picker name them. */
export const cartEmployeeSchema = z.object({
  _id: z.string(),
  /** The employee's code. */
  id: z.string(),
  name: z.string(),
});
export type CartEmployee = z.infer<typeof cartEmployeeSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totalPaise: z.number(),
  /** The total is above the price limit: Finance approves too. */
  needsFinance: z.boolean(),
  /** The order's details as last saved ('' until then). */
  businessReason: z.string(),
  /** null: the order is for the user themselves. */
  employee: cartEmployeeSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponse = z.object({ type: z.literal('success'), cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponse>;
