/**
 * GET /company/activity: the organisation's change log (`on_organsiation.activity`), filtered
 * by who, what and when like the asset log (its "who" choices: GET /activity/actors).
 */
import type { FastifyInstance } from 'fastify';
import { ORG_PERMISSIONS as P, type OrgActivityResponse } from '@itam/shared/contracts';
import { orgActivityQuerySchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import { parseInput } from '../../platform/input';
import { listOrgActivity } from '../../services/org-activity';
import { actorOf, orgAccess } from './helpers';

export function registerOrgActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/company/activity',
    orgAccess(P.activityView),
    async (request): Promise<OrgActivityResponse> => {
      const { companyId } = actorOf(request);
      const query = parseInput(orgActivityQuerySchema, request.query, 'query');
      return { type: 'success', ...(await listOrgActivity(ctx.db, companyId, query)) };
    },
  );
}
