/**
 * Ticket attachments: POST the raw bytes with their type as Content-Type and `?fileName=`;
 * GET streams one back (a file: no response schema).
 */
import type { FastifyInstance } from 'fastify';
import {
  attachmentParams,
  attachmentQuery,
  attachmentResponse,
  idParams,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { acceptStreamedBodies } from '../../platform/raw-body';
import type { FileStore } from '../../platform/file-store';
import { INCIDENT_PERMISSIONS as P } from './access';
import { ATTACHMENT_BODY_LIMIT, attachFile, openAttachment } from './attachments.service';
import type { TicketMount } from './mounts';

/**
 * POST: the raw bytes of any type reach the handler as the request's stream, which names
 * what it takes (a clear 415) and pipes them, checked, into the file store.
 */
function registerUploadRoute(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
  store: FileStore,
): void {
  app.register(async (scope) => {
    acceptStreamedBodies(scope, ATTACHMENT_BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${mount.prefix}/:id/attachments`,
      {
        ...mount.access(P.ticketView),
        schema: {
          params: idParams,
          querystring: attachmentQuery,
          response: { 201: attachmentResponse },
        },
      },
      async (request, reply) => {
        const upload = {
          fileName: request.query.fileName,
          internal: request.query.internal === 'true',
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
          body: request.body,
        };
        const caller = callerOf(request);
        const attachment = await attachFile(ctx, store, mount, caller, request.params.id, upload);
        reply.code(201);
        return { type: 'success' as const, attachment };
      },
    );
  });
}

export function registerAttachmentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
  store: FileStore,
): void {
  registerUploadRoute(app, ctx, mount, store);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${mount.prefix}/:id/attachments/:attachmentId`,
      { ...mount.access(P.ticketView), schema: { params: attachmentParams } },
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        const file = await openAttachment(ctx, store, mount, callerOf(request), id, attachmentId);
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .send(file.stream);
      },
    );
}
