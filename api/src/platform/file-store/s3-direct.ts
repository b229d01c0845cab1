/**
 * The browser's uploads straight to the bucket (types.ts, DirectUploads): a pre-signed PUT
 * to `incoming/<company>/<file>` whose signature binds the content type and the length, so
 * the bucket refuses any other; the API confirms the object and copies it to its key.
 */
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fileKey, headOf, type DirectUploadAddress, type DirectUploads } from './types';

/** Where unconfirmed objects wait: one prefix, so that the sweep lists only them. */
export const INCOMING_PREFIX = 'incoming/';
export const incomingKey = (companyId: string, fileId: string): string =>
  `${INCOMING_PREFIX}${fileKey(companyId, fileId)}`;

interface Bucket {
  bucket: string;
  client: S3Client;
  drop(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const isMissing = (err: unknown): boolean =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** An unconfirmed object's size, content type and first `count` bytes; null when absent. */
async function readIncoming(client: S3Client, Bucket: string, Key: string, count: number) {
  try {
    const found = await client.send(new HeadObjectCommand({ Bucket, Key }));
    const size = found.ContentLength ?? 0;
    const contentType = found.ContentType ?? '';
    if (size === 0) return { size, contentType, head: Buffer.alloc(0) };
    const range = `bytes=0-${Math.max(0, count - 1)}`;
    const part = await client.send(new GetObjectCommand({ Bucket, Key, Range: range }));
    const head = part.Body ? await headOf(part.Body as Readable, count) : Buffer.alloc(0);
    return { size, contentType, head };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

export function s3DirectUploads(store: Bucket): DirectUploads {
  const { bucket: Bucket, client } = store;
  const sign = (key: string, contentType: string, size: number, expiresIn: number) =>
    getSignedUrl(
      client,
      new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }),
      { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) },
    );
  return {
    async address(companyId, fileId, bound): Promise<DirectUploadAddress> {
      const url = await sign(
        incomingKey(companyId, fileId),
        bound.contentType,
        bound.size,
        bound.expiresIn,
      );
      // Content-Length is the browser's to send (a forbidden header name): the file's size.
      return { method: 'PUT', url, headers: { 'Content-Type': bound.contentType } };
    },
    incoming: (companyId, fileId, count) =>
      readIncoming(client, Bucket, incomingKey(companyId, fileId), count),
    async place(companyId, fileId) {
      const from = incomingKey(companyId, fileId);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: fileKey(companyId, fileId),
          CopySource: `${Bucket}/${from}`,
        }),
      );
      await store.drop(from);
    },
    async discard(companyId, fileId) {
      await store.drop(incomingKey(companyId, fileId));
    },
    async sweep(olderThan) {
      let swept = 0;
      for await (const object of store.list(INCOMING_PREFIX))
        if (object.modifiedAt < olderThan) {
          await store.drop(object.key);
          swept += 1;
        }
      return swept;
    },
    async origin() {
      const url = await sign(incomingKey(ZERO, ZERO), 'application/octet-stream', 1, 60);
      return new URL(url).origin;
    },
  };
}

const ZERO = '00000000-0000-0000-0000-000000000000';
