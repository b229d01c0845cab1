/**
 * Personal information (`presonal_information`: the caller's own name, phone, language and
 * password) and company information (`company_information`: names, address, tax id, time
 * zone, clock, currency, tag link base; the logo arrives through the file routes). A password
 * change needs the current password, passes the strength rule and ends every other
 * session of the user.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  type CompanyInfo,
  type CompanyInfoResponse,
  type OkResponse,
  type PersonalInfoResponse,
} from '@itam/shared/contracts';
import {
  companyInfoInputSchema,
  passwordChangeSchema,
  personalInfoInputSchema,
} from '@itam/shared/schemas';
import { authOf } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { diffFields } from '../../services/activity';
import { recordOrgActivity } from '../../modules/organisation/activity.queries';
import { productOrigin } from '../../services/organisation/tag-rules';
import type { CompanyFileSigner } from './files';
import { badField, orgAccess } from './helpers';

async function personalInfo(ctx: AppContext, companyId: string, userId: string) {
  const row = await ctx.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.language',
      'r.role_name',
    ])
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Session expired or signed out');
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    roleName: row.role_name,
  };
}

export async function companyInfo(
  ctx: AppContext,
  files: CompanyFileSigner,
  companyId: string,
  jti: string,
): Promise<CompanyInfo> {
  const row = await ctx.db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    _id: row.id,
    name: row.name,
    legalName: row.legal_name,
    address: row.address,
    taxId: row.tax_id,
    timeZone: row.time_zone,
    currency: row.currency,
    clock: row.clock,
    tagLinkBase: row.tag_link_base,
    effectiveTagLinkBase: row.tag_link_base ?? productOrigin(ctx.config),
    logo: files.logoUrl(companyId, row, jti),
  };
}

export function registerProfileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: CompanyFileSigner,
): void {
  app.get(
    '/api/account/profile',
    orgAccess(P.personalView),
    async (request): Promise<PersonalInfoResponse> => {
      const { companyId, userId } = authOf(request);
      return { type: 'success', profile: await personalInfo(ctx, companyId, userId) };
    },
  );

  app.put(
    '/api/account/profile',
    orgAccess(P.personalEdit),
    async (request): Promise<PersonalInfoResponse> => {
      const { companyId, userId } = authOf(request);
      const input = parseInput(personalInfoInputSchema, request.body, 'body');
      await ctx.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name', 'phone', 'language'])
          .where('company_id', '=', companyId)
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const after = {
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone,
          language: input.language,
        };
        const change = diffFields(before, after);
        if (!change) return;
        await trx
          .updateTable('users')
          .set(after)
          .where('company_id', '=', companyId)
          .where('id', '=', userId)
          .execute();
        await recordOrgActivity(trx, {
          companyId,
          actorUserId: userId,
          entityType: 'user',
          entityId: userId,
          action: 'update',
          before: change.before,
          after: change.after,
        });
      });
      return { type: 'success', profile: await personalInfo(ctx, companyId, userId) };
    },
  );

  app.post(
    '/api/account/password',
    orgAccess(P.personalEdit),
    async (request): Promise<OkResponse> => {
      const { companyId, userId, jti } = authOf(request);
      const input = parseInput(passwordChangeSchema, request.body, 'body');
      const user = await ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('company_id', '=', companyId)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(input.currentPassword, user.password_hash)))
        throw badField('currentPassword', 'The current password is not right');
      if (input.newPassword === input.currentPassword)
        throw badField('newPassword', 'Choose a password other than the current one');
      const hash = await hashPassword(input.newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash })
          .where('company_id', '=', companyId)
          .where('id', '=', userId)
          .execute();
        // Every other session of the user ends; this one goes on.
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('company_id', '=', companyId)
          .where('user_id', '=', userId)
          .where('id', '<>', jti)
          .where('revoked_at', 'is', null)
          .execute();
        await recordOrgActivity(trx, {
          companyId,
          actorUserId: userId,
          entityType: 'user',
          entityId: userId,
          action: 'password-change',
        });
      });
      ctx.sessions.invalidateCompany(companyId);
      return { type: 'success' };
    },
  );

  app.get(
    '/api/company/profile',
    orgAccess(P.companyView),
    async (request): Promise<CompanyInfoResponse> => {
      const { companyId, jti } = authOf(request);
      return { type: 'success', company: await companyInfo(ctx, files, companyId, jti) };
    },
  );

  app.put(
    '/api/company/profile',
    orgAccess(P.companyEdit),
    async (request): Promise<CompanyInfoResponse> => {
      const { companyId, userId, jti } = authOf(request);
      const input = parseInput(companyInfoInputSchema, request.body, 'body');
      await ctx.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('companies')
          .select([
            'name',
            'legal_name',
            'address',
            'tax_id',
            'time_zone',
            'currency',
            'tag_link_base',
            'clock',
          ])
          .where('id', '=', companyId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const after = {
          name: input.name,
          legal_name: input.legalName,
          address: input.address,
          tax_id: input.taxId,
          time_zone: input.timeZone,
          currency: input.currency,
          tag_link_base: input.tagLinkBase,
          clock: input.clock ?? before.clock,
        };
        const change = diffFields(before, after);
        if (!change) return;
        await trx.updateTable('companies').set(after).where('id', '=', companyId).execute();
        await recordOrgActivity(trx, {
          companyId,
          actorUserId: userId,
          entityType: 'company',
          entityId: companyId,
          action: 'update',
          before: { name: before.name, ...change.before },
          after: { name: after.name, ...change.after },
        });
      });
      return { type: 'success', company: await companyInfo(ctx, files, companyId, jti) };
    },
  );
}
