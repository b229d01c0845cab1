/**
 * The IT shop (issue 20, module it-products, permission group on_shop): the catalogue, the
 * cart, orders with their approval chain, and fulfilment, under /api/shop. api/README.md
 * documents the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCartRoutes } from './cart';
import { registerCatalogueRoutes } from './catalogue';
import { registerFulfilmentRoutes } from './fulfilment';
import { registerOrderRoutes } from './orders';
import { registerShopSettingsRoutes } from './settings';

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCatalogueRoutes(app, ctx);
  registerShopSettingsRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerFulfilmentRoutes(app, ctx);
}
