/** The routes of the company's review: read it, verdicts, send back, approve, reject. */
import type { FastifyInstance } from 'fastify';
import {
  approveInput,
  rejectInput,
  REVIEW_APPROVE_ROUTE,
  REVIEW_REJECT_ROUTE,
  REVIEW_ROUTE,
  REVIEW_SEND_BACK_ROUTE,
  REVIEW_VERDICTS_ROUTE,
  reviewResponse,
  vendorIdParams,
  verdictsInput,
  type Review,
} from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as decisions from './review-decisions.service';
import * as reviews from './reviews.service';

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviewer = access(P.review);
  const answer = { params: vendorIdParams, response: { 200: reviewResponse } };
  const review = async (reviewed: Promise<Review>) => ({
    type: 'success' as const,
    review: await reviewed,
  });

  r.get(REVIEW_ROUTE, { ...access(P.vendorView, P.review), schema: answer }, async (request) =>
    review(reviews.reviewOf(ctx, callerOf(request), request.params.id)),
  );

  r.post(
    REVIEW_VERDICTS_ROUTE,
    { ...reviewer, schema: { ...answer, body: verdictsInput } },
    async (request) =>
      review(
        reviews.recordVerdicts(ctx, callerOf(request), request.params.id, request.body.verdicts),
      ),
  );

  r.post(REVIEW_SEND_BACK_ROUTE, { ...reviewer, schema: answer }, async (request) =>
    review(reviews.sendBack(ctx, callerOf(request), request.params.id)),
  );

  r.post(
    REVIEW_APPROVE_ROUTE,
    { ...reviewer, schema: { ...answer, body: approveInput } },
    async (request) =>
      review(
        decisions.approveVendor(
          ctx,
          callerOf(request),
          request.params.id,
          request.body.certificateExpiresOn,
        ),
      ),
  );

  r.post(
    REVIEW_REJECT_ROUTE,
    { ...reviewer, schema: { ...answer, body: rejectInput } },
    async (request) =>
      review(
        decisions.rejectVendor(ctx, callerOf(request), request.params.id, request.body.comment),
      ),
  );
}
