/**
 * The IT shop's endpoints (api/src/modules/shop, contract in api/README.md "The IT shop
 * (issue 20)"), typed by the shop's contracts (@itam/shared/contracts/shop), through the
 * kit's `http` client: the
 * catalogue under /shop/categories and /shop/products, its settings under /shop/settings, the
 * caller's cart under /shop/cart, orders, approvals and fulfilment under /shop/orders and
 * /shop/approvals. Money is in paise everywhere but a purchase order's unit price (rupees).
 */
import { expectSuccess, http } from '@itam/shared/api';
import { ASSET_API_PATHS, type AssetTypesResponse } from '@itam/shared/contracts';
import {
  CART_PATHS,
  CATALOGUE_PATHS,
  FULFILMENT_PATHS,
  ORDER_PATHS,
  SETTINGS_PATHS,
  shopPath,
  type Cart,
  type CartAddBody,
  type CartDetailsBody,
  type CartQuantityBody,
  type CartResponse,
  type CategoriesResponse,
  type Category,
  type CategoryBody,
  type CategoryResponse,
  type DecisionBody,
  type HandOverBody,
  type ItemStock,
  type ItemStockResponse,
  type Order,
  type OrderPage,
  type OrderPageResponse,
  type OrderResponse,
  type OrderStatus,
  type PictureBody,
  type PictureResponse,
  type PictureType,
  type PlaceOrderBody,
  type Product,
  type ProductBody,
  type ProductKind,
  type ProductPage,
  type ProductPageResponse,
  type ProductResponse,
  type ProductSort,
  type PurchaseOrderBody,
  type ReserveBody,
  type SettingsResponse,
  type SettingsUser,
  type SettingsUsersResponse,
  type ShopSettings,
  type ShopSettingsBody,
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

function productParams(q: ProductQuery): Record<string, string> {
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

export async function listCategories(): Promise<Category[]> {
  return expectSuccess(await http.get<CategoriesResponse>(CATALOGUE_PATHS.categories)).categories;
}

export async function createCategory(name: string): Promise<Category> {
  const body: CategoryBody = { name };
  return expectSuccess(await http.post<CategoryResponse>(CATALOGUE_PATHS.categories, body))
    .category;
}

export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<ProductPageResponse>(CATALOGUE_PATHS.products, {
      params: productParams(query),
    }),
  );
  return page;
}

const productPath = (id: string) => shopPath(CATALOGUE_PATHS.product, { id });

export async function getProduct(id: string): Promise<Product> {
  return expectSuccess(await http.get<ProductResponse>(productPath(id))).product;
}

export async function createProduct(body: ProductBody): Promise<Product> {
  return expectSuccess(await http.post<ProductResponse>(CATALOGUE_PATHS.products, body)).product;
}

export async function updateProduct(id: string, body: ProductBody): Promise<Product> {
  return expectSuccess(await http.put<ProductResponse>(productPath(id), body)).product;
}

export async function retireProduct(id: string, retire: boolean): Promise<Product> {
  const path = shopPath(retire ? CATALOGUE_PATHS.retire : CATALOGUE_PATHS.restore, { id });
  return expectSuccess(await http.post<ProductResponse>(path, {})).product;
}

export async function addPicture(id: string, contentType: PictureType, data: string) {
  const body: PictureBody = { contentType, data };
  return expectSuccess(
    await http.post<PictureResponse>(shopPath(CATALOGUE_PATHS.pictures, { id }), body),
  ).picture;
}

