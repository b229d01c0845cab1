/** Surveys and survey questions in the database. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const DAY_MS = 86_400_000;

/** The survey of a just resolved ticket (again after a reopen, unless answered). */
export async function upsertSurvey(
  trx: Kysely<DB>,
  companyId: string,
  ticketId: string,
  agentId: string,
  now: Date,
  days: number,
): Promise<void> {
  const expires = new Date(now.getTime() + days * DAY_MS);
  await sql`insert into ticket_surveys (company_id, ticket_id, requester_id, agent_id, asset_model, created_at, expires_at)
    select t.company_id, t.id, t.requester_id, ${agentId},
      (select nullif(trim(concat_ws(' ', a.make, a.model)), '') from assets a
        where a.company_id = t.company_id and a.id = t.asset_id),
      ${now}, ${expires}
    from tickets t where t.company_id = ${companyId} and t.id = ${ticketId} and t.requester_id is not null
    on conflict (ticket_id) do update set agent_id = excluded.agent_id, asset_model = excluded.asset_model,
      created_at = excluded.created_at, expires_at = excluded.expires_at
    where ticket_surveys.answered_at is null`.execute(trx);
}

export async function activeQuestions(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('survey_questions')
    .select(['id', 'text', 'kind'])
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .orderBy('position')
    .execute();
}

/** Retires the company's questions (answers keep their text) and adds the new ones. */
export async function replaceQuestions(
  trx: Kysely<DB>,
  companyId: string,
  questions: readonly { text: string; kind: 'rating' | 'text' }[],
): Promise<void> {
  await trx
    .updateTable('survey_questions')
    .set({ active: false })
    .where('company_id', '=', companyId)
    .execute();
  if (questions.length)
    await trx
      .insertInto('survey_questions')
      .values(
        questions.map((q, position) => ({
          company_id: companyId,
          position,
          text: q.text,
          kind: q.kind,
        })),
      )
      .execute();
}

export function findSurvey(db: Kysely<DB>, companyId: string, ticketId: string) {
  return db
    .selectFrom('ticket_surveys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
}

/** The survey's answer, unless it was answered already: true when this one counted. */
export async function saveAnswer(
  trx: Kysely<DB>,
  companyId: string,
  ticketId: string,
  answer: { rating: number; comment: string | null; answers: unknown[] },
): Promise<boolean> {
  const done = await trx
    .updateTable('ticket_surveys')
    .set({
      answered_at: new Date(),
      rating: answer.rating,
      comment: answer.comment,
      answers: JSON.stringify(answer.answers),
    })
    .where('company_id', '=', companyId)
    .where('ticket_id', '=', ticketId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
