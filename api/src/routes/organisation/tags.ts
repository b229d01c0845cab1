/**
 * Asset tag setup (`asset_tag_setup`): tag rules per asset type and branch, the QR label
 * sheet of chosen assets (a PDF), and GET /company/tags/resolve?tag= for `/url_redirect`,
 * which finds a tag in the caller's company only (another company's tag is as unknown as
 * a tag nobody has).
 */
import type { FastifyInstance } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  perm,
  type OkResponse,
  type TagResolveResponse,
  type TagRuleResponse,
  type TagRulesResponse,
} from '@itam/shared/contracts';
import { tagLabelsSchema, tagResolveQuerySchema, tagRuleInputSchema } from '@itam/shared/schemas';
import { sql, type Kysely } from 'kysely';
import { requireAnyOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import type { ImageStore } from '../../services/image-store';
import { recordOrgActivity } from '../../services/org-activity';
import {
  isLabelLogoType,
  renderLabelSheet,
  type LabelLogo,
} from '../../services/organisation/tag-labels';
import { listTagRules, tagLinkBaseOf } from '../../services/organisation/tag-rules';
import { readCompanyFile } from './files';
import { actorOf, badField, orgAccess, orgTarget, uniqueViolation, type OrgActor } from './helpers';

const NOT_FOUND = 'Tag rule not found';
const TAKEN = 'A rule for this asset type and branch exists already';

async function assertRefs(
  trx: Kysely<DB>,
  companyId: string,
  input: { assetTypeId: string | null; branchId: string | null },
) {
  if (input.assetTypeId) {
    const found = await trx
      .selectFrom('asset_types')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.assetTypeId)
      .executeTakeFirst();
    if (!found) throw badField('assetTypeId', 'Not found in your company');
  }
  if (input.branchId) {
    const found = await trx
      .selectFrom('branches')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.branchId)
      .executeTakeFirst();
    if (!found) throw badField('branchId', 'Not found in your company');
  }
}

function mapTaken(err: unknown): never {
  if (uniqueViolation(err)?.includes('tag_rules_scope_key')) throw badField('assetTypeId', TAKEN);
  throw err;
}

async function oneRule(db: Kysely<DB>, companyId: string, id: string) {
  const [rule] = await listTagRules(db, companyId, id);
  if (!rule) throw notFound(NOT_FOUND);
  return rule;
}

