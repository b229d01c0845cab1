/** Image upload through a signed address (raw PUT), reading back, and every way to misuse the addresses. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { PENDING_IMAGE_GRACE_SECONDS } from '../src/modules/assets/images.service';
import { createUploadTokenService, UPLOAD_TOKEN_TTL_SECONDS } from '../src/services/upload-tokens';
import { bearer, expectErrorBody, TEST_SECRET } from './helpers';
import { assetWorld, createAsset, type AssetWorld } from './asset-fixtures';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a small png'),
]);

let world: AssetWorld;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-uploads-'));
  world = await assetWorld({ uploadsDir });
});
afterAll(async () => {
  await world.env.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

/** The path of an address, absolute or relative to the page. */
const pathOf = (url: string) => new URL(url, 'http://page.invalid').pathname;

async function uploadUrl(assetId: string, body: Record<string, unknown> = {}) {
  const res = await world.admin.post(`/assets/${assetId}/images/upload-url`, {
    fileName: 'front.png',
    contentType: 'image/png',
    size: PNG.length,
    ...body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadUrl: string; expiresAt: string; image: { _id: string } };
}

const put = (url: string, bytes: Buffer, contentType = 'image/png') =>
  world.env.app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'content-type': contentType },
  });

describe('upload and read back', () => {
  it('stores a raw PUT on disk and serves it to the company through a signed address', async () => {
    const asset = await createAsset(world);
    const { uploadUrl: url, image, expiresAt } = await uploadUrl(asset._id);
    expect(url).toMatch(/^\/api\/uploads\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // Not listed before its bytes arrive.
    expect((await world.admin.get(`/assets/${asset._id}/images`)).json().images).toEqual([]);

    const stored = await put(pathOf(url), PNG);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().image).toMatchObject({
      _id: image._id,
      fileName: 'front.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(fs.readFileSync(path.join(uploadsDir, world.demo.companyId, image._id))).toEqual(PNG);

    expectErrorBody(await world.viewer.get(`/assets/${asset._id}/images`), 403);
    const listed = (await world.admin.get(`/assets/${asset._id}/images`)).json().images;
    expect(listed).toEqual([
      expect.objectContaining({
        _id: image._id,
        fileName: 'front.png',
        uploadedBy: expect.objectContaining({ name: 'Priya Nair' }),
      }),
    ]);
    const read = await world.env.app.inject({ url: pathOf(listed[0].url) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload).toEqual(PNG);

    const log = (await world.admin.get(`/assets/${asset._id}/activity`)).json().activities;
    expect(log[0]).toMatchObject({
      action: 'image.upload',
      after: { imageId: image._id },
      actor: { name: 'Priya Nair' },
    });

    // One address, one upload.
    expectErrorBody(await put(pathOf(url), PNG), 409);
  });

  it('removes the files with the asset', async () => {
    const asset = await createAsset(world);
    const { uploadUrl: url, image } = await uploadUrl(asset._id);
    await put(pathOf(url), PNG);
    const file = path.join(uploadsDir, world.demo.companyId, image._id);
    expect(fs.existsSync(file)).toBe(true);
    await world.admin.del(`/assets/${asset._id}`);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("leaves no file when the upload's transaction fails", async () => {
    const db = world.env.database.db;
    // The database refuses to mark this one image stored, after the file would have been written.
    await sql`create or replace function test_refuse_image() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql`create trigger test_refuse_image before update on asset_images for each row
      when (new.file_name = 'refused.png') execute function test_refuse_image()`.execute(db);
    try {
      const asset = await createAsset(world);
      const { uploadUrl: url, image } = await uploadUrl(asset._id, { fileName: 'refused.png' });
      const res = await put(pathOf(url), PNG);
      expect(res.statusCode).toBe(500);
      const dir = path.join(uploadsDir, world.demo.companyId);
      expect(fs.existsSync(path.join(dir, image._id))).toBe(false);
      expect(fs.readdirSync(dir).filter((name) => name.startsWith(image._id))).toEqual([]);
      const row = await db
        .selectFrom('asset_images')
        .select('status')
        .where('id', '=', image._id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      const log = (await world.admin.get(`/assets/${asset._id}/activity`)).json().activities;
      expect(log.map((entry: { action: string }) => entry.action)).not.toContain('image.upload');
    } finally {
      await sql`drop trigger test_refuse_image on asset_images`.execute(db);
      await sql`drop function test_refuse_image()`.execute(db);
    }
  });
});

describe('the upload address', () => {
  it('refuses forged, altered, foreign-key and expired addresses (403)', async () => {
    const asset = await createAsset(world);
    const { uploadUrl: url, image } = await uploadUrl(asset._id);
    const token = pathOf(url).split('/').pop()!;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const bigger = Buffer.from(JSON.stringify({ ...claims, size: 5_000_000 })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const foreignKey = createUploadTokenService(
      'another-secret-that-is-long-enough-0123456789',
    ).sign(claims);
    const expired = createUploadTokenService(TEST_SECRET).sign({
      ...claims,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const otherCompany = createUploadTokenService('x'.repeat(40)).sign({
      ...claims,
      companyId: world.foreign.assetId,
    });
    for (const forged of [
      `${bigger}.${signature}`,
      `${payload}.${flipped}`,
      foreignKey,
      expired,
      otherCompany,
      'abc',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect(expectErrorBody(await put(`/api/uploads/${forged}`, PNG), 403).error).toMatch(
        /invalid or has expired/,
      );
    }
    // The genuine address still works afterwards.
    expect((await put(pathOf(url), PNG)).json().image._id).toBe(image._id);
  });

  it('takes only the declared type, size and real image bytes', async () => {
    const asset = await createAsset(world);
    const { uploadUrl: url } = await uploadUrl(asset._id);
    expectErrorBody(await put(pathOf(url), PNG, 'image/jpeg'), 415);
    expectErrorBody(await put(pathOf(url), PNG, 'application/octet-stream'), 415);
    // Named by its type whatever it is, never parsed first (issue 31).
    for (const type of ['application/json', 'text/plain', 'text/csv'])
      expect(expectErrorBody(await put(pathOf(url), PNG, type), 415).error).toMatch(/image\/png/);
    expectErrorBody(await put(pathOf(url), Buffer.concat([PNG, Buffer.from('x')])), 400);
    expectErrorBody(await put(pathOf(url), Buffer.alloc(PNG.length, 0x41)), 400);
    expect((await put(pathOf(url), PNG)).statusCode).toBe(200);
  });

  it('refuses bodies over 5 MB (413)', async () => {
    const asset = await createAsset(world);
    const size = 5 * 1024 * 1024;
    const { uploadUrl: url } = await uploadUrl(asset._id, { size });
    const tooBig = Buffer.concat([PNG, Buffer.alloc(size + 1 - PNG.length)]);
    expectErrorBody(await put(pathOf(url), tooBig), 413);
    const exact = Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    expect((await put(pathOf(url), exact)).statusCode).toBe(200);
  });

  it.each([
    [{ contentType: 'image/gif' }, 'contentType'],
    [{ contentType: 'image/svg+xml' }, 'contentType'],
    [{ size: 5 * 1024 * 1024 + 1 }, 'size'],
    [{ size: 0 }, 'size'],
    [{ fileName: '../../etc/passwd' }, 'fileName'],
    [{ fileName: 'a\\b.png' }, 'fileName'],
    [{ fileName: '' }, 'fileName'],
  ])('answers 400 naming the field for %j', async (override, field) => {
    const asset = await createAsset(world);
    const res = await world.admin.post(`/assets/${asset._id}/images/upload-url`, {
      fileName: 'a.png',
      contentType: 'image/png',
      size: 10,
      ...override,
    });
    expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe(field);
  });
});

describe('absolute addresses', () => {
  /** Both addresses the API hands out, asked for with a Host header the client chose. */
  async function addressesWithHost(app: FastifyInstance, host: string) {
    const asset = await createAsset(world);
    const headers = { ...bearer(world.tokens.admin), host, 'x-forwarded-host': host };
    const ticket = await app.inject({
      method: 'POST',
      url: `/api/assets/${asset._id}/images/upload-url`,
      headers,
      payload: { fileName: 'front.png', contentType: 'image/png', size: PNG.length },
    });
    expect(ticket.statusCode).toBe(200);
    const uploadUrl = ticket.json().uploadUrl as string;
    expect((await put(pathOf(uploadUrl), PNG)).statusCode).toBe(200);
    const listed = await app.inject({ url: `/api/assets/${asset._id}/images`, headers });
    return [uploadUrl, ...(listed.json().images as { url: string }[]).map((i) => i.url)];
  }

  it('never point at the Host header: relative without PUBLIC_URL', async () => {
    const urls = await addressesWithHost(world.env.app, 'evil.example');
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).not.toContain('evil.example');
      expect(url).toMatch(/^\/api\/uploads\/[\w-]+\.[\w-]+$/);
    }
  });

  it('are built from PUBLIC_URL when it is configured', async () => {
    const app = await buildApp(
      { ...world.env.config, publicUrl: 'https://itam.example.com' },
      { database: world.env.database },
    );
    try {
      const urls = await addressesWithHost(app, 'evil.example:8443');
      expect(urls).toHaveLength(2);
      for (const url of urls) {
        expect(url).not.toContain('evil.example');
        expect(url).toMatch(/^https:\/\/itam\.example\.com\/api\/uploads\/[\w-]+\.[\w-]+$/);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the read address', () => {
  it('works only while the session it was issued to is live, and never as an upload address', async () => {
    const session = await world.env.app.inject({
      method: 'POST',
      url: '/api/auth/login?requestType=verifyPassword',
      payload: { email: 'admin@demo.test', password: 'Demo@12345' },
    });
    const token = session.json().token as string;
    const asset = await createAsset(world);
    const { uploadUrl: url } = await uploadUrl(asset._id);
    await put(pathOf(url), PNG);
    const list = await world.env.app.inject({
      url: `/api/assets/${asset._id}/images`,
      headers: { authorization: `Bearer ${token}` },
    });
    const readUrl = pathOf(list.json().images[0].url);
    expect((await world.env.app.inject({ url: readUrl })).statusCode).toBe(200);
    expectErrorBody(await put(readUrl, PNG), 403);
    expectErrorBody(await world.env.app.inject({ url: pathOf(url) }), 403);
    await world.env.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expectErrorBody(await world.env.app.inject({ url: readUrl }), 404);
  });

  it('is never handed to another company', async () => {
    const asset = await createAsset(world);
    expectErrorBody(await world.other.get(`/assets/${asset._id}/images`), 404);
    expectErrorBody(
      await world.other.post(`/assets/${asset._id}/images/upload-url`, {
        fileName: 'a.png',
        contentType: 'image/png',
        size: 10,
      }),
      404,
    );
  });
});

describe('an upload that never arrives', () => {
  const statusOf = async (id: string) =>
    (
      await world.env.database.db
        .selectFrom('asset_images')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.status ?? 'gone';
  /** Moves a pending row's creation this many seconds back (its address is left as it was). */
  const age = (id: string, seconds: number) =>
    world.env.database.db
      .updateTable('asset_images')
      .set({ created_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
      .where('id', '=', id)
      .execute();
  const expired = UPLOAD_TOKEN_TTL_SECONDS + PENDING_IMAGE_GRACE_SECONDS + 5;

  it("leaves no pending row once its address expired: the next request for the asset's images removes it", async () => {
    const asset = await createAsset(world);
    const other = await createAsset(world);
    const stale = await uploadUrl(asset._id);
    const fresh = await uploadUrl(asset._id);
    const justExpired = await uploadUrl(asset._id);
    const elsewhere = await uploadUrl(other._id);
    await age(stale.image._id, expired);
    await age(justExpired.image._id, UPLOAD_TOKEN_TTL_SECONDS + 1);
    await age(elsewhere.image._id, expired);
    expect(await statusOf(stale.image._id)).toBe('pending');

    expect((await world.admin.get(`/assets/${asset._id}/images`)).json().images).toEqual([]);
    expect(await statusOf(stale.image._id)).toBe('gone');
    expect(await statusOf(fresh.image._id)).toBe('pending');
    // Within the grace period after expiry (clock skew): kept.
    expect(await statusOf(justExpired.image._id)).toBe('pending');
    // Another asset's rows wait for a request about that asset.
    expect(await statusOf(elsewhere.image._id)).toBe('pending');

    // A late PUT finds its row gone; the fresh address still works.
    expectErrorBody(await put(pathOf(stale.uploadUrl), PNG), 404);
    expect((await put(pathOf(fresh.uploadUrl), PNG)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(uploadsDir, world.demo.companyId, stale.image._id))).toBe(false);
  });

  it('is cleaned up when a new upload address is asked for the asset too', async () => {
    const asset = await createAsset(world);
    const stale = await uploadUrl(asset._id);
    await age(stale.image._id, expired);
    await uploadUrl(asset._id);
    expect(await statusOf(stale.image._id)).toBe('gone');
  });
});
