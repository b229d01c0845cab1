/**
 * The diagnostics agent's server side (issue 22, module asset-management): the agent's own
 * calls (download, enrolment, reports, jobs), the computers, the diagnostic jobs and the
 * review queue. The wire: @itam/shared/contracts/agents; api/README.md documents it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAgentRoutes } from './agent.routes';
import { registerComputerRoutes } from './computers.routes';
import { registerJobRoutes } from './jobs.routes';
import { registerReviewRoutes } from './reviews.routes';

export function registerDiagnosticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAgentRoutes(app, ctx);
  registerComputerRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
}
