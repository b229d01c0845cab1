/** What a ticket's page shows besides its row: conversation, files, history and survey. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { userRef } from '../../services/activity';
import { SUMMARY_COLUMNS, type TicketSummaryRow } from './ticket-records.queries';

type Ref = { _id: string; name: string } | null;

export interface MessageRow {
  id: string;
  author: Ref;
  visibility: 'public' | 'internal';
  body: string;
  created_at: Date;
}
export interface AttachmentRow {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  internal: boolean;
  uploaded_by: Ref;
  created_at: Date;
}
export interface HistoryRow {
  id: string;
  action: string;
  actor: Ref;
  at: Date;
  before: unknown;
  after: unknown;
}

/**
 * A history row of the desk's internal work (an internal note, an internal file): the
 * requester sees none of it, as they see neither the note nor the file.
 */
const INTERNAL_HISTORY = sql<boolean>`coalesce(l.after->>'visibility' = 'internal'
  or l.after->>'internal' = 'true', false)`;

/** The ticket's rows; `internal`: the desk's internal notes, files and history too. */
export async function detailRows(db: Kysely<DB>, companyId: string, id: string, desk: boolean) {
  const internal = desk ? sql`true` : sql`false`;
  const [summary, extra, messages, attachments, history, survey] = await Promise.all([
    sql<TicketSummaryRow>`select ${SUMMARY_COLUMNS} from tickets t
      where t.company_id = ${companyId} and t.id = ${id}`.execute(db),
    sql<{
      request_type: { _id: string; name: string } | null;
      request_fields: Record<string, unknown> | null;
      asset_state: string | null;
    }>`select (select json_build_object('_id', r.id, 'name', r.name) from ticket_request_types r
          where r.company_id = t.company_id and r.id = t.request_type_id) as request_type,
        t.request_fields,
        (select a.state from assets a where a.company_id = t.company_id and a.id = t.asset_id) as asset_state
      from tickets t where t.company_id = ${companyId} and t.id = ${id}`.execute(db),
    sql<MessageRow>`select m.id, ${userRef('m.author_id')} as author, m.visibility, m.body, m.created_at
      from ticket_messages m where m.company_id = ${companyId} and m.ticket_id = ${id}
        and (m.visibility = 'public' or ${internal})
      order by m.created_at, m.id`.execute(db),
    sql<AttachmentRow>`select f.id, f.file_name, f.content_type, f.size_bytes, f.internal,
        ${userRef('f.uploaded_by')} as uploaded_by, f.created_at
      from ticket_attachments f where f.company_id = ${companyId} and f.ticket_id = ${id}
        and (not f.internal or ${internal})
      order by f.created_at, f.id`.execute(db),
    sql<HistoryRow>`select l.id, l.action, ${userRef('l.actor_user_id')} as actor, l.at, l.before, l.after
      from activity_log l where l.company_id = ${companyId} and l.entity_type = 'ticket'
        and l.entity_id = ${id} and (${internal} or not ${INTERNAL_HISTORY})
      order by l.at, l.id`.execute(db),
    db
      .selectFrom('ticket_surveys')
      .select(['expires_at', 'answered_at', 'rating'])
      .where('company_id', '=', companyId)
      .where('ticket_id', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    summary: summary.rows[0],
    extra: extra.rows[0]!,
    messages: messages.rows,
    attachments: attachments.rows,
    history: history.rows,
    survey,
  };
}
