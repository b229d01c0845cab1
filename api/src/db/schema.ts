/**
 * kysely table types of migrations/*.sql. Types are what the drivers return with
 * the parsers of db/index.ts: `date` as 'YYYY-MM-DD' strings, `timestamptz` as
 * Date, `numeric` and `bigint` as numbers, `jsonb` parsed.
 */
import type { AgentTables } from './schema-agents';
import type { AuditSessionTables } from './schema-audit-sessions';
import type { ExitTables } from './schema-exits';
import type { ServerTables } from './schema-server';
import type { ShopTables } from './schema-shop';
import type { IdempotencyTables } from './schema-idempotency';
import type { IncidentTables } from './schema-incidents';
import type { LimitTables } from './schema-limits';
import type { MarketingTables } from './schema-marketing';
import type { OrganisationTables } from './schema-organisation';
import type { VendorTables } from './schema-vendors';
import type { ColumnType, Generated } from 'kysely';
import type {
  AssetImageType,
  AssetState,
  AuditCondition,
  CompanyClock,
  CompanyModule,
  DepreciationMethod,
  Policies,
  PurchaseOrderStatus,
} from '@itam/shared/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = string;

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  logo: string | null;
  modules: ColumnType<CompanyModule[], CompanyModule[], CompanyModule[]>;
  license_not_required: Generated<boolean>;
  subscription_start: DateOnly | null;
  subscription_end: DateOnly | null;
  created_at: GeneratedTimestamp;
  // migration 0011
  legal_name: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  tax_id: ColumnType<string | null, string | null | undefined, string | null>;
  time_zone: Generated<string>;
  currency: Generated<string>;
  tag_link_base: ColumnType<string | null, string | null | undefined, string | null>;
  logo_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  // migration 0030
  clock: ColumnType<CompanyClock, CompanyClock | undefined, CompanyClock>;
}

export interface RolesTable {
  id: Generated<string>;
  company_id: string;
  role_name: string;
  access_level: string;
  policies: ColumnType<Policies, string, string>;
  created_at: GeneratedTimestamp;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  first_name: string;
  last_name: Generated<string>;
  email: string;
  password_hash: string;
  role_id: string;
  active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  // migration 0011
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  language: Generated<'en' | 'hi'>;
}

