/**
 * The one upload path of the API (asset images, the organisation's files: the company
 * logo, purchase order invoices): a POST hands out a signed address valid for ten minutes
 * (`signUpload`) for a pending row; a raw PUT of the declared type and size to it stores
 * the bytes in the file store under <company>/<id>, the row becoming `stored` in a transaction
 * whose last step puts the file in its place (a refused or failed upload, two PUTs racing
 * included, leaves no file behind); a GET of a signed read address (`signRead`), bound to
 * the reader's session, sends the stored bytes while that session lives.
 * Each kind of upload names its table, its types and limit, how its bytes are checked,
 * what else storing does (an activity row, the company's logo) and its answer.
 */
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import {
  BodyProblem,
  HEAD_BYTES,
  discardOnFailure,
  stageChecked,
  type FileStore,
  type StagedFile,
} from '../../platform/file-store';
import {
  READ_TOKEN_TTL_SECONDS,
  UPLOAD_TOKEN_TTL_SECONDS,
  type UploadTokenService,
} from '../../services/upload-tokens';
import {
  markStored,
  storedFileForSession,
  uploadRow,
  type PendingUpload,
  type UploadTable,
} from './signed-uploads.queries';

export type { PendingUpload };

export const INVALID_ADDRESS = 'This upload address is invalid or has expired';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What a signed upload address claims: whose row, what type and how many bytes. */
export interface UploadClaims {
  companyId: string;
  imageId: string;
  contentType: string;
  size: number;
}

export interface SignedUploadKind<Answer> {
  /** Where its addresses point, under the API: `/api/uploads/`, `/api/company-files/`. */
  path: string;
  table: UploadTable;
  types: readonly string[];
  maxBytes: number;
  /** True when the bytes are a file of the type (its magic bytes). */
  looksLike: (contentType: string, bytes: Buffer) => boolean;
  /** The words of its answers: 'image' or 'file'. */
  noun: 'image' | 'file';
  /** What else storing does, in the storing transaction (an activity row, the company's logo). */
  onStored: (trx: Kysely<DB>, claims: UploadClaims, pending: PendingUpload) => Promise<void>;
  /** The answer of a stored upload. */
  answer: (claims: UploadClaims) => Promise<Answer>;
  /** How a stored file is sent: `attachment` for what a browser must never open as a page. */
  disposition?: (contentType: string) => 'inline' | 'attachment';
}

/**
 * Where an address points: PUBLIC_URL's origin when configured, else an address relative
 * to the page (same origin). Never the request's Host header, which the client chooses: a
 * forged one would send the bytes, or the reader, elsewhere.
 */
const base = (ctx: AppContext, path: string) => `${ctx.config.publicUrl ?? ''}${path}`;

