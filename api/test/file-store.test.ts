/**
 * The file store's contract, run against both backends: local disk and a real
 * S3-protocol server (s3rver) started by this test.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  BodyProblem,
  checkedBodyOf,
  discardOnFailure,
  fileStoreConfigOf,
  isStagingKey,
  LocalFileStore,
  S3FileStore,
  type FileStore,
} from '../src/platform/file-store';
import { loadConfig } from '../src/config';
import { startTestBucket, type TestBucket } from './s3-server';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(200_000),
]);

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.list(prefix)) keys.push(item.key);
  return keys.sort();
}

let bucket: TestBucket;
let localRoot: string;
const stores: Record<string, () => FileStore> = {
  local: () => new LocalFileStore(localRoot),
  s3: () => new S3FileStore(bucket.config),
};

beforeAll(async () => {
  bucket = await startTestBucket();
  localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-file-store-'));
});

afterAll(async () => {
  await bucket?.stop();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('the %s file store', (name) => {
  let store: FileStore;
  const company = crypto.randomUUID();
  beforeAll(() => {
    store = stores[name]!();
  });
  afterAll(() => store.close());

  it('shows staged bytes only once placed, then reads, stats and removes them', async () => {
    const id = crypto.randomUUID();
    const staged = await store.stage(company, id, PNG, { contentType: 'image/png' });
    expect(await store.open(company, id)).toBeNull();
    expect(await store.stat(company, id)).toBeNull();
    await staged.place();
    expect(await bytesOf(await store.open(company, id))).toEqual(PNG);
    expect((await store.stat(company, id))?.size).toBe(PNG.length);
    expect(await store.firstBytes(company, id, 8)).toEqual(PNG.subarray(0, 8));
    expect(await keysOf(store, `${company}/`)).toEqual([`${company}/${id}`]);
    await store.remove(company, [id]);
    expect(await store.open(company, id)).toBeNull();
    expect(await store.firstBytes(company, id, 8)).toBeNull();
    expect(await keysOf(store, `${company}/`)).toEqual([]);
  });

  it('takes a stream of a known size', async () => {
    const id = crypto.randomUUID();
    const body = Readable.from([PNG.subarray(0, 1000), PNG.subarray(1000)]);
    const staged = await store.stage(company, id, body, { size: PNG.length });
    await staged.place();
    expect(await bytesOf(await store.open(company, id))).toEqual(PNG);
    await store.remove(company, [id]);
  });

  it('leaves nothing when the work around a staged file fails, placed or not', async () => {
    const before = crypto.randomUUID();
    const after = crypto.randomUUID();
    for (const [id, placeFirst] of [
      [before, false],
      [after, true],
    ] as const) {
      const staged = await store.stage(company, id, PNG);
      const work = async () => {
        if (placeFirst) await staged.place();
        throw new Error('the transaction failed');
      };
      await expect(discardOnFailure(staged, work)).rejects.toThrow('the transaction failed');
      expect(await store.open(company, id)).toBeNull();
    }
    const left = await keysOf(store, `${company}/`);
    expect(left.filter((key) => key.includes(before) || key.includes(after))).toEqual([]);
  });

  it('lists a staged file under a staging key until it is placed or discarded', async () => {
    const id = crypto.randomUUID();
    const staged = await store.stage(company, id, PNG);
    const keys = await keysOf(store, `${company}/${id}`);
    expect(keys).toHaveLength(1);
    expect(isStagingKey(keys[0]!)).toBe(true);
    await staged.discard();
    expect(await keysOf(store, `${company}/${id}`)).toEqual([]);
  });

  it('removes a file with the staged copies a stopped process left, and only those', async () => {
    const [abandoned, placed, other] = [
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
    ];
    await store.stage(company, abandoned, PNG);
    await (await store.stage(company, placed, PNG)).place();
    await store.stage(company, placed, PNG);
    await store.stage(company, other, PNG);
    await store.removeWithStaged(company, [abandoned, placed]);
    const left = await keysOf(store, `${company}/`);
    expect(left.filter((key) => key.includes(abandoned) || key.includes(placed))).toEqual([]);
    expect(left.filter((key) => key.includes(other))).toHaveLength(1);
    await store.removeWithStaged(company, [other]);
  });

  it('refuses keys that are not uuids', async () => {
    await expect(store.open('..', crypto.randomUUID())).rejects.toThrow('uuids');
    await expect(store.stage(company, '../x', PNG)).rejects.toThrow('uuids');
  });
});

describe('a body checked on its way into the store', () => {
  const rules = { size: PNG.length, headBytes: 8, accepts: (head: Buffer) => head[0] === 0x89 };
  const through = (chunks: Buffer[]) =>
    bytesOf(checkedBodyOf(Readable.from(chunks), rules) as unknown as Readable);

  it('passes the announced bytes on, in however many chunks', async () => {
    expect(await through([PNG.subarray(0, 3), PNG.subarray(3, 9), PNG.subarray(9)])).toEqual(PNG);
  });

  it.each([
    ['longer', [PNG, Buffer.from('x')], 'size'],
    ['shorter', [PNG.subarray(0, -1)], 'size'],
    ['of another type', [Buffer.alloc(PNG.length, 0x41)], 'type'],
  ])('fails a body %s than announced with what was wrong', async (_name, chunks, problem) => {
    await expect(through(chunks)).rejects.toMatchObject({ problem });
    await expect(through(chunks)).rejects.toBeInstanceOf(BodyProblem);
  });
});

describe('FILE_STORE and its S3_* variables', () => {
  const s3 = { FILE_STORE: 's3', S3_BUCKET: 'itam-files' };

  it('is local disk unless FILE_STORE=s3', () => {
    expect(loadConfig({ DATA_DIR: '/srv/itam' }).fileStore).toBeUndefined();
    expect(fileStoreConfigOf({ FILE_STORE: 'local' })).toBeUndefined();
  });

  it('reads a bucket with its endpoint, region, keys and path style', () => {
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'itam-files',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(fileStoreConfigOf({ ...s3, S3_REGION: 'ap-south-1' })).toEqual({
      kind: 's3',
      bucket: 'itam-files',
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ FILE_STORE: 'disk' }, 'FILE_STORE must be local or s3'],
    [{ FILE_STORE: 's3' }, 'needs S3_BUCKET'],
    [{ ...s3, S3_ACCESS_KEY_ID: 'id' }, 'go together'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be'],
  ])('refuses a half configuration at start: %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
