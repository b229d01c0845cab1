/**
 * The caller's own role (GET /{product}/roles/get, any signed-in user), and admin setup
 * (`admin_setup`): roles, the users with their role, a user's role, and who may
 * sign in (deactivate, reactivate, revoke an invitation).
 */
import type { FastifyInstance } from 'fastify';
import {
  companyRoleResponse,
  companyRolesResponse,
  companyUsersResponse,
  okResponse,
  orgIdParamsSchema,
  roleInputSchema,
  sessionRoleResponse,
  userRoleSchema,
} from '@itam/shared/contracts/organisation';
import { authOf, sessionAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import { listUsers } from './roles.queries';
import { assignRole, createRole, listRoles, updateRole } from './roles.service';
import { revokeInvitation, setActive } from './user-access.service';
import { idempotent } from '../../platform/idempotency';

const ROLES = '/api/company/roles';
const idParams = { params: orgIdParamsSchema };
const ok = { response: { 200: okResponse } };

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoleSetup(app, ctx);
  registerUserSetup(app, ctx);
}

function registerRoleSetup(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, sessions } = ctx;

  // The guard loaded the caller's role with the session; nothing more to read.
  r.get(
    `/api/${ctx.config.productSlug}/roles/get`,
    { config: { access: sessionAccess() }, schema: { response: { 200: sessionRoleResponse } } },
    async (request) => {
      const { roleName, policies, accessLevel } = authOf(request);
      return { type: 'success' as const, roleInfo: { roleName, policies }, accessLevel };
    },
  );

  r.get(
    ROLES,
    { ...access(P.adminView), schema: { response: { 200: companyRolesResponse } } },
    async (request) => ({
      type: 'success' as const,
      roles: await listRoles(db, callerOf(request).companyId),
    }),
  );

  r.post(
    ROLES,
    {
      ...idempotent(access(P.adminCreate)),
      schema: { body: roleInputSchema, response: { 201: companyRoleResponse } },
    },
    async (request, reply) => {
      const role = await createRole(db, callerOf(request), request.body);
      reply.code(201);
      return { type: 'success' as const, role };
    },
  );

  r.put(
    `${ROLES}/:id`,
    {
      ...access(P.adminCreate),
      schema: { ...idParams, body: roleInputSchema, response: { 200: companyRoleResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      role: await updateRole(db, sessions, callerOf(request), request.params.id, request.body),
    }),
  );
}

function registerUserSetup(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, sessions } = ctx;

  r.get(
    '/api/company/users',
    { ...access(P.adminView), schema: { response: { 200: companyUsersResponse } } },
    async (request) => ({
      type: 'success' as const,
      users: await listUsers(db, callerOf(request).companyId),
    }),
  );

  r.put(
    '/api/company/users/:id/role',
    { ...access(P.adminCreate), schema: { ...idParams, body: userRoleSchema, ...ok } },
    async (request) => {
      const { id } = request.params;
      await assignRole(db, sessions, callerOf(request), id, request.body.roleId);
      return { type: 'success' as const };
    },
  );

  r.post(
    '/api/company/invitations/:id/revoke',
    { ...access(P.adminCreate), schema: { ...idParams, ...ok } },
    async (request) => {
      await revokeInvitation(db, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    r.post(
      `/api/company/users/:id/${action}`,
      { ...access(P.adminCreate), schema: { ...idParams, ...ok } },
      async (request) => {
        const actor = callerOf(request);
        await setActive(db, actor, request.params.id, active);
        // The database announces the change too; dropping it here does not depend on that.
        sessions.invalidateCompany(actor.companyId);
        return { type: 'success' as const };
      },
    );
  }
}
