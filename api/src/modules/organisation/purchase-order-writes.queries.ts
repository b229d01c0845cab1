/**
 * The SQL of a purchase order's writes: its references, the order with its lines, and
 * receiving: the assets of the received lines in stock (IN_INVENTORY), tagged, linked to the
 * order, with their activity rows, in one INSERT ... SELECT.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { OrderInput } from './purchase-orders.queries';

/** The asset types of the list that the company has. */
export async function knownTypeIds(trx: Kysely<DB>, companyId: string, ids: string[]) {
  const types = await trx
    .selectFrom('asset_types')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Set(types.map((t) => t.id));
}

export async function hasBranch(trx: Kysely<DB>, companyId: string, id: string) {
  const found = await trx
    .selectFrom('branches')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether the company has a stored invoice file of that id. */
export async function hasStoredInvoice(trx: Kysely<DB>, companyId: string, id: string) {
  const found = await trx
    .selectFrom('company_files')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('purpose', '=', 'invoice')
    .where('status', '=', 'stored')
    .executeTakeFirst();
  return found !== undefined;
}

export async function invoiceIdTaken(trx: Kysely<DB>, companyId: string, invoiceId: string) {
  const taken = await trx
    .selectFrom('purchase_orders')
    .select('id')
    .where('company_id', '=', companyId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return taken !== undefined;
}

/** Inserts the order and its lines; its id. */
export async function insertOrder(
  trx: Kysely<DB>,
  actor: { companyId: string; userId: string | null },
  input: OrderInput,
  amount: number,
): Promise<string> {
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
  return order.id;
}

/** The order's lines with their asset type's default depreciation. */
export const receivableLines = (trx: Kysely<DB>, companyId: string, orderId: string) =>
  trx
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
    .where('l.company_id', '=', companyId)
    .where('l.purchase_order_id', '=', orderId)
    .execute();

export const setReceived = (trx: Kysely<DB>, companyId: string, lineId: string, n: number) =>
  trx
    .updateTable('purchase_order_lines')
    .set({ received_quantity: n })
    .where('company_id', '=', companyId)
    .where('id', '=', lineId)
    .execute();

/** One asset a received line brings. */
export interface ReceivedAsset {
  type: string;
  model: string;
  price: number;
  tag: string | null;
  method: string | null;
  life: number | null;
}

interface ReceivingOrder {
  id: string;
  invoice_id: string;
  vendor: string | null;
  invoice_date: string | null;
  branch_id: string | null;
}

/** Creates the received assets and their activity rows, and sets the order's status. */
export async function insertReceivedAssets(
  trx: Kysely<DB>,
  actor: { companyId: string; userId: string | null },
  order: ReceivingOrder,
  assets: ReceivedAsset[],
): Promise<void> {
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
      where company_id = ${actor.companyId} and purchase_order_id = ${order.id}) s
    where po.company_id = ${actor.companyId} and po.id = ${order.id}`.execute(trx);
}
