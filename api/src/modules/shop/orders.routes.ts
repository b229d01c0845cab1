/** Shop orders: placing, reading, the approvers' queue and decisions, cancelling. */
import type { FastifyInstance } from 'fastify';
import {
  approvalQueueQuery,
  approveInput,
  menuCountsResponse,
  ORDER_PATHS,
  orderListQuery,
  orderPageResponse,
  orderParams,
  orderResponse,
  placeOrderInput,
  rejectInput,
} from '@itam/shared/contracts/shop';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, SHOP_PERMISSIONS as P } from './access';
import * as orders from './orders.service';
import { apiPath } from './paths';
import { idempotent } from '../../platform/idempotency';

export function registerOrderRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = access(P.viewOrders, P.order, P.fulfil);

  r.post(
    apiPath(ORDER_PATHS.orders),
    {
      ...idempotent(access(P.order)),
      schema: { body: placeOrderInput, response: { 201: orderResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await orders.place(db, callerOf(request), request.body)),
  );

  r.get(
    apiPath(ORDER_PATHS.orders),
    { ...readers, schema: { querystring: orderListQuery, response: { 200: orderPageResponse } } },
    async (request) => orders.list(db, callerOf(request), request.query),
  );

  r.get(
    apiPath(ORDER_PATHS.approvals),
    {
      ...access(P.approve),
      schema: { querystring: approvalQueueQuery, response: { 200: orderPageResponse } },
    },
    async (request) => orders.approvals(db, callerOf(request), request.query),
  );

  r.get(
    apiPath(ORDER_PATHS.menuCounts),
    { ...access(P.approve, P.fulfil), schema: { response: { 200: menuCountsResponse } } },
    async (request) => orders.counts(db, callerOf(request)),
  );

  r.get(
    apiPath(ORDER_PATHS.order),
    { ...readers, schema: { params: orderParams, response: { 200: orderResponse } } },
    async (request) => orders.get(db, callerOf(request), request.params.id),
  );

  r.post(
    apiPath(ORDER_PATHS.cancel),
    {
      ...access(P.order, P.viewOrders, P.fulfil),
      schema: { params: orderParams, response: { 200: orderResponse } },
    },
    async (request) => orders.cancel(db, callerOf(request), request.params.id),
  );

  registerDecisionRoutes(app, db);
}

/** The approvers' decisions on an order's current step. */
function registerDecisionRoutes(app: FastifyInstance, db: AppContext['db']): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPath(ORDER_PATHS.approve),
    {
      ...access(P.approve),
      schema: { params: orderParams, body: approveInput, response: { 200: orderResponse } },
    },
    async (request) =>
      orders.decide(db, callerOf(request), request.params.id, 'approved', request.body.comment),
  );

  r.post(
    apiPath(ORDER_PATHS.reject),
    {
      ...access(P.approve),
      schema: { params: orderParams, body: rejectInput, response: { 200: orderResponse } },
    },
    async (request) =>
      orders.decide(db, callerOf(request), request.params.id, 'rejected', request.body.comment),
  );
}
