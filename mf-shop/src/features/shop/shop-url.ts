/**
 * The shop's browsing in the URL: search, category, kind, price range (whole rupees), in
 * stock only, sort, page (from 1) and page size, so a filtered page can be bookmarked and
 * back and forward walk through it.
 */
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';
import {
  PRODUCT_KINDS,
  PRODUCT_SORTS,
  type ProductKind,
  type ProductSort,
} from '@itam/shared/contracts/shop';

export const SHOP_PAGE_SIZES = [12, 24, 48] as const;

export const SHOP_URL = urlListSchema({
  search: f.text(100),
  category: f.id(),
  kind: f.oneOf(PRODUCT_KINDS),
  min: f.int(0, 100_000_000),
  max: f.int(0, 100_000_000),
  stock: f.oneOf(['1']),
  sort: f.oneOf(PRODUCT_SORTS),
  page: f.int(1, 100_000),
  size: f.oneOfNumbers(SHOP_PAGE_SIZES),
});

export const SHOP_DEFAULTS = {
  search: '',
  category: null as string | null,
  kind: null as ProductKind | null,
  min: null as number | null,
  max: null as number | null,
  stock: null as '1' | null,
  sort: 'name' as ProductSort,
  page: 1,
  size: 24 as (typeof SHOP_PAGE_SIZES)[number],
};

export type ShopUrl = UrlListValues<typeof SHOP_URL, typeof SHOP_DEFAULTS>;

/** A product's page (`/product/:id`). */
export const productHref = (id: string) => `/product/${encodeURIComponent(id)}`;
