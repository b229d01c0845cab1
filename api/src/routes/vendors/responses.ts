/**
 * A vendor answers through its link, without an account: GET /api/vendor-response/:token
 * opens the one questionnaire copy of one company the token was made for, PUT .../answers
 * saves a draft as it goes (resumed later), POST .../submit checks the required answers and
 * hands the round to review. A malformed or unknown token is 404 LINK_UNKNOWN; an expired
 * or revoked one 410 LINK_EXPIRED / LINK_REVOKED; an answered one 409 LINK_USED; one of a
 * company whose subscription or vendor module lapsed 403 LINK_UNAVAILABLE. Rounds
 * after the first ask only the questions the reviewer flagged in the round before.
 *
 * The same link answers through a second door, /api/vendor-form/:token, for a signed-in
 * member with vendor create or edit who answers on the vendor's behalf: it opens only a
 * link of the member's own company (404 LINK_UNKNOWN otherwise) and marks the answers
 * with the member (`answered_by`) and the activity with its actor.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { hashLinkToken } from '../../services/one-time-links';
import { entitlementRefusal } from '../../services/license';
import { VENDOR_PERMISSIONS as P } from '../../services/vendors/access';
import { filesOf, logVendorActivity, VENDOR_MODULE, vendorAccess, vendorActorOf } from './helpers';
import { draftAnswersSchema, linkTokenSchema, type QuestionnaireSections } from './schemas';

type Question = QuestionnaireSections[number]['questions'][number];

const linkError = (status: number, code: string, message: string) =>
  new HttpError(status, message, undefined, {}, code);

const UNKNOWN = () =>
  linkError(404, 'LINK_UNKNOWN', 'This link does not exist: ask the company for a new one');

export interface OpenLink {
  id: string;
  company_id: string;
  vendor_id: string;
  round: number;
  sections: QuestionnaireSections;
  questionnaire_name: string;
  expires_at: Date;
  vendor_name: string;
  vendor_status: string;
  company_name: string;
}

/**
 * The invitation of a token, when it still opens (locked for a write); `companyId`: only a
 * link of that company (a member answering on a vendor's behalf).
 */
export async function openLink(
  db: Kysely<DB>,
  request: FastifyRequest,
  lock = false,
  companyId: string | null = null,
): Promise<OpenLink> {
  const parsed = linkTokenSchema.safeParse(request.params);
  if (!parsed.success) throw UNKNOWN();
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
    .where('i.token_hash', '=', hashLinkToken(parsed.data.token));
  if (companyId) query = query.where('i.company_id', '=', companyId);
  // Only the invitation's row: the vendor's and the company's stay free.
  if (lock) query = query.forUpdate(['i']);
  const row = await query.executeTakeFirst();
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
  const sections = (
    typeof row.sections === 'string' ? JSON.parse(row.sections) : row.sections
  ) as QuestionnaireSections;
  return { ...row, sections };
}

/** The questions of this round: all in the first, the ones flagged in the round before later. */
export async function roundQuestions(db: Kysely<DB>, link: OpenLink) {
  const all = link.sections.flatMap((s) => s.questions);
  if (link.round === 1) return { questions: all, queries: [] as QueryNote[] };
  const flagged = await db
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
  const ids = new Set(flagged.map((f) => f.question_id));
  return {
    questions: all.filter((q) => ids.has(q.id)),
    queries: flagged.map((f) => ({ questionId: f.question_id, comment: f.comment ?? '' })),
  };
}

interface QueryNote {
  questionId: string;
  comment: string;
}

interface AnswerRow {
  id: string;
  question_id: string;
  round: number;
  answer: string | null;
  choices: unknown;
  files: number;
}

/** The latest answer of each question over every round so far (a later round's wins). */
async function latestAnswers(db: Kysely<DB>, link: OpenLink): Promise<Map<string, AnswerRow>> {
  const rows = await db
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
  return new Map(rows.map((r) => [r.question_id, r]));
}

const choicesOf = (row: AnswerRow | undefined): string[] => {
  const raw = row?.choices;
  const list = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return Array.isArray(list) ? (list as string[]) : [];
};

/** Whether a question shows: no rule, or its earlier question has the choice chosen. */
const shown = (q: Question, answers: Map<string, AnswerRow>) =>
  !q.showWhen || choicesOf(answers.get(q.showWhen.questionId)).includes(q.showWhen.choiceId);

function answered(q: Question, row: AnswerRow | undefined): boolean {
  if (!row) return false;
  if (q.qtype === 'multiple-choice') return choicesOf(row).length > 0;
  if (q.qtype === 'file-question') return row.files > 0;
  return !!row.answer?.trim();
}

/** Who answers through a door: the vendor (no account) or a member of the link's company. */
export interface LinkDoor {
  base: string;
  /** The route options of a read and of a form's write. */
  reads: { config: Record<string, unknown> };
  forms: { config: Record<string, unknown> };
  /** The member answering on the vendor's behalf; null for the vendor itself. */
  memberOf: (request: FastifyRequest) => { companyId: string; userId: string } | null;
}

