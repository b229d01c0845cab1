/** The links sent to a vendor: their rows, the copy each carries, and their writes. */
import { sql, type Kysely } from 'kysely';
import type { Invitation, InvitationState } from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import { iso, isoOf } from '../../platform/wire';
import { jsonOf } from './activity.queries';
import type { QuestionnaireSections } from './questionnaires.queries';

function selectInvitations(db: Kysely<DB>, companyId: string, vendorId: string) {
  return db
    .selectFrom('vendor_invitations')
    .select([
      'id',
      'questionnaire_id',
      'questionnaire_name',
      'questionnaire_version',
      'sections',
      'expires_at',
      'revoked_at',
      'submitted_at',
      'round',
      'send_count',
      'last_sent_at',
      'created_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('company_id', '=', companyId)
    .where('vendor_id', '=', vendorId);
}

export type InvitationRow = Awaited<
  ReturnType<ReturnType<typeof selectInvitations>['executeTakeFirstOrThrow']>
>;

export function stateOf(row: InvitationRow): InvitationState {
  if (row.revoked_at) return 'revoked';
  if (row.submitted_at) return 'submitted';
  return row.expired ? 'expired' : 'open';
}

export const toInvitation = (row: InvitationRow): Invitation => ({
  _id: row.id,
  questionnaireId: row.questionnaire_id,
  questionnaireName: row.questionnaire_name,
  questionnaireVersion: row.questionnaire_version,
  state: stateOf(row),
  round: row.round,
  expiresAt: isoOf(row.expires_at),
  revokedAt: iso(row.revoked_at),
  submittedAt: iso(row.submitted_at),
  sendCount: row.send_count,
  lastSentAt: isoOf(row.last_sent_at),
  createdAt: isoOf(row.created_at),
});

export const invitationSections = (row: InvitationRow): QuestionnaireSections =>
  jsonOf<QuestionnaireSections>(row.sections);

/** The vendor's links, newest first. */
export const invitationRows = (db: Kysely<DB>, companyId: string, vendorId: string) =>
  selectInvitations(db, companyId, vendorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export function invitationRow(
  db: Kysely<DB>,
  companyId: string,
  vendorId: string,
  id: string,
  lock = false,
) {
  let query = selectInvitations(db, companyId, vendorId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function vendorHead(db: Kysely<DB>, companyId: string, id: string, lock = false) {
  let query = db
    .selectFrom('vendors')
    .select(['id', 'vendor_name', 'status'])
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export const questionnaireToSend = (db: Kysely<DB>, companyId: string, id: string) =>
  db
    .selectFrom('vendor_questionnaires')
    .select(['id', 'name', 'version', 'sections'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();

type Sent = NonNullable<Awaited<ReturnType<typeof questionnaireToSend>>>;

/** Revokes the vendor's open links (one link per vendor); their ids. */
export const revokeOpenLinks = (trx: Kysely<DB>, companyId: string, vendorId: string) =>
  trx
    .updateTable('vendor_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('vendor_id', '=', vendorId)
    .where('revoked_at', 'is', null)
    .where('submitted_at', 'is', null)
    .returning('id')
    .execute();

export async function insertInvitation(
  trx: Kysely<DB>,
  link: { companyId: string; userId: string; vendorId: string; hash: string; days: number },
  questionnaire: Sent,
): Promise<string> {
  const row = await trx
    .insertInto('vendor_invitations')
    .values({
      company_id: link.companyId,
      vendor_id: link.vendorId,
      questionnaire_id: questionnaire.id,
      questionnaire_version: questionnaire.version,
      questionnaire_name: questionnaire.name,
      // The copy the vendor answers, whatever becomes of the template.
      sections: JSON.stringify(jsonOf(questionnaire.sections)),
      token_hash: link.hash,
      expires_at: sql<Date>`now() + make_interval(days => ${link.days})`,
      created_by: link.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setVendorStatus(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  status: 'invited' | 'answering' | 'in_review',
) {
  await trx
    .updateTable('vendors')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function revokeLink(trx: Kysely<DB>, companyId: string, id: string) {
  await trx
    .updateTable('vendor_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** A new token and expiry: the address sent before stops working. */
export async function renewLink(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  renewal: { hash: string; days: number },
) {
  await trx
    .updateTable('vendor_invitations')
    .set({
      token_hash: renewal.hash,
      expires_at: sql<Date>`now() + make_interval(days => ${renewal.days})`,
      send_count: sql<number>`send_count + 1`,
      last_sent_at: sql<Date>`now()`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
