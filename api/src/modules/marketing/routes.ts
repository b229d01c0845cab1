/**
 * The public site's anonymous API (SPEC.md section 2 public pages) under
 * /api/{product}/open-api: plans, the onboarding device catalogue, leads and page views.
 * Registration and payment verification are the subscription's (modules/subscription).
 * The wire is @itam/shared/contracts/marketing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCatalogueRoutes } from './catalogue.routes';
import { registerLeadRoutes } from './leads.routes';

export function registerMarketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCatalogueRoutes(app, ctx);
  registerLeadRoutes(app, ctx);
}
