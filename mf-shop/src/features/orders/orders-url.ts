/**
 * `/products`' state in the URL (SPEC.md has no route of the shop's orders, so they are
 * views of the catalogue page): which view (`catalogue`, `orders` the caller's own,
 * `approvals` the orders awaiting the caller, `fulfilment` every order), the order open in
 * it, the status filter and the page.
 */
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';
import { ORDER_STATUSES, type OrderStatus } from '@itam/shared/contracts/shop';

export const PRODUCTS_VIEWS = ['catalogue', 'orders', 'approvals', 'fulfilment'] as const;
export type ProductsView = (typeof PRODUCTS_VIEWS)[number];

export const PRODUCTS_URL = urlListSchema({
  view: f.oneOf(PRODUCTS_VIEWS),
  order: f.id(),
  status: f.oneOf(ORDER_STATUSES),
  opage: f.int(1, 100_000),
});

export const PRODUCTS_DEFAULTS = {
  view: 'catalogue' as ProductsView,
  order: null as string | null,
  status: null as OrderStatus | null,
  opage: 1,
};

export type ProductsUrl = UrlListValues<typeof PRODUCTS_URL, typeof PRODUCTS_DEFAULTS>;

export const ORDERS_PAGE_SIZE = 20;

/** An order's page: the view of its people (`orders`) unless another is named. */
export const orderHref = (id: string, view: ProductsView = 'orders') =>
  `/products?view=${view}&order=${encodeURIComponent(id)}`;
