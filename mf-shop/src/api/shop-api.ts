/**
 * What the shop's endpoints (features/<feature>/api/, through the kit's server-data layer)
 * share, and the two calls that are not a screen's cached read: a picture's bytes and the
 * approvers' user search. The API: api/src/modules/shop, contract in api/README.md "The IT
 * shop (issue 20)", typed by @itam/shared/contracts/shop. Money is in paise everywhere but a
 * purchase order's unit price (rupees).
 */
import { expectSuccess, http } from '@itam/shared/api';
import {
  SETTINGS_PATHS,
  type OrderStatus,
  type ProductKind,
  type ProductSort,
  type SettingsUser,
  type SettingsUsersResponse,
} from '@itam/shared/contracts/shop';

// ---- catalogue -------------------------------------------------------------------------
/** The catalogue's filters as the screens hold them ('' and null: no filter). */
export interface ProductQuery {
  search?: string;
  categoryId?: string;
  kind?: ProductKind | '';
  minPricePaise?: number | null;
  maxPricePaise?: number | null;
  inStock?: boolean;
  /** Editors only: `true` (retired only) or `all`. */
  retired?: 'false' | 'true' | 'all';
  sort?: ProductSort;
  limit?: number;
  /** From 0. */
  pageNumber?: number;
}

/** GET /shop/products' params: the filters that are set. */
export function productParams(q: ProductQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.categoryId) params.categoryId = q.categoryId;
  if (q.kind) params.kind = q.kind;
  if (q.minPricePaise != null) params.minPricePaise = String(q.minPricePaise);
  if (q.maxPricePaise != null) params.maxPricePaise = String(q.maxPricePaise);
  if (q.inStock) params.inStock = 'true';
  if (q.retired && q.retired !== 'false') params.retired = q.retired;
  if (q.sort) params.sort = q.sort;
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}

/**
 * A picture's bytes (the API serves them to a signed-in caller only, so an <img> cannot
 * load its address itself): the product's `url` is absolute from the origin (`/api/...`).
 */
export async function getPictureBlob(url: string): Promise<Blob> {
  const path = url.replace(/^(https?:\/\/[^/]+)?\/api(?=\/)/, '');
  return http.get<Blob>(path, { responseType: 'blob' });
}

// ---- settings --------------------------------------------------------------------------

/** GET /shop/settings/users?search: the company's active users (50 at most), by name or email. */
export async function searchSettingsUsers(search = ''): Promise<SettingsUser[]> {
  const params = search.trim() ? { search: search.trim() } : undefined;
  return expectSuccess(await http.get<SettingsUsersResponse>(SETTINGS_PATHS.users, { params }))
    .users;
}

// ---- orders ----------------------------------------------------------------------------

/** The order lists' filters as the screens hold them ('' : every status). */
export interface OrderQuery {
  scope?: 'mine' | 'all';
  status?: OrderStatus | '';
  limit?: number;
  pageNumber?: number;
}

/** The order lists' params: the filters that are set. */
export function pageParams(q: OrderQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.scope && q.scope !== 'mine') params.scope = q.scope;
  if (q.status) params.status = q.status;
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}
