/** The SQL of the company's roles and of its users' roles. */
import { sql, type Kysely } from 'kysely';
import type { CompanyRole, CompanyUser, Policies } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { recordOrgActivity, type OrgActivityEntry } from './activity.queries';
import type { OrgActor } from './access';

export async function listRoles(
  db: Kysely<DB>,
  companyId: string,
  id?: string,
): Promise<CompanyRole[]> {
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

/** A role's activity row. */
export const logRole = (
  trx: Kysely<DB>,
  actor: OrgActor,
  entry: Pick<OrgActivityEntry, 'entityId' | 'action' | 'before' | 'after'>,
) =>
  recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'role',
    ...entry,
  });

export async function insertRole(
  trx: Kysely<DB>,
  companyId: string,
  role: { roleName: string; policies: Policies },
): Promise<string> {
  const row = await trx
    .insertInto('roles')
    .values({
      company_id: companyId,
      role_name: role.roleName,
      access_level: 'custom',
      policies: JSON.stringify(role.policies),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const lockRole = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .selectFrom('roles')
    .select(['role_name', 'policies'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** Whether the user holds the role. */
export async function holdsRole(trx: Kysely<DB>, actor: OrgActor, roleId: string) {
  const mine = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where('id', '=', actor.userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return mine !== undefined;
}

export const setRole = (
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  role: { roleName: string; policies: Policies },
) =>
  trx
    .updateTable('roles')
    .set({ role_name: role.roleName, policies: JSON.stringify(role.policies) })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();

export async function listUsers(db: Kysely<DB>, companyId: string): Promise<CompanyUser[]> {
  const rows = await db
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
  return rows.map((u) => ({
    _id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    active: u.active,
    role: { _id: u.role_id, roleName: u.role_name },
  }));
}

/** The company's user with their role's name. */
export const userWithRole = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.email', 'r.role_name'])
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', id)
    .executeTakeFirst();

export const roleNamed = (trx: Kysely<DB>, companyId: string, id: string) =>
  trx
    .selectFrom('roles')
    .select('role_name')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

export const setUserRole = (trx: Kysely<DB>, companyId: string, id: string, roleId: string) =>
  trx
    .updateTable('users')
    .set({ role_id: roleId })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