export async function deletePicture(id: string, pictureId: string): Promise<Product> {
  return expectSuccess(
    await http.delete<ProductResponse>(shopPath(CATALOGUE_PATHS.picture, { id, pictureId })),
  ).product;
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

export async function getShopSettings(): Promise<ShopSettings> {
  return expectSuccess(await http.get<SettingsResponse>(SETTINGS_PATHS.settings)).settings;
}

export async function saveShopSettings(body: ShopSettingsBody): Promise<ShopSettings> {
  return expectSuccess(await http.put<SettingsResponse>(SETTINGS_PATHS.settings, body)).settings;
}

/** GET /shop/settings/users?search: the company's active users (50 at most), by name or email. */
export async function searchSettingsUsers(search = ''): Promise<SettingsUser[]> {
  const params = search.trim() ? { search: search.trim() } : undefined;
  return expectSuccess(await http.get<SettingsUsersResponse>(SETTINGS_PATHS.users, { params }))
    .users;
}

// ---- cart ------------------------------------------------------------------------------

export async function getCart(): Promise<Cart> {
  return expectSuccess(await http.get<CartResponse>(CART_PATHS.cart)).cart;
}

/** PUT /shop/cart: saves the order's details with the cart (400 naming a bad field). */
export async function saveCartDetails(body: CartDetailsBody): Promise<Cart> {
  return expectSuccess(await http.put<CartResponse>(CART_PATHS.cart, body)).cart;
}

export async function addToCart(productId: string, quantity = 1): Promise<Cart> {
  const body: CartAddBody = { productId, quantity };
  return expectSuccess(await http.post<CartResponse>(CART_PATHS.items, body)).cart;
}

const cartItemPath = (productId: string) => shopPath(CART_PATHS.item, { productId });

export async function setCartQuantity(productId: string, quantity: number): Promise<Cart> {
  const body: CartQuantityBody = { quantity };
  return expectSuccess(await http.put<CartResponse>(cartItemPath(productId), body)).cart;
}

export async function removeFromCart(productId: string): Promise<Cart> {
  return expectSuccess(await http.delete<CartResponse>(cartItemPath(productId))).cart;
}

// ---- orders ----------------------------------------------------------------------------

export async function placeOrder(body: PlaceOrderBody): Promise<Order> {
  return expectSuccess(await http.post<OrderResponse>(ORDER_PATHS.orders, body)).order;
}

/** The order lists' filters as the screens hold them ('' : every status). */
export interface OrderQuery {
  scope?: 'mine' | 'all';
  status?: OrderStatus | '';
  limit?: number;
  pageNumber?: number;
}

function pageParams(q: OrderQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.scope && q.scope !== 'mine') params.scope = q.scope;
  if (q.status) params.status = q.status;
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}

async function orderPage(path: string, query: OrderQuery): Promise<OrderPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<OrderPageResponse>(path, { params: pageParams(query) }),
  );
  return page;
}

export const listOrders = (query: OrderQuery): Promise<OrderPage> =>
  orderPage(ORDER_PATHS.orders, query);

export const listApprovals = (query: OrderQuery): Promise<OrderPage> =>
  orderPage(ORDER_PATHS.approvals, query);

export async function getOrder(id: string): Promise<Order> {
  return expectSuccess(await http.get<OrderResponse>(shopPath(ORDER_PATHS.order, { id }))).order;
}

export async function cancelOrder(id: string): Promise<Order> {
  return expectSuccess(await http.post<OrderResponse>(shopPath(ORDER_PATHS.cancel, { id }), {}))
    .order;
}

export async function decideOrder(
  id: string,
  decision: 'approve' | 'reject',
  comment: string,
): Promise<Order> {
  const body: Partial<DecisionBody> = comment.trim() ? { comment: comment.trim() } : {};
  const path = shopPath(decision === 'approve' ? ORDER_PATHS.approve : ORDER_PATHS.reject, { id });
  return expectSuccess(await http.post<OrderResponse>(path, body)).order;
}

// ---- fulfilment ------------------------------------------------------------------------

const itemPath = (pattern: string, orderId: string, itemId: string) =>
  shopPath(pattern, { id: orderId, itemId });

export async function itemStock(orderId: string, itemId: string): Promise<ItemStock> {
  const { type: _type, ...stock } = expectSuccess(
    await http.get<ItemStockResponse>(itemPath(FULFILMENT_PATHS.stock, orderId, itemId)),
  );
  return stock;
}

export async function reserveItem(orderId: string, itemId: string, assetId: string) {
  const body: ReserveBody = { assetId };
  const path = itemPath(FULFILMENT_PATHS.reserve, orderId, itemId);
  return expectSuccess(await http.post<OrderResponse>(path, body)).order;
}

export async function raisePurchaseOrder(orderId: string, itemId: string, body: PurchaseOrderBody) {
  const path = itemPath(FULFILMENT_PATHS.purchaseOrder, orderId, itemId);
  return expectSuccess(await http.post<OrderResponse>(path, body)).order;
}

export async function handOverItem(orderId: string, itemId: string, tag?: string) {
  const body: HandOverBody = tag?.trim() ? { tag: tag.trim() } : {};
  const path = itemPath(FULFILMENT_PATHS.handOver, orderId, itemId);
  return expectSuccess(await http.post<OrderResponse>(path, body)).order;
}

// ---- the organisation's picker ---------------------------------------------------------

/** GET /company/asset-types: the company's asset types (a product's components point to them). */
export async function listAssetTypes(): Promise<{ _id: string; name: string }[]> {
  return expectSuccess(await http.get<AssetTypesResponse>(ASSET_API_PATHS.assetTypes)).assetTypes;
}