/** The vendor's own door (public, rate-limited) and the one for a member on its behalf. */
export function linkDoors(ctx: AppContext): LinkDoor[] {
  const { limits } = ctx.config;
  const limited = (max: number) => ({
    config: { access: publicAccess(), rateLimit: { max, timeWindow: 60_000 } },
  });
  const member = vendorAccess(P.vendorCreate, P.vendorEdit);
  return [
    {
      base: '/api/vendor-response/:token',
      reads: limited(limits.publicReadsPerMinute),
      forms: limited(limits.publicFormsPerMinute),
      memberOf: () => null,
    },
    { base: '/api/vendor-form/:token', reads: member, forms: member, memberOf: vendorActorOf },
  ];
}

export function registerResponseRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const door of linkDoors(ctx)) registerDoor(app, ctx, door);
}

function registerDoor(app: FastifyInstance, ctx: AppContext, door: LinkDoor): void {
  const { base, reads, forms } = door;
  const open = (db: Kysely<DB>, request: FastifyRequest, lock = false) =>
    openLink(db, request, lock, door.memberOf(request)?.companyId ?? null);

  app.get(base, reads, async (request) => {
    const link = await open(ctx.db, request);
    const { questions, queries } = await roundQuestions(ctx.db, link);
    const answers = await latestAnswers(ctx.db, link);
    const files = await filesOf(
      ctx.db,
      link.company_id,
      [...answers.values()].map((a) => a.id),
    );
    return {
      type: 'success' as const,
      form: {
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
      },
    };
  });

  app.put(`${base}/answers`, reads, async (request) => {
    const { answers } = parseInput(draftAnswersSchema, request.body, 'body');
    const member = door.memberOf(request);
    await ctx.db.transaction().execute(async (trx) => {
      const link = await open(trx, request, true);
      const { questions } = await roundQuestions(trx, link);
      const byId = new Map(questions.map((q) => [q.id, q]));
      const seen = new Set<string>();
      const rows = answers.map((a, i) => {
        const q = byId.get(a.questionId);
        const field = `answers.${i}`;
        if (!q || seen.has(a.questionId))
          throw new HttpError(400, `Invalid ${field}.questionId: not a question of this round`, [
            { field: `${field}.questionId`, message: 'Not a question of this round, or twice' },
          ]);
        seen.add(a.questionId);
        const choices = a.choices ?? [];
        if (q.qtype === 'multiple-choice') {
          const known = new Set((q.choices ?? []).map((c) => c.id));
          if (choices.some((c) => !known.has(c)) || new Set(choices).size !== choices.length)
            throw new HttpError(400, `Invalid ${field}.choices: not this question's choices`, [
              {
                field: `${field}.choices`,
                message: 'Choose among this question’s choices, once each',
              },
            ]);
        } else if (choices.length) {
          throw new HttpError(
            400,
            `Invalid ${field}.choices: only a multiple-choice question has choices`,
            [{ field: `${field}.choices`, message: 'Only a multiple-choice question has choices' }],
          );
        }
        return {
          company_id: link.company_id,
          invitation_id: link.id,
          round: link.round,
          question_id: q.id,
          answer: q.qtype === 'multiple-choice' ? null : (a.answer ?? null),
          choices: JSON.stringify([...new Set(choices)]),
          answered_by: member?.userId ?? null,
        };
      });
      await trx
        .insertInto('vendor_answers')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['invitation_id', 'round', 'question_id']).doUpdateSet({
            answer: (eb) => eb.ref('excluded.answer'),
            choices: (eb) => eb.ref('excluded.choices'),
            answered_by: (eb) => eb.ref('excluded.answered_by'),
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
      if (link.vendor_status === 'invited') {
        await trx
          .updateTable('vendors')
          .set({ status: 'answering', updated_at: sql<Date>`now()` })
          .where('company_id', '=', link.company_id)
          .where('id', '=', link.vendor_id)
          .execute();
        await logVendorActivity(
          trx,
          { companyId: link.company_id, userId: member?.userId ?? null },
          {
            entityType: 'vendor',
            entityId: link.vendor_id,
            action: 'answer',
            before: { vendorName: link.vendor_name, status: 'invited' },
            after: { vendorName: link.vendor_name, status: 'answering' },
          },
        );
      }
    });
    return { type: 'success' as const, saved: answers.length };
  });

  app.post(`${base}/submit`, forms, async (request) => {
    const member = door.memberOf(request);
    await ctx.db.transaction().execute(async (trx) => {
      const link = await open(trx, request, true);
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
      await trx
        .updateTable('vendor_invitations')
        .set({ submitted_at: sql<Date>`now()` })
        .where('company_id', '=', link.company_id)
        .where('id', '=', link.id)
        .execute();
      await trx
        .updateTable('vendors')
        .set({ status: 'in_review', updated_at: sql<Date>`now()` })
        .where('company_id', '=', link.company_id)
        .where('id', '=', link.vendor_id)
        .execute();
      await logVendorActivity(
        trx,
        { companyId: link.company_id, userId: member?.userId ?? null },
        {
          entityType: 'vendor',
          entityId: link.vendor_id,
          action: 'submit',
          before: { vendorName: link.vendor_name, status: link.vendor_status },
          after: { vendorName: link.vendor_name, status: 'in_review', round: link.round },
        },
      );
    });
    return { type: 'success' as const };
  });
}
