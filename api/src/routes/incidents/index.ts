/**
 * The service desk (issue 17): tickets under /api/incidents/tickets (incident-management),
 * service requests under /api/incidents/requests and their catalogue (it-services), the
 * desk's settings, assets and reports. api/README.md documents the contract.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ImageStore } from '../../services/image-store';
import { registerDeskRoutes } from './desk';
import { INCIDENT_MODULE, SERVICES_MODULE } from './helpers';
import { registerTicketRoutes } from './tickets';

export function registerIncidentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  // Attachments live beside the asset images: <uploads>/<company>/<id>.
  const store = new ImageStore(config.uploadsDir ?? path.join(config.dataDir, 'uploads'));
  registerTicketRoutes(
    app,
    ctx,
    {
      prefix: '/api/incidents/tickets',
      entitlement: INCIDENT_MODULE,
      kinds: ['incident', 'service_request', 'feedback'],
      creates: 'incident',
    },
    store,
  );
  registerTicketRoutes(
    app,
    ctx,
    {
      prefix: '/api/incidents/requests',
      entitlement: SERVICES_MODULE,
      kinds: ['service_request'],
      creates: 'service_request',
    },
    store,
  );
  registerDeskRoutes(app, ctx);
}
