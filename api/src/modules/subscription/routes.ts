/**
 * The subscription: the company's plan and state, self-service registration, and the
 * subscription orders (a company buying plans and onboarding devices) with their payment
 * through the configured provider (the built-in test gateway by default). The wire is
 * @itam/shared/contracts/subscription (and /marketing for registration).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { openApiBase } from '../marketing/access';
import { createPayments, type Payments } from './payments';
import { registerRegistrationRoutes } from './registration.routes';
import { registerSubscriptionOrderRoutes } from './subscription-orders.routes';
import { registerSubscriptionPaymentRoutes } from './subscription-payments.routes';
import { registerSubscriptionSummaryRoutes } from './subscription.routes';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  paymentsOverride?: Payments,
): void {
  const payments =
    paymentsOverride ??
    createPayments(
      ctx.config.payments,
      ctx.secret,
      (id) => `${openApiBase(ctx.config)}/test-gateway/${encodeURIComponent(id)}`,
    );
  registerSubscriptionSummaryRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerSubscriptionOrderRoutes(app, ctx, payments);
  registerSubscriptionPaymentRoutes(app, ctx, payments);
}
