/** Ticket attachments' rows (their bytes live in the image store). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function countAttachments(
  trx: Kysely<DB>,
  companyId: string,
  ticketId: string,
): Promise<number> {
  const count = await trx
    .selectFrom('ticket_attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export interface NewAttachment {
  /** Chosen before the row, so that its bytes are staged before the transaction. */
  id: string;
  companyId: string;
  ticketId: string;
  fileName: string;
  contentType: string;
  size: number;
  internal: boolean;
  uploadedBy: string;
}

export function insertAttachment(trx: Kysely<DB>, a: NewAttachment) {
  return trx
    .insertInto('ticket_attachments')
    .values({
      id: a.id,
      company_id: a.companyId,
      ticket_id: a.ticketId,
      file_name: a.fileName,
      content_type: a.contentType,
      size_bytes: a.size,
      internal: a.internal,
      uploaded_by: a.uploadedBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The ticket's attachment (public ones only unless `withInternal`). */
export function findAttachment(
  db: Kysely<DB>,
  companyId: string,
  ticketId: string,
  attachmentId: string,
  withInternal: boolean,
) {
  let query = db
    .selectFrom('ticket_attachments')
    .select(['content_type', 'file_name'])
    .where('company_id', '=', companyId)
    .where('ticket_id', '=', ticketId)
    .where('id', '=', attachmentId);
  if (!withInternal) query = query.where('internal', '=', false);
  return query.executeTakeFirst();
}