/** The company's logo for the labels: a stored PNG, JPEG or SVG, or a data: address of one. */
async function labelLogo(
  ctx: AppContext,
  store: ImageStore,
  companyId: string,
): Promise<LabelLogo | null> {
  const company = await ctx.db
    .selectFrom('companies')
    .select(['logo', 'logo_file_id'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (company.logo_file_id) {
    const file = await readCompanyFile(ctx.db, store, companyId, company.logo_file_id);
    if (file && isLabelLogoType(file.contentType))
      return { bytes: file.bytes, contentType: file.contentType };
    return null;
  }
  const data = /^data:(image\/png|image\/jpeg|image\/svg\+xml);base64,([A-Za-z0-9+/=]+)$/.exec(
    company.logo ?? '',
  );
  return data
    ? { bytes: Buffer.from(data[2]!, 'base64'), contentType: data[1] as LabelLogo['contentType'] }
    : null;
}

async function writeRule(
  ctx: AppContext,
  actor: OrgActor,
  id: string | null,
  body: unknown,
): Promise<string> {
  const input = parseInput(tagRuleInputSchema, body, 'body');
  const values = {
    asset_type_id: input.assetTypeId,
    branch_id: input.branchId,
    prefix: input.prefix,
    next_number: input.nextNumber,
    padding: input.padding,
  };
  const after = {
    prefix: input.prefix,
    nextNumber: input.nextNumber,
    padding: input.padding,
    assetTypeId: input.assetTypeId,
    branchId: input.branchId,
  };
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      await assertRefs(trx, actor.companyId, input);
      if (id === null) {
        const row = await trx
          .insertInto('tag_rules')
          .values({ company_id: actor.companyId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordOrgActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityType: 'tag_rule',
          entityId: row.id,
          action: 'create',
          after,
        });
        return row.id;
      }
      const before = await trx
        .selectFrom('tag_rules')
        .selectAll()
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(NOT_FOUND);
      await trx
        .updateTable('tag_rules')
        .set(values)
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await recordOrgActivity(trx, {
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'tag_rule',
        entityId: id,
        action: 'update',
        before: {
          prefix: before.prefix,
          nextNumber: Number(before.next_number),
          padding: before.padding,
          assetTypeId: before.asset_type_id,
          branchId: before.branch_id,
        },
        after,
      });
      return id;
    })
    .catch(mapTaken);
}

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext, store: ImageStore): void {
  app.get(
    '/api/company/tag-rules',
    orgAccess(P.tagView),
    async (request): Promise<TagRulesResponse> => {
      const { companyId } = actorOf(request);
      return { type: 'success', tagRules: await listTagRules(ctx.db, companyId) };
    },
  );

  app.post(
    '/api/company/tag-rules',
    orgAccess(P.tagEdit),
    async (request, reply): Promise<TagRuleResponse> => {
      const actor = actorOf(request);
      const id = await writeRule(ctx, actor, null, request.body);
      reply.code(201);
      return { type: 'success', tagRule: await oneRule(ctx.db, actor.companyId, id) };
    },
  );

  app.put(
    '/api/company/tag-rules/:id',
    orgAccess(P.tagEdit),
    async (request): Promise<TagRuleResponse> => {
      const { actor, id } = orgTarget(request);
      await writeRule(ctx, actor, id, request.body);
      return { type: 'success', tagRule: await oneRule(ctx.db, actor.companyId, id) };
    },
  );

  app.delete(
    '/api/company/tag-rules/:id',
    orgAccess(P.tagEdit),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('tag_rules')
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .returning(['prefix', 'next_number', 'padding'])
          .executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        await recordOrgActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityType: 'tag_rule',
          entityId: id,
          action: 'delete',
          before: { prefix: row.prefix, nextNumber: Number(row.next_number), padding: row.padding },
        });
      });
      return { type: 'success' };
    },
  );

  app.post(
    '/api/company/tag-labels',
    orgAccess(P.tagView, perm('on_asset', 'generate_tag', 'create')),
    async (request, reply) => {
      const { companyId } = actorOf(request);
      const { assetIds } = parseInput(tagLabelsSchema, request.body, 'body');
      const ids = [...new Set(assetIds)];
      const rows = await ctx.db
        .selectFrom('assets')
        .select(['id', 'name', 'tag'])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
      if (rows.length !== ids.length)
        throw new HttpError(404, `${ids.length - rows.length} of the assets were not found`);
      const untagged = rows.filter((r) => !r.tag);
      if (untagged.length)
        throw badField('assetIds', `${untagged.map((r) => r.name).join(', ')} has no tag yet`);
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const [base, logo] = await Promise.all([
        tagLinkBaseOf(ctx.db, ctx.config, companyId),
        labelLogo(ctx, store, companyId),
      ]);
      const pdf = await renderLabelSheet(
        rows.map((r) => ({ tag: r.tag!, name: r.name })),
        base,
        logo,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="asset-labels.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/company/tags/resolve',
    { config: { access: requireAnyOf('asset-management', perm('on_asset', 'asset', 'view')) } },
    async (request): Promise<TagResolveResponse> => {
      const { companyId } = actorOf(request);
      const { tag } = parseInput(tagResolveQuerySchema, request.query, 'query');
      const result = await sql<{
        id: string;
        name: string;
        tag: string;
      }>`select id, name, tag from assets
        where company_id = ${companyId} and lower(tag) = lower(${tag})`.execute(ctx.db);
      const asset = result.rows[0];
      if (!asset) throw notFound('No asset of your company has this tag');
      return { type: 'success', asset: { _id: asset.id, name: asset.name, tag: asset.tag } };
    },
  );
}
