/**
 * Satisfaction surveys: a resolved ticket's requester (only them: anyone else gets 404) is
 * asked an overall rating, a comment and the company's questions, for 14 days (410 after).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { INCIDENT_PERMISSIONS as P } from '../../services/incidents/access';
import { recordTicketHistory, ticketNumber } from '../../services/incidents/tickets';
import { badField, conflict, deskAccess, deskActorOf, idOf, loadTicket } from './helpers';
import { surveyAnswerSchema } from './schemas';
import type { TicketMount } from './tickets';

const NO_SURVEY = 'No survey for this ticket';
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

export function registerSurveyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
): void {
  const view = deskAccess(mount.entitlement, P.ticketView);

  async function requesterSurvey(request: Parameters<typeof deskActorOf>[0]) {
    const actor = deskActorOf(request);
    const id = idOf(request);
    const ticket = await loadTicket(ctx.db, actor, id, mount.kinds);
    if (ticket.requester_id !== actor.userId) throw notFound(NO_SURVEY);
    const survey = await ctx.db
      .selectFrom('ticket_surveys')
      .selectAll()
      .where('company_id', '=', actor.companyId)
      .where('ticket_id', '=', id)
      .executeTakeFirst();
    if (!survey) throw notFound(NO_SURVEY);
    return { actor, id, ticket, survey };
  }

  const expired = () =>
    new HttpError(
      410,
      'This survey has expired: it was open for 14 days',
      undefined,
      {},
      'SURVEY_EXPIRED',
    );

  app.get(`${mount.prefix}/:id/survey`, view, async (request) => {
    const { actor, ticket, survey } = await requesterSurvey(request);
    const answered = survey.answered_at !== null;
    if (!answered && new Date(survey.expires_at).getTime() < Date.now()) throw expired();
    return {
      type: 'success',
      survey: {
        ticketId: ticket.id,
        number: ticketNumber(ticket.kind, ticket.number),
        title: ticket.title,
        expiresAt: new Date(survey.expires_at).toISOString(),
        answeredAt: answered ? new Date(survey.answered_at!).toISOString() : null,
        rating: survey.rating,
        comment: survey.comment,
        answers: survey.answers ?? [],
        questions: (await activeQuestions(ctx.db, actor.companyId)).map((q) => ({
          _id: q.id,
          text: q.text,
          kind: q.kind,
        })),
      },
    };
  });

  app.post(`${mount.prefix}/:id/survey`, view, async (request) => {
    const body = parseInput(surveyAnswerSchema, request.body, 'body');
    const { actor, id, survey } = await requesterSurvey(request);
    if (survey.answered_at) throw conflict('This survey was answered already');
    if (new Date(survey.expires_at).getTime() < Date.now()) throw expired();
    const questions = await activeQuestions(ctx.db, actor.companyId);
    const answers = body.answers.map((a, i) => {
      const q = questions.find((x) => x.id === a.questionId);
      if (!q) throw badField(`answers.${i}.questionId`, 'Not a question of this survey');
      if (q.kind === 'rating' && a.rating === undefined)
        throw badField(`answers.${i}.rating`, 'A rating from 1 to 5 is required');
      return {
        questionId: q.id,
        text: q.text,
        kind: q.kind,
        ...(q.kind === 'rating' ? { rating: a.rating } : { answer: a.answer ?? '' }),
      };
    });
    const missing = questions.findIndex(
      (q) => q.kind === 'rating' && !answers.some((a) => a.questionId === q.id),
    );
    if (missing >= 0) throw badField('answers', `"${questions[missing]!.text}" needs a rating`);
    await ctx.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('ticket_surveys')
        .set({
          answered_at: new Date(),
          rating: body.rating,
          comment: body.comment ?? null,
          answers: JSON.stringify(answers),
        })
        .where('company_id', '=', actor.companyId)
        .where('ticket_id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw conflict('This survey was answered already');
      await recordTicketHistory(trx, actor.companyId, actor.userId, [
        { ticketId: id, action: 'feedback', after: { rating: body.rating } },
      ]);
    });
    return { type: 'success', survey: { ticketId: id, rating: body.rating, answered: true } };
  });
}
