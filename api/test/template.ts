/**
 * The migrated, small-seeded database every test env starts from, made once per jest run
 * (the api project's globalSetup) instead of once per env: opening an empty PGlite runs
 * initdb in WebAssembly, and migrating and seeding took seconds more each time.
 *
 * Each env still gets a database of its own: an in-memory PGlite loaded from this
 * template's tarball, or on PostgreSQL (DATABASE_URL) a new database created with this
 * one as its template. The seed reads the clock, so the template is made in the same run
 * and is removed by globalTeardown.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';

export const SMALL_SEED = { demoAssets: 60, otherAssets: 20, demoEmployees: 12 };

/** Where the run's template is: a tarball for PGlite, a database name on PostgreSQL. */
const PGLITE_TEMPLATE = 'ITAM_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'ITAM_TEST_POSTGRES_TEMPLATE';

export type Template = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/** The run's template for this process's database kind, if globalSetup made one. */
export function runTemplate(env: NodeJS.ProcessEnv = process.env): Template | null {
  if (env.DATABASE_URL) {
    const name = env[POSTGRES_TEMPLATE];
    return name ? { kind: 'postgres', name } : null;
  }
  const file = env[PGLITE_TEMPLATE];
  return file && fs.existsSync(file) ? { kind: 'pglite', file } : null;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function migrateAndSeed(database: Database): Promise<void> {
  try {
    await migrate(database.db);
    await seedDemo(database.db, SMALL_SEED);
  } finally {
    await database.close();
  }
}

async function makePgliteTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-test-template-'));
  const dataDir = path.join(dir, 'pglite');
  await migrateAndSeed(await openDatabase({ kind: 'pglite', dataDir }));
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const tarball = await pglite.dumpDataDir('none');
    fs.writeFileSync(path.join(dir, 'template.tar'), Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return path.join(dir, 'template.tar');
}

async function makePostgresTemplate(url: string): Promise<string> {
  const name = `itam_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  const config = { kind: 'postgres', url: withDatabaseName(url, name), poolMax: 4 } as const;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  await migrateAndSeed(await openDatabase(config));
  return name;
}

/** globalSetup: makes the template and tells the test processes where it is. */
export default async function setUp(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) process.env[POSTGRES_TEMPLATE] = await makePostgresTemplate(url);
  else process.env[PGLITE_TEMPLATE] = await makePgliteTemplate();
}

/** globalTeardown: removes it. */
export async function tearDown(): Promise<void> {
  const template = runTemplate();
  if (template?.kind === 'pglite')
    fs.rmSync(path.dirname(template.file), { recursive: true, force: true });
  if (template?.kind === 'postgres')
    await adminQuery(process.env.DATABASE_URL!, `drop database if exists "${template.name}"`);
  delete process.env[PGLITE_TEMPLATE];
  delete process.env[POSTGRES_TEMPLATE];
}
