/** Activity, audits, depreciation and comments of one asset, and the company's activity log. */
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  perm,
  type ActivityActorsResponse,
  type ActivityResponse,
  type AssetAuditResponse,
  type AssetAuditsResponse,
  type AssetCommentResponse,
  type AssetCommentsResponse,
  type DepreciationResponse,
} from '@itam/shared/contracts';
import {
  activityQuerySchema,
  assetActivityQuerySchema,
  assetAuditInputSchema,
  assetCommentInputSchema,
  assetCommentParamsSchema,
  depreciationQuerySchema,
  depreciationSettingsSchema,
} from '@itam/shared/schemas';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { listActivity, listActivityActors } from '../services/activity';
import { listComments, loadAssetRow, type AssetDetailRow } from '../services/asset-detail';
import type { Actor } from '../services/asset-lifecycle';
import {
  addComment,
  createAudit,
  editComment,
  listAudits,
  saveDepreciation,
  scheduleOf,
  settingsOf,
} from '../services/asset-records';
import { ASSET_NOT_FOUND, access, assetTarget, requireAsset } from './asset-route-helpers';

/** Runs a write on the locked asset in one transaction and returns what it returns. */
async function onLockedAsset<T>(
  ctx: AppContext,
  actor: Actor,
  id: string,
  write: (trx: typeof ctx.db, row: AssetDetailRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadAssetRow(trx, actor.companyId, id, sql`for update of a`);
    if (!row) throw notFound(ASSET_NOT_FOUND);
    return write(trx, row);
  });
}

function commentTarget(request: FastifyRequest): { actor: Actor; id: string; commentId: string } {
  const { companyId, userId } = authOf(request);
  const { id, commentId } = parseInput(assetCommentParamsSchema, request.params, 'params');
  return { actor: { companyId, userId }, id, commentId };
}

export function registerAssetRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/assets/:id/activity',
    access(perm('on_asset', 'activity', 'view')),
    async (request): Promise<ActivityResponse> => {
      const { actor, id } = assetTarget(request);
      const query = parseInput(assetActivityQuerySchema, request.query, 'query');
      await requireAsset(ctx.db, actor.companyId, id);
      return {
        type: 'success',
        ...(await listActivity(ctx.db, actor.companyId, { ...query, assetId: id })),
      };
    },
  );

  app.get(
    '/api/activity',
    access(perm('on_organsiation', 'activity', 'view')),
    async (request): Promise<ActivityResponse> => {
      const { companyId } = authOf(request);
      const query = parseInput(activityQuerySchema, request.query, 'query');
      return { type: 'success', ...(await listActivity(ctx.db, companyId, query)) };
    },
  );

  app.get(
    '/api/activity/actors',
    access(perm('on_organsiation', 'activity', 'view')),
    async (request): Promise<ActivityActorsResponse> => {
      const { companyId } = authOf(request);
      return { type: 'success', actors: await listActivityActors(ctx.db, companyId) };
    },
  );

  app.get(
    '/api/assets/:id/audits',
    access(perm('on_asset', 'audit', 'view')),
    async (request): Promise<AssetAuditsResponse> => {
      const { actor, id } = assetTarget(request);
      await requireAsset(ctx.db, actor.companyId, id);
      return { type: 'success', audits: await listAudits(ctx.db, actor.companyId, id) };
    },
  );

  app.post(
    '/api/assets/:id/audits',
    access(perm('on_asset', 'audit', 'create')),
    async (request, reply): Promise<AssetAuditResponse> => {
      const { actor, id } = assetTarget(request);
      const body = parseInput(assetAuditInputSchema, request.body, 'body');
      const auditId = await onLockedAsset(ctx, actor, id, (trx, row) =>
        createAudit(trx, actor, row, body),
      );
      reply.code(201);
      return {
        type: 'success',
        audit: (await listAudits(ctx.db, actor.companyId, id, auditId))[0]!,
      };
    },
  );

  app.get(
    '/api/assets/:id/depreciation',
    access(perm('on_asset', 'depreciation', 'view')),
    async (request): Promise<DepreciationResponse> => {
      const { actor, id } = assetTarget(request);
      const { method } = parseInput(depreciationQuerySchema, request.query, 'query');
      const row = await requireAsset(ctx.db, actor.companyId, id);
      return { type: 'success', settings: settingsOf(row), schedule: scheduleOf(row, method) };
    },
  );

  app.post(
    '/api/assets/:id/depreciation',
    access(perm('on_asset', 'depreciation', 'create')),
    async (request): Promise<DepreciationResponse> => {
      const { actor, id } = assetTarget(request);
      const body = parseInput(depreciationSettingsSchema, request.body, 'body');
      await onLockedAsset(ctx, actor, id, (trx, row) => saveDepreciation(trx, actor, row, body));
      const row = await requireAsset(ctx.db, actor.companyId, id);
      return { type: 'success', settings: settingsOf(row), schedule: scheduleOf(row) };
    },
  );

  const viewComments = access(perm('on_asset', 'comment', 'view'));
  const editComments = access(perm('on_asset', 'comment', 'edit'));

  app.get(
    '/api/assets/:id/comments',
    viewComments,
    async (request): Promise<AssetCommentsResponse> => {
      const { actor, id } = assetTarget(request);
      await requireAsset(ctx.db, actor.companyId, id);
      return { type: 'success', comments: await listComments(ctx.db, actor.companyId, id) };
    },
  );

  app.post(
    '/api/assets/:id/comments',
    editComments,
    async (request, reply): Promise<AssetCommentResponse> => {
      const { actor, id } = assetTarget(request);
      const { text } = parseInput(assetCommentInputSchema, request.body, 'body');
      const comment = await onLockedAsset(ctx, actor, id, (trx, row) =>
        addComment(trx, actor, row, text),
      );
      reply.code(201);
      return { type: 'success', comment };
    },
  );

  app.put(
    '/api/assets/:id/comments/:commentId',
    editComments,
    async (request): Promise<AssetCommentResponse> => {
      const { actor, id, commentId } = commentTarget(request);
      const { text } = parseInput(assetCommentInputSchema, request.body, 'body');
      const comment = await onLockedAsset(ctx, actor, id, (trx, row) =>
        editComment(trx, actor, row, commentId, text),
      );
      return { type: 'success', comment };
    },
  );
}
