/**
 * Self-service registration: a company with the chosen modules (and no subscription
 * yet: licenseCode LICENSE_REQUIRED until it buys a plan), its Admin role with every
 * policy, a Viewer role, and the registering person as its admin user. The operator's
 * `create-admin` command (src/create-admin.ts) creates a company the same way, one that
 * needs no licence.
 */
import { sql, type Kysely } from 'kysely';
import { allPolicies, MARKETING_ERRORS, type Policies } from '@itam/shared/contracts';
import type { registerRequestSchema } from '@itam/shared/schemas';
import type { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import type { DB } from '../db/schema';
import { HttpError } from '../platform/http-errors';
import { isUniqueViolation } from './marketing-refs';
import { STAFF_POLICIES } from '../modules/incidents/access';
import { SHOP_ROLE_POLICIES } from '../modules/shop/access';

export type RegisterInput = z.infer<typeof registerRequestSchema>;

const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };
/**
 * The plain staff role, as the seed's: raises service desk tickets and follows its own, and
 * orders from the IT shop, follows its orders and approves its reports' (its own step only).
 */
const NEW_STAFF_POLICIES: Policies = { ...STAFF_POLICIES, on_shop: SHOP_ROLE_POLICIES.staff };

function emailTaken(): HttpError {
  return new HttpError(400, MARKETING_ERRORS.emailTaken, [
    { field: 'email', message: MARKETING_ERRORS.emailTaken },
  ]);
}

async function emailExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

export interface Registered {
  company: { _id: string; name: string; roles: string[] };
  user: { _id: string; email: string };
}

export interface RegisterOptions {
  /** The company needs no subscription (licenseCode NOT_REQUIRED): only the operator's command sets it. */
  licenseNotRequired?: boolean;
}

export async function registerCompany(
  db: Kysely<DB>,
  input: RegisterInput,
  { licenseNotRequired = false }: RegisterOptions = {},
): Promise<Registered> {
  if (await emailExists(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const company = await trx
        .insertInto('companies')
        .values({
          name: input.companyName,
          logo: null,
          modules: input.modules,
          license_not_required: licenseNotRequired,
          subscription_start: null,
          subscription_end: null,
        })
        .returning(['id', 'name', 'modules'])
        .executeTakeFirstOrThrow();
      const admin = await trx
        .insertInto('roles')
        .values([
          {
            company_id: company.id,
            role_name: 'Admin',
            access_level: 'admin',
            policies: JSON.stringify(allPolicies()),
          },
          {
            company_id: company.id,
            role_name: 'Viewer',
            access_level: 'viewer',
            policies: JSON.stringify(VIEWER_POLICIES),
          },
          {
            company_id: company.id,
            role_name: 'Staff',
            access_level: 'staff',
            policies: JSON.stringify(NEW_STAFF_POLICIES),
          },
        ])
        .returning(['id', 'role_name'])
        .execute();
      const user = await trx
        .insertInto('users')
        .values({
          company_id: company.id,
          first_name: input.firstName,
          last_name: input.lastName ?? '',
          email: input.email,
          password_hash: passwordHash,
          role_id: admin.find((r) => r.role_name === 'Admin')!.id,
        })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      return {
        company: { _id: company.id, name: company.name, roles: company.modules },
        user: { _id: user.id, email: user.email },
      };
    });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
