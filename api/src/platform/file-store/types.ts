/**
 * The product's one file store (issue 33): every uploaded file (asset images, the company's
 * logo and invoices, ticket attachments, vendor evidence) lives under the key
 * `<company id>/<file id>`, both uuids from the database, never a name a client chose. Two
 * backends: local disk (`local.ts`, the embedded default, one server) and any S3-compatible
 * bucket (`s3.ts`: AWS S3, MinIO, Cloudflare R2), which every server of a deployment shares.
 */
import type { Readable } from 'node:stream';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the store is: FILE_STORE and its variables (docs/configuration.md). */
export type FileStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Absent: AWS S3 of the region. MinIO, R2 and the like name theirs. */
      endpoint?: string;
      /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO). */
      forcePathStyle: boolean;
      /** Absent: the SDK's default chain (environment, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/** Bytes written but not yet in their place (see FileStore.stage). */
export interface StagedFile {
  place(): Promise<void>;
  discard(): Promise<void>;
}

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface StageOptions {
  /**
   * The stream's length when known: a bucket must know it before the bytes (without it, a
   * bucket's store spools the stream to a temporary file first).
   */
  size?: number;
  contentType?: string;
}

/** Where the browser sends a file itself: a pre-signed PUT with the headers it must send. */
export interface DirectUploadAddress {
  method: 'PUT';
  url: string;
  /** Bound in the signature: a PUT with another type or length is refused by the bucket. */
  headers: Record<string, string>;
}

/**
 * Uploads the browser sends straight to the store (a bucket): the bytes land under an
 * incoming key of their own, never the file's key, until the API has confirmed them (size
 * and first bytes) and moved them to their place. An incoming object never confirmed is
 * removed by the abandoned-uploads sweep.
 */
export interface DirectUploads {
  /** A pre-signed PUT of exactly `size` bytes of `contentType`, valid `expiresIn` seconds. */
  address(
    companyId: string,
    fileId: string,
    bound: { contentType: string; size: number; expiresIn: number },
  ): Promise<DirectUploadAddress>;
  /** The incoming object's size, type and first `count` bytes, or null when none came. */
  incoming(
    companyId: string,
    fileId: string,
    count: number,
  ): Promise<{ size: number; contentType: string; head: Buffer } | null>;
  /** Moves the incoming object to the file's key (the last step of the confirming transaction). */
  place(companyId: string, fileId: string): Promise<void>;
  /** Removes the incoming object (refused at confirm, or abandoned). */
  discard(companyId: string, fileId: string): Promise<void>;
  /** Removes every incoming object older than the date (the sweep); how many. */
  sweep(olderThan: Date): Promise<number>;
  /** The origin the browser sends to (the CSP's connect-src). */
  origin(): Promise<string>;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Present when the browser can send files straight to the store (a bucket). */
  readonly direct?: DirectUploads;
  /**
   * Writes the bytes beside their place, under a staging key. `place` moves them there (a
   * reader never sees half a file); `discard` removes them, placed or not. An upload places
   * them as the last step of its database transaction and discards them when that
   * transaction fails, so a failed upload leaves no file.
   */
  stage(
    companyId: string,
    fileId: string,
    body: Buffer | Readable,
    options?: StageOptions,
  ): Promise<StagedFile>;
  /** The file's bytes as a stream, or null when it is missing. */
  open(companyId: string, fileId: string): Promise<Readable | null>;
  /** The file's size and time, or null when it is missing. */
  stat(companyId: string, fileId: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** Up to `count` first bytes of the file, or null when it is missing. */
  firstBytes(companyId: string, fileId: string, count: number): Promise<Buffer | null>;
  /** Best effort: the rows are gone already, a file left behind is only wasted space. */
  remove(companyId: string, fileIds: readonly string[]): Promise<void>;
  /**
   * `remove`, and every staged copy of those files a process stopped before placing or
   * discarding (the abandoned-uploads sweep).
   */
  removeWithStaged(companyId: string, fileIds: readonly string[]): Promise<void>;
  /** Every object whose key starts with the prefix (placed and staged), for sweeps. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  close(): Promise<void>;
}

/** `<company>/<file>`, lower-case; refuses anything but two uuids. */
export function fileKey(companyId: string, fileId: string): string {
  if (!UUID.test(companyId) || !UUID.test(fileId)) throw new Error('File key parts must be uuids');
  return `${companyId.toLowerCase()}/${fileId.toLowerCase()}`;
}

/** The key bytes are staged under before `place` (a crash may leave one: sweeps remove them). */
export const stagingKey = (key: string, nonce: string): string => `${key}.${nonce}.tmp`;

export const isStagingKey = (key: string): boolean => key.endsWith('.tmp');

/** Up to `count` bytes from the start of a stream, which is then destroyed. */
export async function headOf(stream: Readable, count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(bytes);
      length += bytes.length;
      if (length >= count) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}

/**
 * Runs the work (a transaction whose last step is `staged.place()`) and discards the staged
 * bytes when it fails, placed or not: a refused or failed write leaves no file behind.
 */
export async function discardOnFailure<T>(staged: StagedFile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await staged.discard();
    throw err;
  }
}
