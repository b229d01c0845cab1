/**
 * Fulfilling an approved shop order, each step inside the caller's transaction: reserving a
 * specific available asset for a unit, raising a purchase order for one, handing it over
 * through the asset lifecycle (state, holder, assignment and activity follow); the hand-over
 * of the last unit completes the order.
 */
import type { Kysely } from 'kysely';
import type { PurchaseOrderBody } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField, conflict, withCode } from '../../platform/http-errors';
import { companyToday } from '../exits/company.queries';
import { lockAssetRows } from '../assets/detail.queries';
import { assignAsset } from '../assets/assignments.service';
import { createPurchaseOrder } from '../organisation/purchase-orders.service';
import { shopCaller, type ShopActor } from './access';
import {
  assetIdByTag,
  isAvailable,
  itemOfOrder,
  itemStatuses,
  lockItemRow,
  matchingInStock,
  stockAssets,
  updateItem,
  type LockedItem,
} from './fulfilment.queries';
import { lockOrder, moveOrder, type LockedOrder } from './order-changes.service';
import { changeOrder, orderDetail } from './order-read.service';
import { enforce, itemNotFound } from './refusals';
import { itemRefusal } from './state';

async function lockItem(
  trx: Kysely<DB>,
  companyId: string,
  orderId: string,
  itemId: string,
): Promise<{ order: LockedOrder; item: LockedItem }> {
  const order = await lockOrder(trx, companyId, orderId);
  const item = await lockItemRow(trx, companyId, orderId, itemId);
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
  locked: { order: LockedOrder; item: LockedItem },
  assetId: string,
  field: string,
): Promise<void> {
  const { order, item } = locked;
  enforce(itemRefusal(item.status, 'reserve', item.asset_type_id !== null));
  const [row] = await lockAssetRows(trx, actor.companyId, [assetId]);
  if (!row) throw badField(field, 'No such asset in your company', 'SHOP_UNKNOWN_ASSET');
  if (row.asset_type_id !== item.asset_type_id)
    throw badField(field, `${row.name} is not of the item's asset type`, 'SHOP_WRONG_ASSET_TYPE');
  if (!(await isAvailable(trx, actor.companyId, assetId)))
    throw row.state === 'IN_INVENTORY'
      ? conflict(`${row.name} is already reserved`, { code: 'SHOP_ASSET_TAKEN', field })
      : conflict(`${row.name} is not in stock (${row.state})`, {
          code: 'SHOP_ASSET_NOT_IN_STOCK',
          field,
        });
  await startFulfilment(trx, actor.companyId, order);
  await updateItem(trx, actor.companyId, item.id, {
    status: 'reserved',
    asset_id: assetId,
    reserved_at: new Date(),
  });
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
  const locked = await lockItem(trx, actor.companyId, orderId, itemId);
  await reserveLocked(trx, actor, locked, assetId, 'assetId');
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
      { code: 'SHOP_MATCHING_IN_STOCK' },
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
  await updateItem(trx, actor.companyId, item.id, { status: 'ordered', purchase_order_id: poId });
  return poId;
}

/** Reserves the in-stock asset of the scanned tag for a unit not yet reserved (400 if none). */
async function reserveByTag(
  trx: Kysely<DB>,
  actor: ShopActor,
  locked: { order: LockedOrder; item: LockedItem },
  tag: string,
) {
  const assetId = await assetIdByTag(trx, actor.companyId, tag);
  if (!assetId) throw badField('tag', 'No asset of your company has this tag', 'SHOP_UNKNOWN_TAG');
  await reserveLocked(trx, actor, locked, assetId, 'tag');
}

