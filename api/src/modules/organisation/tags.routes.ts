/**
 * Asset tag setup (`asset_tag_setup`): tag rules, the QR label sheet of chosen assets (a
 * PDF), and GET /company/tags/resolve?tag= for `/url_redirect`.
 */
import type { FastifyInstance } from 'fastify';
import { perm } from '@itam/shared/contracts';
import {
  okResponse,
  orgIdParamsSchema,
  tagLabelsSchema,
  tagResolveQuerySchema,
  tagResolveResponse,
  tagRuleInputSchema,
  tagRuleResponse,
  tagRulesResponse,
} from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf, moduleAccess } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import type { FileStore } from '../../platform/file-store';
import { listTagRules } from './tag-rules.queries';
import { access, P } from './access';
import { labelSheet, oneRule, removeRule, resolveTag, writeRule } from './tags.service';
import { idempotent } from '../../platform/idempotency';

const RULES = '/api/company/tag-rules';
const RULE = `${RULES}/:id`;

/** Resolving a tag is the asset screens' (`/url_redirect`), not the tag setup's. */
const assetViewer = moduleAccess('asset-management')(perm('on_asset', 'asset', 'view'));

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  registerTagRuleRoutes(app, ctx);
  registerTagLookupRoutes(app, ctx, store);
}

function registerTagRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    RULES,
    { ...access(P.tagView), schema: { response: { 200: tagRulesResponse } } },
    async (request) => ({
      type: 'success' as const,
      tagRules: await listTagRules(db, callerOf(request).companyId),
    }),
  );

  r.post(
    RULES,
    {
      ...idempotent(access(P.tagEdit)),
      schema: { body: tagRuleInputSchema, response: { 201: tagRuleResponse } },
    },
    async (request, reply) => {
      const actor = callerOf(request);
      const id = await writeRule(db, actor, null, request.body);
      reply.code(201);
      return { type: 'success' as const, tagRule: await oneRule(db, actor.companyId, id) };
    },
  );

  r.put(
    RULE,
    {
      ...access(P.tagEdit),
      schema: {
        params: orgIdParamsSchema,
        body: tagRuleInputSchema,
        response: { 200: tagRuleResponse },
      },
    },
    async (request) => {
      const actor = callerOf(request);
      const id = await writeRule(db, actor, request.params.id, request.body);
      return { type: 'success' as const, tagRule: await oneRule(db, actor.companyId, id) };
    },
  );

  r.delete(
    RULE,
    { ...access(P.tagEdit), schema: { params: orgIdParamsSchema, response: { 200: okResponse } } },
    async (request) => {
      await removeRule(db, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}

function registerTagLookupRoutes(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    '/api/company/tag-labels',
    {
      ...access(P.tagView, perm('on_asset', 'generate_tag', 'create')),
      schema: { body: tagLabelsSchema },
    },
    async (request, reply) => {
      const deps = { config: ctx.config, store };
      const pdf = await labelSheet(db, deps, callerOf(request).companyId, request.body.assetIds);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="asset-labels.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  r.get(
    '/api/company/tags/resolve',
    {
      ...assetViewer,
      schema: { querystring: tagResolveQuerySchema, response: { 200: tagResolveResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      asset: await resolveTag(db, callerOf(request).companyId, request.query.tag),
    }),
  );
}
