/**
 * The shop's refusals that more than one resource throws, and the errors of its rules'
 * refusals (approval.ts, state.ts). Each carries its code (SHOP_ERROR_CODES in the shop's
 * contracts), which the screens translate; the English message stays for logs and clients.
 */
import { conflict, forbidden, notFound, type HttpError } from '../../platform/http-errors';
import type { Refusal } from './state';

export const productNotFound = (): HttpError =>
  notFound('Product not found', 'SHOP_PRODUCT_NOT_FOUND');
export const orderNotFound = (): HttpError => notFound('Order not found', 'SHOP_ORDER_NOT_FOUND');
export const itemNotFound = (): HttpError => notFound('Item not found', 'SHOP_ITEM_NOT_FOUND');

/** The error of a rule's refusal (403 or 409), with its code. */
export function refusalError(refusal: Exclude<Refusal, { ok: true }>): HttpError {
  if (refusal.status === 403) return forbidden(refusal.reason, refusal.code);
  return conflict(refusal.reason, { code: refusal.code, field: refusal.field });
}

/** Throws the refusal of a rule (403 or 409), or returns. */
export function enforce(refusal: Refusal): void {
  if (!refusal.ok) throw refusalError(refusal);
}
