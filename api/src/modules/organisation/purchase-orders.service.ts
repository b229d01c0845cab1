/**
 * Purchase orders (`purchase_order`): an order of lines (asset type, model, quantity, unit
 * price) moves ordered → partly received → received as its lines arrive. Receiving creates
 * the assets of each line in stock, tagged by the tag rule of their type and the order's
 * branch, linked to the order (the asset list's `invoiceId.invoiceId`), with the type's
 * default depreciation. Deleting is refused while assets were received on the order.
 */
import type { Kysely } from 'kysely';
import type { CompanyFileType, PurchaseOrderDetail } from '@itam/shared/contracts/organisation';
import type { DB } from '../../db/schema';
import { badField, conflict, notFound } from '../../platform/http-errors';
import { rethrowTagClash } from '../assets/tags.queries';
import { recordOrgActivity } from './activity.queries';
import { allocateTags } from './tag-rules.queries';
import type { CompanyFileSigner } from './company-files.service';
import {
  hasBranch,
  hasStoredInvoice,
  insertOrder,
  insertReceivedAssets,
  invoiceIdTaken,
  knownTypeIds,
  receivableLines,
  setReceived,
  type ReceivedAsset,
} from './purchase-order-writes.queries';
import {
  companyFile,
  deleteOrder,
  findOrderRow,
  lockOrder,
  orderAssets,
  orderLines,
  receivedAssetCount,
  type OrderInput,
} from './purchase-orders.queries';

export const PO_NOT_FOUND = 'Purchase order not found';

interface Actor {
  companyId: string;
  userId: string | null;
}

/** Who reads an order's invoice: its signed address is bound to the caller's session. */
export interface OrderReader {
  companyId: string;
  jti: string;
}

export async function orderDetail(
  db: Kysely<DB>,
  files: CompanyFileSigner,
  reader: OrderReader,
  id: string,
): Promise<PurchaseOrderDetail> {
  const { companyId } = reader;
  const found = await findOrderRow(db, companyId, id);
  if (!found) throw notFound(PO_NOT_FOUND);
  const fileId = found.invoiceFileId;
  const [lines, assets, file] = await Promise.all([
    orderLines(db, companyId, id),
    orderAssets(db, companyId, id),
    fileId ? companyFile(db, companyId, fileId) : Promise.resolve(undefined),
  ]);
  const invoiceFile = file
    ? {
        _id: file.id,
        purpose: 'invoice' as const,
        fileName: file.file_name,
        contentType: file.content_type as CompanyFileType,
        size: file.size_bytes,
        url: files.readUrl(companyId, file.id, reader.jti),
      }
    : null;
  return { ...found.summary, lines, invoiceFile, assets };
}

async function assertOrderRefs(trx: Kysely<DB>, companyId: string, input: OrderInput) {
  const known = await knownTypeIds(trx, companyId, [
    ...new Set(input.lines.map((l) => l.assetTypeId)),
  ]);
  input.lines.forEach((line, i) => {
    if (!known.has(line.assetTypeId))
      throw badField(`lines.${i}.assetTypeId`, 'Not found in your company');
  });
  if (input.branchId && !(await hasBranch(trx, companyId, input.branchId)))
    throw badField('branchId', 'Not found in your company');
  if (input.invoiceFileId && !(await hasStoredInvoice(trx, companyId, input.invoiceFileId)))
    throw badField('invoiceFileId', 'Upload the invoice file first');
  if (await invoiceIdTaken(trx, companyId, input.invoiceId))
    throw badField('invoiceId', 'Another purchase order of your company has this number');
}

export async function createPurchaseOrder(
  trx: Kysely<DB>,
  actor: Actor,
  input: OrderInput,
): Promise<string> {
  await assertOrderRefs(trx, actor.companyId, input);
  const amount =
    input.lines.reduce((sum, l) => sum + Math.round(l.quantity * l.unitPrice * 100), 0) / 100;
  const id = await insertOrder(trx, actor, input, amount);
  await recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'purchase_order',
    entityId: id,
    action: 'create',
    after: {
      invoiceId: input.invoiceId,
      vendor: input.vendor,
      orderDate: input.orderDate,
      amount,
      lines: input.lines.length,
    },
  });
  return id;
}

interface ReceiveLine {
  lineId: string;
  quantity: number;
}

/** Receives quantities of the order's lines; the number of assets created. */
export async function receivePurchaseOrder(
  trx: Kysely<DB>,
  actor: Actor,
  orderId: string,
  receive: readonly ReceiveLine[],
): Promise<number> {
  const order = await lockOrder(trx, actor.companyId, orderId);
  if (!order) throw notFound(PO_NOT_FOUND);
  const lines = await receivableLines(trx, actor.companyId, orderId);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const assets: ReceivedAsset[] = [];
  for (const [i, item] of receive.entries()) {
    const line = byId.get(item.lineId);
    if (!line || seen.has(item.lineId))
      throw badField(`lines.${i}.lineId`, 'Not a line of this order (or named twice)');
    seen.add(item.lineId);
    const open = line.quantity - line.received_quantity;
    if (item.quantity > open)
      throw badField(
        `lines.${i}.quantity`,
        open === 0 ? 'This line is fully received' : `At most ${open} still to receive`,
      );
    const tags =
      (await allocateTags(
        trx,
        actor.companyId,
        line.asset_type_id,
        order.branch_id,
        item.quantity,
      )) ?? [];
    for (let n = 0; n < item.quantity; n += 1)
      assets.push({
        type: line.asset_type_id,
        model: line.model,
        price: Number(line.unit_price),
        tag: tags[n] ?? null,
        method: line.depreciation_method,
        life: line.useful_life_years,
      });
    await setReceived(trx, actor.companyId, line.id, line.received_quantity + item.quantity);
  }
  await insertReceivedAssets(trx, actor, order, assets);
  await recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'purchase_order',
    entityId: orderId,
    action: 'receive',
    after: { invoiceId: order.invoice_id, received: assets.length },
  });
  return assets.length;
}

/** Creates the order in its own transaction; its id. */
export const placeOrder = (db: Kysely<DB>, actor: Actor, input: OrderInput): Promise<string> =>
  db.transaction().execute((trx) => createPurchaseOrder(trx, actor, input));

/**
 * Receives the lines in their own transaction. A tag typed by hand at the same moment as
 * the rule's: 409, and a retry passes it over.
 */
export async function receiveOrder(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  lines: readonly ReceiveLine[],
): Promise<void> {
  await db
    .transaction()
    .execute((trx) => receivePurchaseOrder(trx, actor, id, lines))
    .catch(rethrowTagClash);
}

/** Deletes the order, refused while assets were received on it. */
export async function deletePurchaseOrder(db: Kysely<DB>, actor: Actor, id: string) {
  await db.transaction().execute(async (trx) => {
    const row = await lockOrder(trx, actor.companyId, id);
    if (!row) throw notFound(PO_NOT_FOUND);
    const used = await receivedAssetCount(trx, actor.companyId, id);
    if (used > 0)
      throw conflict(
        `${used} asset${used === 1 ? ' was' : 's were'} received on ${row.invoice_id}: it cannot be deleted`,
      );
    await deleteOrder(trx, actor.companyId, id);
    await recordOrgActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'purchase_order',
      entityId: id,
      action: 'delete',
      before: { invoiceId: row.invoice_id, vendor: row.vendor },
    });
  });
}
