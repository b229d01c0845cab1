/**
 * The organisation's files (the company logo, purchase order invoices), through the same
 * upload path as asset images (signed-uploads.ts): POST /company/files/upload-url hands
 * out a signed address valid for ten minutes;
 * a raw PUT of the declared type and size to it stores the bytes under
 * <uploadsDir>/<company>/<file id>. A stored logo becomes the company's logo in the same
 * transaction. Reads go through signed addresses bound to the reader's session. An SVG is
 * sent as an attachment, so opened directly it is downloaded, never run as a page.
 */
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  isAllowed,
  COMPANY_FILE_RULES,
  COMPANY_FILE_TYPES,
  ORG_PERMISSIONS as P,
  type CompanyFileRef,
  type CompanyFileStoredResponse,
  type CompanyFileType,
  type CompanyFileUploadResponse,
} from '@itam/shared/contracts';
import { companyFileUploadSchema } from '@itam/shared/schemas';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import type { ImageStore } from '../../services/image-store';
import { recordOrgActivity } from '../../modules/organisation/activity.queries';
import type { UploadTokenService } from '../../services/upload-tokens';
import {
  registerSignedUploads,
  signRead,
  signUpload,
  type PendingUpload,
  type UploadClaims,
} from '../signed-uploads';
import { orgAccess } from './helpers';

const MAX_BYTES = Math.max(...Object.values(COMPANY_FILE_RULES).map((r) => r.maxBytes));
/** Where the files' upload and read addresses point (see signed-uploads.ts). */
const FILES_PATH = '/api/company-files/';

/** The first bytes (or, for SVG, the first element) every file of the type has. */
export function fileLooksLike(type: CompanyFileType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return bytes
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'application/pdf':
      return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'image/svg+xml': {
      const head = bytes
        .subarray(0, 1024)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart();
      return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
        head,
      );
    }
    default:
      return false;
  }
}

export interface CompanyFileSigner {
  /** A read address of a stored file for the holder of session `jti`. */
  readUrl(companyId: string, fileId: string, jti: string): string;
  /**
   * The company's logo as an address the browser may load under the product's CSP
   * (security/csp.ts: img-src 'self' data: blob:): an uploaded logo's signed read address,
   * else a stored data: image (the seed's), else null; never another site's address.
   */
  logoUrl(
    companyId: string,
    company: { logo: string | null; logo_file_id: string | null },
    jti: string,
  ): string | null;
}

/** A data: image address, the only kind of stored logo the CSP lets the browser load. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

export function companyFileSigner(ctx: AppContext, tokens: UploadTokenService): CompanyFileSigner {
  const readUrl = (companyId: string, fileId: string, jti: string): string =>
    signRead(ctx, tokens, FILES_PATH, companyId, fileId, jti);
  return {
    readUrl,
    logoUrl(companyId, company, jti) {
      if (company.logo_file_id) return readUrl(companyId, company.logo_file_id, jti);
      return company.logo && DATA_IMAGE.test(company.logo) ? company.logo : null;
    },
  };
}

/** A stored file's bytes (for the label sheet's logo), or null. */
export async function readCompanyFile(
  db: Kysely<DB>,
  store: ImageStore,
  companyId: string,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: CompanyFileType } | null> {
  const row = await db
    .selectFrom('company_files')
    .select('content_type')
    .where('company_id', '=', companyId)
    .where('id', '=', fileId)
    .where('status', '=', 'stored')
    .executeTakeFirst();
  if (!row) return null;
  const stream = await store.open(companyId, fileId);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: row.content_type as CompanyFileType };
}

/** A stored logo becomes the company's logo, in the storing transaction. */
async function logoStored(trx: Kysely<DB>, claims: UploadClaims, pending: PendingUpload) {
  if (pending.purpose !== 'logo') return;
  const before = await trx
    .selectFrom('companies')
    .select('logo_file_id')
    .where('id', '=', claims.companyId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('companies')
    .set({ logo_file_id: claims.imageId, logo: null })
    .where('id', '=', claims.companyId)
    .execute();
  await recordOrgActivity(trx, {
    companyId: claims.companyId,
    actorUserId: pending.uploaded_by,
    entityType: 'company',
    entityId: claims.companyId,
    action: 'logo-upload',
    before: { logoFileId: before.logo_file_id },
    after: { logoFileId: claims.imageId, fileName: pending.file_name },
  });
}

export function registerCompanyFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: ImageStore,
  tokens: UploadTokenService,
): void {
  app.post(
    '/api/company/files/upload-url',
    orgAccess(P.companyEdit, P.orderCreate),
    async (request): Promise<CompanyFileUploadResponse> => {
      const auth = authOf(request);
      const body = parseInput(companyFileUploadSchema, request.body, 'body');
      const needed = body.purpose === 'logo' ? P.companyEdit : P.orderCreate;
      if (!isAllowed(auth.policies, needed))
        throw new HttpError(403, 'You do not have permission to do this');
      const file = await ctx.db
        .insertInto('company_files')
        .values({
          company_id: auth.companyId,
          purpose: body.purpose,
          file_name: body.fileName,
          content_type: body.contentType,
          size_bytes: body.size,
          uploaded_by: auth.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const address = signUpload(ctx, tokens, FILES_PATH, {
        companyId: auth.companyId,
        imageId: file.id,
        contentType: body.contentType,
        size: body.size,
      });
      return { type: 'success', ...address, file: { _id: file.id } };
    },
  );

  registerSignedUploads(app, ctx, store, tokens, {
    path: FILES_PATH,
    table: 'company_files',
    types: COMPANY_FILE_TYPES,
    maxBytes: MAX_BYTES,
    looksLike: (type, bytes) => fileLooksLike(type as CompanyFileType, bytes),
    noun: 'file',
    onStored: logoStored,
    answer: async (claims): Promise<CompanyFileStoredResponse> => {
      const row = await ctx.db
        .selectFrom('company_files')
        .select(['id', 'purpose', 'file_name', 'content_type', 'size_bytes'])
        .where('company_id', '=', claims.companyId)
        .where('id', '=', claims.imageId)
        .executeTakeFirstOrThrow();
      const file: CompanyFileRef = {
        _id: row.id,
        purpose: row.purpose,
        fileName: row.file_name,
        contentType: row.content_type as CompanyFileType,
        size: row.size_bytes,
      };
      return { type: 'success', file };
    },
    // An SVG opened directly is downloaded, never run as a page.
    disposition: (type) => (type === 'image/svg+xml' ? 'attachment' : 'inline'),
  });
}
