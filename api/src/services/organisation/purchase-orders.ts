/**
 * Purchase orders: an order of lines (asset type, model, quantity, unit price) moves
 * ordered → partly received → received as its lines arrive. Receiving creates the assets
 * of each line in stock (IN_INVENTORY), tagged by the tag rule of their type and the
 * order's branch, linked to the order (the asset list's `invoiceId.invoiceId`), with the
 * type's default depreciation: one INSERT ... SELECT for all of them, their activity rows
 * from the same statement, in the caller's transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { PurchaseOrderInput } from '@itam/shared/contracts';
import type { purchaseOrderInputSchema } from '@itam/shared/schemas';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { recordOrgActivity } from '../org-activity';
import { allocateTags } from './tag-rules';

export const PO_NOT_FOUND = 'Purchase order not found';

interface Actor {
  companyId: string;
  userId: string | null;
}

const badField = (field: string, message: string) =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

type OrderInput = z.infer<typeof purchaseOrderInputSchema>;
export type { PurchaseOrderInput };

async function assertOrderRefs(
  trx: Kysely<DB>,
  companyId: string,
  input: OrderInput,
): Promise<void> {
  const typeIds = [...new Set(input.lines.map((l) => l.assetTypeId))];
  const types = await trx
    .selectFrom('asset_types')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', typeIds)
    .execute();
  const known = new Set(types.map((t) => t.id));
  input.lines.forEach((line, i) => {
    if (!known.has(line.assetTypeId))
      throw badField(`lines.${i}.assetTypeId`, 'Not found in your company');
  });
  if (input.branchId) {
    const found = await trx
      .selectFrom('branches')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.branchId)
      .executeTakeFirst();
    if (!found) throw badField('branchId', 'Not found in your company');
  }
  if (input.invoiceFileId) {
    const found = await trx
      .selectFrom('company_files')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.invoiceFileId)
      .where('purpose', '=', 'invoice')
      .where('status', '=', 'stored')
      .executeTakeFirst();
    if (!found) throw badField('invoiceFileId', 'Upload the invoice file first');
  }
  const taken = await trx
    .selectFrom('purchase_orders')
    .select('id')
    .where('company_id', '=', companyId)
    .where('invoice_id', '=', input.invoiceId)
    .executeTakeFirst();
  if (taken) throw badField('invoiceId', 'Another purchase order of your company has this number');
}

export async function createPurchaseOrder(
  trx: Kysely<DB>,
  actor: Actor,
  input: OrderInput,
): Promise<string> {
  await assertOrderRefs(trx, actor.companyId, input);
  const amount =
    input.lines.reduce((sum, l) => sum + Math.round(l.quantity * l.unitPrice * 100), 0) / 100;
  const order = await trx
    .insertInto('purchase_orders')
    .values({
      company_id: actor.companyId,
      invoice_id: input.invoiceId,
      vendor: input.vendor,
      invoice_date: input.orderDate,
      amount,
      status: 'ordered',
      branch_id: input.branchId,
      invoice_file_id: input.invoiceFileId,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('purchase_order_lines')
    .values(
      input.lines.map((l, i) => ({
        company_id: actor.companyId,
        purchase_order_id: order.id,
        line_no: i + 1,
        asset_type_id: l.assetTypeId,
        model: l.model,
        quantity: l.quantity,
        unit_price: l.unitPrice,
      })),
    )
    .execute();
  await recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'purchase_order',
    entityId: order.id,
    action: 'create',
    after: {
      invoiceId: input.invoiceId,
      vendor: input.vendor,
      orderDate: input.orderDate,
      amount,
      lines: input.lines.length,
    },
  });
  return order.id;
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
  const order = await trx
    .selectFrom('purchase_orders')
    .select(['id', 'invoice_id', 'vendor', 'invoice_date', 'branch_id'])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound(PO_NOT_FOUND);
  const lines = await trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('asset_types as t', 't.id', 'l.asset_type_id')
    .select([
      'l.id',
      'l.asset_type_id',
      'l.model',
      'l.quantity',
      'l.unit_price',
      'l.received_quantity',
      't.depreciation_method',
      't.useful_life_years',
    ])
    .where('l.company_id', '=', actor.companyId)
    .where('l.purchase_order_id', '=', orderId)
    .execute();
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const assets: Record<string, unknown>[] = [];
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
    await trx
      .updateTable('purchase_order_lines')
      .set({ received_quantity: line.received_quantity + item.quantity })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', line.id)
      .execute();
  }
  await sql`with created as (
      insert into assets (company_id, name, model, tag, asset_type_id, state, date_of_purchase, invoice_id,
        price, vendor, office_id, depreciation_method, useful_life_years)
      select ${actor.companyId}, x.model, x.model, x.tag, x.type, 'IN_INVENTORY', ${order.invoice_date}::date,
        ${order.id}::uuid, x.price, ${order.vendor}, ${order.branch_id}::uuid, x.method, x.life
      from jsonb_to_recordset(${JSON.stringify(assets)}::jsonb)
        as x(type uuid, model text, price numeric, tag text, method text, life integer)
      returning id, name, tag, state)
    insert into activity_log (company_id, actor_user_id, entity_type, entity_id, action, after)
    select ${actor.companyId}, ${actor.userId}::uuid, 'asset', c.id, 'create',
      jsonb_build_object('name', c.name, 'tag', c.tag, 'state', c.state, 'invoiceId', ${order.invoice_id}::text)
    from created c`.execute(trx);
  await sql`update purchase_orders po set status = case
      when s.received = 0 then 'ordered' when s.received < s.ordered then 'partly-received' else 'received' end
    from (select sum(quantity) as ordered, sum(received_quantity) as received from purchase_order_lines
      where company_id = ${actor.companyId} and purchase_order_id = ${orderId}) s
    where po.company_id = ${actor.companyId} and po.id = ${orderId}`.execute(trx);
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
