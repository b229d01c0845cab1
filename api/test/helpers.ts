/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is
 * set, a new database on that server (dropped afterwards) so files can run in
 * parallel without sharing rows.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_LIMITS, type AppConfig, type DatabaseConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { migrate } from '../src/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../src/seed';
import { SEEDED_RECEIVED } from '../src/seed/organisation';
import { adminQuery, runTemplate, SMALL_SEED, withDatabaseName, type Template } from './template';

// Starting PGlite (WASM) and seeding takes seconds on a loaded 2-core machine.
jest.setTimeout(60_000);

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** Demo Corp's assets after the small seed: the generated ones and those its purchase orders received. */
export const DEMO_CORP_ASSETS = SMALL_SEED.demoAssets + SEEDED_RECEIVED;
export { DEMO_PASSWORD, SMALL_SEED };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    productSlug: 'itam',
    corsOrigins: [],
    webRoot: path.join(os.tmpdir(), 'itam-no-web-root'),
    dataDir: path.join(os.tmpdir(), 'itam-test-data'),
    database: { kind: 'pglite', dataDir: null },
    jwtSecret: TEST_SECRET,
    jwtTtlSeconds: 3600,
    bodyLimit: 1024 * 1024,
    logLevel: 'silent',
    trustProxy: false,
    limits: { ...DEFAULT_LIMITS },
    publicConfig: {},
    listMemos: { search: true, pageCheckpoints: true },
    // The job runner only where a test starts it (jobs.test.ts): every app would poll otherwise.
    jobs: false,
    ...overrides,
  };
}

export interface TestDatabase {
  database: Database;
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** An empty database, or with `template`, a copy of that one (the run's template.ts). */
export async function createTestDatabase(template: Template | null = null): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const config: DatabaseConfig = { kind: 'pglite', dataDir: null };
    const pgliteTemplate = template?.kind === 'pglite' ? template.file : undefined;
    const database = await openDatabase(config, { pgliteTemplate });
    return { database, config, drop: () => database.close() };
  }
  const name = `itam_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const from = template?.kind === 'postgres' ? ` template "${template.name}"` : '';
  await adminQuery(url, `create database "${name}"${from}`);
  const config: DatabaseConfig = { kind: 'postgres', url: withDatabaseName(url, name), poolMax: 4 };
  const database = await openDatabase(config);
  return {
    database,
    config,
    async drop() {
      await database.close();
      await adminQuery(url, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Migrated and small-seeded: a copy of the run's template, or migrated and seeded here. */
async function createSeededDatabase(): Promise<TestDatabase> {
  const template = runTemplate();
  const testDb = await createTestDatabase(template);
  if (!template) {
    await migrate(testDb.database.db);
    await seedDemo(testDb.database.db, SMALL_SEED);
  }
  return testDb;
}

export interface TestEnv {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Migrated, small-seeded database plus an app on it. */
export async function createTestEnv(overrides: Partial<AppConfig> = {}): Promise<TestEnv> {
  const testDb = await createSeededDatabase();
  const config = testConfig({ database: testDb.config, ...overrides });
  const app = await buildApp(config, { database: testDb.database });
  return {
    app,
    database: testDb.database,
    config,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

let addressCounter = 0;
/** A distinct client address, so per-address limits of one test leave others alone. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function loginRequest(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login?requestType=verifyPassword',
    payload: { email, password },
    remoteAddress,
  });
}

export async function login(app: FastifyInstance, email: string): Promise<string> {
  const res = await loginRequest(app, email);
  const body = res.json();
  if (res.statusCode !== 200 || body.type !== 'success')
    throw new Error(`login ${email} failed: ${res.body}`);
  return body.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every error answer has this shape, whatever the status. */
export function expectErrorBody(
  res: LightMyRequestResponse,
  status: number,
): { error: string; issues?: { field: string; message: string }[] } {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json();
  expect(body.type).toBe('error');
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}
