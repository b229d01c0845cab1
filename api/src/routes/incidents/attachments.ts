/**
 * Ticket attachments (screenshots, documents): POST the raw bytes with their type as
 * Content-Type and `?fileName=`; they are checked (type, size, that the bytes are what the
 * type says) and stored beside the asset images, at <uploads>/<company>/<attachment id>.
 * GET streams one back to whoever may see the ticket (internal ones to the desk only).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { INCIDENT_PERMISSIONS as P } from '../../services/incidents/access';
import { recordTicketHistory } from '../../services/incidents/tickets';
import { looksLike, type ImageStore } from '../../services/image-store';
import { acceptRawBodies } from '../raw-body';
import { badField, deskAccess, deskActorOf, forbidden, idOf, loadTicket } from './helpers';
import { attachmentParamsSchema, attachmentQuerySchema } from './schemas';
import type { TicketMount } from './tickets';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_TICKET = 20;
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
] as const;
type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** True when the bytes start like a file of the type (a text file: no NUL bytes). */
function bytesMatch(type: AttachmentType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
    case 'image/jpeg':
    case 'image/webp':
      return looksLike(type, bytes);
    case 'image/gif':
      return bytes.toString('latin1', 0, 4) === 'GIF8';
    case 'application/pdf':
      return bytes.toString('latin1', 0, 5) === '%PDF-';
    case 'text/plain':
      return !bytes.includes(0);
  }
}

const isAttachmentType = (value: string): value is AttachmentType =>
  (ATTACHMENT_TYPES as readonly string[]).includes(value);

export function registerAttachmentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
  store: ImageStore,
): void {
  const view = deskAccess(mount.entitlement, P.ticketView);

  // Raw bytes of any type reach the handler, which names what it takes (a clear 415).
  app.register(async (scope) => {
    const limit = ATTACHMENT_MAX_BYTES + 1024 * 1024;
    acceptRawBodies(scope, limit);
    scope.post(
      `${mount.prefix}/:id/attachments`,
      { ...view, bodyLimit: limit },
      async (request, reply) => {
        const actor = deskActorOf(request);
        const id = idOf(request);
        const query = parseInput(attachmentQuerySchema, request.query, 'query');
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (!isAttachmentType(type))
          throw new HttpError(
            415,
            `Files of type ${type || 'unknown'} are not taken: attach ${ATTACHMENT_TYPES.join(', ')}`,
            [{ field: 'content-type', message: 'Unsupported file type' }],
          );
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0)
          throw badField('body', 'The file is empty');
        if (bytes.length > ATTACHMENT_MAX_BYTES)
          throw new HttpError(413, 'The file is larger than 10 MB', [
            { field: 'body', message: 'At most 10 MB' },
          ]);
        if (!bytesMatch(type, bytes)) throw badField('body', `The file is not a valid ${type}`);
        const internal = query.internal === 'true';
        if (internal && !actor.agent)
          throw badField('internal', 'Internal files are for the desk only');
        const ticket = await loadTicket(ctx.db, actor, id, mount.kinds);
        if (ticket.requester_id !== actor.userId && !actor.canEdit)
          throw forbidden('Only the desk and the requester may attach files');
        const attachment = await ctx.db.transaction().execute(async (trx) => {
          const locked = await loadTicket(trx, actor, id, mount.kinds, true);
          if (locked.status === 'closed')
            throw new HttpError(409, 'A closed ticket takes no more files');
          const count = await trx
            .selectFrom('ticket_attachments')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('company_id', '=', actor.companyId)
            .where('ticket_id', '=', id)
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= ATTACHMENTS_PER_TICKET)
            throw new HttpError(409, `A ticket takes at most ${ATTACHMENTS_PER_TICKET} files`);
          const row = await trx
            .insertInto('ticket_attachments')
            .values({
              company_id: actor.companyId,
              ticket_id: id,
              file_name: query.fileName,
              content_type: type,
              size_bytes: bytes.length,
              internal,
              uploaded_by: actor.userId,
            })
            .returning(['id', 'created_at'])
            .executeTakeFirstOrThrow();
          await recordTicketHistory(trx, actor.companyId, actor.userId, [
            {
              ticketId: id,
              action: 'attach',
              after: { fileName: query.fileName, contentType: type, size: bytes.length, internal },
            },
          ]);
          // The bytes take their place as the transaction's last step, and go if it fails.
          const staged = await store.stage(actor.companyId, row.id, bytes);
          try {
            await staged.place();
          } catch (err) {
            await staged.discard();
            throw err;
          }
          return row;
        });
        reply.code(201);
        return {
          type: 'success',
          attachment: {
            _id: attachment.id,
            fileName: query.fileName,
            contentType: type,
            size: bytes.length,
            internal,
            createdAt: new Date(attachment.created_at).toISOString(),
            url: `${mount.prefix}/${id}/attachments/${attachment.id}`,
          },
        };
      },
    );
  });

  app.get(`${mount.prefix}/:id/attachments/:attachmentId`, view, async (request, reply) => {
    const actor = deskActorOf(request);
    const { id, attachmentId } = parseInput(attachmentParamsSchema, request.params, 'params');
    await loadTicket(ctx.db, actor, id, mount.kinds);
    let query = ctx.db
      .selectFrom('ticket_attachments')
      .select(['content_type', 'file_name'])
      .where('company_id', '=', actor.companyId)
      .where('ticket_id', '=', id)
      .where('id', '=', attachmentId);
    if (!actor.agent) query = query.where('internal', '=', false);
    const file = await query.executeTakeFirst();
    if (!file) throw notFound('Attachment not found');
    const stream = await store.open(actor.companyId, attachmentId);
    if (!stream) throw notFound('Attachment not found');
    return reply
      .type(file.content_type)
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
      )
      .send(stream);
  });
}
