/**
 * An asset as the list shows it: the columns over `assets a` and the mapping to
 * AssetListItem (the detail adds to both in detail.queries.ts).
 */
import { sql } from 'kysely';
import type { AssetListItem, AssetState } from '@itam/shared/contracts';

export interface AssetPage {
  assets: AssetListItem[];
  total: number;
}

export interface AssetRow {
  id: string;
  name: string;
  serial_number: string | null;
  tag: string | null;
  state: AssetState;
  make: string | null;
  model: string | null;
  date_of_purchase: string | null;
  date_of_assign: string | null;
  price: number | null;
  warranty_end: string | null;
  imei: string | null;
  vendor: string | null;
  created_at: Date;
  asset_type: AssetListItem['assetType'];
  invoice: AssetListItem['invoiceId'];
  office: AssetListItem['officeId'];
  employee: AssetListItem['employee'];
}

/**
 * The columns of an AssetListItem over `assets a`. The referenced names come
 * from scalar subqueries rather than joins: a five-way join costs PGlite tens
 * of milliseconds to plan on every call. No company filter is needed in them:
 * composite foreign keys keep every reference inside the asset's company.
 */
export const ASSET_COLUMNS = sql`a.id, a.name, a.serial_number, a.tag, a.state, a.make, a.model,
  a.date_of_purchase, a.date_of_assign, a.price, a.warranty_end, a.imei, a.vendor, a.created_at,
  (select json_build_object('_id', t.id, 'name', t.name) from asset_types t where t.id = a.asset_type_id) as asset_type,
  (select json_build_object('_id', po.id, 'invoiceId', po.invoice_id) from purchase_orders po where po.id = a.invoice_id) as invoice,
  (select json_build_object('_id', b.id, 'branchId', b.branch_id, 'name', b.name) from branches b where b.id = a.office_id) as office,
  (select json_build_object('_id', e.id, 'id', e.code, 'name', e.name) from employees e where e.id = a.employee_id) as employee`;

export function toAssetListItem(row: AssetRow): AssetListItem {
  return {
    _id: row.id,
    name: row.name,
    serialNumber: row.serial_number,
    tag: row.tag,
    state: row.state,
    assetType: row.asset_type,
    make: row.make,
    model: row.model,
    dateOfPurchase: row.date_of_purchase,
    invoiceId: row.invoice,
    createdAt: new Date(row.created_at).toISOString(),
    dateOfAssign: row.date_of_assign,
    price: row.price,
    warrantyRemaining: row.warranty_end,
    imei: row.imei,
    vendor: row.vendor,
    officeId: row.office,
    employee: row.employee,
  };
}
