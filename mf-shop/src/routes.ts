/**
 * The routes of the `shop` remote (the IT shop: products, cart and order confirmation, and
 * the orders' views with the approvals and fulfilment menu entries), enabled by `it-products`. Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  LOGGED_IN,
  navEntry,
  perm,
  PROTECTED,
  protectedRoute,
  screenHeading,
  type NavIconName,
  type Permission,
  type RouteEntry,
  type RouteName,
  type RouteNav,
} from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('shop', name, 'it-products', extra);

/** Listed in the logged-in table too (SPEC.md section 2). */
const ALSO_LOGGED_IN = { tables: [LOGGED_IN, PROTECTED] };

const ORDER = perm('on_shop', 'shop_order', 'create');
const APPROVE = perm('on_shop', 'shop_approval', 'edit');
const FULFIL = perm('on_shop', 'shop_fulfilment', 'edit');

/** The API answer the menu's counts come from (its `counts.approvals`, `counts.fulfilment`). */
const MENU_COUNTS = '/shop/menu-counts';

/** A menu entry of one of `/products`' order views, with the orders awaiting the user. */
const viewEntry = (
  view: 'approvals' | 'fulfilment',
  icon: NavIconName,
  permission: Permission,
): RouteNav => ({
  labelKey: `nav.${view}`,
  icon,
  search: `?view=${view}`,
  permission,
  count: { url: MENU_COUNTS, key: view },
});

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
  route('productsShop', {
    ...navEntry('productsShop', 'shop'),
    permission: ORDER,
    ...heading('productsShop'),
    // Sent by the start-up chunk (checked against the screen: __tests__/first-requests).
    // The catalogue's first page (by name, 24) and its category filter.
    firstRequests: ['/shop/products?sort=name&limit=24', '/shop/categories'],
  }),
  route('shoppingCart', {
    ...navEntry('shoppingCart', 'cart'),
    permission: ORDER,
    ...heading('shoppingCart'),
  }),
  route('confirmOrder', { permission: ORDER, ...heading('confirmOrder') }),
  // The catalogue and the orders' views (their approvers and fulfilment read them too), after
  // the shop's own entries: the approvals and fulfilment views have menu entries, each for
  // those who may act, with the number of orders waiting for them (GET /shop/menu-counts).
  route('products', {
    ...ALSO_LOGGED_IN,
    anyPermission: [...CATALOGUE_READERS, APPROVE, FULFIL],
    viewNav: [
      viewEntry('approvals', 'authority', APPROVE),
      viewEntry('fulfilment', 'jobs', FULFIL),
    ],
  }),
];

export default SHOP_ROUTES;
