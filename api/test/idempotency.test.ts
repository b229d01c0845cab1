/**
 * Idempotent creates (issue 33, platform/idempotency.ts): a create retried with the same
 * `Idempotency-Key` writes once and answers the first answer again; the same key with another
 * body is a 422, a duplicate while the first runs a 409 (never two writes, never a 500), on one
 * server or two on one database; a failed answer frees the key; keys expire after 24 hours.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db';
import { IDEMPOTENCY_KEEP_MS, sweepExpiredIdempotencyKeys } from '../src/platform/idempotency';
import { bearer, expectErrorBody, testConfig } from './helpers';
import { createAsset } from './asset-fixtures';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';

let world: VendorWorld;
let assetId: string;
beforeAll(async () => {
  world = await vendorWorld();
  assetId = (await createAsset(world))._id;
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

let serial = 0;
function vendorBody(name = `Idempotent vendor ${(serial += 1)}`) {
  return {
    vendorName: name,
    vendorType: 'Hardware',
    pointOfContact: 'Asha Rao',
    email: 'sales@vendor.example',
    contactNumber: '+91 98450 12345',
  };
}

function createVendor(
  body: unknown,
  key?: string,
  options: { app?: FastifyInstance; token?: string } = {},
) {
  return (options.app ?? world.env.app).inject({
    method: 'POST',
    url: '/api/vendors',
    headers: {
      ...bearer(options.token ?? world.tokens.admin),
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(body),
  });
}

/** A comment on the test asset: comments have no unique field, so a repeat is a second row. */
function postComment(text: string, key?: string, app: FastifyInstance = world.env.app) {
  return app.inject({
    method: 'POST',
    url: `/api/assets/${assetId}/comments`,
    headers: {
      ...bearer(world.tokens.admin),
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify({ text }),
  });
}

async function commentsSaying(text: string): Promise<number> {
  const rows = await db()
    .selectFrom('asset_comments')
    .select('id')
    .where('body', '=', text)
    .execute();
  return rows.length;
}

async function vendorsNamed(name: string): Promise<number> {
  const rows = await db()
    .selectFrom('vendors')
    .select('id')
    .where('vendor_name', '=', name)
    .execute();
  return rows.length;
}

const keyRows = (key: string) =>
  db().selectFrom('idempotency_keys').selectAll().where('idempotency_key', '=', key).execute();

let keySerial = 0;
const freshKey = () => `key-${process.pid}-${(keySerial += 1)}`;

describe('a create retried with the same Idempotency-Key', () => {
  it('writes one comment, not two, and replays the first answer', async () => {
    const key = freshKey();
    const text = `Retried comment ${key}`;
    const first = await postComment(text, key);
    expect(first.statusCode).toBe(201);
    const retry = await postComment(text, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await commentsSaying(text)).toBe(1);
  });

  it('writes one row and answers the first answer again, marked replayed', async () => {
    const body = vendorBody();
    const key = freshKey();
    const first = await createVendor(body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await createVendor(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect(await vendorsNamed(body.vendorName)).toBe(1);
  });

  it('without the header creates each time, as before', async () => {
    const body = vendorBody();
    expect((await createVendor(body)).statusCode).toBe(201);
    // The register refuses a second vendor of one name: the second call did run.
    expectErrorBody(await createVendor(body), 400);
    expect(await vendorsNamed(body.vendorName)).toBe(1);
  });

  it('refuses the same key with a different body (422) and writes nothing', async () => {
    const key = freshKey();
    expect((await createVendor(vendorBody(), key)).statusCode).toBe(201);
    const other = vendorBody();
    const res = await createVendor(other, key);
    const error = expectErrorBody(res, 422);
    expect(error.error).toMatch(/Idempotency-Key was already used with a different request/);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await vendorsNamed(other.vendorName)).toBe(0);
  });

  it('keeps keys apart per company: another company with the same key creates its own', async () => {
    const key = freshKey();
    const body = vendorBody();
    expect((await createVendor(body, key)).statusCode).toBe(201);
    const theirs = await createVendor(body, key, { token: world.tokens.other });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await vendorsNamed(body.vendorName)).toBe(2);
  });

  it('frees the key of a failed answer, so the retry runs', async () => {
    const body = vendorBody();
    expect((await createVendor(body)).statusCode).toBe(201);
    const key = freshKey();
    expectErrorBody(await createVendor(body, key), 400);
    expect(await keyRows(key)).toHaveLength(0);
    await db().deleteFrom('vendors').where('vendor_name', '=', body.vendorName).execute();
    const retry = await createVendor(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await vendorsNamed(body.vendorName)).toBe(1);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    for (const key of ['x'.repeat(256), 'tab\there', 'ключ']) {
      const error = expectErrorBody(await createVendor(vendorBody(), key), 400);
      expect(error.issues?.[0]?.field).toBe('Idempotency-Key');
      expect(error.error).toMatch(/^Invalid Idempotency-Key: /);
    }
    expect((await createVendor(vendorBody(), 'x'.repeat(255))).statusCode).toBe(201);
    expect((await createVendor(vendorBody(), '"quoted key"')).statusCode).toBe(201);
  });
});

/** Two calls at once with one key: one write; the other waits its turn (replay) or is a 409. */
async function expectOneWrite(apps: [FastifyInstance, FastifyInstance]): Promise<void> {
  const key = freshKey();
  const text = `Concurrent comment ${key}`;
  const answers = await Promise.all(apps.map((app) => postComment(text, key, app)));
  const statuses = answers.map((res) => res.statusCode).sort();
  expect([
    [201, 201],
    [201, 409],
  ]).toContainEqual(statuses);
  for (const res of answers.filter((r) => r.statusCode === 409))
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_IN_USE');
  if (statuses[1] === 201)
    expect(answers.some((res) => res.headers['idempotent-replayed'] === 'true')).toBe(true);
  expect(await commentsSaying(text)).toBe(1);
}

describe('concurrent duplicates', () => {
  it('write once on one server', async () => {
    for (let round = 0; round < 5; round += 1) await expectOneWrite([world.env.app, world.env.app]);
  });

  it('answer 409 while the first with the key is still running', async () => {
    const body = vendorBody();
    const key = freshKey();
    const first = await createVendor(body, key);
    // As if the first were still running: its claim has no answer yet.
    await db()
      .updateTable('idempotency_keys')
      .set({ status_code: null, response_body: null })
      .where('idempotency_key', '=', key)
      .execute();
    expect(first.statusCode).toBe(201);
    const res = await createVendor(body, key);
    expectErrorBody(res, 409);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await vendorsNamed(body.vendorName)).toBe(1);
  });

  // Two servers need two connections to one database: PostgreSQL (`test:pg`) only.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('write once across two servers on one database', async () => {
    const database: Database = await openDatabase(world.env.config.database);
    const second = await buildApp(testConfig({ database: world.env.config.database }), {
      database,
    });
    try {
      for (let round = 0; round < 5; round += 1) await expectOneWrite([world.env.app, second]);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('expiry', () => {
  it('sweeps keys older than 24 hours, after which the key creates anew', async () => {
    const body = vendorBody();
    const key = freshKey();
    expect((await createVendor(body, key)).statusCode).toBe(201);
    expect(await sweepExpiredIdempotencyKeys(db(), new Date())).toBe(0);
    expect(await keyRows(key)).toHaveLength(1);
    const later = new Date(Date.now() + IDEMPOTENCY_KEEP_MS + 60_000);
    expect(await sweepExpiredIdempotencyKeys(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await keyRows(key)).toHaveLength(0);
    const other = vendorBody();
    expect((await createVendor(other, key)).statusCode).toBe(201);
    expect(await vendorsNamed(other.vendorName)).toBe(1);
  });

  it('takes over a key that expired before the sweep ran', async () => {
    const key = freshKey();
    expect((await createVendor(vendorBody(), key)).statusCode).toBe(201);
    await db()
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('idempotency_key', '=', key)
      .execute();
    const other = vendorBody();
    const res = await createVendor(other, key);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await vendorsNamed(other.vendorName)).toBe(1);
  });
});

describe('which routes', () => {
  /**
   * Creates that take a file in a multipart body (its hash is not the request's) or answer a
   * vendor's form link (no signed-in user owns a key there).
   */
  const EXCEPTIONS = [
    '/api/incidents/tickets/:id/attachments',
    '/api/incidents/requests/:id/attachments',
    '/api/vendor-form/:token/files',
  ];

  it('every signed-in POST that answers 201 (a create) declares idempotent', () => {
    const creates = world.env.app.postRoutes.filter((route) => route.creates && !route.public);
    expect(creates.length).toBeGreaterThan(25);
    const undeclared = creates.filter((route) => !route.idempotent).map((route) => route.url);
    expect(undeclared.sort()).toEqual([...EXCEPTIONS].sort());
  });
});
