/**
 * GET /company/activity: the organisation's change log (`on_organsiation.activity`), filtered
 * by who, what and when like the asset log (its "who" choices: GET /activity/actors).
 */
import type { FastifyInstance } from 'fastify';
import { orgActivityQuerySchema, orgActivityResponse } from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import { listOrgActivity } from './activity.queries';

export function registerOrgActivityRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/company/activity',
    {
      ...access(P.activityView),
      schema: { querystring: orgActivityQuerySchema, response: { 200: orgActivityResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      ...(await listOrgActivity(db, callerOf(request).companyId, request.query)),
    }),
  );
}
