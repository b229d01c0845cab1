/**
 * Uploads straight to the bucket (issue 33): with FILE_STORE=s3 the upload-url answer names
 * a pre-signed PUT to a real S3-protocol server (s3rver), which plain fetch sends as a
 * browser would; the POST to the confirm address checks the object (size, first bytes) and
 * records it, or refuses it with the API's error body and removes it. The address binds the
 * type and length in its signature (s3rver does not check v4 signatures: the API's confirm
 * refuses another type or size whatever the bucket let through). On local disk the answer names the API's
 * own signed address and the confirm answers as the PUT did.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { LightMyRequestResponse } from 'fastify';
import { S3FileStore } from '../src/platform/file-store';
import { sweepAbandonedUploads } from '../src/modules/uploads/sweep.service';
import { expectErrorBody } from './helpers';
import { assetWorld, createAsset, type AssetWorld } from './asset-fixtures';
import { startTestBucket, type TestBucket } from './s3-server';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('an image the browser sent to the bucket itself'),
]);

interface Ticket {
  uploadUrl: string;
  upload: { method: string; url: string; headers: Record<string, string> };
  confirmUrl: string;
  image: { _id: string };
}

let bucket: TestBucket;
let world: AssetWorld;
let objects: S3FileStore;
let uploadsDir: string;

beforeAll(async () => {
  bucket = await startTestBucket();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-direct-uploads-'));
  world = await assetWorld({ uploadsDir, fileStore: bucket.config });
  objects = new S3FileStore(bucket.config);
});

afterAll(async () => {
  await objects?.close();
  await world?.env.close();
  await bucket?.stop();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const pathOf = (url: string) => new URL(url, 'http://page.invalid').pathname;

async function ticketFor(size = PNG.length) {
  const asset = await createAsset(world);
  const res = await world.admin.post(`/assets/${asset._id}/images/upload-url`, {
    fileName: 'front.png',
    contentType: 'image/png',
    size,
  });
  expect(res.statusCode).toBe(200);
  return { asset, ticket: res.json() as Ticket };
}

const send = (ticket: Ticket, body: Buffer, headers = ticket.upload.headers) =>
  fetch(ticket.upload.url, { method: ticket.upload.method, headers, body: new Uint8Array(body) });

const confirm = (ticket: Ticket): Promise<LightMyRequestResponse> =>
  world.env.app.inject({ method: 'POST', url: pathOf(ticket.confirmUrl) });

async function keysOf(imageId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of objects.list()) if (item.key.includes(imageId)) keys.push(item.key);
  return keys;
}

it('sends the file to the bucket itself, confirms it and reads it back through the API', async () => {
  const { asset, ticket } = await ticketFor();
  expect(ticket.upload.method).toBe('PUT');
  expect(new URL(ticket.upload.url).origin).toBe(bucket.config.endpoint);
  expect(ticket.upload.headers).toEqual({ 'Content-Type': 'image/png' });
  const put = await send(ticket, PNG);
  expect(put.status).toBe(200);
  // Not recorded, nor in its place, before the confirm.
  expect(await objects.stat(world.demo.companyId, ticket.image._id)).toBeNull();
  expect((await world.admin.get(`/assets/${asset._id}/images`)).json().images).toEqual([]);

  const confirmed = await confirm(ticket);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().image).toEqual(expect.objectContaining({ _id: ticket.image._id }));
  expect(await keysOf(ticket.image._id)).toEqual([`${world.demo.companyId}/${ticket.image._id}`]);
  // A confirm retried answers the same, and records nothing twice.
  expect((await confirm(ticket)).json()).toEqual(confirmed.json());

  const listed = (await world.admin.get(`/assets/${asset._id}/images`)).json().images;
  expect(listed).toEqual([expect.objectContaining({ _id: ticket.image._id })]);
  const read = await world.env.app.inject({ url: pathOf(listed[0].url) });
  expect(read.statusCode).toBe(200);
  expect(read.headers['content-type']).toBe('image/png');
  expect(read.rawPayload).toEqual(PNG);
  expect(fs.readdirSync(uploadsDir)).toEqual([]);
});

it('refuses at confirm a body that is not of the declared type, and removes it', async () => {
  const { ticket } = await ticketFor();
  expect((await send(ticket, Buffer.alloc(PNG.length, 0x41))).status).toBe(200);
  expect(await keysOf(ticket.image._id)).toHaveLength(1);
  const refused = expectErrorBody(await confirm(ticket), 400);
  expect(refused.error).toMatch(/not a valid image\/png/);
  expect(await keysOf(ticket.image._id)).toEqual([]);
  // Nothing recorded: a confirm without a file is refused too.
  expectErrorBody(await confirm(ticket), 409);
});

it('refuses at confirm an object of another size than declared, and removes it', async () => {
  // The bucket takes the length the address was signed for only: the API checks what came.
  const { ticket } = await ticketFor();
  const other = Buffer.concat([PNG, Buffer.from('more')]);
  await objects.client.send(
    new PutObjectCommand({
      Bucket: bucket.config.bucket,
      Key: `incoming/${world.demo.companyId}/${ticket.image._id}`,
      Body: other,
      ContentType: 'image/png',
    }),
  );
  const refused = expectErrorBody(await confirm(ticket), 400);
  expect(refused.error).toMatch(new RegExp(`exactly the ${PNG.length} bytes`));
  expect(await keysOf(ticket.image._id)).toEqual([]);
});

it('signs the type and length, and refuses at confirm an object of another type', async () => {
  const { ticket } = await ticketFor();
  // AWS S3, MinIO and R2 refuse a PUT whose signed headers differ; s3rver does not check v4
  // signatures at all, so here the address is shown to bind them and the API checks the rest.
  const signed = new URL(ticket.upload.url).searchParams.get('X-Amz-SignedHeaders');
  expect(signed?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
  expect((await send(ticket, PNG, { 'Content-Type': 'text/html' })).status).toBe(200);
  const refused = expectErrorBody(await confirm(ticket), 415);
  expect(refused.error).toMatch(/image\/png/);
  expect(await keysOf(ticket.image._id)).toEqual([]);
});

it('sweeps an object sent but never confirmed once its address has expired', async () => {
  const { ticket } = await ticketFor();
  expect((await send(ticket, PNG)).status).toBe(200);
  // Another upload's fresh object stays.
  const { ticket: fresh } = await ticketFor();
  expect((await send(fresh, PNG)).status).toBe(200);
  const { db } = world.env.database;
  await db
    .updateTable('asset_images')
    .set({ created_at: new Date(Date.now() - 3600_000) })
    .where('id', '=', ticket.image._id)
    .execute();
  await sweepAbandonedUploads(db, objects);
  expect(await keysOf(ticket.image._id)).toEqual([]);
  expect(await keysOf(fresh.image._id)).toHaveLength(1);
});

it('on local disk names the API address to PUT, and the confirm answers as the PUT did', async () => {
  const local = await assetWorld({ uploadsDir });
  try {
    const asset = await createAsset(local);
    const res = await local.admin.post(`/assets/${asset._id}/images/upload-url`, {
      fileName: 'front.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    const ticket = res.json() as Ticket;
    expect(ticket.upload).toEqual({
      method: 'PUT',
      url: ticket.uploadUrl,
      headers: { 'Content-Type': 'image/png' },
    });
    const inject = (method: 'PUT' | 'POST', url: string) =>
      local.env.app.inject({
        method,
        url: pathOf(url),
        ...(method === 'PUT' ? { payload: PNG, headers: ticket.upload.headers } : {}),
      });
    expectErrorBody(await inject('POST', ticket.confirmUrl), 409);
    const put = await inject('PUT', ticket.upload.url);
    expect(put.statusCode).toBe(200);
    const confirmed = await inject('POST', ticket.confirmUrl);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(put.json());
  } finally {
    await local.env.close();
  }
});
