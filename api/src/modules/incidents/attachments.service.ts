/**
 * Ticket attachments (screenshots, documents): checked (type, size, that the bytes are what
 * the type says) and stored beside the asset images, in the file store at <company>/<attachment id>;
 * read back by whoever may see the ticket (internal ones by the desk only).
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_TICKET,
  type AttachmentType,
  type UploadedAttachment,
} from '@itam/shared/contracts/incidents';
import type { DeskContext } from './context';
import type { Caller } from '../../platform/access';
import { badField, forbidden, HttpError, notFound } from '../../platform/http-errors';
import { isoOf } from '../../platform/wire';
import { discardOnFailure, looksLike, type FileStore } from '../../platform/file-store';
import { deskActorOf, type DeskActor } from './access';
import { countAttachments, findAttachment, insertAttachment } from './attachments.queries';
import type { TicketMount } from './mounts';
import { recordTicketHistory } from './ticket-records.queries';
import { loadTicket } from './tickets.queries';

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

export interface Upload {
  fileName: string;
  internal: boolean;
  /** The request's Content-Type header. */
  contentType: string | undefined;
  bytes: unknown;
}

/** The file's type and bytes, or the refusal (415, 400, 413) naming what is wrong. */
function checkedFile(upload: Upload, actor: DeskActor): { type: AttachmentType; bytes: Buffer } {
  const type = String(upload.contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!isAttachmentType(type))
    throw new HttpError(
      415,
      `Files of type ${type || 'unknown'} are not taken: attach ${ATTACHMENT_TYPES.join(', ')}`,
      [{ field: 'content-type', message: 'Unsupported file type' }],
    );
  const bytes = upload.bytes;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badField('body', 'The file is empty');
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw new HttpError(413, 'The file is larger than 10 MB', [
      { field: 'body', message: 'At most 10 MB' },
    ]);
  if (!bytesMatch(type, bytes)) throw badField('body', `The file is not a valid ${type}`);
  if (upload.internal && !actor.agent)
    throw badField('internal', 'Internal files are for the desk only');
  return { type, bytes };
}

export async function attachFile(
  { db }: DeskContext,
  store: FileStore,
  mount: TicketMount,
  caller: Caller,
  id: string,
  upload: Upload,
): Promise<UploadedAttachment> {
  const actor = deskActorOf(caller);
  const { type, bytes } = checkedFile(upload, actor);
  const { fileName, internal } = upload;
  const ticket = await loadTicket(db, actor, id, mount.kinds);
  if (ticket.requester_id !== actor.userId && !actor.canEdit)
    throw forbidden('Only the desk and the requester may attach files');
  // The bytes are staged outside the transaction, take their place as its last step, and go if it fails.
  const fileId = crypto.randomUUID();
  const staged = await store.stage(actor.companyId, fileId, bytes, { contentType: type });
  const write = () =>
    db.transaction().execute(async (trx) => {
      const locked = await loadTicket(trx, actor, id, mount.kinds, true);
      if (locked.status === 'closed')
        throw new HttpError(409, 'A closed ticket takes no more files');
      if ((await countAttachments(trx, actor.companyId, id)) >= ATTACHMENTS_PER_TICKET)
        throw new HttpError(409, `A ticket takes at most ${ATTACHMENTS_PER_TICKET} files`);
      const file = { fileName, contentType: type, size: bytes.length, internal };
      const inserted = await insertAttachment(trx, {
        ...file,
        id: fileId,
        companyId: actor.companyId,
        ticketId: id,
        uploadedBy: actor.userId,
      });
      await recordTicketHistory(trx, actor.companyId, actor.userId, [
        { ticketId: id, action: 'attach', after: file },
      ]);
      await staged.place();
      return inserted;
    });
  const row = await discardOnFailure(staged, write);
  return {
    _id: row.id,
    fileName,
    contentType: type,
    size: bytes.length,
    internal,
    createdAt: isoOf(row.created_at),
    url: `${mount.prefix}/${id}/attachments/${row.id}`,
  };
}

export async function openAttachment(
  { db }: DeskContext,
  store: FileStore,
  mount: TicketMount,
  caller: Caller,
  id: string,
  attachmentId: string,
): Promise<{ contentType: string; fileName: string; stream: Readable }> {
  const actor = deskActorOf(caller);
  await loadTicket(db, actor, id, mount.kinds);
  const file = await findAttachment(db, actor.companyId, id, attachmentId, actor.agent);
  if (!file) throw notFound('Attachment not found');
  const stream = await store.open(actor.companyId, attachmentId);
  if (!stream) throw notFound('Attachment not found');
  return { contentType: file.content_type, fileName: file.file_name, stream };
}
