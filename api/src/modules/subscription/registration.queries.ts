/** The rows a self-service registration writes: the company, its roles and its admin. */
import { sql, type Kysely } from 'kysely';
import type { CompanyModule, Policies } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';

export async function emailExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

export const insertCompany = (
  trx: Kysely<DB>,
  company: { name: string; modules: CompanyModule[]; licenseNotRequired: boolean },
) =>
  trx
    .insertInto('companies')
    .values({
      name: company.name,
      logo: null,
      modules: company.modules,
      license_not_required: company.licenseNotRequired,
      subscription_start: null,
      subscription_end: null,
    })
    .returning(['id', 'name', 'modules'])
    .executeTakeFirstOrThrow();

export interface NewRole {
  roleName: string;
  accessLevel: string;
  policies: Policies;
}

export const insertRoles = (trx: Kysely<DB>, companyId: string, roles: NewRole[]) =>
  trx
    .insertInto('roles')
    .values(
      roles.map((role) => ({
        company_id: companyId,
        role_name: role.roleName,
        access_level: role.accessLevel,
        policies: JSON.stringify(role.policies),
      })),
    )
    .returning(['id', 'role_name'])
    .execute();

export const insertUser = (
  trx: Kysely<DB>,
  user: {
    companyId: string;
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    roleId: string;
  },
) =>
  trx
    .insertInto('users')
    .values({
      company_id: user.companyId,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      password_hash: user.passwordHash,
      role_id: user.roleId,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
