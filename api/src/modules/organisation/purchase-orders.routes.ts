/**
 * Purchase orders (`purchase_order`): the list (by status, search), one order with its
 * lines, invoice file and received assets, create (with lines and an uploaded invoice),
 * receive lines (creates their assets), delete (refused while assets were received on it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  okResponse,
  orgIdParamsSchema,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderReceiveSchema,
  purchaseOrderResponse,
  purchaseOrdersResponse,
} from '@itam/shared/contracts/organisation';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import type { CompanyFileSigner } from './company-files.service';
import { access, P } from './access';
import { listOrders } from './purchase-orders.queries';
import {
  deletePurchaseOrder,
  orderDetail,
  placeOrder,
  receiveOrder,
} from './purchase-orders.service';
import { idempotent } from '../../platform/idempotency';

const ORDERS = '/api/company/purchase-orders';
const ORDER = `${ORDERS}/:id`;

const readerOf = (request: FastifyRequest) => ({
  companyId: callerOf(request).companyId,
  jti: authOf(request).jti,
});

export function registerPurchaseOrderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: CompanyFileSigner,
): void {
  registerOrderReads(app, ctx, files);
  registerOrderWrites(app, ctx, files);
}

function registerOrderReads(app: FastifyInstance, ctx: AppContext, files: CompanyFileSigner): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const answer = async (request: FastifyRequest, id: string) => ({
    type: 'success' as const,
    purchaseOrder: await orderDetail(db, files, readerOf(request), id),
  });

  r.get(
    ORDERS,
    {
      ...access(P.orderView),
      schema: {
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrdersResponse },
      },
    },
    async (request) => {
      const { pageNumber, limit } = request.query;
      const page = await listOrders(db, callerOf(request).companyId, request.query);
      return { type: 'success' as const, ...page, pageNumber, limit };
    },
  );

  r.get(
    ORDER,
    {
      ...access(P.orderView),
      schema: { params: orgIdParamsSchema, response: { 200: purchaseOrderResponse } },
    },
    async (request) => answer(request, request.params.id),
  );
}

function registerOrderWrites(
  app: FastifyInstance,
  ctx: AppContext,
  files: CompanyFileSigner,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const answer = async (request: FastifyRequest, id: string) => ({
    type: 'success' as const,
    purchaseOrder: await orderDetail(db, files, readerOf(request), id),
  });

  r.post(
    ORDERS,
    {
      ...idempotent(access(P.orderCreate)),
      schema: { body: purchaseOrderInputSchema, response: { 201: purchaseOrderResponse } },
    },
    async (request, reply) => {
      const id = await placeOrder(db, callerOf(request), request.body);
      reply.code(201);
      return answer(request, id);
    },
  );

  r.post(
    `${ORDER}/receive`,
    {
      ...access(P.orderCreate),
      schema: {
        params: orgIdParamsSchema,
        body: purchaseOrderReceiveSchema,
        response: { 200: purchaseOrderResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      await receiveOrder(db, callerOf(request), id, request.body.lines);
      return answer(request, id);
    },
  );

  r.delete(
    ORDER,
    {
      ...access(P.orderDelete),
      schema: { params: orgIdParamsSchema, response: { 200: okResponse } },
    },
    async (request) => {
      await deletePurchaseOrder(db, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}
