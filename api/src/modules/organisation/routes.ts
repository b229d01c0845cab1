/**
 * The organisation settings (issue 16, module `organisation`): the caller's profile, the
 * company's information and files, branches, employees and their import, asset types, tag
 * rules and labels, purchase orders, roles, users and invitations, the activity log and the
 * data export. Every route needs a live subscription and its `on_organsiation` permission
 * (the data export any subscription state, the public invitation links none).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerOrgActivityRoutes } from './activity.routes';
import { registerAssetTypeRoutes } from './asset-types.routes';
import { registerCompanyFileRoutes } from './company-files.routes';
import { organisationFiles } from './company-files.service';
import { registerBranchRoutes } from './branches.routes';
import { registerDataExportRoutes } from './data-export.routes';
import { registerEmployeeImportRoutes } from './employee-import.routes';
import { registerEmployeeRoutes } from './employees.routes';
import { registerInvitationRoutes } from './invitations.routes';
import { registerProfileRoutes } from './profile.routes';
import { registerPurchaseOrderRoutes } from './purchase-orders.routes';
import { registerRoleRoutes } from './roles.routes';
import { registerTagRoutes } from './tags.routes';

export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = organisationFiles(ctx);
  registerCompanyFileRoutes(app, ctx, files);
  registerProfileRoutes(app, ctx, files.signer);
  registerBranchRoutes(app, ctx);
  registerEmployeeRoutes(app, ctx);
  registerEmployeeImportRoutes(app, ctx);
  registerAssetTypeRoutes(app, ctx);
  registerPurchaseOrderRoutes(app, ctx, files.signer);
  registerTagRoutes(app, ctx, files.store);
  registerRoleRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerOrgActivityRoutes(app, ctx);
  registerDataExportRoutes(app, ctx);
}
