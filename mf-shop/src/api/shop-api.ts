/**
 * The IT shop's endpoints (api/src/routes/shop/*, contract in api/README.md "The IT shop
 * (issue 20)"), typed as the server answers them, through the kit's `http` client: the
 * catalogue under /shop/categories and /shop/products, its settings under /shop/settings, the
 * caller's cart under /shop/cart, orders, approvals and fulfilment under /shop/orders and
 * /shop/approvals. Money is in paise everywhere but a purchase order's unit price (rupees).
 */
import { expectSuccess, http } from '@itam/shared/api';
import { ASSET_API_PATHS, type AssetTypesResponse } from '@itam/shared/contracts';

type Success<T> = T & { type: 'success' };

// ---- catalogue -------------------------------------------------------------------------

export const PRODUCT_KINDS = ['device', 'bundle', 'software'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_SORTS = ['name', 'price', '-price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface Category {
  _id: string;
  name: string;
  position: number;
  productCount: number;
}

export interface ProductComponent {
  assetType: { _id: string; name: string };
  model: string;
  quantity: number;
}

export interface Availability {
  /** Whole units the available assets make now; null for a licence (always available). */
  inStock: number | null;
  /** The lead time when none is in stock; null otherwise. */
  expectedDeliveryDays: number | null;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  kind: ProductKind;
  category: { _id: string; name: string };
  specs: Record<string, string>;
  pricePaise: number;
  leadTimeDays: number;
  retired: boolean;
  retiredAt: string | null;
  components: ProductComponent[];
  pictures: { _id: string; url: string }[];
  availability: Availability;
}

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

export interface ProductPage {
  products: Product[];
  total: number;
  pageNumber: number;
  limit: number;
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
  return expectSuccess(await http.get<Success<{ categories: Category[] }>>('/shop/categories'))
    .categories;
}

export async function createCategory(name: string): Promise<Category> {
  return expectSuccess(
    await http.post<Success<{ category: Category }>>('/shop/categories', { name }),
  ).category;
}

export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<Success<ProductPage>>('/shop/products', { params: productParams(query) }),
  );
  return page;
}

type ProductAnswer = Success<{ product: Product }>;

export async function getProduct(id: string): Promise<Product> {
  return expectSuccess(await http.get<ProductAnswer>(`/shop/products/${id}`)).product;
}

export interface ProductBody {
  categoryId: string;
  kind: ProductKind;
  name: string;
  description?: string;
  specs?: Record<string, string>;
  pricePaise: number;
  leadTimeDays?: number;
  components: { assetTypeId: string; model: string; quantity?: number }[];
}

export async function createProduct(body: ProductBody): Promise<Product> {
  return expectSuccess(await http.post<ProductAnswer>('/shop/products', body)).product;
}

export async function updateProduct(id: string, body: ProductBody): Promise<Product> {
  return expectSuccess(await http.put<ProductAnswer>(`/shop/products/${id}`, body)).product;
}

export async function retireProduct(id: string, retire: boolean): Promise<Product> {
  const action = retire ? 'retire' : 'restore';
  return expectSuccess(await http.post<ProductAnswer>(`/shop/products/${id}/${action}`, {}))
    .product;
}

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
/** The server's limit of one picture. */
export const PICTURE_MAX_BYTES = 1024 * 1024;

export async function addPicture(id: string, contentType: PictureType, data: string) {
  return expectSuccess(
    await http.post<Success<{ picture: { _id: string; url: string } }>>(
      `/shop/products/${id}/pictures`,
      { contentType, data },
    ),
  ).picture;
}

