/**
 * Employee exits and onboarding (issue 19, module asset-management, permission group
 * on_exit): exits under /api/exits (the company's department list under
 * /api/exits/departments, the leaving employee's own exit under /api/exits/mine) and joiners'
 * onboarding under /api/onboardings. api/README.md documents the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerExitDepartmentRoutes } from './departments.routes';
import { registerExitRecordRoutes } from './exits.routes';
import { registerOnboardingRoutes } from './onboarding.routes';
import { registerOwnExitRoutes } from './own-exit.routes';
import { registerExitSignoffRoutes } from './signoff.routes';

export function registerExitRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerExitRecordRoutes(app, ctx);
  registerExitSignoffRoutes(app, ctx);
  registerExitDepartmentRoutes(app, ctx);
  registerOwnExitRoutes(app, ctx);
  registerOnboardingRoutes(app, ctx);
}
