/** The SQL of purchase orders: the list and one order, writes, and receiving lines. */
import { sql, type Kysely } from 'kysely';
import type {
  PurchaseOrderSummary,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
} from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { likePattern } from '../../platform/sql';

export type OrderInput = z.infer<typeof purchaseOrderInputSchema>;
export type OrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

function selectOrders(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('purchase_orders as po')
    .leftJoin('branches as b', 'b.id', 'po.branch_id')
    .select([
      'po.id',
      'po.invoice_id',
      'po.vendor',
      'po.invoice_date',
      'po.status',
      'po.amount',
      'po.invoice_file_id',
      'b.id as branch_uuid',
      'b.branch_id as branch_code',
      'b.name as branch_name',
      sql<number>`(select count(*) from purchase_order_lines l where l.purchase_order_id = po.id)::int`.as(
        'line_count',
      ),
      sql<number>`(select coalesce(sum(l.quantity), 0) from purchase_order_lines l where l.purchase_order_id = po.id)::int`.as(
        'quantity',
      ),
      sql<number>`(select coalesce(sum(l.received_quantity), 0) from purchase_order_lines l where l.purchase_order_id = po.id)::int`.as(
        'received',
      ),
    ])
    .where('po.company_id', '=', companyId);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

const toSummary = (r: Row): PurchaseOrderSummary => ({
  _id: r.id,
  invoiceId: r.invoice_id,
  vendor: r.vendor,
  orderDate: r.invoice_date,
  status: r.status,
  amount: r.amount === null ? null : Number(r.amount),
  branch: r.branch_uuid
    ? { _id: r.branch_uuid, branchId: r.branch_code!, name: r.branch_name! }
    : null,
  lineCount: r.line_count,
  quantity: r.quantity,
  receivedQuantity: r.received,
});

/** A page of the company's orders (newest first) and the filter's total. */
export async function listOrders(db: Kysely<DB>, companyId: string, query: OrderListQuery) {
  let base = selectOrders(db, companyId);
  if (query.status) base = base.where('po.status', '=', query.status);
  if (query.search)
    base = base.where(
      sql<boolean>`lower(po.invoice_id || ' ' || coalesce(po.vendor, '')) like ${likePattern(query.search)}`,
    );
  const [rows, count] = await Promise.all([
    base
      .orderBy('po.created_at', 'desc')
      .orderBy('po.id')
      .limit(query.limit)
      .offset(query.pageNumber * query.limit)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { purchaseOrders: rows.map(toSummary), total: count.n };
}

/** One order: its summary, its invoice file's id. */
export async function findOrderRow(db: Kysely<DB>, companyId: string, id: string) {
  const row = await selectOrders(db, companyId).where('po.id', '=', id).executeTakeFirst();
  return row && { summary: toSummary(row), invoiceFileId: row.invoice_file_id };
}

export async function orderLines(db: Kysely<DB>, companyId: string, id: string) {
  const lines = await db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('asset_types as t', 't.id', 'l.asset_type_id')
    .select([
      'l.id',
      'l.line_no',
      'l.model',
      'l.quantity',
      'l.unit_price',
      'l.received_quantity',
      't.id as type_id',
      't.name as type_name',
    ])
    .where('l.company_id', '=', companyId)
    .where('l.purchase_order_id', '=', id)
    .orderBy('l.line_no')
    .execute();
  return lines.map((l) => ({
    _id: l.id,
    lineNo: l.line_no,
    assetType: { _id: l.type_id, name: l.type_name },
    model: l.model,
    quantity: l.quantity,
    unitPrice: Number(l.unit_price),
    receivedQuantity: l.received_quantity,
  }));
}

/** The assets received on the order (newest first, at most 200). */
export async function orderAssets(db: Kysely<DB>, companyId: string, id: string) {
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'name', 'tag'])
    .where('company_id', '=', companyId)
    .where('invoice_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('tag')
    .limit(200)
    .execute();
  return assets.map((a) => ({ _id: a.id, name: a.name, tag: a.tag }));
}

export const companyFile = (db: Kysely<DB>, companyId: string, id: string) =>
  db
    .selectFrom('company_files')
    .select(['id', 'file_name', 'content_type', 'size_bytes'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The order, locked for a change. */
export const lockOrder = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .selectFrom('purchase_orders')
    .select(['id', 'invoice_id', 'vendor', 'invoice_date', 'branch_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** How many of the company's assets were received on the order. */
export async function receivedAssetCount(trx: Kysely<DB>, companyId: string, id: string) {
  const used = await trx
    .selectFrom('assets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('invoice_id', '=', id)
    .executeTakeFirstOrThrow();
  return used.n;
}

export const deleteOrder = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .deleteFrom('purchase_orders')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
