/** Shared set-up of the asset register suites: a seeded app, tokens, ids of both companies, and a small client. */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { AssetDetail, AssetInput, AssetState } from '@itam/shared/contracts';
import type { AppConfig } from '../src/config';
import { bearer, createTestEnv, login, type TestEnv } from './helpers';

export interface Client {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

export function client(env: TestEnv, token: string): Client {
  // Bodies always go as JSON text, whatever their value (property tests send strings and numbers too).
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    env.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? '' }),
    });
  return {
    get: (url) => call('GET', url),
    post: (url, body) => call('POST', url, body ?? {}),
    put: (url, body) => call('PUT', url, body ?? {}),
    del: (url) => call('DELETE', url),
  };
}

export interface AssetWorld {
  env: TestEnv;
  admin: Client;
  viewer: Client;
  other: Client;
  tokens: { admin: string; viewer: string; other: string };
  demo: {
    companyId: string;
    typeId: string;
    branchId: string;
    purchaseOrderId: string;
    employees: string[];
  };
  foreign: {
    typeId: string;
    branchId: string;
    purchaseOrderId: string;
    employeeId: string;
    assetId: string;
  };
}

async function companyIds(env: TestEnv, name: string) {
  const db = env.database.db;
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const of = (table: 'asset_types' | 'branches' | 'purchase_orders' | 'assets') =>
    db.selectFrom(table).select('id').where('company_id', '=', company.id).orderBy('id').execute();
  // Employees with an exit in progress come last: the tests hand the first ones assets, which
  // a leaver's exit may refuse (modules/exits/holdings.service.ts).
  const employees = db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.company_id', '=', company.id)
    .orderBy(
      (eb) =>
        eb.exists(
          eb
            .selectFrom('exits as x')
            .select('x.id')
            .whereRef('x.company_id', '=', 'e.company_id')
            .whereRef('x.employee_id', '=', 'e.id')
            .where('x.status', '<>', 'completed'),
        ),
      'asc',
    )
    .orderBy('e.id')
    .execute();
  // The laptop type first, by name and not by its random id: a test's asset must not fall
  // under the demo's Mobile Phone tag rule on one run in ten.
  const types = db
    .selectFrom('asset_types')
    .select('id')
    .where('company_id', '=', company.id)
    .orderBy(sql`name <> 'Laptop'`)
    .orderBy('name')
    .execute();
  const [typeRows, branches, orders, employeeRows, assets] = await Promise.all([
    types,
    of('branches'),
    of('purchase_orders'),
    employees,
    of('assets'),
  ]);
  return { companyId: company.id, types: typeRows, branches, orders, employees: employeeRows, assets };
}

export async function assetWorld(overrides: Partial<AppConfig> = {}): Promise<AssetWorld> {
  const env = await createTestEnv(overrides);
  const tokens = {
    admin: await login(env.app, 'admin@demo.test'),
    viewer: await login(env.app, 'viewer@demo.test'),
    other: await login(env.app, 'admin@other.test'),
  };
  const demo = await companyIds(env, 'Demo Corp');
  const other = await companyIds(env, 'Other Ltd');
  return {
    env,
    tokens,
    admin: client(env, tokens.admin),
    viewer: client(env, tokens.viewer),
    other: client(env, tokens.other),
    demo: {
      companyId: demo.companyId,
      typeId: demo.types[0]!.id,
      branchId: demo.branches[0]!.id,
      purchaseOrderId: demo.orders[0]!.id,
      employees: demo.employees.map((e) => e.id),
    },
    foreign: {
      typeId: other.types[0]!.id,
      branchId: other.branches[0]!.id,
      purchaseOrderId: other.orders[0]!.id,
      employeeId: other.employees[0]!.id,
      assetId: other.assets[0]!.id,
    },
  };
}

let serial = 0;

/** A valid create body of Demo Corp; `overrides` replace fields. */
export function assetBody(world: AssetWorld, overrides: Partial<AssetInput> = {}): AssetInput {
  serial += 1;
  return {
    name: 'Test Laptop',
    assetTypeId: world.demo.typeId,
    serialNumber: `TEST-${process.pid}-${serial}`,
    make: 'Dell',
    model: 'Latitude 5440',
    price: 1000,
    dateOfPurchase: '2024-01-15',
    warrantyEndDate: '2027-01-15',
    officeId: world.demo.branchId,
    invoiceId: world.demo.purchaseOrderId,
    ...overrides,
  };
}

export async function createAsset(
  world: AssetWorld,
  overrides: Partial<AssetInput> = {},
): Promise<AssetDetail> {
  const res = await world.admin.post('/assets', assetBody(world, overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().asset as AssetDetail;
}

/** Puts an asset into a state directly in the database (and forgets its assignments), as a starting point. */
export async function forceState(
  world: AssetWorld,
  id: string,
  state: AssetState,
  employeeId: string | null = null,
): Promise<void> {
  await world.env.database.db.deleteFrom('asset_assignments').where('asset_id', '=', id).execute();
  await world.env.database.db
    .updateTable('assets')
    .set({ state, employee_id: employeeId, date_of_assign: employeeId ? '2024-02-01' : null })
    .where('id', '=', id)
    .execute();
}

export async function activityOf(world: AssetWorld, id: string) {
  return world.env.database.db
    .selectFrom('activity_log')
    .select(['action', 'before', 'after', 'actor_user_id'])
    .where('entity_id', '=', id)
    .orderBy('at')
    .execute();
}
