/**
 * A vendor answers through its link, without an account: the link opens the one
 * questionnaire copy of one company the token was made for, a draft is saved as it goes
 * (resumed later), the submit checks the required answers and hands the round to review.
 * A malformed or unknown token is 404 LINK_UNKNOWN; an expired or revoked one 410
 * LINK_EXPIRED / LINK_REVOKED; an answered one 409 LINK_USED; one of a company whose
 * subscription or vendor module lapsed 403 LINK_UNAVAILABLE. Rounds after the first ask
 * only the questions the reviewer flagged in the round before.
 *
 * A member with vendor create or edit answers on the vendor's behalf through the same
 * link: only a link of the member's own company opens (404 LINK_UNKNOWN otherwise), and
 * the answers and the activity name the member.
 */
import type { Kysely } from 'kysely';
import { LINK_TOKEN, type DraftAnswer, type LinkForm } from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import { type Member, filesOf, jsonOf, logVendorActivity, type Ctx } from './activity.queries';
import { HttpError } from '../../platform/http-errors';
import { entitlementRefusal } from '../subscription/license';
import { VENDOR_MODULE } from './access';
import type { QuestionnaireSections } from './questionnaires.queries';
import { setVendorStatus } from './invitations.queries';
import {
  flaggedBefore,
  linkAnswers,
  linkRow,
  markSubmitted,
  upsertAnswers,
  type AnswerRow,
} from './responses.queries';

type Question = QuestionnaireSections[number]['questions'][number];

const linkError = (status: number, code: string, message: string) =>
  new HttpError(status, message, undefined, {}, code);

const UNKNOWN = () =>
  linkError(404, 'LINK_UNKNOWN', 'This link does not exist: ask the company for a new one');

type LinkRow = NonNullable<Awaited<ReturnType<typeof linkRow>>>;
export type OpenLink = Omit<LinkRow, 'sections'> & { sections: QuestionnaireSections };

/** Who opens a link: its token, and the member answering on the vendor's behalf (or null). */
export interface LinkCaller {
  token: string;
  member: Member | null;
}

/** The invitation of a token, when it still opens (locked for a write). */
export async function openLink(db: Kysely<DB>, caller: LinkCaller, lock = false) {
  if (!LINK_TOKEN.test(caller.token)) throw UNKNOWN();
  const companyId = caller.member?.companyId ?? null;
  const row = await linkRow(db, caller.token, { lock, companyId });
  if (!row) throw UNKNOWN();
  if (row.revoked_at)
    throw linkError(410, 'LINK_REVOKED', 'This link was withdrawn: ask the company for a new one');
  if (row.submitted_at)
    throw linkError(409, 'LINK_USED', 'These answers were sent: the company is reviewing them');
  if (row.expired)
    throw linkError(410, 'LINK_EXPIRED', 'This link has expired: ask the company to resend it');
  // A company without a live subscription or the vendor module takes no answers; the
  // vendor is not told why.
  if (entitlementRefusal(row, VENDOR_MODULE))
    throw linkError(
      403,
      'LINK_UNAVAILABLE',
      'This link cannot be used at the moment: contact the company that sent it',
    );
  return { ...row, sections: jsonOf<QuestionnaireSections>(row.sections) } as OpenLink;
}

interface QueryNote {
  questionId: string;
  comment: string;
}

/** The questions of this round: all in the first, the ones flagged in the round before later. */
export async function roundQuestions(db: Kysely<DB>, link: OpenLink) {
  const all = link.sections.flatMap((s) => s.questions);
  if (link.round === 1) return { questions: all, queries: [] as QueryNote[] };
  const flagged = await flaggedBefore(db, link);
  const ids = new Set(flagged.map((f) => f.question_id));
  return {
    questions: all.filter((q) => ids.has(q.id)),
    queries: flagged.map((f): QueryNote => ({
      questionId: f.question_id,
      comment: f.comment ?? '',
    })),
  };
}

/** The latest answer of each question over every round so far (a later round's wins). */
export async function latestAnswers(db: Kysely<DB>, link: OpenLink) {
  const rows = await linkAnswers(db, link);
  return new Map(rows.map((r) => [r.question_id, r]));
}

export const choicesOf = (row: AnswerRow | undefined): string[] => {
  const list: unknown = row ? jsonOf(row.choices) : null;
  return Array.isArray(list) ? (list as string[]) : [];
};

/** Whether a question shows: no rule, or its earlier question has the choice chosen. */
export const shown = (q: Question, answers: Map<string, AnswerRow>) =>
  !q.showWhen || choicesOf(answers.get(q.showWhen.questionId)).includes(q.showWhen.choiceId);

