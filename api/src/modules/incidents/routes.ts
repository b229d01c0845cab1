/**
 * The service desk (issue 17): tickets under /api/incidents/tickets (incident-management),
 * service requests under /api/incidents/requests and their catalogue (it-services), the
 * desk's settings, assets and reports. api/README.md documents the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAssetRoutes } from './assets.routes';
import { registerAttachmentRoutes } from './attachments.routes';
import { INCIDENT_MOUNT, REQUEST_MOUNT } from './mounts';
import { registerReportRoutes } from './reports.routes';
import { registerRequestTypeRoutes } from './request-types.routes';
import { registerSettingsRoutes } from './settings.routes';
import { registerSurveyRoutes } from './surveys.routes';
import { registerTicketRoutes } from './tickets.routes';

export function registerIncidentRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Attachments live beside the asset images, in the file store: <company>/<id>.
  const store = ctx.files;
  for (const mount of [INCIDENT_MOUNT, REQUEST_MOUNT]) {
    registerTicketRoutes(app, ctx, mount);
    registerAttachmentRoutes(app, ctx, mount, store);
    registerSurveyRoutes(app, ctx, mount);
  }
  registerSettingsRoutes(app, ctx);
  registerRequestTypeRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  registerReportRoutes(app, ctx);
}
