/**
 * GET /api/{product}/subscription: the caller's company's plan and state, for the
 * subscription dialog and /pricing. Any signed-in user may read it whatever the state
 * (`sessionAccess()`): it is what tells them why the product is closed and whom to ask.
 */
import type { FastifyInstance } from 'fastify';
import { subscriptionResponse } from '@itam/shared/contracts/subscription';
import { sessionAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { subscriptionOf } from './subscription.service';

export function registerSubscriptionSummaryRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `/api/${config.productSlug}/subscription`,
      { config: { access: sessionAccess() }, schema: { response: { 200: subscriptionResponse } } },
      async (request) => ({
        type: 'success' as const,
        subscription: await subscriptionOf(db, callerOf(request)),
      }),
    );
}
