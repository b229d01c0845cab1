/**
 * Roles as named policy sets over the whole permission catalogue, and a user's role. An
 * administrator cannot lock themselves out: neither their own role nor a change that takes
 * admin setup from the role they hold. A change drops the company's cached sessions.
 */
import type { Kysely } from 'kysely';
import type { CompanyRole, roleInputSchema } from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { SessionCache } from '../../auth/session-cache';
import type { DB } from '../../db/schema';
import { badField, notFound, uniqueViolation } from '../../platform/http-errors';
import { recordOrgActivity } from './activity.queries';
import type { OrgActor } from './access';
import {
  holdsRole,
  insertRole,
  listRoles,
  lockRole,
  logRole,
  roleNamed,
  setRole,
  setUserRole,
  userWithRole,
} from './roles.queries';
import { administers } from './user-access.service';

type RoleInput = z.infer<typeof roleInputSchema>;

function mapRoleName(err: unknown): never {
  if (uniqueViolation(err) !== null)
    throw badField('roleName', 'Your company has a role of this name already');
  throw err;
}

const oneRole = async (db: Kysely<DB>, companyId: string, id: string): Promise<CompanyRole> =>
  (await listRoles(db, companyId, id))[0]!;

export async function createRole(db: Kysely<DB>, actor: OrgActor, input: RoleInput) {
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const roleId = await insertRole(trx, actor.companyId, input);
      await logRole(trx, actor, { entityId: roleId, action: 'create', after: input });
      return roleId;
    })
    .catch(mapRoleName);
  return oneRole(db, actor.companyId, id);
}

export async function updateRole(
  db: Kysely<DB>,
  sessions: Pick<SessionCache, 'invalidateCompany'>,
  actor: OrgActor,
  id: string,
  input: RoleInput,
) {
  await db
    .transaction()
    .execute(async (trx) => {
      const before = await lockRole(trx, actor.companyId, id);
      if (!before) throw notFound('Role not found');
      if ((await holdsRole(trx, actor, id)) && !administers(input.policies))
        throw badField(
          'policies',
          'You hold this role: keep its admin setup permissions, or you lock yourself out',
        );
      await setRole(trx, actor.companyId, id, input);
      await logRole(trx, actor, {
        entityId: id,
        action: 'update',
        before: { roleName: before.role_name, policies: before.policies },
        after: input,
      });
    })
    .catch(mapRoleName);
  sessions.invalidateCompany(actor.companyId);
  return oneRole(db, actor.companyId, id);
}

export async function assignRole(
  db: Kysely<DB>,
  sessions: Pick<SessionCache, 'invalidateCompany'>,
  actor: OrgActor,
  id: string,
  roleId: string,
): Promise<void> {
  if (id === actor.userId) throw badField('roleId', 'You cannot change your own role');
  await db.transaction().execute(async (trx) => {
    const user = await userWithRole(trx, actor.companyId, id);
    if (!user) throw notFound('User not found');
    const role = await roleNamed(trx, actor.companyId, roleId);
    if (!role) throw badField('roleId', 'Not found in your company');
    await setUserRole(trx, actor.companyId, id, roleId);
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
  sessions.invalidateCompany(actor.companyId);
}

export { listRoles };
