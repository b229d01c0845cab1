/**
 * Ticket attachments (screenshots, documents): checked (type, size, that the bytes are what
 * the type says) while they stream into the file store at <company>/<attachment id>, never
 * held whole; read back by whoever may see the ticket (internal ones by the desk only).
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
import {
  discardOnFailure,
  looksLike,
  type FileStore,
  type StagedFile,
} from '../../platform/file-store';
import { stageUpload, type UploadRules } from '../../platform/streamed-upload';
import { deskActorOf, type DeskActor } from './access';
import { countAttachments, findAttachment, insertAttachment } from './attachments.queries';
import type { TicketMount } from './mounts';
import { recordTicketHistory } from './ticket-records.queries';
import { loadTicket } from './tickets.queries';

/** True when the first bytes are those of a file of the type (a text file: see below). */
function headMatches(type: AttachmentType, head: Buffer): boolean {
  switch (type) {
    case 'image/png':
    case 'image/jpeg':
    case 'image/webp':
      return looksLike(type, head);
    case 'image/gif':
      return head.toString('latin1', 0, 4) === 'GIF8';
    case 'application/pdf':
      return head.toString('latin1', 0, 5) === '%PDF-';
    case 'text/plain':
      return true;
  }
}

const isAttachmentType = (value: string): value is AttachmentType =>
  (ATTACHMENT_TYPES as readonly string[]).includes(value);

/** What the upload route's parser refuses unread (a Content-Length past it: 413). */
export const ATTACHMENT_BODY_LIMIT = ATTACHMENT_MAX_BYTES + 1024 * 1024;

export interface Upload {
  fileName: string;
  internal: boolean;
  /** The request's Content-Type and Content-Length headers. */
  contentType: string | undefined;
  contentLength: string | undefined;
  /** The request's body: its stream, read once, into the file store. */
  body: unknown;
}

/** The file's type, or the refusal (415) naming the types taken. */
function attachmentType(upload: Upload): AttachmentType {
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
  return type;
}

/** The checks of the bytes as they stream in, and their refusals (400, 413). */
function attachmentRules(type: AttachmentType): UploadRules {
  return {
    contentType: type,
    maxBytes: ATTACHMENT_MAX_BYTES,
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    accepts: (head) => headMatches(type, head),
    // A text file has no NUL byte anywhere.
    ...(type === 'text/plain' ? { acceptsEach: (chunk: Buffer) => !chunk.includes(0) } : {}),
    refusal: (reason) => {
      if (reason === 'empty') return badField('body', 'The file is empty');
      if (reason === 'over')
        return new HttpError(413, 'The file is larger than 10 MB', [
          { field: 'body', message: 'At most 10 MB' },
        ]);
      return badField('body', `The file is not a valid ${type}`);
    },
  };
}

interface AttachedFile {
  fileName: string;
  contentType: AttachmentType;
  size: number;
  internal: boolean;
}

/** The row and its history, the staged bytes placed as the transaction's last step. */
function recordAttachment(
  db: DeskContext['db'],
  target: { actor: DeskActor; mount: TicketMount; ticketId: string; fileId: string },
  file: AttachedFile,
  staged: StagedFile,
) {
  const { actor, mount, ticketId: id } = target;
  return db.transaction().execute(async (trx) => {
    const locked = await loadTicket(trx, actor, id, mount.kinds, true);
    if (locked.status === 'closed') throw new HttpError(409, 'A closed ticket takes no more files');
    if ((await countAttachments(trx, actor.companyId, id)) >= ATTACHMENTS_PER_TICKET)
      throw new HttpError(409, `A ticket takes at most ${ATTACHMENTS_PER_TICKET} files`);
    const inserted = await insertAttachment(trx, {
      ...file,
      id: target.fileId,
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
  const type = attachmentType(upload);
  // The bytes stream into the store, checked on the way; they take their place as the last
  // step of the record's transaction, and go if anything refuses the file.
  const fileId = crypto.randomUUID();
  const target = { companyId: actor.companyId, fileId };
  const { staged, size } = await stageUpload(store, target, upload, attachmentRules(type));
  const { fileName, internal } = upload;
  const file = { fileName, contentType: type, size, internal };
  const row = await discardOnFailure(staged, async () => {
    if (internal && !actor.agent)
      throw badField('internal', 'Internal files are for the desk only');
    const ticket = await loadTicket(db, actor, id, mount.kinds);
    if (ticket.requester_id !== actor.userId && !actor.canEdit)
      throw forbidden('Only the desk and the requester may attach files');
    return recordAttachment(db, { actor, mount, ticketId: id, fileId }, file, staged);
  });
  return {
    _id: row.id,
    ...file,
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
