/** The organisation's employee import, until it joins api/src/modules/organisation. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerEmployeeImportRoutes } from './employee-import';

export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEmployeeImportRoutes(app, ctx);
}
