/**
 * The company's review of a vendor's answers (`on_vendor.vendor_review`): every answer of
 * the vendor's current link is accepted, rejected or flagged with a comment; sending back
 * opens the next round on the same link, asking only the flagged questions (every round is
 * kept); approving records a certificate with its expiry; rejecting ends it. The score
 * (services/vendors/scoring.ts) is stored on the vendor at each verdict, approval and
 * rejection. Reading the review needs vendor view or the review permission.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { VENDOR_PERMISSIONS as P } from '../../services/vendors/access';
import { scoreAnswers, type Score, type ScoredAnswer } from '../../services/vendors/scoring';
import {
  badField,
  conflict,
  filesOf,
  logVendorActivity,
  vendorAccess,
  vendorTarget,
  type VendorActor,
} from './helpers';
import {
  INVITATION_TTL_DAYS,
  approveInputSchema,
  rejectInputSchema,
  verdictsInputSchema,
  type QuestionnaireSections,
} from './schemas';
import { VENDOR_NOT_FOUND } from './vendors';

type Verdict = 'accepted' | 'rejected' | 'flagged';

interface Current {
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
async function current(
  db: Kysely<DB>,
  actor: VendorActor,
  id: string,
  lock = false,
): Promise<Current> {
  let vendorQuery = db
    .selectFrom('vendors')
    .select([
      'vendor_name',
      'status',
      sql<string | null>`to_char(certificate_expires_on, 'YYYY-MM-DD')`.as('expires_on'),
    ])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id);
  if (lock) vendorQuery = vendorQuery.forUpdate();
  const vendor = await vendorQuery.executeTakeFirst();
  if (!vendor) throw notFound(VENDOR_NOT_FOUND);
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
    .where('company_id', '=', actor.companyId)
    .where('vendor_id', '=', id)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  const invitation = await query.executeTakeFirst();
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
    sections: (typeof invitation.sections === 'string'
      ? JSON.parse(invitation.sections)
      : invitation.sections) as QuestionnaireSections,
  };
}

interface AnswerRow {
  id: string;
  question_id: string;
  round: number;
  answer: string | null;
  choices: unknown;
  files: number;
  verdict: Verdict | null;
  comment: string | null;
  reviewed_at: Date | null;
}

const listOf = (raw: unknown): string[] => {
  const list = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return Array.isArray(list) ? (list as string[]) : [];
};

async function answersOf(
  db: Kysely<DB>,
  actor: VendorActor,
  invitationId: string,
): Promise<AnswerRow[]> {
  return db
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
    .where('a.company_id', '=', actor.companyId)
    .where('a.invitation_id', '=', invitationId)
    .orderBy('a.round')
    .orderBy('a.question_id')
    .execute();
}

function scoreOf(sections: QuestionnaireSections, rows: AnswerRow[]): Score {
  const latest = new Map<string, ScoredAnswer>();
  for (const r of rows)
    latest.set(r.question_id, { choices: listOf(r.choices), verdict: r.verdict });
  return scoreAnswers(
    sections.flatMap((s) => s.questions),
    latest,
  );
}

async function reviewOf(db: Kysely<DB>, actor: VendorActor, id: string) {
  const now = await current(db, actor, id);
  const rows = await answersOf(db, actor, now.invitationId);
  const files = await filesOf(
    db,
    actor.companyId,
    rows.map((r) => r.id),
  );
  const byQuestion = new Map<string, AnswerRow[]>();
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
function assertUndecided(now: Current): void {
  if (!now.submitted)
    throw conflict('The vendor has not sent this round’s answers yet: review them once it has');
  if (now.status !== 'in_review')
    throw conflict(
      `This round is already decided (${now.status}): send the vendor the questionnaire again to decide anew`,
    );
}

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/vendors/:id/review';
  const reviewer = vendorAccess(P.review);

  const storeScore = async (trx: Kysely<DB>, actor: VendorActor, id: string, score: Score) =>
    trx
      .updateTable('vendors')
      .set({ score: score.score, updated_at: sql<Date>`now()` })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', id)
      .execute();

  app.get(base, vendorAccess(P.vendorView, P.review), async (request) => {
    const { actor, id } = vendorTarget(request);
    return { type: 'success' as const, review: await reviewOf(ctx.db, actor, id) };
  });

  app.post(`${base}/verdicts`, reviewer, async (request) => {
    const { actor, id } = vendorTarget(request);
    const { verdicts } = parseInput(verdictsInputSchema, request.body, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      const now = await current(trx, actor, id, true);
      assertUndecided(now);
      const rows = await answersOf(trx, actor, now.invitationId);
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
        return {
          company_id: actor.companyId,
          answer_id: answer.id,
          verdict: v.verdict,
          comment: v.comment,
          reviewer_id: actor.userId,
        };
      });
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
      const score = scoreOf(now.sections, await answersOf(trx, actor, now.invitationId));
      await storeScore(trx, actor, id, score);
      await logVendorActivity(trx, actor, {
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
    return { type: 'success' as const, review: await reviewOf(ctx.db, actor, id) };
  });

  app.post(`${base}/send-back`, reviewer, async (request) => {
    const { actor, id } = vendorTarget(request);
    await ctx.db.transaction().execute(async (trx) => {
      const now = await current(trx, actor, id, true);
      assertUndecided(now);
      const rows = await answersOf(trx, actor, now.invitationId);
      const flagged = rows.filter((r) => r.round === now.round && r.verdict === 'flagged');
      if (!flagged.length)
        throw conflict('Flag at least one answer with a comment to send it back');
      // The same link asks the flagged questions again, for at least the usual time.
      await trx
        .updateTable('vendor_invitations')
        .set({
          round: now.round + 1,
          submitted_at: null,
          expires_at: sql<Date>`greatest(expires_at, now() + make_interval(days => ${INVITATION_TTL_DAYS}))`,
        })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', now.invitationId)
        .execute();
      await trx
        .updateTable('vendors')
        .set({ status: 'answering', updated_at: sql<Date>`now()` })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await logVendorActivity(trx, actor, {
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
    return { type: 'success' as const, review: await reviewOf(ctx.db, actor, id) };
  });

  app.post(`${base}/approve`, reviewer, async (request) => {
    const { actor, id } = vendorTarget(request);
    const input = parseInput(approveInputSchema, request.body ?? {}, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      const now = await current(trx, actor, id, true);
      assertUndecided(now);
      const rows = await answersOf(trx, actor, now.invitationId);
      const open = rows.filter(
        (r) => r.round === now.round && r.verdict !== 'accepted' && r.verdict !== 'rejected',
      );
      if (open.some((r) => r.verdict === 'flagged'))
        throw conflict('Some answers are flagged: send them back, or accept or reject them first');
      if (open.length) throw conflict(`Review every answer first (${open.length} left)`);
      const window = await sql<{ ok: boolean; expires: string }>`
        select coalesce(${input.certificateExpiresOn ?? null}::date, current_date + interval '1 year')::date::text as expires,
          coalesce(${input.certificateExpiresOn ?? null}::date, current_date + 1) between current_date + 1 and current_date + interval '5 years' as ok`.execute(
        trx,
      );
      const { ok, expires } = window.rows[0]!;
      if (!ok) throw badField('certificateExpiresOn', 'Choose a day after today, within 5 years');
      const score = scoreOf(now.sections, rows);
      await trx
        .updateTable('vendors')
        .set({
          status: 'approved',
          score: score.score,
          certificate_issued_on: sql<string>`current_date`,
          certificate_expires_on: expires,
          updated_at: sql<Date>`now()`,
        })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor',
        entityId: id,
        action: 'approve',
        before: { vendorName: now.vendorName, status: now.status },
        after: {
          vendorName: now.vendorName,
          status: 'approved',
          score: score.score,
          certificateExpiresOn: expires,
        },
      });
    });
    return { type: 'success' as const, review: await reviewOf(ctx.db, actor, id) };
  });

  app.post(`${base}/reject`, reviewer, async (request) => {
    const { actor, id } = vendorTarget(request);
    const { comment } = parseInput(rejectInputSchema, request.body ?? {}, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      const now = await current(trx, actor, id, true);
      assertUndecided(now);
      const score = scoreOf(now.sections, await answersOf(trx, actor, now.invitationId));
      // A rejection ends the certificate of an earlier approval: nothing stands any more.
      await trx
        .updateTable('vendors')
        .set({
          status: 'rejected',
          score: score.score,
          certificate_issued_on: null,
          certificate_expires_on: null,
          updated_at: sql<Date>`now()`,
        })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor',
        entityId: id,
        action: 'reject',
        before: {
          vendorName: now.vendorName,
          status: now.status,
          certificateExpiresOn: now.certificateExpiresOn,
        },
        after: {
          vendorName: now.vendorName,
          status: 'rejected',
          score: score.score,
          comment,
          certificateExpiresOn: null,
        },
      });
    });
    return { type: 'success' as const, review: await reviewOf(ctx.db, actor, id) };
  });
}