export interface SessionsTable {
  id: string;
  company_id: string;
  user_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface BranchesTable {
  id: Generated<string>;
  company_id: string;
  branch_id: string;
  name: string;
  city: string | null;
  address: string | null;
  created_at: GeneratedTimestamp;
}

export interface EmployeesTable {
  id: Generated<string>;
  company_id: string;
  code: string;
  name: string;
  email: string | null;
  branch_id: string | null;
  created_at: GeneratedTimestamp;
  // migration 0011 (the department text became department_id)
  department_id: ColumnType<string | null, string | null | undefined, string | null>;
  manager_id: ColumnType<string | null, string | null | undefined, string | null>;
  joining_date: ColumnType<DateOnly | null, DateOnly | null | undefined, DateOnly | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  active: Generated<boolean>;
  updated_at: GeneratedTimestamp;
}

export interface AssetTypesTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  created_at: GeneratedTimestamp;
  // migration 0011: defaults of the type's new assets
  depreciation_method: ColumnType<
    DepreciationMethod | null,
    DepreciationMethod | null | undefined,
    DepreciationMethod | null
  >;
  useful_life_years: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PurchaseOrdersTable {
  id: Generated<string>;
  company_id: string;
  invoice_id: string;
  vendor: string | null;
  invoice_date: DateOnly | null;
  amount: number | null;
  created_at: GeneratedTimestamp;
  // migration 0011
  status: Generated<PurchaseOrderStatus>;
  branch_id: ColumnType<string | null, string | null | undefined, string | null>;
  invoice_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AssetsTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  serial_number: string | null;
  tag: string | null;
  asset_type_id: string | null;
  make: string | null;
  model: string | null;
  state: AssetState;
  date_of_purchase: DateOnly | null;
  invoice_id: string | null;
  date_of_assign: DateOnly | null;
  price: number | null;
  warranty_end: DateOnly | null;
  imei: string | null;
  vendor: string | null;
  office_id: string | null;
  employee_id: string | null;
  /** Written by the assets_search_text trigger only. */
  search_text: ColumnType<string, never, never>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  // migration 0004
  description: ColumnType<string | null, string | null | undefined, string | null>;
  depreciation_method: ColumnType<
    DepreciationMethod | null,
    DepreciationMethod | null | undefined,
    DepreciationMethod | null
  >;
  useful_life_years: ColumnType<number | null, number | null | undefined, number | null>;
  salvage_value: ColumnType<number | null, number | null | undefined, number | null>;
  depreciation_start: ColumnType<DateOnly | null, DateOnly | null | undefined, DateOnly | null>;
  disposal_date: ColumnType<DateOnly | null, DateOnly | null | undefined, DateOnly | null>;
  disposal_method: ColumnType<string | null, string | null | undefined, string | null>;
  disposal_certificate: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0004: who held an asset and when (returned_on null = current holder). */
export interface AssetAssignmentsTable {
  id: Generated<string>;
  company_id: string;
  asset_id: string;
  employee_id: string;
  assigned_on: DateOnly;
  returned_on: DateOnly | null;
  note: string | null;
  return_note: string | null;
  assigned_by: string | null;
  returned_by: string | null;
  created_at: GeneratedTimestamp;
}

export interface AssetAuditsTable {
  id: Generated<string>;
  company_id: string;
  asset_id: string;
  audit_date: DateOnly;
  auditor_name: string;
  office_id: string | null;
  condition: AuditCondition;
  notes: string | null;
  created_by: string | null;
  created_at: GeneratedTimestamp;
}

export interface AssetCommentsTable {
  id: Generated<string>;
  company_id: string;
  asset_id: string;
  author_id: string | null;
  body: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface AssetImagesTable {
  id: Generated<string>;
  company_id: string;
  asset_id: string;
  file_name: string;
  content_type: AssetImageType;
  size_bytes: number;
  status: ColumnType<'pending' | 'stored', 'pending' | 'stored' | undefined, 'pending' | 'stored'>;
  uploaded_by: string | null;
  created_at: GeneratedTimestamp;
  stored_at: Timestamp | null;
}

export interface ActivityLogTable {
  id: Generated<string>;
  company_id: string;
  actor_user_id: string | null;
  entity_type: string;
  entity_id: string | null;
  action: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  at: GeneratedTimestamp;
}

/** Maintained by triggers only (migration 0002): exact counts per company and state. */
export interface AssetCountsTable {
  company_id: string;
  state: AssetState;
  n: number;
}

/** Maintained by triggers only (migration 0002): bumped by every change to a company's assets. */
export interface AssetVersionsTable {
  company_id: string;
  version: number;
}

export interface WebVisitsTable {
  visitor_id: string;
  first_seen: GeneratedTimestamp;
  last_seen: GeneratedTimestamp;
  visit_count: Generated<number>;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  checksum: string;
  applied_at: GeneratedTimestamp;
}

/**
 * Tables of migrations 0007-0008 (marketing: leads, catalogue, plans, orders) are in
 * schema-marketing.ts; those of 0011 (organisation settings) in schema-organisation.ts; those
 * of 0013 (the service desk) in schema-incidents.ts; those of 0017 (the vendor register) in
 * schema-vendors.ts; those of 0019 (employee exits and onboarding) in schema-exits.ts; those
 * of 0020 (the IT shop) in schema-shop.ts; those of 0021 (the scanner's audit sessions) in
 * schema-audit-sessions.ts; those of 0022 (the diagnostics agent) in schema-agents.ts; those
 * of 0032 (secrets the servers share) in schema-server.ts; those of 0033 (shared limits) in
 * schema-limits.ts; those of 0036 (idempotency keys) in schema-idempotency.ts.
 */
export interface DB
  extends
    MarketingTables,
    OrganisationTables,
    IncidentTables,
    VendorTables,
    ExitTables,
    AuditSessionTables,
    ShopTables,
    AgentTables,
    IdempotencyTables,
    LimitTables,
    ServerTables {
  companies: CompaniesTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  branches: BranchesTable;
  employees: EmployeesTable;
  asset_types: AssetTypesTable;
  purchase_orders: PurchaseOrdersTable;
  assets: AssetsTable;
  asset_assignments: AssetAssignmentsTable;
  asset_audits: AssetAuditsTable;
  asset_comments: AssetCommentsTable;
  asset_images: AssetImagesTable;
  activity_log: ActivityLogTable;
  asset_counts: AssetCountsTable;
  asset_versions: AssetVersionsTable;
  web_visits: WebVisitsTable;
  schema_migrations: SchemaMigrationsTable;
}
