/**
 * The IT shop (issue 20, module it-products, permission group on_shop): the catalogue, the
 * cart, orders with their approval chain, and fulfilment, under /api/shop. The wire is
 * @itam/shared/contracts/shop; api/README.md documents the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCartRoutes } from './cart.routes';
import { registerCatalogueRoutes } from './catalogue.routes';
import { registerFulfilmentRoutes } from './fulfilment.routes';
import { registerOrderRoutes } from './orders.routes';
import { registerSettingsRoutes } from './settings.routes';

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCatalogueRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerFulfilmentRoutes(app, ctx);
}
