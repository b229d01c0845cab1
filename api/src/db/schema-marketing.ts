/**
 * kysely table types of migrations 0007 (leads, device catalogue) and 0008 (plans,
 * orders); `DB` in schema.ts includes them.
 */
import type { ColumnType, Generated } from 'kysely';
import type {
  BillingCycle,
  CompanyModule,
  DeviceCategory,
  LeadKind,
  OrderItem,
  OrderStatus,
  ShippingAddress,
} from '@itam/shared/contracts';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface LeadsTable {
  id: Generated<string>;
  reference: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  details: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

export interface DeviceCatalogueTable {
  id: string;
  name: string;
  brand: string;
  category: DeviceCategory;
  specs: Json<Record<string, string>>;
  unit_paise: number;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface PlansTable {
  id: string;
  module: CompanyModule;
  billing_cycle: BillingCycle;
  amount_paise: number;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface OrdersTable {
  id: Generated<string>;
  company_id: string;
  user_id: string;
  reference: string;
  billing_cycle: BillingCycle;
  items: Json<OrderItem[]>;
  amount_paise: number;
  currency: Generated<string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  provider: string;
  provider_order_id: string;
  payment_id: string | null;
  failure_reason: string | null;
  needs_shipping: Generated<boolean>;
  shipping_address: ColumnType<ShippingAddress | null, string | null, string | null>;
  shipping_confirmed_at: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface MarketingTables {
  leads: LeadsTable;
  device_catalogue: DeviceCatalogueTable;
  plans: PlansTable;
  orders: OrdersTable;
}
