/**
 * The organisation's files: POST /company/files/upload-url hands out a signed address for
 * one PUT of the bytes (a logo for those who edit the company, an invoice for those who
 * create purchase orders); the PUT and the signed reads are modules/uploads'. An
 * SVG is sent as an attachment, so opened directly it is downloaded, never run as a page.
 */
import type { FastifyInstance } from 'fastify';
import {
  COMPANY_FILE_RULES,
  COMPANY_FILE_TYPES,
  companyFileUploadTicketResponse,
  companyFileUploadSchema,
  type CompanyFileStoredResponse,
  type CompanyFileType,
} from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf, can } from '../../platform/access';
import { forbidden } from '../../platform/http-errors';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { registerSignedUploads, signUploadTicket } from '../uploads/routes';
import { access, P } from './access';
import { fileRef, insertPendingFile, logoStored } from './company-files.queries';
import { FILES_PATH, fileLooksLike, type OrganisationFiles } from './company-files.service';

const MAX_BYTES = Math.max(...Object.values(COMPANY_FILE_RULES).map((r) => r.maxBytes));

export function registerCompanyFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { store, tokens }: OrganisationFiles,
): void {
  const { db } = ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/company/files/upload-url',
    {
      ...access(P.companyEdit, P.orderCreate),
      schema: { body: companyFileUploadSchema, response: { 200: companyFileUploadTicketResponse } },
    },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      if (!can(caller, body.purpose === 'logo' ? P.companyEdit : P.orderCreate)) throw forbidden();
      const id = await insertPendingFile(db, { ...caller, ...body });
      const address = await signUploadTicket(ctx, store, tokens, FILES_PATH, {
        companyId: caller.companyId,
        imageId: id,
        contentType: body.contentType,
        size: body.size,
      });
      return { type: 'success' as const, ...address, file: { _id: id } };
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
    answer: async (claims): Promise<CompanyFileStoredResponse> => ({
      type: 'success',
      file: await fileRef(db, claims.companyId, claims.imageId),
    }),
    // An SVG opened directly is downloaded, never run as a page.
    disposition: (type) => (type === 'image/svg+xml' ? 'attachment' : 'inline'),
  });
}
