/**
 * The diagnostics agent's server side (issue 22, module asset-management): the agent's own
 * calls (download, enrolment, reports, jobs), the computers, the diagnostic jobs and the
 * review queue. api/README.md documents the contract.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAgentRoutes } from './agent';
import { registerComputerRoutes } from './computers';
import { registerJobRoutes } from './jobs';
import { registerReviewRoutes } from './reviews';

export function registerDiagnosticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAgentRoutes(app, ctx);
  registerComputerRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
}
