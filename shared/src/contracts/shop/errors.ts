/**
 * Why the IT shop's API refused a call, as its `code` (api/src/modules/shop): every 403,
 * 404 and 409 of the shop's own, and its 400s beyond the shape of the input (an unknown
 * user, asset or tag, a picture that is not what it says). The English `error` stays for
 * logs and API clients; the shop's screens translate the code (`errors.code.<code>` of
 * mf-shop's namespace). A 400 of the input's shape (zod) has no code: it names the field
 * in `issues`.
 */
export const SHOP_ERROR_CODES = [
  // 404: not there, or not the caller's to see.
  'SHOP_PRODUCT_NOT_FOUND',
  'SHOP_PICTURE_NOT_FOUND',
  'SHOP_NOT_IN_CART',
  'SHOP_ORDER_NOT_FOUND',
  'SHOP_ITEM_NOT_FOUND',
  // 403: not the caller's to do.
  'SHOP_RETIRED_EDITORS_ONLY',
  'SHOP_ALL_ORDERS_FORBIDDEN',
  'SHOP_NOT_YOUR_STEP',
  /** The caller placed the order or it is for them: someone else decides it. */
  'SHOP_SELF_APPROVAL',
  'SHOP_CANCEL_FORBIDDEN',
  // 409: the catalogue and the cart.
  'SHOP_CATEGORY_EXISTS',
  'SHOP_PRODUCT_RETIRED',
  'SHOP_CART_EMPTY',
  // 409: the order's state.
  'SHOP_ORDER_PLACED',
  'SHOP_NOT_AWAITING_APPROVAL',
  'SHOP_NOT_APPROVED',
  'SHOP_ORDER_COMPLETE',
  'SHOP_NOT_FULFILLING',
  'SHOP_ITEMS_NOT_HANDED_OVER',
  'SHOP_ITEMS_HANDED_OVER',
  'SHOP_ORDER_CLOSED',
  // 409: one unit's fulfilment.
  'SHOP_ITEM_HANDED_OVER',
  'SHOP_ITEM_RESERVED',
  'SHOP_PURCHASE_ORDER_RAISED',
  'SHOP_LICENCE_NO_ASSET',
  'SHOP_LICENCE_NO_PURCHASE_ORDER',
  'SHOP_RESERVE_FIRST',
  'SHOP_ASSET_TAKEN',
  'SHOP_ASSET_NOT_IN_STOCK',
  'SHOP_RESERVED_ASSET_GONE',
  /** A purchase order asked for while a matching asset is in stock, without `force`. */
  'SHOP_MATCHING_IN_STOCK',
  // 400: what the input names is not usable.
  'SHOP_QUANTITY_MAX',
  'SHOP_NO_EMPLOYEE_RECORD',
  'SHOP_UNKNOWN_EMPLOYEE',
  'SHOP_UNKNOWN_USER',
  'SHOP_USER_INACTIVE',
  /** A settings approver whose role may not approve (their step would wait for ever). */
  'SHOP_APPROVER_CANNOT_APPROVE',
  'SHOP_UNKNOWN_CATEGORY',
  'SHOP_UNKNOWN_ASSET_TYPE',
  'SHOP_PICTURE_NOT_BASE64',
  'SHOP_PICTURE_WRONG_TYPE',
  'SHOP_PICTURE_TOO_LARGE',
  'SHOP_UNKNOWN_ASSET',
  'SHOP_WRONG_ASSET_TYPE',
  'SHOP_UNKNOWN_TAG',
  'SHOP_TAG_MISMATCH',
  'SHOP_PURCHASE_ORDER_NUMBER_TAKEN',
] as const;
export type ShopErrorCode = (typeof SHOP_ERROR_CODES)[number];
