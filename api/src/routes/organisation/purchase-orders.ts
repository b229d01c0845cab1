/**
 * Purchase orders (`purchase_order`): the list (by status, search), one order with its
 * lines, invoice file and received assets, create (with lines and an uploaded invoice),
 * receive lines (creates their assets), delete (refused while assets were received on it).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  type CompanyFileType,
  type OkResponse,
  type PurchaseOrderDetail,
  type PurchaseOrderResponse,
  type PurchaseOrderSummary,
  type PurchaseOrdersResponse,
} from '@itam/shared/contracts';
import {
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderReceiveSchema,
} from '@itam/shared/schemas';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { likePattern } from '../../services/asset-sql';
import { rethrowTagClash } from '../../services/asset-tags';
import { recordOrgActivity } from '../../services/org-activity';
import {
  createPurchaseOrder,
  PO_NOT_FOUND,
  receivePurchaseOrder,
} from '../../services/organisation/purchase-orders';
import type { CompanyFileSigner } from './files';
import { actorOf, conflict, orgAccess, orgTarget } from './helpers';

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

async function findOrder(
  db: Kysely<DB>,
  files: CompanyFileSigner,
  companyId: string,
  jti: string,
  id: string,
): Promise<PurchaseOrderDetail> {
  const row = await selectOrders(db, companyId).where('po.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PO_NOT_FOUND);
  const [lines, assets, file] = await Promise.all([
    db
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
      .execute(),
    db
      .selectFrom('assets')
      .select(['id', 'name', 'tag'])
      .where('company_id', '=', companyId)
      .where('invoice_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('tag')
      .limit(200)
      .execute(),
    row.invoice_file_id
      ? db
          .selectFrom('company_files')
          .select(['id', 'file_name', 'content_type', 'size_bytes'])
          .where('company_id', '=', companyId)
          .where('id', '=', row.invoice_file_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    ...toSummary(row),
    lines: lines.map((l) => ({
      _id: l.id,
      lineNo: l.line_no,
      assetType: { _id: l.type_id, name: l.type_name },
      model: l.model,
      quantity: l.quantity,
      unitPrice: Number(l.unit_price),
      receivedQuantity: l.received_quantity,
    })),
    invoiceFile: file
      ? {
          _id: file.id,
          purpose: 'invoice',
          fileName: file.file_name,
          contentType: file.content_type as CompanyFileType,
          size: file.size_bytes,
          url: files.readUrl(companyId, file.id, jti),
        }
      : null,
    assets: assets.map((a) => ({ _id: a.id, name: a.name, tag: a.tag })),
  };
}

export function registerPurchaseOrderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: CompanyFileSigner,
): void {
  app.get(
    '/api/company/purchase-orders',
    orgAccess(P.orderView),
    async (request): Promise<PurchaseOrdersResponse> => {
      const { companyId } = actorOf(request);
      const query = parseInput(purchaseOrderListQuerySchema, request.query, 'query');
      let base = selectOrders(ctx.db, companyId);
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
      return {
        type: 'success',
        purchaseOrders: rows.map(toSummary),
        total: count.n,
        pageNumber: query.pageNumber,
        limit: query.limit,
      };
    },
  );

  app.get(
    '/api/company/purchase-orders/:id',
    orgAccess(P.orderView),
    async (request): Promise<PurchaseOrderResponse> => {
      const { actor, id } = orgTarget(request);
      const { jti } = authOf(request);
      return {
        type: 'success',
        purchaseOrder: await findOrder(ctx.db, files, actor.companyId, jti, id),
      };
    },
  );

  app.post(
    '/api/company/purchase-orders',
    orgAccess(P.orderCreate),
    async (request, reply): Promise<PurchaseOrderResponse> => {
      const actor = actorOf(request);
      const { jti } = authOf(request);
      const input = parseInput(purchaseOrderInputSchema, request.body, 'body');
      const id = await ctx.db
        .transaction()
        .execute((trx) => createPurchaseOrder(trx, actor, input));
      reply.code(201);
      return {
        type: 'success',
        purchaseOrder: await findOrder(ctx.db, files, actor.companyId, jti, id),
      };
    },
  );

  app.post(
    '/api/company/purchase-orders/:id/receive',
    orgAccess(P.orderCreate),
    async (request): Promise<PurchaseOrderResponse> => {
      const { actor, id } = orgTarget(request);
      const { jti } = authOf(request);
      const { lines } = parseInput(purchaseOrderReceiveSchema, request.body, 'body');
      // A tag typed by hand at the same moment as the rule's: 409, and a retry passes it over.
      await ctx.db
        .transaction()
        .execute((trx) => receivePurchaseOrder(trx, actor, id, lines))
        .catch(rethrowTagClash);
      return {
        type: 'success',
        purchaseOrder: await findOrder(ctx.db, files, actor.companyId, jti, id),
      };
    },
  );

  app.delete(
    '/api/company/purchase-orders/:id',
    orgAccess(P.orderDelete),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('purchase_orders')
          .select(['invoice_id', 'vendor'])
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound(PO_NOT_FOUND);
        const used = await trx
          .selectFrom('assets')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('company_id', '=', actor.companyId)
          .where('invoice_id', '=', id)
          .executeTakeFirstOrThrow();
        if (used.n > 0)
          throw conflict(
            `${used.n} asset${used.n === 1 ? ' was' : 's were'} received on ${row.invoice_id}: it cannot be deleted`,
          );
        await trx
          .deleteFrom('purchase_orders')
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .execute();
        await recordOrgActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityType: 'purchase_order',
          entityId: id,
          action: 'delete',
          before: { invoiceId: row.invoice_id, vendor: row.vendor },
        });
      });
      return { type: 'success' };
    },
  );
}
