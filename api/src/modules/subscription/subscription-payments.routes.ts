/**
 * The payment of a subscription order: the provider's signed return is verified once at
 * POST /{product}/open-api/order/verify. With the built-in test gateway (the default) its
 * checkout page and its Approve / Decline forms are served here too (HTML and 303
 * redirects: no response schemas). All public, rate-limited per client address.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES } from '@itam/shared/contracts';
import {
  subscriptionOrderVerifiedResponse,
  testGatewayParams,
  testGatewayQuery,
  verifySubscriptionOrderInput,
} from '@itam/shared/contracts/subscription';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { openApiBase, publicForms } from '../marketing/access';
import { PAYMENT_RETURN_PATH, TestGateway, type Payments } from './payments';
import { gatewaySubscriptionOrder } from './subscription-orders.service';
import {
  declineSubscriptionOrder,
  verifySubscriptionOrderPayment,
} from './subscription-payments.service';
import { TEST_GATEWAY_PAGE_CSP, testGatewayPage } from './test-gateway-page';

const see = (reply: FastifyReply, url: string) =>
  reply.code(303).header('location', url).header('cache-control', 'no-store').send();

function registerTestGateway(app: FastifyInstance, ctx: AppContext, gateway: TestGateway): void {
  const base = `${openApiBase(ctx.config)}/test-gateway`;
  const forms = publicForms(ctx.config);
  const { db } = ctx;

  // The gateway's forms post urlencoded bodies, which nothing else here accepts: parse them in this scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      `${base}/:providerOrderId`,
      { ...forms, schema: { params: testGatewayParams, querystring: testGatewayQuery } },
      async (request, reply) => {
        const { providerOrderId } = request.params;
        const order = await gatewaySubscriptionOrder(db, gateway.id, providerOrderId);
        if (!order) reply.code(404);
        reply.cspPage = TEST_GATEWAY_PAGE_CSP;
        const actionBase = `${base}/${encodeURIComponent(providerOrderId)}`;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(testGatewayPage(order, actionBase, request.query.lang, ROUTES.pricing));
      },
    );

    r.post(
      `${base}/:providerOrderId/approve`,
      { ...forms, schema: { params: testGatewayParams } },
      async (request, reply) => {
        const { providerOrderId } = request.params;
        const order = await gatewaySubscriptionOrder(db, gateway.id, providerOrderId);
        if (!order || order.status !== 'pending') return see(reply, ROUTES.pricing);
        const signed = gateway.approve(providerOrderId);
        return see(reply, `${PAYMENT_RETURN_PATH}?${new URLSearchParams({ ...signed })}`);
      },
    );

    r.post(
      `${base}/:providerOrderId/decline`,
      { ...forms, schema: { params: testGatewayParams } },
      async (request, reply) => {
        const { providerOrderId } = request.params;
        const reference = TestGateway.isOrderId(providerOrderId)
          ? await declineSubscriptionOrder(db, gateway.id, providerOrderId)
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

export function registerSubscriptionPaymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  payments: Payments,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${openApiBase(ctx.config)}/order/verify`,
    {
      ...publicForms(ctx.config),
      schema: {
        body: verifySubscriptionOrderInput,
        response: { 200: subscriptionOrderVerifiedResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      ...(await verifySubscriptionOrderPayment(ctx.db, payments, request.body.params)),
    }),
  );

  if (payments.testGateway) registerTestGateway(app, ctx, payments.testGateway);
}
