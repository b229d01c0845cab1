/**
 * IT's fulfilment of an approved order, unit by unit: the available assets for a unit,
 * reserving one, raising a purchase order, handing over (fulfilment.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  FULFILMENT_PATHS,
  handOverInput,
  itemParams,
  itemStockResponse,
  orderParams,
  orderResponse,
  purchaseOrderInput,
  reserveInput,
} from '@itam/shared/contracts/shop';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, SHOP_PERMISSIONS as P } from './access';
import * as fulfilment from './fulfilment.service';
import { apiPath } from './paths';
import { idempotent } from '../../platform/idempotency';

export function registerFulfilmentRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fulfillers = access(P.fulfil);

  r.get(
    apiPath(FULFILMENT_PATHS.stock),
    { ...fulfillers, schema: { params: itemParams, response: { 200: itemStockResponse } } },
    async (request) =>
      fulfilment.itemStock(db, callerOf(request), request.params.id, request.params.itemId),
  );

  r.post(
    apiPath(FULFILMENT_PATHS.reserve),
    {
      ...fulfillers,
      schema: { params: itemParams, body: reserveInput, response: { 200: orderResponse } },
    },
    async (request) =>
      fulfilment.reserve(db, callerOf(request), request.params, request.body.assetId),
  );

  r.post(
    apiPath(FULFILMENT_PATHS.purchaseOrder),
    {
      ...idempotent(fulfillers),
      schema: { params: itemParams, body: purchaseOrderInput, response: { 201: orderResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await fulfilment.purchaseOrder(db, callerOf(request), request.params, request.body)),
  );

  r.post(
    apiPath(FULFILMENT_PATHS.handOver),
    {
      ...fulfillers,
      schema: { params: itemParams, body: handOverInput, response: { 200: orderResponse } },
    },
    async (request) => fulfilment.handOver(db, callerOf(request), request.params, request.body),
  );

  // The last hand-over completes the order by itself; this stays for API clients that ask
  // for it: a complete order answers as it is, one with units still to hand over 409 `items`.
  r.post(
    apiPath(FULFILMENT_PATHS.complete),
    { ...fulfillers, schema: { params: orderParams, response: { 200: orderResponse } } },
    async (request) => fulfilment.complete(db, callerOf(request), request.params.id),
  );
}
