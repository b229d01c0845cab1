/**
 * The server enforces what the company bought: a company without a live subscription
 * gets 402 (LICENSE_REQUIRED / LICENSE_EXPIRED) and one without a route's module 403
 * MODULE_NOT_ENABLED, on every route of the product, before any handler runs.
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { registerGuard, type DeclaredRoute } from '../src/auth/guard';
import { createTokenService } from '../src/auth/jwt';
import { entitlementRefusal } from '../src/modules/subscription/license';
import {
  bearer,
  createTestEnv,
  expectErrorBody,
  login,
  TEST_SECRET,
  type TestEnv,
} from './helpers';

let env: TestEnv;
let routes: DeclaredRoute[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  env = await createTestEnv();
  // HEAD twins of GET routes answer without a body; their GET is checked.
  routes = env.app.declaredRoutes.filter((r) => r.method !== 'HEAD');
  for (const email of [
    'admin@demo.test',
    'expired@demo.test',
    'unlicensed@demo.test',
    'incidents@demo.test',
    'admin@other.test',
  ]) {
    tokens[email] = await login(env.app, email);
  }
});
afterAll(() => env.close());

/** A concrete URL for a declared route: every path parameter a fresh uuid. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());
}

function call(route: DeclaredRoute, token: string) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
  return env.app.inject({
    method,
    url: concrete(route.url),
    headers: bearer(token),
    ...(hasBody ? { payload: {} } : {}),
  });
}

const gated = () =>
  routes.filter((r) => r.access.kind === 'permission' && r.access.entitlement !== 'none');
const moduleRoutes = () =>
  gated().filter(
    (r) =>
      r.access.kind === 'permission' &&
      r.access.entitlement !== 'subscription' &&
      r.access.entitlement !== 'none',
  );

it('declares an entitlement on every route of the product', () => {
  expect(gated().length).toBeGreaterThanOrEqual(25);
  expect(moduleRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining([
      'GET /api/assets/get-assets',
      'POST /api/assets/bulk',
      'POST /api/assets/:id/comments',
    ]),
  );
});

it('refuses every product route to an expired company with 402 LICENSE_EXPIRED', async () => {
  for (const route of gated()) {
    const res = await call(route, tokens['expired@demo.test']!);
    const body = expectErrorBody(res, 402) as { code?: string };
    expect({ route: `${route.method} ${route.url}`, code: body.code }).toEqual({
      route: `${route.method} ${route.url}`,
      code: 'LICENSE_EXPIRED',
    });
  }
});

it('refuses every product route to a company that never subscribed with 402 LICENSE_REQUIRED', async () => {
  for (const route of gated()) {
    const res = await call(route, tokens['unlicensed@demo.test']!);
    const body = expectErrorBody(res, 402) as { code?: string };
    expect(`${route.method} ${route.url} ${body.code}`).toBe(
      `${route.method} ${route.url} LICENSE_REQUIRED`,
    );
  }
});

it('refuses every module route to a company without the module with 403 MODULE_NOT_ENABLED', async () => {
  for (const route of moduleRoutes()) {
    // Incident Response Co has incident-management only; Other Ltd has every other but it.
    const incidents =
      route.access.kind === 'permission' && route.access.entitlement === 'incident-management';
    const res = await call(route, tokens[incidents ? 'admin@other.test' : 'incidents@demo.test']!);
    const body = expectErrorBody(res, 403) as { code?: string };
    expect(`${route.method} ${route.url} ${body.code}`).toBe(
      `${route.method} ${route.url} MODULE_NOT_ENABLED`,
    );
  }
});

it('writes nothing for a refused company: the bulk action leaves the assets as they were', async () => {
  const companyOf = (email: string) =>
    env.database.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const { company_id } = await companyOf('expired@demo.test');
  const before = await env.database.db
    .selectFrom('assets')
    .select(['id', 'state'])
    .where('company_id', '=', company_id)
    .orderBy('id')
    .execute();
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/assets/bulk',
    headers: bearer(tokens['expired@demo.test']!),
    payload: { ids: before.map((a) => a.id), action: 'delete' },
  });
  expectErrorBody(res, 402);
  const after = await env.database.db
    .selectFrom('assets')
    .select(['id', 'state'])
    .where('company_id', '=', company_id)
    .orderBy('id')
    .execute();
  expect(after).toEqual(before);
});

it('keeps sign-in, roles, subscription orders and public routes open to an expired company', async () => {
  const token = tokens['expired@demo.test']!;
  const verify = await env.app.inject({
    method: 'POST',
    url: '/api/auth/verify-token',
    headers: bearer(token),
  });
  expect(verify.statusCode).toBe(200);
  expect(verify.json().licenseCode).toBe('LICENSE_EXPIRED');
  expect(
    (await env.app.inject({ url: '/api/itam/roles/get', headers: bearer(token) })).statusCode,
  ).toBe(200);
  expect(
    (await env.app.inject({ url: '/api/itam/orders', headers: bearer(token) })).statusCode,
  ).toBe(200);
  expect((await env.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

it('lets a company with the module and a live subscription through', async () => {
  const res = await env.app.inject({
    url: '/api/assets/get-assets',
    headers: bearer(tokens['admin@demo.test']!),
  });
  expect(res.statusCode).toBe(200);
  const locations = await env.app.inject({
    url: '/api/company/locations/dropdown',
    headers: bearer(tokens['incidents@demo.test']!),
  });
  // Organisation data needs a live subscription, not the asset module.
  expect(locations.statusCode).toBe(200);
});

it('applies a subscription or module change on the next request, cached session or not', async () => {
  const token = tokens['admin@demo.test']!;
  const list = () => env.app.inject({ url: '/api/assets/get-assets', headers: bearer(token) });
  expect((await list()).statusCode).toBe(200);
  expect((await list()).statusCode).toBe(200);
  const { company_id } = await env.database.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const company = () => env.database.db.updateTable('companies').where('id', '=', company_id);
  const saved = await env.database.db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', company_id)
    .executeTakeFirstOrThrow();
  try {
    await company()
      .set({ modules: ['incident-management'] })
      .execute();
    expect(((await list()).json() as { code?: string }).code).toBe('MODULE_NOT_ENABLED');
    await company()
      .set({
        modules: saved.modules,
        license_not_required: false,
        subscription_start: sql<string>`current_date - 30`,
        subscription_end: sql<string>`current_date - 1`,
      })
      .execute();
    expect(((await list()).json() as { code?: string }).code).toBe('LICENSE_EXPIRED');
  } finally {
    await company()
      .set({
        modules: saved.modules,
        license_not_required: saved.license_not_required,
        subscription_start: saved.subscription_start,
        subscription_end: saved.subscription_end,
      })
      .execute();
  }
  expect((await list()).statusCode).toBe(200);
});

describe('entitlementRefusal', () => {
  const live = {
    modules: ['asset-management' as const],
    license_not_required: false,
    subscription_start: '2026-01-01',
    subscription_end: '2026-12-31',
  };
  it('judges the subscription by the day it is asked', () => {
    expect(entitlementRefusal(live, 'asset-management', '2026-12-31')).toBeNull();
    expect(entitlementRefusal(live, 'asset-management', '2027-01-01')?.code).toBe(
      'LICENSE_EXPIRED',
    );
    expect(entitlementRefusal(live, 'asset-management', '2025-12-31')?.code).toBe(
      'LICENSE_REQUIRED',
    );
  });
  it('asks nothing of a route open to every company, and only a subscription of an organisation route', () => {
    const lapsed = { ...live, subscription_end: '2026-01-02' };
    expect(entitlementRefusal(lapsed, 'none', '2027-01-01')).toBeNull();
    expect(entitlementRefusal(live, 'subscription', '2026-06-01')).toBeNull();
    expect(entitlementRefusal(live, 'incident-management', '2026-06-01')).toEqual(
      expect.objectContaining({ status: 403, code: 'MODULE_NOT_ENABLED' }),
    );
  });
  it('lets a company that needs no licence through to its modules only', () => {
    const free = { ...live, license_not_required: true, subscription_start: null };
    expect(entitlementRefusal(free, 'asset-management')).toBeNull();
    expect(entitlementRefusal(free, 'it-products')?.code).toBe('MODULE_NOT_ENABLED');
  });
});

describe('the access declaration', () => {
  it('stops the server at start when a product route declares no entitlement', async () => {
    const app = Fastify();
    registerGuard(app, env.database.db, createTokenService(TEST_SECRET));
    const undeclared = { kind: 'permission', anyOf: [] };
    expect(() =>
      app.get('/api/undeclared', { config: { access: undeclared as never } }, async () => ({})),
    ).toThrow(/entitlement/);
    await app.close();
  });
});
