/** The SQL of the company's review: the vendor's current link, its answers and verdicts. */
import { sql, type Kysely } from 'kysely';
import type { Verdict } from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';

export function reviewedVendor(db: Kysely<DB>, companyId: string, id: string, lock: boolean) {
  let query = db
    .selectFrom('vendors')
    .select([
      'vendor_name',
      'status',
      sql<string | null>`to_char(certificate_expires_on, 'YYYY-MM-DD')`.as('expires_on'),
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The vendor's current link: the newest one not revoked. */
export function currentInvitation(db: Kysely<DB>, companyId: string, id: string, lock: boolean) {
  let query = db
    .selectFrom('vendor_invitations')
    .select([
      'id',
      'questionnaire_name',
      'questionnaire_version',
      'round',
      'submitted_at',
      'sections',
    ])
    .where('company_id', '=', companyId)
    .where('vendor_id', '=', id)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Every answer of a link with its verdict, by round and question. */
export const reviewedAnswers = (db: Kysely<DB>, companyId: string, invitationId: string) =>
  db
    .selectFrom('vendor_answers as a')
    .leftJoin('vendor_answer_reviews as r', (join) =>
      join.onRef('r.answer_id', '=', 'a.id').onRef('r.company_id', '=', 'a.company_id'),
    )
    .select([
      'a.id',
      'a.question_id',
      'a.round',
      'a.answer',
      'a.choices',
      sql<number>`(select count(*) from vendor_answer_files f where f.company_id = a.company_id and f.answer_id = a.id)::int`.as(
        'files',
      ),
      sql<Verdict | null>`r.verdict`.as('verdict'),
      'r.comment',
      sql<Date | null>`r.created_at`.as('reviewed_at'),
    ])
    .where('a.company_id', '=', companyId)
    .where('a.invitation_id', '=', invitationId)
    .orderBy('a.round')
    .orderBy('a.question_id')
    .execute();

export type ReviewedAnswer = Awaited<ReturnType<typeof reviewedAnswers>>[number];

export interface VerdictValues {
  company_id: string;
  answer_id: string;
  verdict: Verdict;
  comment: string | null;
  reviewer_id: string;
}

/** Records verdicts, each over the answer's earlier one. */
export async function upsertVerdicts(trx: Kysely<DB>, values: VerdictValues[]) {
  await trx
    .insertInto('vendor_answer_reviews')
    .values(values)
    .onConflict((oc) =>
      oc.column('answer_id').doUpdateSet({
        verdict: (eb) => eb.ref('excluded.verdict'),
        comment: (eb) => eb.ref('excluded.comment'),
        reviewer_id: (eb) => eb.ref('excluded.reviewer_id'),
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Stores the vendor's score (at each verdict). */
export async function storeScore(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  score: number | null,
) {
  await trx
    .updateTable('vendors')
    .set({ score, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Approved today with its score and the certificate's last day. */
export async function approveVendorRow(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  decision: { score: number | null; expires: string },
) {
  await trx
    .updateTable('vendors')
    .set({
      status: 'approved',
      score: decision.score,
      certificate_issued_on: sql<string>`current_date`,
      certificate_expires_on: decision.expires,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Rejected with its score: the certificate of an earlier approval ends. */
export async function rejectVendorRow(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  score: number | null,
) {
  await trx
    .updateTable('vendors')
    .set({
      status: 'rejected',
      score,
      certificate_issued_on: null,
      certificate_expires_on: null,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** The same link asks the flagged questions again, for at least the usual time. */
export async function openNextRound(
  trx: Kysely<DB>,
  companyId: string,
  invitationId: string,
  round: number,
  days: number,
) {
  await trx
    .updateTable('vendor_invitations')
    .set({
      round,
      submitted_at: null,
      expires_at: sql<Date>`greatest(expires_at, now() + make_interval(days => ${days}))`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', invitationId)
    .execute();
}

/** The certificate's last day: the one asked, or a year on; ok when within tomorrow..5 years. */
export async function certificateWindow(trx: Kysely<DB>, asked: string | null) {
  const window = await sql<{ ok: boolean; expires: string }>`
    select coalesce(${asked}::date, current_date + interval '1 year')::date::text as expires,
      coalesce(${asked}::date, current_date + 1) between current_date + 1 and current_date + interval '5 years' as ok`.execute(
    trx,
  );
  return window.rows[0]!;
}
