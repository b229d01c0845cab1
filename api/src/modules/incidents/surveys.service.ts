/**
 * Satisfaction surveys: a resolved ticket's requester (only them: anyone else gets 404) is
 * asked an overall rating, a comment and the company's questions, for 14 days (410 after).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { surveyAnswerInput, Survey } from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import type { DeskContext } from './context';
import { badField, conflict, HttpError, notFound } from '../../platform/http-errors';
import type { Caller } from '../../platform/access';
import { iso, isoOf } from '../../platform/wire';
import { deskActorOf } from './access';
import type { TicketMount } from './mounts';
import { activeQuestions, findSurvey, saveAnswer } from './surveys.queries';
import { recordTicketHistory, ticketNumber } from './ticket-records.queries';
import { loadTicket } from './tickets.queries';

const NO_SURVEY = 'No survey for this ticket';

const expired = () =>
  new HttpError(
    410,
    'This survey has expired: it was open for 14 days',
    undefined,
    {},
    'SURVEY_EXPIRED',
  );

async function requesterSurvey(db: Kysely<DB>, mount: TicketMount, caller: Caller, id: string) {
  const actor = deskActorOf(caller);
  const ticket = await loadTicket(db, actor, id, mount.kinds);
  if (ticket.requester_id !== actor.userId) throw notFound(NO_SURVEY);
  const survey = await findSurvey(db, actor.companyId, id);
  if (!survey) throw notFound(NO_SURVEY);
  return { actor, ticket, survey };
}

export async function getSurvey(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
): Promise<Survey> {
  const { actor, ticket, survey } = await requesterSurvey(db, mount, caller, id);
  const answered = survey.answered_at !== null;
  if (!answered && new Date(survey.expires_at).getTime() < Date.now()) throw expired();
  return {
    ticketId: ticket.id,
    number: ticketNumber(ticket.kind, ticket.number),
    title: ticket.title,
    expiresAt: isoOf(survey.expires_at),
    answeredAt: iso(survey.answered_at),
    rating: survey.rating,
    comment: survey.comment,
    answers: (survey.answers ?? []) as Survey['answers'],
    questions: (await activeQuestions(db, actor.companyId)).map((q) => ({
      _id: q.id,
      text: q.text,
      kind: q.kind,
    })),
  };
}

type SurveyAnswer = z.infer<typeof surveyAnswerInput>;
type Question = Awaited<ReturnType<typeof activeQuestions>>[number];

/** The answers with their questions' text and kind; 400 naming a wrong or missing one. */
function givenAnswers(questions: Question[], body: SurveyAnswer) {
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
  return answers;
}

export async function answerSurvey(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
  body: SurveyAnswer,
) {
  const { actor, survey } = await requesterSurvey(db, mount, caller, id);
  if (survey.answered_at) throw conflict('This survey was answered already');
  if (new Date(survey.expires_at).getTime() < Date.now()) throw expired();
  const answers = givenAnswers(await activeQuestions(db, actor.companyId), body);
  await db.transaction().execute(async (trx) => {
    const answer = { rating: body.rating, comment: body.comment ?? null, answers };
    if (!(await saveAnswer(trx, actor.companyId, id, answer)))
      throw conflict('This survey was answered already');
    await recordTicketHistory(trx, actor.companyId, actor.userId, [
      { ticketId: id, action: 'feedback', after: { rating: body.rating } },
    ]);
  });
  return { ticketId: id, rating: body.rating, answered: true as const };
}