/** Assigns the unit's reserved asset to the order's employee through the asset lifecycle. */
async function handOverAsset(
  trx: Kysely<DB>,
  actor: ShopActor,
  locked: { order: LockedOrder; item: LockedItem },
  input: { tag: string | null; date: string },
) {
  const { order, item } = locked;
  const [row] = await lockAssetRows(trx, actor.companyId, [item.asset_id!]);
  if (!row)
    throw conflict('The reserved asset no longer exists', {
      code: 'SHOP_RESERVED_ASSET_GONE',
      field: 'assetId',
    });
  if (input.tag && row.tag?.toLowerCase() !== input.tag.toLowerCase())
    throw badField(
      'tag',
      `The scanned tag is not the reserved asset's (${row.tag ?? 'untagged'})`,
      'SHOP_TAG_MISMATCH',
    );
  if (row.state !== 'IN_INVENTORY')
    throw conflict(`${row.name} is no longer in stock (${row.state})`, {
      code: 'SHOP_ASSET_NOT_IN_STOCK',
      field: 'state',
    });
  await assignAsset(
    trx,
    actor,
    row,
    { employeeId: order.employee_id, date: input.date, note: `Shop order #${order.number}` },
    { fulfilsReservation: true },
  );
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
  const locked = await lockItem(trx, actor.companyId, orderId, itemId);
  const { order, item } = locked;
  const hasAsset = item.asset_type_id !== null;
  if (hasAsset && item.status !== 'reserved' && item.status !== 'handed-over' && input.tag)
    await reserveByTag(trx, actor, locked, input.tag);
  enforce(itemRefusal(item.status, 'hand-over', hasAsset));
  await startFulfilment(trx, actor.companyId, order);
  if (hasAsset) await handOverAsset(trx, actor, locked, input);
  await updateItem(trx, actor.companyId, item.id, {
    status: 'handed-over',
    handed_over_at: new Date(),
    handed_over_by: actor.userId,
  });
  const items = await itemStatuses(trx, actor.companyId, orderId);
  if (items.every((s) => s === 'handed-over'))
    await moveOrder(trx, actor.companyId, order, { type: 'complete', items });
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

// ---- as the routes serve them ----------------------------------------------------------

/** The available assets for a unit (its model first) and how many are of its model. */
export async function itemStock(db: Kysely<DB>, caller: Caller, orderId: string, itemId: string) {
  const shop = shopCaller(caller);
  await orderDetail(db, shop, orderId);
  const item = await itemOfOrder(db, caller.companyId, orderId, itemId);
  if (!item) throw itemNotFound();
  return {
    type: 'success' as const,
    assets: await stockAssets(db, caller.companyId, item),
    matching: await matchingInStock(db, caller.companyId, item),
  };
}

export async function reserve(
  db: Kysely<DB>,
  caller: Caller,
  ids: { id: string; itemId: string },
  assetId: string,
) {
  const shop = shopCaller(caller);
  return changeOrder(db, shop, ids.id, (trx) =>
    reserveItem(trx, shop, ids.id, ids.itemId, assetId),
  );
}

export async function purchaseOrder(
  db: Kysely<DB>,
  caller: Caller,
  ids: { id: string; itemId: string },
  input: Required<Pick<PurchaseOrderBody, 'force'>> & PurchaseOrderBody,
) {
  const shop = shopCaller(caller);
  const orderDate = input.orderDate ?? (await companyToday(db, caller.companyId));
  return changeOrder(db, shop, ids.id, (trx) =>
    raisePurchaseOrder(trx, shop, ids.id, ids.itemId, { ...input, orderDate }),
  );
}

export async function handOver(
  db: Kysely<DB>,
  caller: Caller,
  ids: { id: string; itemId: string },
  input: { tag: string | null; date?: string | undefined },
) {
  const shop = shopCaller(caller);
  const date = input.date ?? (await companyToday(db, caller.companyId));
  return changeOrder(db, shop, ids.id, (trx) =>
    handOverItem(trx, shop, ids.id, ids.itemId, { tag: input.tag, date }),
  );
}

export async function complete(db: Kysely<DB>, caller: Caller, id: string) {
  const shop = shopCaller(caller);
  return changeOrder(db, shop, id, (trx) => completeOrder(trx, shop, id));
}
