/**
 * The company's review of a vendor's answers (`on_vendor.vendor_review`): every answer of
 * the vendor's current link is accepted, rejected or flagged with a comment; sending back
 * opens the next round on the same link, asking only the flagged questions (every round is
 * kept); approving and rejecting are in review-decisions.service.ts. The score
 * (scoring.ts) is stored on the vendor at each verdict, approval and rejection.
 */
import type { Kysely } from 'kysely';
import {
  INVITATION_TTL_DAYS,
  type Review,
  type Score,
  type Verdict,
} from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import { badField, conflict, notFound } from '../../platform/http-errors';
import { filesOf, jsonOf, logVendorActivity, type Member, type Ctx } from './activity.queries';
import { setVendorStatus } from './invitations.queries';
import type { QuestionnaireSections } from './questionnaires.queries';
import {
  currentInvitation,
  openNextRound,
  reviewedAnswers,
  reviewedVendor,
  storeScore,
  upsertVerdicts,
  type ReviewedAnswer,
} from './reviews.queries';
import { scoreAnswers, type ScoredAnswer } from './scoring';
import { VENDOR_NOT_FOUND } from './vendors.service';

export interface Current {
  vendorName: string;
  status: string;
  /** YYYY-MM-DD, the certificate's last day, null without one. */
  certificateExpiresOn: string | null;
  invitationId: string;
  questionnaireName: string;
  questionnaireVersion: number;
  round: number;
  submitted: boolean;
  sections: QuestionnaireSections;
}

/** The vendor and its current link: the newest one not revoked (409 when there is none). */
export async function current(
  db: Kysely<DB>,
  member: Member,
  id: string,
  lock = false,
): Promise<Current> {
  const vendor = await reviewedVendor(db, member.companyId, id, lock);
  if (!vendor) throw notFound(VENDOR_NOT_FOUND);
  const invitation = await currentInvitation(db, member.companyId, id, lock);
  if (!invitation) throw conflict('This vendor has no questionnaire to review: send it one first');
  return {
    vendorName: vendor.vendor_name,
    status: vendor.status,
    certificateExpiresOn: vendor.expires_on,
    invitationId: invitation.id,
    questionnaireName: invitation.questionnaire_name,
    questionnaireVersion: invitation.questionnaire_version,
    round: invitation.round,
    submitted: invitation.submitted_at !== null,
    sections: jsonOf<QuestionnaireSections>(invitation.sections),
  };
}

const listOf = (raw: unknown): string[] => {
  const list: unknown = jsonOf(raw);
  return Array.isArray(list) ? (list as string[]) : [];
};

export const answersOf = (db: Kysely<DB>, member: Member, invitationId: string) =>
  reviewedAnswers(db, member.companyId, invitationId);

export function scoreOf(sections: QuestionnaireSections, rows: ReviewedAnswer[]): Score {
  const latest = new Map<string, ScoredAnswer>();
  for (const r of rows)
    latest.set(r.question_id, { choices: listOf(r.choices), verdict: r.verdict });
  return scoreAnswers(
    sections.flatMap((s) => s.questions),
    latest,
  );
}

export async function reviewOf({ db }: Ctx, member: Member, id: string): Promise<Review> {
  const now = await current(db, member, id);
  const rows = await answersOf(db, member, now.invitationId);
  const files = await filesOf(
    db,
    member.companyId,
    rows.map((r) => r.id),
  );
  const byQuestion = new Map<string, ReviewedAnswer[]>();
  for (const r of rows)
    byQuestion.set(r.question_id, [...(byQuestion.get(r.question_id) ?? []), r]);
  return {
    invitationId: now.invitationId,
    questionnaireName: now.questionnaireName,
    questionnaireVersion: now.questionnaireVersion,
    round: now.round,
    submitted: now.submitted,
    sections: now.sections,
    answers: now.sections
      .flatMap((s) => s.questions)
      .map((q) => ({
        questionId: q.id,
        rounds: (byQuestion.get(q.id) ?? []).map((r) => ({
          round: r.round,
          answer: r.answer,
          choices: listOf(r.choices),
          files: files.get(r.id) ?? [],
          verdict: r.verdict,
          comment: r.comment,
          reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
        })),
      })),
    score: scoreOf(now.sections, rows),
  };
}

/**
 * A round is reviewed and decided while it waits for review (the vendor sent it, no one
 * decided it yet): once approved or rejected, its verdicts and its outcome stand (409), and
 * deciding again takes a new round, the questionnaire sent to the vendor again.
 */
export function assertUndecided(now: Current): void {
  if (!now.submitted)
    throw conflict('The vendor has not sent this round’s answers yet: review them once it has');
  if (now.status !== 'in_review')
    throw conflict(
      `This round is already decided (${now.status}): send the vendor the questionnaire again to decide anew`,
    );
}

export interface VerdictInput {
  questionId: string;
  verdict: Verdict;
  comment: string | null;
}

export async function recordVerdicts(
  { db }: Ctx,
  member: Member,
  id: string,
  verdicts: VerdictInput[],
): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const now = await current(trx, member, id, true);
    assertUndecided(now);
    const rows = await answersOf(trx, member, now.invitationId);
    const thisRound = new Map(
      rows.filter((r) => r.round === now.round).map((r) => [r.question_id, r]),
    );
    const seen = new Set<string>();
    const values = verdicts.map((v, i) => {
      const answer = thisRound.get(v.questionId);
      if (!answer || seen.has(v.questionId))
        throw badField(
          `verdicts.${i}.questionId`,
          'No answer of this round to that question (or twice)',
        );
      seen.add(v.questionId);
      const { companyId, userId } = member;
      const { verdict, comment } = v;
      return { company_id: companyId, answer_id: answer.id, verdict, comment, reviewer_id: userId };
    });
    await upsertVerdicts(trx, values);
    const score = scoreOf(now.sections, await answersOf(trx, member, now.invitationId));
    await storeScore(trx, member.companyId, id, score.score);
    await logVendorActivity(trx, member, {
      entityType: 'vendor',
      entityId: id,
      action: 'review',
      after: {
        vendorName: now.vendorName,
        round: now.round,
        verdicts: verdicts.map((v) => ({ questionId: v.questionId, verdict: v.verdict })),
        score: score.score,
      },
    });
  });
  return reviewOf({ db }, member, id);
}

export async function sendBack({ db }: Ctx, member: Member, id: string): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const now = await current(trx, member, id, true);
    assertUndecided(now);
    const rows = await answersOf(trx, member, now.invitationId);
    const flagged = rows.filter((r) => r.round === now.round && r.verdict === 'flagged');
    if (!flagged.length) throw conflict('Flag at least one answer with a comment to send it back');
    const { companyId } = member;
    await openNextRound(trx, companyId, now.invitationId, now.round + 1, INVITATION_TTL_DAYS);
    await setVendorStatus(trx, companyId, id, 'answering');
    await logVendorActivity(trx, member, {
      entityType: 'vendor',
      entityId: id,
      action: 'send-back',
      before: { vendorName: now.vendorName, status: now.status, round: now.round },
      after: {
        vendorName: now.vendorName,
        status: 'answering',
        round: now.round + 1,
        questions: flagged.map((f) => f.question_id),
      },
    });
  });
  return reviewOf({ db }, member, id);
}
