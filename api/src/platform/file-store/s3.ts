/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) through @aws-sdk/client-s3:
 * the object `<company id>/<file id>`, shared by every server of a deployment. Staged bytes
 * are an object under a staging key; `place` copies it to its key (a reader sees the whole
 * object or none) and deletes the staging one. Bodies are streamed both ways.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { incomingKey, s3DirectUploads } from './s3-direct';
import {
  fileKey,
  headOf,
  isStagingKey,
  stagingKey,
  type FileStore,
  type FileStoreConfig,
  type DirectUploads,
  type StageOptions,
  type StagedFile,
  type StoredObject,
} from './types';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

/** A missing object: GetObject's NoSuchKey, HeadObject's bare 404. */
const isMissing = (err: unknown): boolean =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: MinIO, R2 and older servers refuse the SDK's
    // default trailing checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly bucket: string;
  readonly client: S3Client;
  readonly direct: DirectUploads;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = s3ClientOf(config);
    this.direct = s3DirectUploads({
      bucket: this.bucket,
      client: this.client,
      drop: (key) => this.drop(key),
      list: (prefix) => this.list(prefix),
    });
  }

  private async put(key: string, body: Buffer | Readable, options: StageOptions): Promise<void> {
    const size = Buffer.isBuffer(body) ? body.length : options.size;
    if (size === undefined) return this.putSpooled(key, body as Readable, options);
    // A stream that fails or breaks off aborts the request: the bucket would wait for ever.
    const abort = new AbortController();
    if (!Buffer.isBuffer(body)) {
      body.once('error', () => abort.abort());
      body.once('close', () => body.readableEnded || abort.abort());
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      }),
      { abortSignal: abort.signal },
    );
  }

  /**
   * A stream of unknown length (a chunked request): a bucket must know the length before
   * the bytes, so they go through a temporary file on this server's disk, never memory.
   */
  private async putSpooled(key: string, body: Readable, options: StageOptions): Promise<void> {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'itam-upload-'));
    const file = path.join(dir, 'body');
    try {
      await pipeline(body, fs.createWriteStream(file, { mode: 0o600 }));
      const { size } = await fs.promises.stat(file);
      await this.put(key, fs.createReadStream(file), { ...options, size });
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  private async drop(key: string): Promise<void> {
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(() => undefined);
  }

  async stage(
    companyId: string,
    fileId: string,
    body: Buffer | Readable,
    options: StageOptions = {},
  ): Promise<StagedFile> {
    const key = fileKey(companyId, fileId);
    const temp = stagingKey(key, crypto.randomBytes(6).toString('hex'));
    try {
      await this.put(temp, body, options);
    } catch (err) {
      // A body that broke off (a client gone) may still have left a part under the key.
      await this.drop(temp);
      throw err;
    }
    let placed = false;
    return {
      place: async () => {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: key,
            CopySource: `${this.bucket}/${temp}`,
          }),
        );
        placed = true;
        await this.drop(temp);
      },
      discard: async () => {
        await Promise.all([this.drop(temp), placed ? this.drop(key) : undefined]);
      },
    };
  }

  async open(companyId: string, fileId: string): Promise<Readable | null> {
    const key = fileKey(companyId, fileId);
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (found.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(companyId: string, fileId: string) {
    const key = fileKey(companyId, fileId);
    try {
      const found = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { size: found.ContentLength ?? 0, modifiedAt: found.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async firstBytes(companyId: string, fileId: string, count: number): Promise<Buffer | null> {
    const key = fileKey(companyId, fileId);
    const range = `bytes=0-${Math.max(0, count - 1)}`;
    try {
      const found = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      return found.Body ? headOf(found.Body as Readable, count) : Buffer.alloc(0);
    } catch (err) {
      if (isMissing(err)) return null;
      // A range of an empty object is refused (416): it has no first bytes.
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416)
        return Buffer.alloc(0);
      throw err;
    }
  }

  async remove(companyId: string, fileIds: readonly string[]): Promise<void> {
    await Promise.all(fileIds.map((id) => this.drop(fileKey(companyId, id))));
  }

  async removeWithStaged(companyId: string, fileIds: readonly string[]): Promise<void> {
    for (const id of fileIds) {
      const key = fileKey(companyId, id);
      for await (const object of this.list(`${key}.`))
        if (isStagingKey(object.key)) await this.drop(object.key);
      await this.drop(incomingKey(companyId, id));
    }
    await this.remove(companyId, fileIds);
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key)
          yield {
            key: item.Key,
            size: item.Size ?? 0,
            modifiedAt: item.LastModified ?? new Date(0),
          };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