export function answered(q: Question, row: AnswerRow | undefined): boolean {
  if (!row) return false;
  if (q.qtype === 'multiple-choice') return choicesOf(row).length > 0;
  if (q.qtype === 'file-question') return row.files > 0;
  return !!row.answer?.trim();
}

/** What the link opens: the sent copy, this round's questions and the answers so far. */
export async function linkForm({ db }: Ctx, caller: LinkCaller): Promise<LinkForm> {
  const link = await openLink(db, caller);
  const { questions, queries } = await roundQuestions(db, link);
  const answers = await latestAnswers(db, link);
  const files = await filesOf(
    db,
    link.company_id,
    [...answers.values()].map((a) => a.id),
  );
  return {
    companyName: link.company_name,
    vendorName: link.vendor_name,
    questionnaireName: link.questionnaire_name,
    round: link.round,
    expiresAt: new Date(link.expires_at).toISOString(),
    sections: link.sections,
    questionIds: questions.map((q) => q.id),
    queries,
    answers: [...answers.values()].map((a) => ({
      questionId: a.question_id,
      round: a.round,
      answer: a.answer,
      choices: choicesOf(a),
      files: files.get(a.id) ?? [],
    })),
  };
}

const badAnswer = (field: string, reason: string, message: string) =>
  new HttpError(400, `Invalid ${field}: ${reason}`, [{ field, message }]);

/** An answer's stored values, refused (400 naming it) when it does not fit its question. */
export function answerValues(q: Question | undefined, a: DraftAnswer, field: string) {
  if (!q)
    throw badAnswer(
      `${field}.questionId`,
      'not a question of this round',
      'Not a question of this round, or twice',
    );
  const choices = a.choices ?? [];
  if (q.qtype === 'multiple-choice') {
    const known = new Set((q.choices ?? []).map((c) => c.id));
    if (choices.some((c) => !known.has(c)) || new Set(choices).size !== choices.length)
      throw badAnswer(
        `${field}.choices`,
        "not this question's choices",
        'Choose among this question’s choices, once each',
      );
  } else if (choices.length) {
    throw badAnswer(
      `${field}.choices`,
      'only a multiple-choice question has choices',
      'Only a multiple-choice question has choices',
    );
  }
  return {
    question_id: q.id,
    answer: q.qtype === 'multiple-choice' ? null : (a.answer ?? null),
    choices: [...new Set(choices)],
  };
}

/** Saves a draft of this round's answers; the vendor's first answer moves it to answering. */
export async function saveDraft(
  { db }: Ctx,
  caller: LinkCaller,
  answers: DraftAnswer[],
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    const link = await openLink(trx, caller, true);
    const { questions } = await roundQuestions(trx, link);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const seen = new Set<string>();
    const values = answers.map((a, i) => {
      const q = seen.has(a.questionId) ? undefined : byId.get(a.questionId);
      seen.add(a.questionId);
      return answerValues(q, a, `answers.${i}`);
    });
    const userId = caller.member?.userId ?? null;
    await upsertAnswers(trx, link, values, userId);
    if (link.vendor_status !== 'invited') return;
    await setVendorStatus(trx, link.company_id, link.vendor_id, 'answering');
    await logVendorActivity(
      trx,
      { companyId: link.company_id, userId },
      {
        entityType: 'vendor',
        entityId: link.vendor_id,
        action: 'answer',
        before: { vendorName: link.vendor_name, status: 'invited' },
        after: { vendorName: link.vendor_name, status: 'answering' },
      },
    );
  });
  return answers.length;
}

/** Sends this round to review: 400 `answers.<questionId>` per required question left. */
export async function submitLink({ db }: Ctx, caller: LinkCaller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await openLink(trx, caller, true);
    const { questions } = await roundQuestions(trx, link);
    const answers = await latestAnswers(trx, link);
    const current = new Map([...answers].filter(([, a]) => a.round === link.round));
    const missing = questions.filter(
      (q) => q.required && shown(q, answers) && !answered(q, current.get(q.id)),
    );
    if (missing.length)
      throw new HttpError(
        400,
        `Answer every required question first (${missing.length} left)`,
        missing.map((q) => ({
          field: `answers.${q.id}`,
          message: 'This question needs an answer',
        })),
      );
    await markSubmitted(trx, link);
    await setVendorStatus(trx, link.company_id, link.vendor_id, 'in_review');
    await logVendorActivity(
      trx,
      { companyId: link.company_id, userId: caller.member?.userId ?? null },
      {
        entityType: 'vendor',
        entityId: link.vendor_id,
        action: 'submit',
        before: { vendorName: link.vendor_name, status: link.vendor_status },
        after: { vendorName: link.vendor_name, status: 'in_review', round: link.round },
      },
    );
  });
}
