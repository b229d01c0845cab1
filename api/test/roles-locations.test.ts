import crypto from 'node:crypto';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { allPolicies, type Policies } from '@itam/shared/contracts';
import {
  DEMO_PASSWORD,
  bearer,
  createTestEnv,
  expectErrorBody,
  login,
  type TestEnv,
} from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

/** A user of Demo Corp with a role holding exactly `policies`. */
async function userWithPolicies(policies: Policies): Promise<string> {
  const db = env.database.db;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Corp')
    .executeTakeFirstOrThrow();
  const suffix = crypto.randomBytes(4).toString('hex');
  const role = await db
    .insertInto('roles')
    .values({
      company_id: company.id,
      role_name: `Custom ${suffix}`,
      access_level: 'custom',
      policies: JSON.stringify(policies),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `custom-${suffix}@demo.test`;
  await db
    .insertInto('users')
    .values({
      company_id: company.id,
      first_name: 'Custom',
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      role_id: role.id,
    })
    .execute();
  return login(env.app, email);
}

describe('GET /api/{product}/roles/get', () => {
  it('gives the admin every permission of the catalogue', async () => {
    const res = await env.app.inject({
      url: '/api/itam/roles/get',
      headers: bearer(await login(env.app, 'admin@demo.test')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'success',
      roleInfo: { roleName: 'Admin', policies: allPolicies() },
      accessLevel: 'admin',
    });
  });

  it('gives the viewer only asset view', async () => {
    const res = await env.app.inject({
      url: '/api/itam/roles/get',
      headers: bearer(await login(env.app, 'viewer@demo.test')),
    });
    expect(res.json()).toEqual({
      type: 'success',
      roleInfo: { roleName: 'Viewer', policies: { on_asset: { asset: ['view'] } } },
      accessLevel: 'viewer',
    });
  });

  it('needs a session', async () => {
    expectErrorBody(await env.app.inject({ url: '/api/itam/roles/get' }), 401);
  });

  it('answers 404 for another product slug', async () => {
    const token = await login(env.app, 'admin@demo.test');
    expectErrorBody(
      await env.app.inject({ url: '/api/other/roles/get', headers: bearer(token) }),
      404,
    );
  });

  it('follows PRODUCT_SLUG', async () => {
    const app = await buildApp(
      { ...env.config, productSlug: 'assetly' },
      { database: env.database },
    );
    try {
      const token = await login(app, 'admin@demo.test');
      expect(
        (await app.inject({ url: '/api/assetly/roles/get', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expectErrorBody(
        await app.inject({ url: '/api/itam/roles/get', headers: bearer(token) }),
        404,
      );
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/company/locations/dropdown', () => {
  const dropdown = (token: string) =>
    env.app.inject({ url: '/api/company/locations/dropdown', headers: bearer(token) });

  it('lists the branches of the caller company, by name', async () => {
    const res = await dropdown(await login(env.app, 'admin@demo.test'));
    expect(res.statusCode).toBe(200);
    const { type, locations } = res.json();
    expect(type).toBe('success');
    expect(locations).toHaveLength(6);
    expect(Object.keys(locations[0]).sort()).toEqual(['_id', 'branchId', 'city', 'name']);
    const names = locations.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort());
    expect(locations.every((l: { branchId: string }) => l.branchId.startsWith('BR-'))).toBe(true);
  });

  it('shows another company only its own branches', async () => {
    const { locations } = (await dropdown(await login(env.app, 'admin@other.test'))).json();
    expect(locations.map((l: { branchId: string }) => l.branchId).sort()).toEqual([
      'OL-DUB',
      'OL-LDN',
      'OL-MAN',
    ]);
  });

  it('allows asset view or company_branches view, and refuses a role with neither', async () => {
    expect((await dropdown(await login(env.app, 'viewer@demo.test'))).statusCode).toBe(200);
    const branchViewer = await userWithPolicies({
      on_organsiation: { company_branches: ['view'] },
    });
    expect((await dropdown(branchViewer)).statusCode).toBe(200);
    const neither = await userWithPolicies({
      on_asset: { audit: ['view'] },
      on_organsiation: { company_branches: ['edit'] },
    });
    expectErrorBody(await dropdown(neither), 403);
  });

  it('needs a session', async () => {
    expectErrorBody(await env.app.inject({ url: '/api/company/locations/dropdown' }), 401);
  });
});
