/**
 * Admin setup (`admin_setup`): roles as named policy sets over the whole permission
 * catalogue, a user's role, and one-time invitations. An invitation link is shown once:
 * only the SHA-256 of its token is stored, and it works until it is used or expires
 * (INVITATION_TTL_DAYS). The invitee opens the link (a public page), sets a password and
 * is signed in. An administrator cannot lock themselves out: neither their own role nor
 * a change that takes admin setup from the role they hold.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  INVITATION_REVOKED,
  INVITATION_TTL_DAYS,
  ORG_PERMISSIONS as P,
  type CompanyRole,
  type CompanyRoleResponse,
  type CompanyRolesResponse,
  type CompanyUsersResponse,
  type Invitation,
  type InvitationAcceptResponse,
  type InvitationCreatedResponse,
  type InvitationLookupResponse,
  type InvitationsResponse,
  type OkResponse,
} from '@itam/shared/contracts';
import {
  invitationAcceptSchema,
  invitationInputSchema,
  invitationTokenParamsSchema,
  roleInputSchema,
  userRoleSchema,
} from '@itam/shared/schemas';
import { hashPassword } from '../../auth/passwords';
import { publicAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { newLinkToken, hashLinkToken } from '../../services/one-time-links';
import { recordOrgActivity } from '../../services/org-activity';
import { openSession } from '../../auth/sessions';
import { actorOf, badField, orgAccess, orgTarget, uniqueViolation } from './helpers';
import { administers, registerUserAccessRoutes } from './user-access';

const INVALID_INVITATION = 'This invitation link is not valid: it was used already or has expired';
const REVOKED_INVITATION = 'This invitation was revoked by your company’s administrator';

async function listRoles(db: Kysely<DB>, companyId: string, id?: string): Promise<CompanyRole[]> {
  let query = db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.role_name',
      'r.access_level',
      'r.policies',
      sql<number>`(select count(*) from users u where u.role_id = r.id and u.company_id = r.company_id)::int`.as(
        'user_count',
      ),
    ])
    .where('r.company_id', '=', companyId)
    .orderBy('r.created_at')
    .orderBy('r.role_name');
  if (id) query = query.where('r.id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({
    _id: r.id,
    roleName: r.role_name,
    accessLevel: r.access_level,
    policies: r.policies ?? {},
    userCount: r.user_count,
  }));
}

function mapRoleName(err: unknown): never {
  if (uniqueViolation(err) !== null)
    throw badField('roleName', 'Your company has a role of this name already');
  throw err;
}

function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/company/roles',
    orgAccess(P.adminView),
    async (request): Promise<CompanyRolesResponse> => {
      return { type: 'success', roles: await listRoles(ctx.db, actorOf(request).companyId) };
    },
  );

  app.post(
    '/api/company/roles',
    orgAccess(P.adminCreate),
    async (request, reply): Promise<CompanyRoleResponse> => {
      const actor = actorOf(request);
      const input = parseInput(roleInputSchema, request.body, 'body');
      const id = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('roles')
            .values({
              company_id: actor.companyId,
              role_name: input.roleName,
              access_level: 'custom',
              policies: JSON.stringify(input.policies),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordOrgActivity(trx, {
            companyId: actor.companyId,
            actorUserId: actor.userId,
            entityType: 'role',
            entityId: row.id,
            action: 'create',
            after: input,
          });
          return row.id;
        })
        .catch(mapRoleName);
      reply.code(201);
      return { type: 'success', role: (await listRoles(ctx.db, actor.companyId, id))[0]! };
    },
  );

  app.put(
    '/api/company/roles/:id',
    orgAccess(P.adminCreate),
    async (request): Promise<CompanyRoleResponse> => {
      const { actor, id } = orgTarget(request);
      const input = parseInput(roleInputSchema, request.body, 'body');
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          const before = await trx
            .selectFrom('roles')
            .select(['role_name', 'policies'])
            .where('company_id', '=', actor.companyId)
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!before) throw notFound('Role not found');
          const mine = await trx
            .selectFrom('users')
            .select('id')
            .where('company_id', '=', actor.companyId)
            .where('id', '=', actor.userId)
            .where('role_id', '=', id)
            .executeTakeFirst();
          if (mine && !administers(input.policies))
            throw badField(
              'policies',
              'You hold this role: keep its admin setup permissions, or you lock yourself out',
            );
          await trx
            .updateTable('roles')
            .set({ role_name: input.roleName, policies: JSON.stringify(input.policies) })
            .where('company_id', '=', actor.companyId)
            .where('id', '=', id)
            .execute();
          await recordOrgActivity(trx, {
            companyId: actor.companyId,
            actorUserId: actor.userId,
            entityType: 'role',
            entityId: id,
            action: 'update',
            before: { roleName: before.role_name, policies: before.policies },
            after: input,
          });
        })
        .catch(mapRoleName);
      ctx.sessions.invalidateCompany(actor.companyId);
      return { type: 'success', role: (await listRoles(ctx.db, actor.companyId, id))[0]! };
    },
  );

  app.get(
    '/api/company/users',
    orgAccess(P.adminView),
    async (request): Promise<CompanyUsersResponse> => {
      const { companyId } = actorOf(request);
      const rows = await ctx.db
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.id', 'u.role_id')
        .select([
          'u.id',
          'u.first_name',
          'u.last_name',
          'u.email',
          'u.active',
          'r.id as role_id',
          'r.role_name',
        ])
        .where('u.company_id', '=', companyId)
        .orderBy(sql`lower(u.first_name)`)
        .orderBy('u.id')
        .execute();
      return {
        type: 'success',
        users: rows.map((u) => ({
          _id: u.id,
          firstName: u.first_name,
          lastName: u.last_name,
          email: u.email,
          active: u.active,
          role: { _id: u.role_id, roleName: u.role_name },
        })),
      };
    },
  );

  app.put(
    '/api/company/users/:id/role',
    orgAccess(P.adminCreate),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      const { roleId } = parseInput(userRoleSchema, request.body, 'body');
      if (id === actor.userId) throw badField('roleId', 'You cannot change your own role');
      await ctx.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users as u')
          .innerJoin('roles as r', 'r.id', 'u.role_id')
          .select(['u.email', 'r.role_name'])
          .where('u.company_id', '=', actor.companyId)
          .where('u.id', '=', id)
          .executeTakeFirst();
        if (!user) throw notFound('User not found');
        const role = await trx
          .selectFrom('roles')
          .select('role_name')
          .where('company_id', '=', actor.companyId)
          .where('id', '=', roleId)
          .executeTakeFirst();
        if (!role) throw badField('roleId', 'Not found in your company');
        await trx
          .updateTable('users')
          .set({ role_id: roleId })
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .execute();
        await recordOrgActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityType: 'user',
          entityId: id,
          action: 'role-assign',
          before: { email: user.email, roleName: user.role_name },
          after: { email: user.email, roleName: role.role_name },
        });
      });
      ctx.sessions.invalidateCompany(actor.companyId);
      return { type: 'success' };
    },
  );
}

function toInvitation(r: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  role_name: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}): Invitation {
  return {
    _id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: { _id: r.role_id, roleName: r.role_name },
    createdAt: new Date(r.created_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
    revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
  };
}

function selectInvitations(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .select([
      'i.id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'r.id as role_id',
      'r.role_name',
      'i.created_at',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.purpose', '=', 'invitation');
}

/** The live invitation of a token (not used, not expired; never a password reset), or null. */
async function liveInvitation(db: Kysely<DB>, token: string, lock = false) {
  let query = db
    .selectFrom('invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .select([
      'i.id',
      'i.company_id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'r.id as role_id',
      'c.name as company_name',
    ])
    .where('i.purpose', '=', 'invitation')
    .where('i.token_hash', '=', hashLinkToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Why a token opens no invitation: 410 LINK_REVOKED for one an administrator revoked, else 404. */
async function invalidInvitation(db: Kysely<DB>, token: string): Promise<HttpError> {
  const revoked = await db
    .selectFrom('invitations')
    .select('id')
    .where('purpose', '=', 'invitation')
    .where('token_hash', '=', hashLinkToken(token))
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  return revoked
    ? new HttpError(410, REVOKED_INVITATION, undefined, {}, INVITATION_REVOKED)
    : new HttpError(404, INVALID_INVITATION);
}

function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/company/invitations',
    orgAccess(P.adminView),
    async (request): Promise<InvitationsResponse> => {
      const rows = await selectInvitations(ctx.db, actorOf(request).companyId)
        .orderBy('i.created_at', 'desc')
        .limit(200)
        .execute();
      return { type: 'success', invitations: rows.map(toInvitation) };
    },
  );

  app.post(
    '/api/company/invitations',
    orgAccess(P.adminCreate),
    async (request, reply): Promise<InvitationCreatedResponse> => {
      const actor = actorOf(request);
      const input = parseInput(invitationInputSchema, request.body, 'body');
      const taken = await ctx.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', input.email)
        .executeTakeFirst();
      if (taken) throw badField('email', 'Someone already signs in with this email');
      const role = await ctx.db
        .selectFrom('roles')
        .select('id')
        .where('company_id', '=', actor.companyId)
        .where('id', '=', input.roleId)
        .executeTakeFirst();
      if (!role) throw badField('roleId', 'Not found in your company');
      const { token, hash } = newLinkToken();
      const id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('invitations')
          .values({
            company_id: actor.companyId,
            email: input.email,
            first_name: input.firstName,
            last_name: input.lastName,
            role_id: input.roleId,
            token_hash: hash,
            invited_by: actor.userId,
            expires_at:
              sql<Date>`now() + make_interval(days => ${INVITATION_TTL_DAYS})` as unknown as Date,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordOrgActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityType: 'invitation',
          entityId: row.id,
          action: 'invite',
          after: { email: input.email, roleId: input.roleId },
        });
        return row.id;
      });
      const row = await selectInvitations(ctx.db, actor.companyId)
        .where('i.id', '=', id)
        .executeTakeFirstOrThrow();
      reply.code(201);
      // Relative to the page without PUBLIC_URL, like every address the API hands out.
      return {
        type: 'success',
        invitation: toInvitation(row),
        link: `${ctx.config.publicUrl ?? ''}/accept-invite/${token}`,
      };
    },
  );

  const limited = {
    config: {
      access: publicAccess(),
      rateLimit: { max: ctx.config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
    },
  };

  app.get(
    '/api/invitations/:token',
    limited,
    async (request): Promise<InvitationLookupResponse> => {
      const { token } = parseInput(invitationTokenParamsSchema, request.params, 'params');
      const found = await liveInvitation(ctx.db, token);
      if (!found) throw await invalidInvitation(ctx.db, token);
      return {
        type: 'success',
        invitation: {
          email: found.email,
          firstName: found.first_name,
          companyName: found.company_name,
        },
      };
    },
  );

  app.post(
    '/api/invitations/:token/accept',
    limited,
    async (request): Promise<InvitationAcceptResponse> => {
      const { token } = parseInput(invitationTokenParamsSchema, request.params, 'params');
      const { password } = parseInput(invitationAcceptSchema, request.body, 'body');
      const hash = await hashPassword(password);
      const user = await ctx.db.transaction().execute(async (trx) => {
        const invitation = await liveInvitation(trx, token, true);
        if (!invitation) throw await invalidInvitation(trx, token);
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(email)`, '=', invitation.email)
          .executeTakeFirst();
        if (taken) throw new HttpError(409, 'Someone already signs in with this email');
        const created = await trx
          .insertInto('users')
          .values({
            company_id: invitation.company_id,
            first_name: invitation.first_name,
            last_name: invitation.last_name,
            email: invitation.email,
            password_hash: hash,
            role_id: invitation.role_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('invitations')
          .set({ accepted_at: sql<Date>`now()`, user_id: created.id })
          .where('id', '=', invitation.id)
          .execute();
        await recordOrgActivity(trx, {
          companyId: invitation.company_id,
          actorUserId: created.id,
          entityType: 'invitation',
          entityId: invitation.id,
          action: 'invite-accept',
          after: { email: invitation.email },
        });
        return { id: created.id, companyId: invitation.company_id };
      });
      return { type: 'success', token: await openSession(ctx, user.id, user.companyId) };
    },
  );
}

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoleRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerUserAccessRoutes(app, ctx);
}