export async function deletePicture(id: string, pictureId: string): Promise<Product> {
  return expectSuccess(
    await http.delete<ProductAnswer>(`/shop/products/${id}/pictures/${pictureId}`),
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

export interface ShopSettings {
  /** Above it (in paise) Finance approves an order too. */
  priceLimitPaise: number;
  /** null: an administrator approves that step. */
  itApproverUserId: string | null;
  financeApproverUserId: string | null;
  itApprover: { _id: string; name: string } | null;
  financeApprover: { _id: string; name: string } | null;
}

export interface ShopSettingsBody {
  priceLimitPaise: number;
  itApproverUserId: string | null;
  financeApproverUserId: string | null;
}

/** The server's bound of the price limit, in paise. */
export const MAX_PRICE_LIMIT_PAISE = 100_000_000_000;

type SettingsAnswer = Success<{ settings: ShopSettings }>;

export async function getShopSettings(): Promise<ShopSettings> {
  return expectSuccess(await http.get<SettingsAnswer>('/shop/settings')).settings;
}

export async function saveShopSettings(body: ShopSettingsBody): Promise<ShopSettings> {
  return expectSuccess(await http.put<SettingsAnswer>('/shop/settings', body)).settings;
}

export interface SettingsUser {
  _id: string;
  name: string;
  email: string;
}

/** GET /shop/settings/users?search: the company's active users (50 at most), by name or email. */
export async function searchSettingsUsers(search = ''): Promise<SettingsUser[]> {
  const params = search.trim() ? { search: search.trim() } : undefined;
  return expectSuccess(
    await http.get<Success<{ users: SettingsUser[] }>>('/shop/settings/users', { params }),
  ).users;
}

// ---- cart ------------------------------------------------------------------------------

export interface CartItem {
  product: Product;
  quantity: number;
  totalPaise: number;
}

/** The employee an order is for, as the cart and the employee picker name them. */
export interface CartEmployee {
  _id: string;
  /** The employee's code. */
  id: string;
  name: string;
}

export interface Cart {
  items: CartItem[];
  totalPaise: number;
  /** The total is above the price limit: Finance approves too. */
  needsFinance: boolean;
  /** The order's details as last saved ('' and null until then). */
  businessReason: string;
  /** null: the order is for the user themselves. */
  employee: CartEmployee | null;
}

/** What PUT /shop/cart saves of the order's details: each field given (null: oneself). */
export interface CartDetailsBody {
  businessReason?: string;
  employeeId?: string | null;
}

/** The most of one product in the cart (the server's bound). */
export const MAX_QUANTITY = 20;

type CartAnswer = Success<{ cart: Cart }>;

export async function getCart(): Promise<Cart> {
  return expectSuccess(await http.get<CartAnswer>('/shop/cart')).cart;
}

/** PUT /shop/cart: saves the order's details with the cart (400 naming a bad field). */
export async function saveCartDetails(body: CartDetailsBody): Promise<Cart> {
  return expectSuccess(await http.put<CartAnswer>('/shop/cart', body)).cart;
}

export async function addToCart(productId: string, quantity = 1): Promise<Cart> {
  return expectSuccess(await http.post<CartAnswer>('/shop/cart/items', { productId, quantity }))
    .cart;
}

export async function setCartQuantity(productId: string, quantity: number): Promise<Cart> {
  return expectSuccess(await http.put<CartAnswer>(`/shop/cart/items/${productId}`, { quantity }))
    .cart;
}

export async function removeFromCart(productId: string): Promise<Cart> {
  return expectSuccess(await http.delete<CartAnswer>(`/shop/cart/items/${productId}`)).cart;
}

// ---- orders ----------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'placed',
  'awaiting-approval',
  'approved',
  'fulfilling',
  'complete',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StepKind = 'manager' | 'it' | 'finance';
export type StepDecision = 'pending' | 'approved' | 'rejected';
export type ItemStatus = 'open' | 'ordered' | 'reserved' | 'handed-over';

export interface OrderStep {
  _id: string;
  kind: StepKind;
  approver: { _id: string; name: string } | null;
  decision: StepDecision;
  decidedBy: { _id: string; name: string } | null;
  decidedAt: string | null;
  comment: string | null;
}

export interface OrderLine {
  _id: string;
  lineNo: number;
  product: { _id: string; name: string; kind: ProductKind };
  unitPricePaise: number;
  quantity: number;
  totalPaise: number;
}

export interface OrderItem {
  _id: string;
  lineId: string;
  assetType: { _id: string; name: string } | null;
  model: string | null;
  status: ItemStatus;
  asset: { _id: string; name: string; tag: string | null; state: string } | null;
  purchaseOrder: { _id: string; invoiceId: string; status: string } | null;
  reservedAt: string | null;
  handedOverAt: string | null;
}

export interface Order {
  _id: string;
  number: number;
  status: OrderStatus;
  employee: { _id: string; id: string; name: string };
  requester: { _id: string; name: string } | null;
  onBehalf: boolean;
  businessReason: string;
  totalPaise: number;
  placedAt: string;
  approvedAt: string | null;
  completedAt: string | null;
  closedAt: string | null;
  currentStep: StepKind | null;
  steps: OrderStep[];
  lines: OrderLine[];
  items: OrderItem[];
  can: { decide: boolean; cancel: boolean; fulfil: boolean };
}

export interface OrderPage {
  orders: Order[];
  total: number;
  pageNumber: number;
  limit: number;
}

type OrderAnswer = Success<{ order: Order }>;

export async function placeOrder(body: {
  businessReason: string;
  employeeId?: string | null;
}): Promise<Order> {
  return expectSuccess(await http.post<OrderAnswer>('/shop/orders', body)).order;
}

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

export async function listOrders(query: OrderQuery): Promise<OrderPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<Success<OrderPage>>('/shop/orders', { params: pageParams(query) }),
  );
  return page;
}

