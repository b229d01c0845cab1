/**
 * Subscription orders: a signed-in admin orders plans (and onboarding devices) for their
 * company and pays through the configured provider (POST /{product}/orders, 201 with the
 * checkout to go to); the company reads its orders and confirms the shipping address of
 * one with devices. Entitlement `'none'`: an expired company may renew.
 */
import type { FastifyInstance } from 'fastify';
import {
  confirmShippingRequestSchema,
  createSubscriptionOrderInput,
  subscriptionOrderCreatedResponse,
  subscriptionOrderParams,
  subscriptionOrderResponse,
  subscriptionOrdersQuery,
  subscriptionOrdersResponse,
} from '@itam/shared/contracts/subscription';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import type { Payments } from './payments';
import * as orders from './subscription-orders.service';
import { idempotent } from '../../platform/idempotency';

export function registerSubscriptionOrderRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  payments: Payments,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${config.productSlug}/orders`;

  r.post(
    base,
    {
      ...idempotent(access(P.companyEdit)),
      schema: {
        body: createSubscriptionOrderInput,
        response: { 201: subscriptionOrderCreatedResponse },
      },
    },
    async (request, reply) => {
      const created = await orders.createSubscriptionOrder(
        db,
        payments,
        callerOf(request),
        request.body,
      );
      reply.code(201);
      return { type: 'success' as const, ...created };
    },
  );

  r.get(
    base,
    {
      ...access(P.companyView),
      schema: {
        querystring: subscriptionOrdersQuery,
        response: { 200: subscriptionOrdersResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      orders: await orders.listSubscriptionOrders(
        db,
        callerOf(request).companyId,
        request.query.shipping === 'pending',
      ),
    }),
  );

  registerOneOrderRoutes(app, db, base);
}

/** One subscription order of the company: read it, confirm its shipping address. */
function registerOneOrderRoutes(app: FastifyInstance, db: Kysely<DB>, base: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${base}/:id`,
    {
      ...access(P.companyView),
      schema: { params: subscriptionOrderParams, response: { 200: subscriptionOrderResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      order: await orders.findSubscriptionOrder(db, callerOf(request).companyId, request.params.id),
    }),
  );

  r.post(
    `${base}/:id/shipping`,
    {
      ...access(P.companyEdit),
      schema: {
        params: subscriptionOrderParams,
        body: confirmShippingRequestSchema,
        response: { 200: subscriptionOrderResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      order: await orders.confirmSubscriptionOrderShipping(
        db,
        callerOf(request).companyId,
        request.params.id,
        request.body.address,
      ),
    }),
  );
}
