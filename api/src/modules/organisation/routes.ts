/**
 * The organisation settings (issue 16): the routes moved into the module's shape. The
 * rest are still registered by routes/organisation (registerOrganisationRoutes).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerOrgActivityRoutes } from './activity.routes';
import { registerAssetTypeRoutes } from './asset-types.routes';
import { registerCompanyFileRoutes } from './company-files.routes';
import { organisationFiles } from './company-files.service';
import { registerBranchRoutes } from './branches.routes';
import { registerDataExportRoutes } from './data-export.routes';
import { registerEmployeeRoutes } from './employees.routes';
import { registerInvitationRoutes } from './invitations.routes';
import { registerProfileRoutes } from './profile.routes';
import { registerPurchaseOrderRoutes } from './purchase-orders.routes';
import { registerRoleRoutes } from './roles.routes';
import { registerTagRoutes } from './tags.routes';

export function registerOrganisationModuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = organisationFiles(ctx);
  registerCompanyFileRoutes(app, ctx, files);
  registerProfileRoutes(app, ctx, files.signer);
  registerBranchRoutes(app, ctx);
  registerEmployeeRoutes(app, ctx);
  registerAssetTypeRoutes(app, ctx);
  registerPurchaseOrderRoutes(app, ctx, files.signer);
  registerTagRoutes(app, ctx, files.store);
  registerRoleRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerOrgActivityRoutes(app, ctx);
  registerDataExportRoutes(app, ctx);
}
