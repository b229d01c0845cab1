/**
 * Fulfilling an approved shop order, each step inside the caller's transaction: reserving a
 * specific available asset for a unit, raising a purchase order for one, handing it over
 * through the asset lifecycle (state, holder, assignment and activity follow); the hand-over
 * of the last unit completes the order.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ItemStatus } from '../../db/schema-shop';
import { lockAssetRows } from '../asset-detail';
import { assignAsset } from '../asset-lifecycle';
import { createPurchaseOrder } from '../../modules/organisation/purchase-orders.service';
import {
  AVAILABLE_ASSET,
  badField,
  conflict,
  enforce,
  itemNotFound,
  lockOrder,
  moveOrder,
  type LockedOrder,
  type ShopActor,
  withCode,
} from './orders';
import { itemRefusal } from './state';

interface LockedItem {
  id: string;
  status: ItemStatus;
  asset_type_id: string | null;
  model: string | null;
  asset_id: string | null;
}

async function lockItem(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
  itemId: string,
): Promise<{ order: LockedOrder; item: LockedItem }> {
  const order = await lockOrder(trx, companyId, orderId);
  const item = await trx
    .selectFrom('shop_order_items')
    .select(['id', 'status', 'asset_type_id', 'model', 'asset_id'])
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
  if (!item) throw itemNotFound();
  return { order, item };
}

/** The fulfilment step is allowed for the order's state (409 otherwise) and moves it to fulfilling. */
async function startFulfilment(trx: Kysely<DB>, companyId: string, order: LockedOrder) {
  await moveOrder(trx, companyId, order, { type: 'fulfil' });
}

/**
 * Sets a specific asset aside for the item: of the item's asset type, in stock and not
 * reserved elsewhere (409 naming `assetId` otherwise); from then on it is not available to
 * anyone else. `field` names the input the asset came from (assetId, or tag on a hand-over).
 */
async function reserveLocked(
  trx: Kysely<DB>,
  actor: ShopActor,
  order: LockedOrder,
  item: LockedItem,
  assetId: string,
  field: string,
): Promise<void> {
  enforce(itemRefusal(item.status, 'reserve', item.asset_type_id !== null));
  const [row] = await lockAssetRows(trx, actor.companyId, [assetId]);
  if (!row) throw badField(field, 'No such asset in your company', 'SHOP_UNKNOWN_ASSET');
  if (row.asset_type_id !== item.asset_type_id)
    throw badField(field, `${row.name} is not of the item's asset type`, 'SHOP_WRONG_ASSET_TYPE');
  const available = await sql<{ ok: boolean }>`select ${AVAILABLE_ASSET} as ok from assets a
    where a.company_id = ${actor.companyId} and a.id = ${assetId}`.execute(trx);
  if (!available.rows[0]?.ok)
    throw row.state === 'IN_INVENTORY'
      ? conflict(`${row.name} is already reserved`, 'SHOP_ASSET_TAKEN', field)
      : conflict(`${row.name} is not in stock (${row.state})`, 'SHOP_ASSET_NOT_IN_STOCK', field);
  await startFulfilment(trx, actor.companyId, order);
  await trx
    .updateTable('shop_order_items')
    .set({ status: 'reserved', asset_id: assetId, reserved_at: new Date() })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', item.id)
    .execute();
  item.status = 'reserved';
  item.asset_id = assetId;
}

export async function reserveItem(
  trx: Kysely<DB>,
  actor: ShopActor,
  orderId: string,
  itemId: string,
  assetId: string,
): Promise<void> {
  const { order, item } = await lockItem(trx, actor.companyId, orderId, itemId);
  await reserveLocked(trx, actor, order, item, assetId, 'assetId');
}

