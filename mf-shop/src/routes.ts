/**
 * The routes of the `shop` remote (the IT shop: products, cart and order confirmation),
 * enabled by `it-products`. Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  LOGGED_IN,
  navEntry,
  PROTECTED,
  protectedRoute,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('shop', name, 'it-products', extra);

/** Listed in the logged-in table too (SPEC.md section 2). */
const ALSO_LOGGED_IN = { tables: [LOGGED_IN, PROTECTED] };

export const SHOP_ROUTES: readonly RouteEntry[] = [
  route('product'),
  route('productDetail', ALSO_LOGGED_IN),
  route('products', ALSO_LOGGED_IN),
  route('productsShop', navEntry('productsShop', 'shop')),
  route('shoppingCart', navEntry('shoppingCart', 'cart')),
  route('confirmOrder'),
];

export default SHOP_ROUTES;
