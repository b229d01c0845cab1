/** Set-up of the organisation settings suites: the asset world plus users of chosen policies. */
import crypto from 'node:crypto';
import type { Policies } from '@itam/shared/contracts';
import { hashPassword } from '../src/auth/passwords';
import { client, type AssetWorld, type Client } from './asset-fixtures';
import { DEMO_PASSWORD, login } from './helpers';

/** A Demo Corp user whose role holds exactly `policies`, and a client signed in as them. */
export async function userWith(
  world: AssetWorld,
  policies: Policies,
): Promise<{ client: Client; token: string; email: string; userId: string }> {
  const db = world.env.database.db;
  const suffix = crypto.randomBytes(4).toString('hex');
  const role = await db
    .insertInto('roles')
    .values({
      company_id: world.demo.companyId,
      role_name: `Custom ${suffix}`,
      access_level: 'custom',
      policies: JSON.stringify(policies),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `custom-${suffix}@demo.test`;
  const user = await db
    .insertInto('users')
    .values({
      company_id: world.demo.companyId,
      first_name: 'Custom',
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      role_id: role.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await login(world.env.app, email);
  return { client: client(world.env, token), token, email, userId: user.id };
}

/** Rows of the organisation's log of Demo Corp, newest first. */
export async function orgLog(
  world: AssetWorld,
): Promise<
  { action: string; entityType: string; before: unknown; after: unknown; label: string | null }[]
> {
  const res = await world.admin.get('/company/activity?limit=100');
  return res.json().activities;
}
