/** Fulfilment's SQL: an order's unit, the assets available for it, and its changes. */
import { sql, type Kysely } from 'kysely';
import type { ItemStatus, StockAsset } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import { AVAILABLE_ASSET } from '../assets/reservations.queries';

export interface LockedItem {
  id: string;
  status: ItemStatus;
  asset_type_id: string | null;
  model: string | null;
  asset_id: string | null;
}

/** The order's unit, locked for this change; undefined when the order has none of this id. */
export async function lockItemRow(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
  itemId: string,
): Promise<LockedItem | undefined> {
  return trx
    .selectFrom('shop_order_items')
    .select(['id', 'status', 'asset_type_id', 'model', 'asset_id'])
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
}

/** The unit's asset type and model; undefined when the order has none of this id. */
export async function itemOfOrder(
  db: Kysely<DB>,
  companyId: string,
  orderId: string,
  itemId: string,
) {
  return db
    .selectFrom('shop_order_items')
    .select(['asset_type_id', 'model'])
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** The available assets of the type (50 at most), those of the model first. */
export async function stockAssets(
  db: Kysely<DB>,
  companyId: string,
  item: { asset_type_id: string | null; model: string | null },
): Promise<StockAsset[]> {
  const result = await sql<{
    id: string;
    name: string;
    tag: string | null;
    model: string | null;
  }>`select a.id, a.name, a.tag, a.model from assets a
    where a.company_id = ${companyId} and a.asset_type_id = ${item.asset_type_id}
      and ${AVAILABLE_ASSET}
    order by (lower(a.model) = lower(${item.model ?? ''})) desc, a.created_at, a.id limit 50`.execute(
    db,
  );
  return result.rows.map((a) => ({ _id: a.id, name: a.name, tag: a.tag, model: a.model }));
}

/**
 * The available assets of the item's asset type and model (case-insensitive): those the
 * catalogue counts in stock for it, which IT reserves rather than buys.
 */
export async function matchingInStock(
  db: Kysely<DB>,
  companyId: string,
  item: { asset_type_id: string | null; model: string | null },
): Promise<number> {
  if (item.asset_type_id === null) return 0;
  const result = await sql<{ n: number }>`select count(*)::int as n from assets a
    where a.company_id = ${companyId} and a.asset_type_id = ${item.asset_type_id}
      and lower(a.model) = lower(${item.model ?? ''}) and ${AVAILABLE_ASSET}`.execute(db);
  return result.rows[0]!.n;
}

/** Whether the asset is available now: in stock and set aside for no one. */
export async function isAvailable(trx: Kysely<DB>, companyId: string, assetId: string) {
  const available = await sql<{ ok: boolean }>`select ${AVAILABLE_ASSET} as ok from assets a
    where a.company_id = ${companyId} and a.id = ${assetId}`.execute(trx);
  return available.rows[0]?.ok ?? false;
}

/** The id of the company's asset with this tag (case-insensitive), or undefined. */
export async function assetIdByTag(trx: Kysely<DB>, companyId: string, tag: string) {
  const found = await trx
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(tag) = lower(${tag})`)
    .executeTakeFirst();
  return found?.id;
}

type ItemChange =
  | { status: 'reserved'; asset_id: string; reserved_at: Date }
  | { status: 'ordered'; purchase_order_id: string }
  | { status: 'handed-over'; handed_over_at: Date; handed_over_by: string };

export async function updateItem(
  trx: Kysely<DB>,
  companyId: string,
  itemId: string,
  change: ItemChange,
): Promise<void> {
  await trx
    .updateTable('shop_order_items')
    .set(change)
    .where('company_id', '=', companyId)
    .where('id', '=', itemId)
    .execute();
}

export async function itemStatuses(trx: Kysely<DB>, companyId: string, orderId: string) {
  const rows = await trx
    .selectFrom('shop_order_items')
    .select('status')
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .execute();
  return rows.map((r) => r.status);
}
