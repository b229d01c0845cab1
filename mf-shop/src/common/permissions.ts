/** The permissions of the shop screens (group `on_shop`), by name: the API's own. */
import { perm } from '@itam/shared/contracts';

export const SHOP_PERMISSIONS = {
  order: perm('on_shop', 'shop_order', 'create'),
  orderView: perm('on_shop', 'shop_order', 'view'),
  approve: perm('on_shop', 'shop_approval', 'edit'),
  fulfil: perm('on_shop', 'shop_fulfilment', 'edit'),
  catalogue: perm('on_shop', 'shop_catalogue', 'edit'),
} as const;

/** Who may read the catalogue: the API's `GET /shop/products` access. */
export const CATALOGUE_READERS = [
  SHOP_PERMISSIONS.order,
  SHOP_PERMISSIONS.orderView,
  SHOP_PERMISSIONS.catalogue,
] as const;
