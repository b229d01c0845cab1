/** One asset's activity, audits, depreciation and comments, and the company's activity log. */
import type { FastifyInstance } from 'fastify';
import {
  ASSET_ROUTES,
  activityActorsResponse,
  activityQuerySchema,
  activityResponse,
  assetActivityQuerySchema,
  assetAuditInputSchema,
  assetAuditResponse,
  assetAuditsResponse,
  assetCommentInputSchema,
  assetCommentParamsSchema,
  assetCommentResponse,
  assetCommentsResponse,
  assetIdParams,
  depreciationQuerySchema,
  depreciationResponse,
  depreciationSettingsSchema,
} from '@itam/shared/contracts/assets';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as activity from './activity.service';
import * as audits from './audits.service';
import * as comments from './comments.service';
import * as depreciation from './depreciation.service';
import { idempotent } from '../../platform/idempotency';

export function registerAssetRecordsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerActivityRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerDepreciationRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
}

function registerActivityRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ASSET_ROUTES.activity,
    {
      ...access(P.activityView),
      schema: {
        params: assetIdParams,
        querystring: assetActivityQuerySchema,
        response: { 200: activityResponse },
      },
    },
    async (request) =>
      activity.assetActivity(db, callerOf(request), request.params.id, request.query),
  );

  r.get(
    ASSET_ROUTES.companyActivity,
    {
      ...access(P.companyActivityView),
      schema: { querystring: activityQuerySchema, response: { 200: activityResponse } },
    },
    async (request) => activity.companyActivity(db, callerOf(request), request.query),
  );

  r.get(
    ASSET_ROUTES.activityActors,
    { ...access(P.companyActivityView), schema: { response: { 200: activityActorsResponse } } },
    async (request) => activity.activityActors(db, callerOf(request)),
  );
}

function registerAuditRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ASSET_ROUTES.audits,
    {
      ...access(P.auditView),
      schema: { params: assetIdParams, response: { 200: assetAuditsResponse } },
    },
    async (request) => audits.auditsOf(db, callerOf(request), request.params.id),
  );

  r.post(
    ASSET_ROUTES.audits,
    {
      ...idempotent(access(P.auditCreate)),
      schema: {
        params: assetIdParams,
        body: assetAuditInputSchema,
        response: { 201: assetAuditResponse },
      },
    },
    async (request, reply) => {
      const answer = await audits.addAudit(db, callerOf(request), request.params.id, request.body);
      reply.code(201);
      return answer;
    },
  );
}

function registerDepreciationRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ASSET_ROUTES.depreciation,
    {
      ...access(P.depreciationView),
      schema: {
        params: assetIdParams,
        querystring: depreciationQuerySchema,
        response: { 200: depreciationResponse },
      },
    },
    async (request) =>
      depreciation.depreciationOf(db, callerOf(request), request.params.id, request.query.method),
  );

  r.post(
    ASSET_ROUTES.depreciation,
    {
      ...access(P.depreciationCreate),
      schema: {
        params: assetIdParams,
        body: depreciationSettingsSchema,
        response: { 200: depreciationResponse },
      },
    },
    async (request) =>
      depreciation.saveSettings(db, callerOf(request), request.params.id, request.body),
  );
}

function registerCommentRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ASSET_ROUTES.comments,
    {
      ...access(P.commentView),
      schema: { params: assetIdParams, response: { 200: assetCommentsResponse } },
    },
    async (request) => comments.commentsOf(db, callerOf(request), request.params.id),
  );

  r.post(
    ASSET_ROUTES.comments,
    {
      ...idempotent(access(P.commentEdit)),
      schema: {
        params: assetIdParams,
        body: assetCommentInputSchema,
        response: { 201: assetCommentResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await comments.comment(db, callerOf(request), id, request.body.text);
      reply.code(201);
      return answer;
    },
  );

  r.put(
    ASSET_ROUTES.comment,
    {
      ...access(P.commentEdit),
      schema: {
        params: assetCommentParamsSchema,
        body: assetCommentInputSchema,
        response: { 200: assetCommentResponse },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      return comments.edit(db, callerOf(request), id, commentId, request.body.text);
    },
  );
}
