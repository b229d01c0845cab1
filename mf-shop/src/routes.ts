/**
 * The routes of the `shop` remote (the IT shop: products, cart and order confirmation),
 * enabled by `it-products`. Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  LOGGED_IN,
  navEntry,
  perm,
  PROTECTED,
  protectedRoute,
  screenHeading,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('shop', name, 'it-products', extra);

/** Listed in the logged-in table too (SPEC.md section 2). */
const ALSO_LOGGED_IN = { tables: [LOGGED_IN, PROTECTED] };

const ORDER = perm('on_shop', 'shop_order', 'create');
/** The catalogue's readers, as the API's: ordering, reading one's orders or editing it. */
const CATALOGUE_READERS = [
  ORDER,
  perm('on_shop', 'shop_order', 'view'),
  perm('on_shop', 'shop_catalogue', 'edit'),
];

/** The screen's page header, which the shell shows while the screen loads. */
const heading = (screen: string) => screenHeading('shop', screen);

export const SHOP_ROUTES: readonly RouteEntry[] = [
  // The admin's catalogue editor.
  route('product', {
    permission: perm('on_shop', 'shop_catalogue', 'edit'),
    ...heading('product'),
  }),
  route('productDetail', { ...ALSO_LOGGED_IN, anyPermission: CATALOGUE_READERS }),
  // The catalogue and the orders' views (their approvers and fulfilment read them too).
  route('products', {
    ...ALSO_LOGGED_IN,
    anyPermission: [
      ...CATALOGUE_READERS,
      perm('on_shop', 'shop_approval', 'edit'),
      perm('on_shop', 'shop_fulfilment', 'edit'),
    ],
  }),
  route('productsShop', {
    ...navEntry('productsShop', 'shop'),
    permission: ORDER,
    ...heading('productsShop'),
  }),
  route('shoppingCart', {
    ...navEntry('shoppingCart', 'cart'),
    permission: ORDER,
    ...heading('shoppingCart'),
  }),
  route('confirmOrder', { permission: ORDER, ...heading('confirmOrder') }),
];

export default SHOP_ROUTES;
