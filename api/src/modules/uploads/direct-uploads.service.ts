/**
 * Uploads the browser sends itself (issue 33). An upload-url answer names, besides the
 * signed `uploadUrl`, the request that sends the file (`upload`) and the address to confirm
 * it (`confirmUrl`), whichever the store: with a bucket, a PUT straight to it, pre-signed
 * with the type and size bound (the API never sees the bytes); on local disk, the PUT to the
 * API's own signed address, as before. The client then always POSTs the confirm address
 * (the upload address itself): with a bucket that checks the object (its size, its first
 * bytes of the declared type) and records it, or refuses it and removes it; a file already
 * stored (local disk, or a confirm retried) answers as the PUT did.
 */
import type { AppContext } from '../../context';
import { HEAD_BYTES, type FileStore } from '../../platform/file-store';
import { HttpError } from '../../platform/http-errors';
import { UPLOAD_TOKEN_TTL_SECONDS, type UploadTokenService } from '../../services/upload-tokens';
import { markStored, uploadRow } from './signed-uploads.queries';
import {
  INVALID_ADDRESS,
  notOfType,
  signUpload,
  sizeDiffers,
  type SignedUploadKind,
  type UploadClaims,
} from './signed-uploads.service';

export interface UploadTicket {
  uploadUrl: string;
  expiresAt: string;
  upload: { method: 'PUT'; url: string; headers: Record<string, string> };
  confirmUrl: string;
}

/** The signed address of a pending row, and how the client sends and confirms its file. */
export async function signUploadTicket(
  ctx: AppContext,
  files: FileStore,
  tokens: UploadTokenService,
  path: string,
  claims: UploadClaims,
): Promise<UploadTicket> {
  const signed = signUpload(ctx, tokens, path, claims);
  const { contentType, size } = claims;
  const upload = files.direct
    ? await files.direct.address(claims.companyId, claims.imageId, {
        contentType,
        size,
        expiresIn: UPLOAD_TOKEN_TTL_SECONDS,
      })
    : { method: 'PUT' as const, url: signed.uploadUrl, headers: { 'Content-Type': contentType } };
  return { ...signed, upload, confirmUrl: signed.uploadUrl };
}

/** The incoming object of a direct upload, checked: refused (and removed) unless it is the file. */
async function checkedIncoming<Answer>(
  files: FileStore,
  kind: SignedUploadKind<Answer>,
  claims: UploadClaims,
): Promise<void> {
  const direct = files.direct;
  const found = direct && (await direct.incoming(claims.companyId, claims.imageId, HEAD_BYTES));
  if (!direct || !found) throw new HttpError(409, `The ${kind.noun} has not been uploaded`);
  // The signature binds type and length (AWS, MinIO, R2 refuse another); checked again here.
  const type = found.contentType.split(';')[0]!.trim().toLowerCase();
  const refused =
    type !== claims.contentType
      ? new HttpError(415, `This address takes ${claims.contentType} only`)
      : found.size !== claims.size
        ? sizeDiffers(claims)
        : kind.looksLike(claims.contentType, found.head)
          ? null
          : notOfType(kind, claims);
  if (refused) {
    await direct.discard(claims.companyId, claims.imageId);
    throw refused;
  }
}

/** POST to a signed upload address: the uploaded file confirmed and recorded, the kind's answer. */
export async function confirm<Answer>(
  ctx: AppContext,
  files: FileStore,
  tokens: UploadTokenService,
  kind: SignedUploadKind<Answer>,
  token: string,
): Promise<Answer> {
  const claims = tokens.verify(token, 'put');
  if (!claims) throw new HttpError(403, INVALID_ADDRESS);
  const pending = await uploadRow(ctx.db, kind.table, claims.companyId, claims.imageId);
  if (!pending) throw new HttpError(404, `The ${kind.noun} was removed`);
  if (pending.status === 'pending') {
    await checkedIncoming(files, kind, claims);
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await markStored(trx, kind.table, claims.companyId, claims.imageId)))
        throw new HttpError(409, `This ${kind.noun} was uploaded already`);
      await kind.onStored(trx, claims, pending);
      await files.direct!.place(claims.companyId, claims.imageId);
    });
  }
  return kind.answer(claims);
}
