/** The asset form's dropdowns: the company's asset types, employees and purchase orders. */
import { sql, type Kysely } from 'kysely';
import type {
  AssetTypesResponse,
  EmployeesDropdownResponse,
  PurchaseOrdersDropdownResponse,
} from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import { likePattern } from '../../platform/sql';

const EMPLOYEES_DROPDOWN_LIMIT = 50;
const PURCHASE_ORDERS_DROPDOWN_LIMIT = 500;

export async function assetTypeChoices(
  db: Kysely<DB>,
  companyId: string,
): Promise<AssetTypesResponse['assetTypes']> {
  const rows = await db
    .selectFrom('asset_types')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

/** The first 50 employees by name, those whose name or code holds `search` when given. */
export async function employeeChoices(
  db: Kysely<DB>,
  companyId: string,
  search: string | undefined,
): Promise<EmployeesDropdownResponse['employees']> {
  let query = db
    .selectFrom('employees')
    .select(['id', 'code', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('code')
    .limit(EMPLOYEES_DROPDOWN_LIMIT);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(code)`, 'like', pattern)]),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({ _id: r.id, id: r.code, name: r.name }));
}

/** The newest 500 purchase orders by invoice date. */
export async function purchaseOrderChoices(
  db: Kysely<DB>,
  companyId: string,
): Promise<PurchaseOrdersDropdownResponse['purchaseOrders']> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select(['id', 'invoice_id', 'vendor'])
    .where('company_id', '=', companyId)
    .orderBy('invoice_date', 'desc')
    .orderBy('invoice_id')
    .limit(PURCHASE_ORDERS_DROPDOWN_LIMIT)
    .execute();
  return rows.map((r) => ({ _id: r.id, invoiceId: r.invoice_id, vendor: r.vendor }));
}
