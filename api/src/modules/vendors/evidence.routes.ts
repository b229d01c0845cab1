/**
 * Evidence files' routes: upload and remove through each door of a link
 * (`<door>/files`, raw bytes), and the review's download of one.
 */
import type { FastifyInstance } from 'fastify';
import {
  evidenceParams,
  evidenceQuery,
  linkParams,
  okResponse,
  REVIEW_FILE_ROUTE,
  reviewFileParams,
  uploadedEvidenceResponse,
} from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { acceptStreamedBodies } from '../../platform/raw-body';
import type { FileStore } from '../../platform/file-store';
import { access, P } from './access';
import * as evidence from './evidence.service';
import { linkCallerOf, linkDoors, type LinkDoor } from './responses.routes';

export function registerEvidenceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: FileStore,
): void {
  for (const door of linkDoors(ctx)) registerDoorFiles(app, ctx, store, door);
  registerReviewFiles(app, ctx, store);
}

function registerDoorFiles(
  app: FastifyInstance,
  ctx: AppContext,
  store: FileStore,
  door: LinkDoor,
): void {
  const base = `${door.base}/files`;

  // Raw bytes of any type reach the handler as the request's stream, which names what it
  // takes and pipes them, checked, into the file store; a Content-Length far over the limit
  // is refused (413) before anything is read.
  app.register(async (scope) => {
    acceptStreamedBodies(scope, evidence.EVIDENCE_BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().post(
      base,
      {
        ...door.forms,
        schema: {
          params: linkParams,
          querystring: evidenceQuery,
          response: { 201: uploadedEvidenceResponse },
        },
      },
      async (request, reply) => {
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        const contentLength = request.headers['content-length'];
        const upload = { ...request.query, type, contentLength, body: request.body };
        const file = await evidence.uploadEvidence(ctx, store, linkCallerOf(door, request), upload);
        reply.code(201);
        return { type: 'success' as const, file };
      },
    );
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      `${base}/:fileId`,
      { ...door.forms, schema: { params: evidenceParams, response: { 200: okResponse } } },
      async (request) => {
        const caller = linkCallerOf(door, request);
        await evidence.deleteEvidence(ctx, store, caller, request.params.fileId);
        return { type: 'success' as const };
      },
    );
}

function registerReviewFiles(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      REVIEW_FILE_ROUTE,
      { ...access(P.vendorView, P.review), schema: { params: reviewFileParams } },
      async (request, reply) => {
        const { companyId } = callerOf(request);
        const file = await evidence.openReviewFile(ctx, store, companyId, request.params);
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .send(file.stream);
      },
    );
}
