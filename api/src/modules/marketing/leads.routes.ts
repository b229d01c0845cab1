/**
 * POST /api/{product}/open-api/leads (the public site's enquiries, 201 with the reference
 * quoted to the visitor) and POST /api/{product}/open-api/web-visited (anonymous page-view
 * fingerprints). Both anonymous, each rate-limited per client address.
 */
import type { FastifyInstance } from 'fastify';
import {
  leadCreatedResponse,
  leadRequestSchema,
  okResponse,
} from '@itam/shared/contracts/marketing';
import { webVisitedRequestSchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { openApiBase, publicForms, webVisits } from './access';
import * as leads from './leads.service';

export function registerLeadRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = openApiBase(config);

  r.post(
    `${base}/leads`,
    {
      ...publicForms(config),
      schema: { body: leadRequestSchema, response: { 201: leadCreatedResponse } },
    },
    async (request, reply) => {
      const { reference } = await leads.createLead(db, request.body);
      reply.code(201);
      return { type: 'success' as const, reference };
    },
  );

  r.post(
    `${base}/web-visited`,
    {
      ...webVisits(config),
      schema: { body: webVisitedRequestSchema, response: { 200: okResponse } },
    },
    async (request) => {
      await leads.recordWebVisit(db, request.body.visitorId);
      return { type: 'success' as const };
    },
  );
}
