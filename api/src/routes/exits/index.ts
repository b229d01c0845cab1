/**
 * Employee exits and onboarding (issue 19, module asset-management, permission group
 * on_exit): exits under /api/exits and joiners' onboarding under /api/onboardings.
 * api/README.md documents the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerExitRecordRoutes } from './exits';
import { registerOnboardingRoutes } from './onboarding';

export function registerExitRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerExitRecordRoutes(app, ctx);
  registerOnboardingRoutes(app, ctx);
}