export async function listApprovals(query: OrderQuery): Promise<OrderPage> {
  const { type: _type, ...page } = expectSuccess(
    await http.get<Success<OrderPage>>('/shop/approvals', { params: pageParams(query) }),
  );
  return page;
}

export async function getOrder(id: string): Promise<Order> {
  return expectSuccess(await http.get<OrderAnswer>(`/shop/orders/${id}`)).order;
}

export async function cancelOrder(id: string): Promise<Order> {
  return expectSuccess(await http.post<OrderAnswer>(`/shop/orders/${id}/cancel`, {})).order;
}

export async function decideOrder(
  id: string,
  decision: 'approve' | 'reject',
  comment: string,
): Promise<Order> {
  const body = comment.trim() ? { comment: comment.trim() } : {};
  return expectSuccess(await http.post<OrderAnswer>(`/shop/orders/${id}/${decision}`, body)).order;
}

// ---- fulfilment ------------------------------------------------------------------------

export interface StockAsset {
  _id: string;
  name: string;
  tag: string | null;
  model: string | null;
}

export interface ItemStock {
  /** The available assets of the item's type, its model first (50 at most). */
  assets: StockAsset[];
  /** How many available assets are of the item's type and model: IT reserves, not buys, then. */
  matching: number;
}

export async function itemStock(orderId: string, itemId: string): Promise<ItemStock> {
  const { type: _type, ...stock } = expectSuccess(
    await http.get<Success<ItemStock>>(`/shop/orders/${orderId}/items/${itemId}/stock`),
  );
  return stock;
}

export async function reserveItem(orderId: string, itemId: string, assetId: string) {
  return expectSuccess(
    await http.post<OrderAnswer>(`/shop/orders/${orderId}/items/${itemId}/reserve`, { assetId }),
  ).order;
}

export interface PurchaseOrderBody {
  invoiceId: string;
  vendor: string;
  /** Rupees, as purchase orders keep it. */
  unitPrice: number;
  /** Raise it though a matching asset is in stock (after the user confirmed): 409 otherwise. */
  force?: boolean;
}

export async function raisePurchaseOrder(orderId: string, itemId: string, body: PurchaseOrderBody) {
  return expectSuccess(
    await http.post<OrderAnswer>(`/shop/orders/${orderId}/items/${itemId}/purchase-order`, body),
  ).order;
}

export async function handOverItem(orderId: string, itemId: string, tag?: string) {
  const body = tag?.trim() ? { tag: tag.trim() } : {};
  return expectSuccess(
    await http.post<OrderAnswer>(`/shop/orders/${orderId}/items/${itemId}/hand-over`, body),
  ).order;
}

// ---- the organisation's picker ---------------------------------------------------------

/** GET /company/asset-types: the company's asset types (a product's components point to them). */
export async function listAssetTypes(): Promise<{ _id: string; name: string }[]> {
  return expectSuccess(await http.get<AssetTypesResponse>(ASSET_API_PATHS.assetTypes)).assetTypes;
}
