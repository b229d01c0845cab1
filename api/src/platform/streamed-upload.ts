/**
 * A file posted as a request's raw body (a ticket attachment, a vendor's evidence), staged in
 * the file store as it streams in (the route's scope: acceptStreamedBodies), checked on the
 * way by the file store's body checks: never a whole file in memory, and nothing left in the
 * store when it is refused. Its refusals are those of the same upload read whole first, in
 * the same order: a Content-Length past the route's limit (the parser's 413), then the
 * route's own (an empty body, one over its size, bytes not of its type).
 */
import { Readable } from 'node:stream';
import { errorCodes } from 'fastify';
import {
  BodyProblem,
  HEAD_BYTES,
  stageChecked,
  type FileStore,
  type StagedFile,
} from './file-store';
import { HttpError } from './http-errors';

/** What the route names in its own words. */
export type UploadRefusal = 'empty' | 'over' | 'type';

export interface UploadRules {
  contentType: string;
  maxBytes: number;
  /** The route's parser limit (acceptStreamedBodies), counted here for a chunked body. */
  bodyLimit: number;
  /** The first bytes (up to 1 KB) are a file of the type. */
  accepts(head: Buffer): boolean;
  /** Every chunk may be of the type (a text file: no NUL byte anywhere). */
  acceptsEach?: (chunk: Buffer) => boolean;
  refusal(reason: UploadRefusal): HttpError;
}

export interface StagedUpload {
  staged: StagedFile;
  size: number;
}

const announcedOf = (header: string | undefined): number | null => {
  const length = header === undefined ? NaN : Number(header);
  return Number.isInteger(length) && length >= 0 ? length : null;
};

const sourceOf = (body: unknown): Readable | null => {
  if (Buffer.isBuffer(body)) return body.length === 0 ? null : Readable.from([body]);
  return body instanceof Readable ? body : null;
};

/** A refusal given before the body was read: the connection closes rather than read the rest. */
const unread = (refusal: HttpError): HttpError =>
  new HttpError(
    refusal.statusCode,
    refusal.message,
    refusal.issues,
    { ...refusal.headers, connection: 'close' },
    refusal.code,
  );

/** Counts the source's bytes; `settled` when it ended, failed, or passed `limit`. */
function counter(source: Readable, limit: number) {
  const state = { seen: 0, failed: null as Error | null, settled: Promise.resolve() };
  state.settled = new Promise<void>((resolve) => {
    source.on('data', (chunk: Buffer) => {
      state.seen += chunk.length;
      if (state.seen > limit) resolve();
    });
    source.on('error', (err) => {
      state.failed = err;
      resolve();
    });
    source.on('end', resolve);
    source.on('close', () => {
      if (!source.readableEnded) state.failed ??= new Error('The body broke off');
      resolve();
    });
  });
  return state;
}

/** The refusal of a chunked body, once its length is known: what reading it whole answered. */
function refusalOfLength(seen: number, rules: UploadRules): Error {
  if (seen > rules.bodyLimit) return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  if (seen === 0) return rules.refusal('empty');
  // Within the limit and not empty, so its size was not what broke.
  return rules.refusal(seen > rules.maxBytes ? 'over' : 'type');
}

/**
 * Stages the request's body under `<company>/<file>`, checked while it streams in; the
 * caller places it with its record, or discards it (discardOnFailure).
 */
export async function stageUpload(
  store: FileStore,
  target: { companyId: string; fileId: string },
  request: { body: unknown; contentLength: string | undefined },
  rules: UploadRules,
): Promise<StagedUpload> {
  const announced = announcedOf(request.contentLength);
  const source = sourceOf(request.body);
  if (!source || announced === 0) throw rules.refusal('empty');
  if (announced !== null && announced > rules.maxBytes) throw unread(rules.refusal('over'));
  const bodyRules = {
    ...(announced === null ? { maxBytes: rules.maxBytes } : { size: announced }),
    headBytes: HEAD_BYTES,
    accepts: rules.accepts,
    ...(rules.acceptsEach ? { acceptsEach: rules.acceptsEach } : {}),
  };
  const options = { contentType: rules.contentType, ...(announced ? { size: announced } : {}) };
  const staging = stageChecked(store, target, source, bodyRules, options);
  const count = counter(source, rules.bodyLimit);
  try {
    const staged = await staging;
    return { staged, size: count.seen };
  } catch (err) {
    // A client gone mid-body: its error, a client's (400) as when the body was read whole.
    if (count.failed) throw Object.assign(count.failed, { statusCode: 400 });
    if (!(err instanceof BodyProblem)) throw err;
    if (announced === null) {
      await count.settled;
      throw refusalOfLength(count.seen, rules);
    }
    throw err.problem === 'type'
      ? rules.refusal('type')
      : new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH();
  }
}
