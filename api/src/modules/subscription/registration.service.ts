/**
 * Self-service registration: a company with the chosen modules (and no subscription
 * yet: licenseCode LICENSE_REQUIRED until it buys a plan), its Admin role with every
 * policy, a Viewer role, and the registering person as its admin user. The operator's
 * `create-admin` command (src/create-admin.ts) creates a company the same way, one that
 * needs no licence.
 */
import type { Kysely } from 'kysely';
import { allPolicies, MARKETING_ERRORS, type Policies } from '@itam/shared/contracts';
import type { RegisterInput } from '@itam/shared/contracts/marketing';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { isUniqueViolation } from '../marketing/references';
import { STAFF_POLICIES } from '../incidents/access';
import { SHOP_ROLE_POLICIES } from '../shop/access';
import { emailExists, insertCompany, insertRoles, insertUser } from './registration.queries';

export type { RegisterInput };

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
      const company = await insertCompany(trx, {
        name: input.companyName,
        modules: input.modules,
        licenseNotRequired,
      });
      const roles = await insertRoles(trx, company.id, [
        { roleName: 'Admin', accessLevel: 'admin', policies: allPolicies() },
        { roleName: 'Viewer', accessLevel: 'viewer', policies: VIEWER_POLICIES },
        { roleName: 'Staff', accessLevel: 'staff', policies: NEW_STAFF_POLICIES },
      ]);
      const user = await insertUser(trx, {
        companyId: company.id,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        email: input.email,
        passwordHash,
        roleId: roles.find((r) => r.role_name === 'Admin')!.id,
      });
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
