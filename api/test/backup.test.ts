/**
 * `backup` and `restore` (src/backup): a round trip loses nothing. On PGlite (the default
 * suite) with files on local disk; on PostgreSQL (`test:pg`) with files in a real bucket
 * (s3rver): back up, wipe (a new empty database, an empty store), restore, and every asset,
 * user and file is back, byte for byte.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { backup, readManifest, restore } from '../src/backup';
import type { DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db';
import type { DB } from '../src/db/schema';
import { migrate } from '../src/db/migrate';
import { isStagingKey, openFileStore, type FileStore } from '../src/platform/file-store';
import { seedDemo } from '../src/seed';
import { createTestDatabase, SMALL_SEED } from './helpers';
import { startTestBucket, type TestBucket } from './s3-server';

const onPostgres = Boolean(process.env.DATABASE_URL);
const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `itam-backup-${name}-`));

/** What must survive: counts of the main tables and every file's bytes. */
async function contentsOf(db: Kysely<DB>, store: FileStore) {
  const counts: Record<string, number> = {};
  for (const table of ['companies', 'users', 'assets', 'employees', 'tickets', 'vendors']) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(
      table,
    )}`.execute(db);
    counts[table] = rows[0]!.n;
  }
  const files: Record<string, string> = {};
  for await (const object of store.list()) {
    if (isStagingKey(object.key)) continue;
    const [company, file] = object.key.split('/') as [string, string];
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.open(company, file))!) chunks.push(chunk as Buffer);
    files[object.key] = crypto.createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
  }
  return { counts, files };
}

async function putFiles(store: FileStore, companyId: string): Promise<void> {
  for (const size of [10, 70_000, 1_200_000]) {
    const staged = await store.stage(companyId, crypto.randomUUID(), crypto.randomBytes(size));
    await staged.place();
  }
  // An upload a stopped process left staged: no row points at it, the backup leaves it.
  await store.stage(companyId, crypto.randomUUID(), crypto.randomBytes(5));
}

async function seeded(config: DatabaseConfig, store: FileStore) {
  const database = await openDatabase(config);
  await migrate(database.db);
  await seedDemo(database.db, SMALL_SEED);
  const company = await database.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
  await putFiles(store, company.id);
  const before = await contentsOf(database.db, store);
  await database.close();
  return before;
}

const describeOn = (kind: 'pglite' | 'postgres') =>
  (kind === 'postgres') === onPostgres ? describe : describe.skip;

describeOn('pglite')('backup and restore of the embedded database and local files', () => {
  it('round-trips every row and file; refuses a live database and a used target', async () => {
    const dataDir = temp('data');
    const backups = temp('out');
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
    const storeOf = () => openFileStore({ dataDir });
    const before = await seeded(
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      storeOf(),
    );
    expect(Object.keys(before.files)).toHaveLength(3);

    // A server holds the database: the backup says so rather than copying a moving target.
    const live = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await expect(backup(path.join(backups, 'live'), env)).rejects.toThrow(/in use by process/);
    expect(fs.existsSync(path.join(backups, 'live'))).toBe(false);
    await live.close();

    const target = path.join(backups, 'one');
    const manifest = await backup(target, env);
    expect(manifest).toMatchObject({ database: { kind: 'pglite' }, files: { files: 3 } });
    expect(readManifest(target).files.bytes).toBe(10 + 70_000 + 1_200_000);
    await expect(backup(target, env)).rejects.toThrow(/exists/);

    // Restoring over a database that is there is refused; after a wipe it is whole again.
    await expect(restore(target, env)).rejects.toThrow(/not empty/);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await restore(target, env);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const after = await contentsOf(database.db, storeOf());
    await database.close();
    expect(after).toEqual(before);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
  }, 120_000);
});

describeOn('postgres')('backup and restore of PostgreSQL and a bucket', () => {
  let buckets: TestBucket[] = [];
  afterAll(async () => Promise.all(buckets.map((bucket) => bucket.stop())));

  it('round-trips every row and file into a new database and an empty bucket', async () => {
    buckets = [await startTestBucket(), await startTestBucket()];
    const [source, wiped] = [await createTestDatabase(), await createTestDatabase()];
    const backups = temp('out');
    const envOf = (url: string, bucket: TestBucket) => ({
      DATABASE_URL: url,
      JWT_SECRET: 'x'.repeat(40),
      FILE_STORE: 's3',
      S3_BUCKET: bucket.config.bucket,
      S3_ENDPOINT: bucket.config.endpoint!,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const urlOf = (config: DatabaseConfig) => (config.kind === 'postgres' ? config.url : '');
    const fromStore = openFileStore({ dataDir: backups, fileStore: buckets[0]!.config });
    await source.database.close();
    const before = await seeded(source.config, fromStore);

    const target = path.join(backups, 'one');
    // Taken while a server could be running: pg_dump reads one snapshot.
    const manifest = await backup(target, envOf(urlOf(source.config), buckets[0]!));
    expect(manifest).toMatchObject({ database: { kind: 'postgres' }, files: { files: 3 } });

    await expect(restore(target, envOf(urlOf(source.config), buckets[1]!))).rejects.toThrow(
      /not empty/,
    );
    await restore(target, envOf(urlOf(wiped.config), buckets[1]!));
    const toStore = openFileStore({ dataDir: backups, fileStore: buckets[1]!.config });
    const database = await openDatabase(wiped.config);
    const after = await contentsOf(database.db, toStore);
    await database.close();
    expect(after).toEqual(before);
    await Promise.all([fromStore.close(), toStore.close()]);
    await wiped.drop().catch(() => undefined);
    await source.drop().catch(() => undefined);
    fs.rmSync(backups, { recursive: true, force: true });
  }, 180_000);
});