/** A signed upload address of a pending row, valid for ten minutes. */
export function signUpload(
  ctx: AppContext,
  tokens: UploadTokenService,
  path: string,
  claims: UploadClaims,
): { uploadUrl: string; expiresAt: string } {
  const exp = nowSeconds() + UPLOAD_TOKEN_TTL_SECONDS;
  const token = tokens.sign({ kind: 'put', ...claims, exp });
  return { uploadUrl: `${base(ctx, path)}${token}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** A signed read address of a stored file for the holder of session `jti`, valid for an hour. */
export function signRead(
  ctx: AppContext,
  tokens: UploadTokenService,
  path: string,
  companyId: string,
  id: string,
  jti: string,
): string {
  const exp = nowSeconds() + READ_TOKEN_TTL_SECONDS;
  const token = tokens.sign({ kind: 'get', companyId, imageId: id, sessionId: jti, exp });
  return `${base(ctx, path)}${token}`;
}

/** Fastify's own answer to a body over a route's limit. */
const TOO_LARGE = 'Request body is too large';

/** The headers of a PUT to an address, checked against its claims: type and size announced. */
function checkedHeaders<Answer>(
  kind: SignedUploadKind<Answer>,
  claims: UploadClaims,
  headers: { contentType: string | undefined; contentLength: string | undefined },
): void {
  const contentType = String(headers.contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (contentType !== claims.contentType)
    throw new HttpError(415, `This address takes ${claims.contentType} only`);
  const length = headers.contentLength === undefined ? null : Number(headers.contentLength);
  if (length !== null && length > kind.maxBytes) throw new HttpError(413, TOO_LARGE);
  if (length !== null && length !== claims.size) throw sizeDiffers(claims);
}

export const sizeDiffers = (claims: UploadClaims) =>
  new HttpError(400, `The file must be exactly the ${claims.size} bytes announced`, [
    { field: 'body', message: 'Size differs' },
  ]);

export const notOfType = <Answer>(kind: SignedUploadKind<Answer>, claims: UploadClaims) =>
  new HttpError(400, `The file is not a valid ${claims.contentType}`, [
    { field: 'body', message: `Not ${kind.noun === 'image' ? 'an image' : 'a file'} of that type` },
  ]);

/**
 * Stages the body as it streams in, checked on the way (exact size, first bytes of the type):
 * never a whole file in memory. A broken rule is the answer that names it.
 */
async function stageBody<Answer>(
  files: FileStore,
  kind: SignedUploadKind<Answer>,
  claims: UploadClaims,
  body: unknown,
): Promise<StagedFile> {
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : (body as Readable | undefined);
  if (!source || typeof source.pipe !== 'function') throw sizeDiffers(claims);
  const rules = {
    size: claims.size,
    headBytes: HEAD_BYTES,
    accepts: (head: Buffer) => kind.looksLike(claims.contentType, head),
  };
  const target = { companyId: claims.companyId, fileId: claims.imageId };
  const options = { size: claims.size, contentType: claims.contentType };
  try {
    return await stageChecked(files, target, source, rules, options);
  } catch (err) {
    if (!(err instanceof BodyProblem)) throw err;
    throw err.problem === 'size' ? sizeDiffers(claims) : notOfType(kind, claims);
  }
}

async function store<Answer>(
  ctx: AppContext,
  files: FileStore,
  kind: SignedUploadKind<Answer>,
  claims: UploadClaims,
  body: unknown,
): Promise<void> {
  const pending = await uploadRow(ctx.db, kind.table, claims.companyId, claims.imageId);
  if (!pending) throw new HttpError(404, `The ${kind.noun} was removed`);
  const already = `This ${kind.noun} was uploaded already`;
  if (pending.status !== 'pending') throw new HttpError(409, already);
  const staged = await stageBody(files, kind, claims, body);
  await discardOnFailure(staged, () =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await markStored(trx, kind.table, claims.companyId, claims.imageId)))
        throw new HttpError(409, already);
      await kind.onStored(trx, claims, pending);
      await staged.place();
    }),
  );
}

/** PUT to a signed upload address: the checked bytes stored, the kind's answer. */
export async function upload<Answer>(
  ctx: AppContext,
  files: FileStore,
  tokens: UploadTokenService,
  kind: SignedUploadKind<Answer>,
  request: {
    token: string;
    contentType: string | undefined;
    contentLength: string | undefined;
    body: unknown;
  },
): Promise<Answer> {
  const claims = tokens.verify(request.token, 'put');
  if (!claims) throw new HttpError(403, INVALID_ADDRESS);
  checkedHeaders(kind, claims, request);
  await store(ctx, files, kind, claims, request.body);
  return kind.answer(claims);
}

export interface StoredFile {
  contentType: string;
  fileName: string;
  disposition: 'inline' | 'attachment';
  stream: Readable;
}

/** GET of a signed read address: the stored file, while the session it names lives. */
export async function read<Answer>(
  ctx: AppContext,
  files: FileStore,
  tokens: UploadTokenService,
  kind: SignedUploadKind<Answer>,
  token: string,
): Promise<StoredFile> {
  const Noun = kind.noun === 'image' ? 'Image' : 'File';
  const claims = tokens.verify(token, 'get');
  if (!claims) throw new HttpError(403, INVALID_ADDRESS);
  // The session it was issued to must still be live, and the file still the company's.
  const file = await storedFileForSession(ctx.db, kind.table, claims);
  if (!file) throw new HttpError(404, `${Noun} not found`);
  const stream = await files.open(claims.companyId, claims.imageId);
  if (!stream) throw new HttpError(404, `${Noun} not found`);
  return {
    contentType: file.content_type,
    fileName: file.file_name,
    disposition: kind.disposition?.(file.content_type) ?? 'inline',
    stream,
  };
}
