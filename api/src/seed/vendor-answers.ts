/**
 * A seeded vendor's answers to the standard questionnaire and, once reviewed, a verdict
 * per answer, with a second round re-asking the flagged encryption answer.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { VendorStatus } from '../db/schema-vendors';
import type { ScoredAnswer } from '../modules/vendors/scoring';
import { pick, type Rng } from './data';
import { TEXT_ANSWERS } from './vendor-questionnaire';

export interface VendorSeed {
  db: Kysely<DB>;
  companyId: string;
  rng: Rng;
  reviewerId: string | null;
}

interface AnswerRow {
  id: string;
  question_id: string;
  choices: unknown;
}

/** A vendor's answers to the default questionnaire: a good or a weak supplier. */
function answersFor(rng: Rng, strong: boolean) {
  const iso = strong ? ['iso27001'] : rng() < 0.5 ? ['soc2'] : ['none'];
  return [
    { question_id: 'iso', answer: null, choices: iso },
    { question_id: 'encryption', answer: pick(rng, TEXT_ANSWERS.encryption!), choices: [] },
    { question_id: 'hours', answer: pick(rng, TEXT_ANSWERS.hours!), choices: [] },
    { question_id: 'continuity', answer: null, choices: [strong ? 'yes' : 'no'] },
  ];
}

/** The certificate the ISO answer asks for (the bytes are not seeded). */
async function attachCertificate(seed: VendorSeed, invitationId: string): Promise<AnswerRow> {
  const iso = await seed.db
    .insertInto('vendor_answers')
    .values({
      company_id: seed.companyId,
      invitation_id: invitationId,
      round: 1,
      question_id: 'iso-certificate',
    })
    .returning(['id', 'question_id', 'choices'])
    .executeTakeFirstOrThrow();
  await seed.db
    .insertInto('vendor_answer_files')
    .values({
      company_id: seed.companyId,
      answer_id: iso.id,
      file_name: 'iso-27001-certificate.pdf',
      content_type: 'application/pdf',
      size: 180_000 + Math.floor(seed.rng() * 90_000),
    })
    .execute();
  return iso;
}

/** The first round's answers (half of them while still answering), as stored. */
export async function seedAnswers(
  seed: VendorSeed,
  invitationId: string,
  status: VendorStatus,
): Promise<AnswerRow[]> {
  const strong = status !== 'rejected';
  const given = answersFor(seed.rng, strong).slice(0, status === 'answering' ? 2 : undefined);
  await seed.db
    .insertInto('vendor_answers')
    .values(
      given.map((a) => ({
        company_id: seed.companyId,
        invitation_id: invitationId,
        round: 1,
        question_id: a.question_id,
        answer: a.answer,
        choices: JSON.stringify(a.choices),
      })),
    )
    .execute();
  const rows: AnswerRow[] = await seed.db
    .selectFrom('vendor_answers')
    .select(['id', 'question_id', 'choices'])
    .where('invitation_id', '=', invitationId)
    .orderBy('question_id')
    .execute();
  if (strong) rows.push(await attachCertificate(seed, invitationId));
  return rows;
}

type Verdict = 'accepted' | 'flagged' | 'rejected';

async function review(
  seed: VendorSeed,
  answerId: string,
  verdict: Verdict,
  comment = null as string | null,
) {
  await seed.db
    .insertInto('vendor_answer_reviews')
    .values({
      company_id: seed.companyId,
      answer_id: answerId,
      verdict,
      comment,
      reviewer_id: seed.reviewerId,
    })
    .execute();
}

/** The second round: the encryption answer again, accepted this time. */
async function answerAgain(seed: VendorSeed, invitationId: string): Promise<void> {
  const again = await seed.db
    .insertInto('vendor_answers')
    .values({
      company_id: seed.companyId,
      invitation_id: invitationId,
      round: 2,
      question_id: 'encryption',
      answer: 'AES-256 at rest with keys in AWS KMS, rotated every 90 days; TLS 1.3 in transit.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await review(seed, again.id, 'accepted');
}

/** A verdict per answer; the latest verdicts, by question, for the score. */
export async function reviewAnswers(
  seed: VendorSeed,
  invitationId: string,
  rows: AnswerRow[],
  status: VendorStatus,
  twoRounds: boolean,
): Promise<Map<string, ScoredAnswer>> {
  const latest = new Map<string, ScoredAnswer>();
  for (const row of rows) {
    // The second round re-asks the encryption answer, flagged in the first.
    const flagged = twoRounds && row.question_id === 'encryption';
    const verdict: Verdict =
      status === 'rejected' && row.question_id === 'iso'
        ? 'rejected'
        : flagged
          ? 'flagged'
          : 'accepted';
    await review(
      seed,
      row.id,
      verdict,
      flagged ? 'Please name the key management service and rotation period.' : null,
    );
    const raw = row.choices;
    const choices = (typeof raw === 'string' ? JSON.parse(raw) : raw) as string[];
    latest.set(row.question_id, { choices, verdict });
  }
  if (twoRounds) {
    await answerAgain(seed, invitationId);
    latest.set('encryption', { choices: [], verdict: 'accepted' });
  }
  return latest;
}
