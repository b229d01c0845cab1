/** The SQL of a vendor's link: the invitation a token opens, its rounds and its answers. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hashLinkToken } from '../../services/one-time-links';

/**
 * The invitation of a token with its vendor and company (locked for a write: only the
 * invitation's row, the vendor's and the company's stay free); `companyId`: only a link of
 * that company.
 */
export function linkRow(
  db: Kysely<DB>,
  token: string,
  options: { lock: boolean; companyId: string | null },
) {
  let query = db
    .selectFrom('vendor_invitations as i')
    .innerJoin('vendors as v', (join) =>
      join.onRef('v.id', '=', 'i.vendor_id').onRef('v.company_id', '=', 'i.company_id'),
    )
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.id',
      'i.company_id',
      'i.vendor_id',
      'i.round',
      'i.sections',
      'i.questionnaire_name',
      'i.expires_at',
      'i.revoked_at',
      'i.submitted_at',
      sql<boolean>`i.expires_at <= now()`.as('expired'),
      'v.vendor_name',
      sql<string>`v.status`.as('vendor_status'),
      'c.name as company_name',
      'c.modules',
      'c.license_not_required',
      'c.subscription_start',
      'c.subscription_end',
    ])
    .where('i.token_hash', '=', hashLinkToken(token));
  if (options.companyId) query = query.where('i.company_id', '=', options.companyId);
  if (options.lock) query = query.forUpdate(['i']);
  return query.executeTakeFirst();
}

/** The link of an answer: its company, invitation and round. */
export interface LinkKey {
  company_id: string;
  id: string;
  round: number;
}

/** The questions flagged in the round before, with the reviewer's comments. */
export const flaggedBefore = (db: Kysely<DB>, link: LinkKey) =>
  db
    .selectFrom('vendor_answer_reviews as r')
    .innerJoin('vendor_answers as a', (join) =>
      join.onRef('a.id', '=', 'r.answer_id').onRef('a.company_id', '=', 'r.company_id'),
    )
    .select(['a.question_id', 'r.comment'])
    .where('a.company_id', '=', link.company_id)
    .where('a.invitation_id', '=', link.id)
    .where('a.round', '=', link.round - 1)
    .where('r.verdict', '=', 'flagged')
    .execute();

/** Every answer of the link, oldest round first, with its count of files. */
export const linkAnswers = (db: Kysely<DB>, link: LinkKey) =>
  db
    .selectFrom('vendor_answers as a')
    .select([
      'a.id',
      'a.question_id',
      'a.round',
      'a.answer',
      'a.choices',
      sql<number>`(select count(*) from vendor_answer_files f where f.company_id = a.company_id and f.answer_id = a.id)::int`.as(
        'files',
      ),
    ])
    .where('a.company_id', '=', link.company_id)
    .where('a.invitation_id', '=', link.id)
    .orderBy('a.round')
    .execute();

export type AnswerRow = Awaited<ReturnType<typeof linkAnswers>>[number];

export interface AnswerValues {
  question_id: string;
  answer: string | null;
  choices: string[];
}

/** Saves this round's answers over its earlier draft. */
export async function upsertAnswers(
  trx: Kysely<DB>,
  link: LinkKey,
  answers: AnswerValues[],
  answeredBy: string | null,
) {
  await trx
    .insertInto('vendor_answers')
    .values(
      answers.map((a) => ({
        company_id: link.company_id,
        invitation_id: link.id,
        round: link.round,
        question_id: a.question_id,
        answer: a.answer,
        choices: JSON.stringify(a.choices),
        answered_by: answeredBy,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['invitation_id', 'round', 'question_id']).doUpdateSet({
        answer: (eb) => eb.ref('excluded.answer'),
        choices: (eb) => eb.ref('excluded.choices'),
        answered_by: (eb) => eb.ref('excluded.answered_by'),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function markSubmitted(trx: Kysely<DB>, link: LinkKey) {
  await trx
    .updateTable('vendor_invitations')
    .set({ submitted_at: sql<Date>`now()` })
    .where('company_id', '=', link.company_id)
    .where('id', '=', link.id)
    .execute();
}
