/**
 * Two API servers on one database and one bucket (issue 33): an image uploaded through one
 * is read through the other, and deleting its asset through the other removes the object.
 * Each server has its own local uploads directory, which must stay unused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { S3FileStore } from '../src/platform/file-store';
import { testConfig, type TestEnv } from './helpers';
import { assetWorld, client, createAsset, type AssetWorld } from './asset-fixtures';
import { startTestBucket, type TestBucket } from './s3-server';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('an image uploaded through the first server'),
]);

let bucket: TestBucket;
let world: AssetWorld;
let second: FastifyInstance;
let objects: S3FileStore;
const dirs: string[] = [];
const uploadsDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-server-uploads-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  bucket = await startTestBucket();
  const fileStore = bucket.config;
  world = await assetWorld({ uploadsDir: uploadsDir(), fileStore });
  const config = testConfig({
    database: world.env.config.database,
    uploadsDir: uploadsDir(),
    fileStore,
  });
  second = await buildApp(config, { database: world.env.database });
  objects = new S3FileStore(bucket.config);
});

afterAll(async () => {
  await objects?.close();
  await second?.close();
  await world?.env.close();
  await bucket?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const pathOf = (url: string) => new URL(url, 'http://page.invalid').pathname;

async function newUploadUrl(size = PNG.length) {
  const asset = await createAsset(world);
  const res = await world.admin.post(`/assets/${asset._id}/images/upload-url`, {
    fileName: 'front.png',
    contentType: 'image/png',
    size,
  });
  return { asset, ...(res.json() as { uploadUrl: string; image: { _id: string } }) };
}

it('reads an image through the other server and removes it with its asset there', async () => {
  const first = world.env.app;
  const onSecond = client({ ...world.env, app: second } as TestEnv, world.tokens.admin);
  const { asset, uploadUrl, image } = await newUploadUrl();
  const put = await first.inject({
    method: 'PUT',
    url: pathOf(uploadUrl),
    payload: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode).toBe(200);

  const listed = (await onSecond.get(`/assets/${asset._id}/images`)).json().images;
  expect(listed).toEqual([expect.objectContaining({ _id: image._id })]);
  const read = await second.inject({ url: pathOf(listed[0].url) });
  expect(read.statusCode).toBe(200);
  expect(read.rawPayload).toEqual(PNG);
  expect((await objects.stat(world.demo.companyId, image._id))?.size).toBe(PNG.length);

  expect((await onSecond.del(`/assets/${asset._id}`)).statusCode).toBe(200);
  expect(await objects.stat(world.demo.companyId, image._id)).toBeNull();
  // Neither server wrote the file to its own disk.
  for (const dir of dirs) expect(fs.readdirSync(dir)).toEqual([]);
});

it('puts nothing in the bucket when the bytes are not what the address announced', async () => {
  const { uploadUrl, image } = await newUploadUrl();
  const notPng = Buffer.alloc(PNG.length, 0x41);
  const put = await world.env.app.inject({
    method: 'PUT',
    url: pathOf(uploadUrl),
    payload: notPng,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode).toBe(400);
  const keys: string[] = [];
  for await (const item of objects.list(`${world.demo.companyId}/${image._id}`))
    keys.push(item.key);
  expect(keys).toEqual([]);
});
