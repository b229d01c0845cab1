/**
 * A real S3-protocol server for the file store's tests: s3rver (npm) in a temporary
 * directory, on a free port of the loopback address, with one empty bucket.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStoreConfig } from '../src/platform/file-store';

export interface TestBucket {
  config: Extract<FileStoreConfig, { kind: 's3' }>;
  /** Where s3rver keeps the objects (its own layout). */
  directory: string;
  stop(): Promise<void>;
}

/** The environment that puts a server's files in the bucket (docs/configuration.md). */
export function bucketEnvironment(config: TestBucket['config']): Record<string, string> {
  return {
    FILE_STORE: 's3',
    S3_BUCKET: config.bucket,
    S3_ENDPOINT: config.endpoint!,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: config.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.credentials!.secretAccessKey,
  };
}

export async function startTestBucket(bucket = 'itam-files'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    config: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
