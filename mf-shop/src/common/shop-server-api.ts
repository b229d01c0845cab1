/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed (or puts its answer in the cache), so every
 * screen showing it reads it again.
 */
import { serverApi, useInvalidate as useKitInvalidate } from '@itam/shared/store';

export { answerOf, type Answer, type Ok } from '@itam/shared/store';

/**
 * `Product` a product by id, `ProductList` every page of the catalogue, `Category` the
 * categories (with their product counts), `Cart` the caller's cart, `Order` an order by id,
 * `OrderList` every list of orders (own, approvals, fulfilment), `ItemStock` the assets in
 * stock for an ordered unit, `ShopSettings` the shop's settings, `AssetType` the company's
 * asset types.
 */
export const SHOP_TAGS = [
  'Product',
  'ProductList',
  'Category',
  'Cart',
  'Order',
  'OrderList',
  'ItemStock',
  'ShopSettings',
  'AssetType',
] as const;

export const shopApi = serverApi.enhanceEndpoints({ addTagTypes: SHOP_TAGS });

export type ShopTag = Parameters<typeof shopApi.util.invalidateTags>[0][number];

/** After a write that runs outside an endpoint: every screen showing `tags` reads them again. */
export const useInvalidate = (): ((tags: readonly ShopTag[]) => void) =>
  useKitInvalidate<ShopTag>();
