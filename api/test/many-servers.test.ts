/**
 * Servers sharing one database (issue 33): a start migrates and seeds an empty database as
 * one step under the migration lock, so servers starting together seed it once; without
 * JWT_SECRET the servers of one PostgreSQL database sign with one secret kept there, so a
 * token or an upload address from one server is accepted by another.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db';
import { migrate, readMigrations } from '../src/db/migrate';
import { migrateAndSeed, seedDemo } from '../src/seed';
import {
  bearer,
  createTestDatabase,
  login,
  SMALL_SEED,
  testConfig,
  type TestDatabase,
} from './helpers';

jest.setTimeout(180_000);

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

let testDb: TestDatabase;
const opened: Database[] = [];
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
beforeEach(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of opened.splice(0)) await database.close();
  await testDb.drop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another server's connection to the test database. */
async function anotherServer(): Promise<Database> {
  const database = await openDatabase(testDb.config);
  opened.push(database);
  return database;
}

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-servers-'));
  dirs.push(dir);
  return dir;
};

const countOf = async (database: Database, email: string) =>
  (await database.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe('a start on an empty database', () => {
  it('migrates and seeds in one step, and seeds nothing the second time', async () => {
    const first = await migrateAndSeed(testDb.database.db, SMALL_SEED);
    expect(first.applied).toEqual(readMigrations().map((m) => m.name));
    expect(first.seeded).toBe(true);
    expect(await migrateAndSeed(testDb.database.db, SMALL_SEED)).toEqual({
      applied: [],
      seeded: false,
    });
    expect(await countOf(testDb.database, 'admin@demo.test')).toBe(1);
  });

  /** Two servers starting together; `migrated`: the schema is there already, the data not. */
  async function startTogether(migrated: boolean): Promise<void> {
    if (migrated) await migrate(testDb.database.db);
    const other = await anotherServer();
    const results = await Promise.all([
      migrateAndSeed(testDb.database.db, SMALL_SEED),
      migrateAndSeed(other.db, SMALL_SEED),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await countOf(testDb.database, 'admin@demo.test')).toBe(1);
    const companies = await testDb.database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo Corp')
      .execute();
    expect(companies).toHaveLength(1);
  }

  onPostgres('by two servers at once: both succeed and the demo data exists once', () =>
    startTogether(false),
  );

  onPostgres('by two servers at once on a migrated database: one seeds, both succeed', () =>
    startTogether(true),
  );
});

describe('two servers on one PostgreSQL database without JWT_SECRET', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('rest of a small png'),
  ]);

  /** A server of its own data directory on the test database, without JWT_SECRET. */
  async function server(database: Database, uploadsDir: string): Promise<FastifyInstance> {
    const config = testConfig({
      database: testDb.config,
      jwtSecret: null,
      dataDir: tempDir(),
      uploadsDir,
    });
    const app = await buildApp(config, { database });
    apps.push(app);
    return app;
  }

  onPostgres("accept each other's session tokens and upload addresses", async () => {
    await migrate(testDb.database.db);
    await seedDemo(testDb.database.db, SMALL_SEED);
    const uploadsDir = tempDir();
    const [one, two] = await Promise.all([
      server(testDb.database, uploadsDir),
      anotherServer().then((other) => server(other, uploadsDir)),
    ]);

    const token = await login(one, 'admin@demo.test');
    const verified = await two.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: bearer(token),
    });
    expect(verified.statusCode).toBe(200);

    const list = await two.inject({
      url: '/api/assets/get-assets?limit=1',
      headers: bearer(token),
    });
    const assetId = (list.json() as { assets: { _id: string }[] }).assets[0]!._id;
    const issued = await one.inject({
      method: 'POST',
      url: `/api/assets/${assetId}/images/upload-url`,
      headers: bearer(token),
      payload: { fileName: 'front.png', contentType: 'image/png', size: PNG.length },
    });
    expect(issued.statusCode).toBe(200);
    const { uploadUrl } = issued.json() as { uploadUrl: string };
    const stored = await two.inject({
      method: 'PUT',
      url: new URL(uploadUrl, 'http://page.invalid').pathname,
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(stored.statusCode).toBe(200);

    // One secret, in the database, not in either server's data directory.
    const secrets = await testDb.database.db.selectFrom('server_secrets').select('name').execute();
    expect(secrets).toHaveLength(1);
    expect(dirs.some((dir) => fs.existsSync(path.join(dir, 'jwt-secret')))).toBe(false);
  });
});
