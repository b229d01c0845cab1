/**
 * The organisation's files (the company logo, purchase order invoices), through the same
 * upload path as asset images (modules/uploads): a signed address valid for ten
 * minutes; a raw PUT of the declared type and size to it stores the bytes under
 * <company>/<file id> in the file store. A stored logo becomes the company's logo in the same
 * transaction. Reads go through signed addresses bound to the reader's session.
 */
import type { Kysely } from 'kysely';
import type { CompanyFileType } from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { signRead } from '../uploads/routes';
import type { FileStore } from '../../platform/file-store';
import { createUploadTokenService, type UploadTokenService } from '../../services/upload-tokens';
import { storedFileType } from './company-files.queries';

/** Where the files' upload and read addresses point (see signed-uploads.ts). */
export const FILES_PATH = '/api/company-files/';

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

function companyFileSigner(ctx: AppContext, tokens: UploadTokenService): CompanyFileSigner {
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

export interface OrganisationFiles {
  store: FileStore;
  tokens: UploadTokenService;
  signer: CompanyFileSigner;
}
const filesOf = new WeakMap<AppContext, OrganisationFiles>();

/** The organisation's file store and address signer of an app (verify-token signs the logo's). */
export function organisationFiles(ctx: AppContext): OrganisationFiles {
  let files = filesOf.get(ctx);
  if (!files) {
    const tokens = createUploadTokenService(ctx.secret, 'itam/company-files/v1');
    files = { store: ctx.files, tokens, signer: companyFileSigner(ctx, tokens) };
    filesOf.set(ctx, files);
  }
  return files;
}

/** A stored file's bytes (for the label sheet's logo), or null. */
export async function readCompanyFile(
  db: Kysely<DB>,
  store: FileStore,
  companyId: string,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: CompanyFileType } | null> {
  const row = await storedFileType(db, companyId, fileId);
  if (!row) return null;
  const stream = await store.open(companyId, fileId);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: row.content_type as CompanyFileType };
}
