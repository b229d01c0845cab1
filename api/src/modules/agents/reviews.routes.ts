/**
 * The review queue: computers whose report matched no asset, or several; an administrator
 * links one to an asset (asset edit) or creates its asset from the report (asset create).
 */
import type { FastifyInstance } from 'fastify';
import {
  agentIdParamsSchema as params,
  agentReviewLinkSchema,
  agentReviewListQuerySchema,
  agentReviewListSchema,
  agentReviewResolvedSchema,
} from '@itam/shared/contracts/agents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, AGENT_PERMISSIONS as P } from './access';
import * as reviews from './reviews.service';
import { idempotent } from '../../platform/idempotency';

export function registerReviewRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/agent-reviews',
    {
      ...access(P.computers),
      schema: { querystring: agentReviewListQuerySchema, response: { 200: agentReviewListSchema } },
    },
    async (request) => reviews.listReviews(db, callerOf(request).companyId, request.query),
  );

  r.post(
    '/api/agent-reviews/:id/link',
    {
      ...access(P.assetEdit),
      schema: { params, body: agentReviewLinkSchema, response: { 200: agentReviewResolvedSchema } },
    },
    async (request) =>
      reviews.linkReview(db, callerOf(request), request.params.id, request.body.assetId),
  );

  // The body is the asset's fields over the report's: checked as POST /api/assets checks them.
  r.post(
    '/api/agent-reviews/:id/create-asset',
    {
      ...idempotent(access(P.assetCreate)),
      schema: { params, response: { 201: agentReviewResolvedSchema } },
    },
    async (request, reply) => {
      const resolved = await reviews.createAssetFromReview(
        db,
        callerOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(resolved);
    },
  );
}
