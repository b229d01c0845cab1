/** kysely types of the tables of the IT shop (issue 20): migration 0020's, and 0027's carts. */
import type { ColumnType, Generated } from 'kysely';
// The states and kinds the tables' CHECKs allow: declared once, in the shop's contracts.
import type {
  ItemStatus,
  OrderStatus,
  ProductKind,
  StepDecision,
  StepKind,
} from '@itam/shared/contracts/shop';

export type { ItemStatus, OrderStatus, ProductKind, StepDecision, StepKind };

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** bigint columns come back as strings from node-postgres: read them with Number(). */
type Paise = ColumnType<string | number, number, number>;

export interface ShopSettingsTable {
  company_id: string;
  price_limit_paise: ColumnType<string | number, number | undefined, number>;
  it_approver_user_id: Nullable<string>;
  finance_approver_user_id: Nullable<string>;
  next_order_number: Defaulted<number>;
  updated_at: GeneratedTimestamp;
}

export interface ShopCategoriesTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  position: Defaulted<number>;
}

export interface ShopProductsTable {
  id: Generated<string>;
  company_id: string;
  category_id: string;
  kind: ProductKind;
  name: string;
  description: Defaulted<string>;
  specs: ColumnType<Record<string, string>, string | undefined, string>;
  price_paise: Paise;
  lead_time_days: Defaulted<number>;
  retired_at: Nullable<Date>;
  created_by: Nullable<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ShopProductComponentsTable {
  id: Generated<string>;
  company_id: string;
  product_id: string;
  position: Defaulted<number>;
  asset_type_id: string;
  model: string;
  quantity: Defaulted<number>;
}

export interface ShopProductPicturesTable {
  id: Generated<string>;
  company_id: string;
  product_id: string;
  position: Defaulted<number>;
  content_type: string;
  bytes: Uint8Array;
  created_at: GeneratedTimestamp;
}

export interface ShopCartItemsTable {
  company_id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  added_at: GeneratedTimestamp;
}

/** The cart's order details per user (migration 0027): why, and for whom (null: oneself). */
export interface ShopCartsTable {
  company_id: string;
  user_id: string;
  business_reason: Defaulted<string>;
  employee_id: Nullable<string>;
  updated_at: GeneratedTimestamp;
}

export interface ShopOrdersTable {
  id: Generated<string>;
  company_id: string;
  number: number;
  requester_user_id: Nullable<string>;
  employee_id: string;
  business_reason: string;
  status: Defaulted<OrderStatus>;
  total_paise: Paise;
  placed_at: GeneratedTimestamp;
  approved_at: Nullable<Date>;
  completed_at: Nullable<Date>;
  closed_at: Nullable<Date>;
  updated_at: GeneratedTimestamp;
}

export interface ShopOrderLinesTable {
  id: Generated<string>;
  company_id: string;
  order_id: string;
  line_no: number;
  product_id: string;
  product_name: string;
  kind: ProductKind;
  unit_price_paise: Paise;
  quantity: number;
}

export interface ShopApprovalStepsTable {
  id: Generated<string>;
  company_id: string;
  order_id: string;
  position: number;
  kind: StepKind;
  approver_user_id: Nullable<string>;
  decision: Defaulted<StepDecision>;
  decided_by: Nullable<string>;
  decided_at: Nullable<Date>;
  comment: Nullable<string>;
}

export interface ShopOrderItemsTable {
  id: Generated<string>;
  company_id: string;
  order_id: string;
  line_id: string;
  position: number;
  asset_type_id: Nullable<string>;
  model: Nullable<string>;
  status: Defaulted<ItemStatus>;
  asset_id: Nullable<string>;
  purchase_order_id: Nullable<string>;
  reserved_at: Nullable<Date>;
  handed_over_at: Nullable<Date>;
  handed_over_by: Nullable<string>;
}

export interface ShopTables {
  shop_settings: ShopSettingsTable;
  shop_categories: ShopCategoriesTable;
  shop_products: ShopProductsTable;
  shop_product_components: ShopProductComponentsTable;
  shop_product_pictures: ShopProductPicturesTable;
  shop_cart_items: ShopCartItemsTable;
  shop_carts: ShopCartsTable;
  shop_orders: ShopOrdersTable;
  shop_order_lines: ShopOrderLinesTable;
  shop_approval_steps: ShopApprovalStepsTable;
  shop_order_items: ShopOrderItemsTable;
}
