/**
 * Orders and payment: a signed-in admin orders plans (and onboarding devices) for their
 * company and pays through the configured provider; the provider's signed return is
 * verified once at POST /{product}/open-api/order/verify. With the built-in test gateway
 * (the default) its checkout page is served here too.
 */
import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  perm,
  ROUTES,
  type CreateOrderResponse,
  type OrderResponse,
  type OrdersResponse,
  type VerifyOrderResponse,
} from '@itam/shared/contracts';
import {
  confirmShippingRequestSchema,
  createOrderRequestSchema,
  ordersQuerySchema,
  verifyOrderRequestSchema,
} from '@itam/shared/schemas';
import { authOf, publicAccess, requireAnyOf } from '../auth/guard';
import { loadOrCreateSecret } from '../auth/jwt';
import type { AppContext } from '../context';
import { notFound } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import {
  confirmShipping,
  createOrder,
  declineOrder,
  findOrder,
  listOrders,
  toSummary,
  verifyOrderPayment,
} from '../services/orders';
import {
  createPayments,
  PAYMENT_RETURN_PATH,
  TestGateway,
  type Payments,
} from '../services/payments';
import { TEST_GATEWAY_PAGE_CSP, testGatewayPage } from './test-gateway-page';

const orderParamsSchema = z.object({ id: z.guid() });
const gatewayParamsSchema = z.object({ providerOrderId: z.string().max(64) });
const langQuerySchema = z.object({ lang: z.enum(['en', 'hi']).catch('en').default('en') });

const companyEdit = perm('on_organsiation', 'company_information', 'edit');
const companyView = perm('on_organsiation', 'company_information', 'view');

function orderId(params: unknown): string {
  const parsed = orderParamsSchema.safeParse(params);
  // A malformed id cannot name an order of this company: same answer as a foreign one.
  if (!parsed.success) throw notFound('Order not found');
  return parsed.data.id;
}

function registerTestGateway(
  app: FastifyInstance,
  ctx: AppContext,
  gateway: TestGateway,
  base: string,
): void {
  const access = {
    access: publicAccess(),
    rateLimit: { max: ctx.config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
  };
  const gatewayOrder = async (providerOrderId: string) => {
    if (!TestGateway.isOrderId(providerOrderId)) return null;
    const row = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('provider', '=', gateway.id)
      .where('provider_order_id', '=', providerOrderId)
      .executeTakeFirst();
    return row ? toSummary(row) : null;
  };
  const see = (reply: FastifyReply, url: string) =>
    reply.code(303).header('location', url).header('cache-control', 'no-store').send();

  // The gateway's forms post urlencoded bodies, which nothing else here accepts: parse them in this scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    scope.get(
      `${base}/test-gateway/:providerOrderId`,
      { config: access },
      async (request, reply) => {
        const { providerOrderId } = parseInput(gatewayParamsSchema, request.params, 'params');
        const { lang } = parseInput(langQuerySchema, request.query, 'query');
        const order = await gatewayOrder(providerOrderId);
        if (!order) reply.code(404);
        reply.cspPage = TEST_GATEWAY_PAGE_CSP;
        const actionBase = `${base}/test-gateway/${encodeURIComponent(providerOrderId)}`;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(testGatewayPage(order, actionBase, lang, ROUTES.pricing));
      },
    );

    scope.post(
      `${base}/test-gateway/:providerOrderId/approve`,
      { config: access },
      async (request, reply) => {
        const { providerOrderId } = parseInput(gatewayParamsSchema, request.params, 'params');
        const order = await gatewayOrder(providerOrderId);
        if (!order || order.status !== 'pending') return see(reply, ROUTES.pricing);
        const signed = gateway.approve(providerOrderId);
        return see(reply, `${PAYMENT_RETURN_PATH}?${new URLSearchParams({ ...signed })}`);
      },
    );

    scope.post(
      `${base}/test-gateway/:providerOrderId/decline`,
      { config: access },
      async (request, reply) => {
        const { providerOrderId } = parseInput(gatewayParamsSchema, request.params, 'params');
        const reference = TestGateway.isOrderId(providerOrderId)
          ? await declineOrder(ctx.db, gateway.id, providerOrderId)
          : null;
        const query = new URLSearchParams({
          reason: reference ? 'declined' : 'not-payable',
          ...(reference ? { order: reference } : {}),
        });
        return see(reply, `${ROUTES.paymentFailed}?${query}`);
      },
    );
  });
}

export function registerOrderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  paymentsOverride?: Payments,
): void {
  const slug = ctx.config.productSlug;
  const openBase = `/api/${slug}/open-api`;
  const payments =
    paymentsOverride ??
    createPayments(
      ctx.config.payments,
      ctx.config.jwtSecret ?? loadOrCreateSecret(ctx.config.dataDir),
      (id) => `${openBase}/test-gateway/${encodeURIComponent(id)}`,
    );

  app.post(
    `/api/${slug}/orders`,
    { config: { access: requireAnyOf('none', companyEdit) } },
    async (request, reply): Promise<CreateOrderResponse> => {
      const auth = authOf(request);
      const input = parseInput(createOrderRequestSchema, request.body, 'body');
      const created = await createOrder(
        ctx.db,
        payments,
        { userId: auth.userId, companyId: auth.companyId },
        input,
      );
      reply.code(201);
      return { type: 'success', ...created };
    },
  );

  app.get(
    `/api/${slug}/orders`,
    { config: { access: requireAnyOf('none', companyView) } },
    async (request): Promise<OrdersResponse> => {
      const { shipping } = parseInput(ordersQuerySchema, request.query, 'query');
      return {
        type: 'success',
        orders: await listOrders(ctx.db, authOf(request).companyId, shipping === 'pending'),
      };
    },
  );

  app.get(
    `/api/${slug}/orders/:id`,
    { config: { access: requireAnyOf('none', companyView) } },
    async (request): Promise<OrderResponse> => {
      return {
        type: 'success',
        order: await findOrder(ctx.db, authOf(request).companyId, orderId(request.params)),
      };
    },
  );

  app.post(
    `/api/${slug}/orders/:id/shipping`,
    { config: { access: requireAnyOf('none', companyEdit) } },
    async (request): Promise<OrderResponse> => {
      const id = orderId(request.params);
      const { address } = parseInput(confirmShippingRequestSchema, request.body, 'body');
      return {
        type: 'success',
        order: await confirmShipping(ctx.db, authOf(request).companyId, id, address),
      };
    },
  );

  const verifyAccess = {
    access: publicAccess(),
    rateLimit: { max: ctx.config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
  };
  app.post(
    `${openBase}/order/verify`,
    { config: verifyAccess },
    async (request): Promise<VerifyOrderResponse> => {
      const { params } = parseInput(verifyOrderRequestSchema, request.body, 'body');
      return { type: 'success', ...(await verifyOrderPayment(ctx.db, payments, params)) };
    },
  );

  if (payments.testGateway) registerTestGateway(app, ctx, payments.testGateway, openBase);
}
