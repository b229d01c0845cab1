/** One ticket in the database: loading it for the caller, finding it, changing its row. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TicketKind } from '../../db/schema-incidents';
import { notFound } from '../../platform/http-errors';
import type { DeskActor } from './access';
import type { TicketStatus } from './transitions';

export const TICKET_NOT_FOUND = 'Ticket not found';

export interface TicketRow {
  id: string;
  kind: TicketKind;
  number: number;
  title: string;
  description: string;
  category: string | null;
  status: TicketStatus;
  priority: number;
  urgency: number;
  impact: number;
  requester_id: string | null;
  assignee_id: string | null;
  asset_id: string | null;
  request_type_id: string | null;
  first_response_at: Date | null;
  resolved_at: Date | null;
}

/**
 * The ticket, when the caller may see it: of their company and of the mount's kinds, and,
 * unless they work the queue, raised by them. Anything else is 404, like a missing id.
 */
export async function loadTicket(
  db: Kysely<DB>,
  actor: DeskActor,
  id: string,
  kinds: readonly TicketKind[],
  forUpdate = false,
): Promise<TicketRow> {
  let query = db
    .selectFrom('tickets')
    .select([
      'id',
      'kind',
      'number',
      'title',
      'description',
      'category',
      sql<TicketStatus>`status`.as('status'),
      'priority',
      'urgency',
      'impact',
      'requester_id',
      'assignee_id',
      'asset_id',
      'request_type_id',
      sql<Date | null>`first_response_at`.as('first_response_at'),
      sql<Date | null>`resolved_at`.as('resolved_at'),
    ])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .where('kind', 'in', [...kinds]);
  if (!actor.agent) query = query.where('requester_id', '=', actor.userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** The id of the company's ticket of that kind and number (a requester's own only). */
export async function findTicketId(
  db: Kysely<DB>,
  actor: DeskActor,
  kind: TicketKind,
  number: number,
): Promise<string | undefined> {
  let query = db
    .selectFrom('tickets')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where('kind', '=', kind)
    .where('number', '=', number);
  if (!actor.agent) query = query.where('requester_id', '=', actor.userId);
  return (await query.executeTakeFirst())?.id;
}

export function findCompanyAsset(db: Kysely<DB>, companyId: string, assetId: string) {
  return db
    .selectFrom('assets')
    .select(['id', 'make', 'model'])
    .where('company_id', '=', companyId)
    .where('id', '=', assetId)
    .executeTakeFirst();
}

export function findActiveRequestType(db: Kysely<DB>, companyId: string, id: string) {
  return db
    .selectFrom('ticket_request_types')
    .select(['id', 'name', 'fields'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function updateTicketRow(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  set: Record<string, unknown>,
): Promise<void> {
  await trx
    .updateTable('tickets')
    .set(set)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export interface NewMessage {
  companyId: string;
  ticketId: string;
  authorId: string;
  visibility: 'public' | 'internal';
  body: string;
  at: Date;
}

export async function insertMessage(trx: Kysely<DB>, m: NewMessage): Promise<void> {
  await trx
    .insertInto('ticket_messages')
    .values({
      company_id: m.companyId,
      ticket_id: m.ticketId,
      author_id: m.authorId,
      visibility: m.visibility,
      body: m.body,
      created_at: m.at,
    })
    .execute();
}

/** A reopened ticket's survey goes, unless it was answered. */
export async function deleteOpenSurvey(trx: Kysely<DB>, companyId: string, ticketId: string) {
  await trx
    .deleteFrom('ticket_surveys')
    .where('company_id', '=', companyId)
    .where('ticket_id', '=', ticketId)
    .where('answered_at', 'is', null)
    .execute();
}