export interface RaisePurchaseOrderInput {
  invoiceId: string;
  vendor: string;
  orderDate: string;
  /** Rupees, as purchase orders keep them. */
  unitPrice: number;
  /** Raise it though a matching asset is in stock (asked for deliberately). */
  force?: boolean;
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

/**
 * Raises a purchase order of one asset of the item's type and model, linked to the item.
 * Only when none of them is in stock, unless `force` says it is deliberate (409
 * SHOP_MATCHING_IN_STOCK otherwise).
 */
export async function raisePurchaseOrder(
  trx: Kysely<DB>,
  actor: ShopActor,
  orderId: string,
  itemId: string,
  input: RaisePurchaseOrderInput,
): Promise<string> {
  const { order, item } = await lockItem(trx, actor.companyId, orderId, itemId);
  enforce(itemRefusal(item.status, 'purchase-order', item.asset_type_id !== null));
  const inStock = input.force ? 0 : await matchingInStock(trx, actor.companyId, item);
  if (inStock > 0)
    throw conflict(
      `${inStock} matching asset(s) of this type and model are in stock: reserve one, or raise the purchase order with force: true`,
      'SHOP_MATCHING_IN_STOCK',
    );
  await startFulfilment(trx, actor.companyId, order);
  // Its one refusal here: another purchase order of the company has this number.
  const poId = await withCode(
    createPurchaseOrder(trx, actor, {
      invoiceId: input.invoiceId,
      vendor: input.vendor,
      orderDate: input.orderDate,
      branchId: null,
      invoiceFileId: null,
      lines: [
        {
          assetTypeId: item.asset_type_id!,
          model: item.model!,
          quantity: 1,
          unitPrice: input.unitPrice,
        },
      ],
    }),
    400,
    'SHOP_PURCHASE_ORDER_NUMBER_TAKEN',
  );
  await trx
    .updateTable('shop_order_items')
    .set({ status: 'ordered', purchase_order_id: poId })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', item.id)
    .execute();
  return poId;
}

/**
 * Hands the item to the order's employee: its reserved asset is assigned to them through the
 * asset lifecycle (state ASSIGNED, holder, assignment row, activity). A scanned `tag` must be
 * the reserved asset's (400), or, for an item not yet reserved, picks the in-stock asset to
 * reserve and hand over at once. A licence is handed over without an asset. When it was the
 * last unit to hand over, the order is complete.
 */
export async function handOverItem(
  trx: Kysely<DB>,
  actor: ShopActor,
  orderId: string,
  itemId: string,
  input: { tag: string | null; date: string },
): Promise<void> {
  const { order, item } = await lockItem(trx, actor.companyId, orderId, itemId);
  const hasAsset = item.asset_type_id !== null;
  if (hasAsset && item.status !== 'reserved' && item.status !== 'handed-over' && input.tag) {
    const found = await trx
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', actor.companyId)
      .where(sql<boolean>`lower(tag) = lower(${input.tag})`)
      .executeTakeFirst();
    if (!found) throw badField('tag', 'No asset of your company has this tag', 'SHOP_UNKNOWN_TAG');
    await reserveLocked(trx, actor, order, item, found.id, 'tag');
  }
  enforce(itemRefusal(item.status, 'hand-over', hasAsset));
  await startFulfilment(trx, actor.companyId, order);
  if (hasAsset) {
    const [row] = await lockAssetRows(trx, actor.companyId, [item.asset_id!]);
    if (!row)
      throw conflict('The reserved asset no longer exists', 'SHOP_RESERVED_ASSET_GONE', 'assetId');
    if (input.tag && row.tag?.toLowerCase() !== input.tag.toLowerCase())
      throw badField(
        'tag',
        `The scanned tag is not the reserved asset's (${row.tag ?? 'untagged'})`,
        'SHOP_TAG_MISMATCH',
      );
    if (row.state !== 'IN_INVENTORY')
      throw conflict(
        `${row.name} is no longer in stock (${row.state})`,
        'SHOP_ASSET_NOT_IN_STOCK',
        'state',
      );
    await assignAsset(
      trx,
      actor,
      row,
      {
        employeeId: order.employee_id,
        date: input.date,
        note: `Shop order #${order.number}`,
      },
      { fulfilsReservation: true },
    );
  }
  await trx
    .updateTable('shop_order_items')
    .set({ status: 'handed-over', handed_over_at: new Date(), handed_over_by: actor.userId })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', item.id)
    .execute();
  const items = await itemStatuses(trx, actor.companyId, orderId);
  if (items.every((s) => s === 'handed-over'))
    await moveOrder(trx, actor.companyId, order, { type: 'complete', items });
}

async function itemStatuses(trx: Kysely<DB>, companyId: string, orderId: string) {
  const rows = await trx
    .selectFrom('shop_order_items')
    .select('status')
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .execute();
  return rows.map((r) => r.status);
}

/**
 * Completes the order once every item is handed over (409 naming `items` otherwise). The
 * last hand-over does so by itself: asked of an order it has completed, this changes nothing.
 */
export async function completeOrder(
  trx: Kysely<DB>,
  actor: ShopActor,
  orderId: string,
): Promise<void> {
  const order = await lockOrder(trx, actor.companyId, orderId);
  const items = await itemStatuses(trx, actor.companyId, orderId);
  await moveOrder(trx, actor.companyId, order, { type: 'complete', items });
}
