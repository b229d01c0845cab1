/**
 * Demo Corp's vendor register (issue 18): 25 vendors in every status, among them the
 * suppliers its assets and purchase orders name, the company's standard questionnaire
 * (every question type), and for every vendor past `invited` the questionnaire sent, its
 * answers and, once reviewed, a verdict per answer, a second round for some, the score and
 * the certificate. The links' tokens are random and thrown away: a seeded link opens
 * nothing until the company resends it.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { VendorStatus } from '../db/schema-vendors';
import { sectionsInput } from '@itam/shared/contracts/vendors';
import { newLinkToken } from '../services/one-time-links';
import { scoreAnswers, type ScoredAnswer } from '../modules/vendors/scoring';
import { createRng, pick, VENDORS, type Rng } from './data';

export const DEMO_VENDORS = 25;

const OTHER_VENDORS: [string, string][] = [
  ['Zoho Corporation', 'SaaS'],
  ['Freshworks', 'SaaS'],
  ['Tally Solutions', 'Software'],
  ['Quick Heal Technologies', 'Security'],
  ['Tata Communications', 'Network'],
  ['Airtel Business', 'Network'],
  ['Sify Technologies', 'Cloud'],
  ['CtrlS Datacenters', 'Cloud'],
  ['Netmagic Solutions', 'Cloud'],
  ['Wipro Infrastructure', 'Services'],
  ['Allied Digital Services', 'Services'],
  ['Savex Technologies', 'Hardware'],
  ['Supertron Electronics', 'Hardware'],
  ['Iris Global Services', 'Hardware'],
  ['Seqrite Enterprise', 'Security'],
  ['Razorpay Software', 'SaaS'],
  ['Postman Labs', 'SaaS'],
];

const CONTACTS = [
  'Ananya Kulkarni',
  'Rahul Menon',
  'Sneha Reddy',
  'Arjun Malhotra',
  'Kavya Pillai',
  'Nikhil Bansal',
  'Ishita Sen',
  'Varun Chatterjee',
];

/** The statuses in turn, so every one has several vendors. */
const STATUSES: VendorStatus[] = [
  'approved',
  'invited',
  'in_review',
  'answering',
  'approved',
  'rejected',
  'expired',
];

export const DEFAULT_QUESTIONNAIRE = sectionsInput.parse([
  {
    id: 'security',
    name: 'Information security',
    description: 'How you protect our data and devices.',
    questions: [
      {
        id: 'iso',
        qtype: 'multiple-choice',
        question: 'Which certifications do you hold?',
        required: true,
        choices: [
          { id: 'iso27001', text: 'ISO/IEC 27001', points: 10 },
          { id: 'soc2', text: 'SOC 2 Type II', points: 8 },
          { id: 'none', text: 'None yet', points: 0 },
        ],
      },
      {
        id: 'iso-certificate',
        qtype: 'file-question',
        question: 'Upload your current ISO/IEC 27001 certificate.',
        points: 5,
        showWhen: { questionId: 'iso', choiceId: 'iso27001' },
      },
      {
        id: 'encryption',
        qtype: 'question-answer',
        question: 'How do you encrypt our data at rest and in transit?',
        required: true,
        points: 5,
      },
    ],
  },
  {
    id: 'support',
    name: 'Support and continuity',
    description: 'What happens when something breaks.',
    questions: [
      {
        id: 'hours',
        qtype: 'question-answer',
        question: 'What are your support hours and response times?',
        required: true,
        points: 3,
      },
      {
        id: 'continuity',
        qtype: 'multiple-choice',
        question: 'Do you test a business continuity plan every year?',
        choices: [
          { id: 'yes', text: 'Yes', points: 5 },
          { id: 'no', text: 'No', points: 0 },
        ],
      },
    ],
  },
]);

const TEXT_ANSWERS: Record<string, string[]> = {
  encryption: [
    'AES-256 at rest, TLS 1.2 or later in transit; keys in a managed HSM.',
    'Disk encryption on every server; TLS everywhere.',
  ],
  hours: ['24x7, P1 within 1 hour.', 'Mon-Sat 09:00-19:00 IST, next business day for P3.'],
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

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

export async function seedVendors(db: Kysely<DB>, companyId: string): Promise<void> {
  const rng = createRng(18018);
  const reviewer = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', 'like', 'admin@%')
    .executeTakeFirst();
  const questionnaire = await db
    .insertInto('vendor_questionnaires')
    .values({
      company_id: companyId,
      name: 'Standard vendor review',
      description: 'Sent to every new supplier of devices, software and services.',
      is_default: true,
      sections: JSON.stringify(DEFAULT_QUESTIONNAIRE),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names: [string, string][] = [
    ...VENDORS.map((v): [string, string] => [v, 'Hardware']),
    ...OTHER_VENDORS,
  ].slice(0, DEMO_VENDORS);

  for (const [i, [name, type]] of names.entries()) {
    const status = STATUSES[i % STATUSES.length]!;
    const contact = CONTACTS[i % CONTACTS.length]!;
    const vendor = await db
      .insertInto('vendors')
      .values({
        company_id: companyId,
        vendor_name: name,
        vendor_type: type,
        point_of_contact: contact,
        email: `${contact.split(' ')[0]!.toLowerCase()}@${slug(name)}.example`,
        contact_number: `+91 98${String(10_000_000 + i * 7919).slice(0, 8)}`,
        website: `https://www.${slug(name)}.example`,
        created_at: sql<Date>`now() - make_interval(days => ${120 - i * 3})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reviewed = status === 'approved' || status === 'rejected' || status === 'expired';
    const answered = reviewed || status === 'in_review' || status === 'answering';
    const twoRounds = reviewed && i % 2 === 0;
    const invitation = await db
      .insertInto('vendor_invitations')
      .values({
        company_id: companyId,
        vendor_id: vendor.id,
        questionnaire_id: questionnaire.id,
        questionnaire_version: 1,
        questionnaire_name: 'Standard vendor review',
        sections: JSON.stringify(DEFAULT_QUESTIONNAIRE),
        token_hash: newLinkToken().hash,
        expires_at: sql<Date>`now() + make_interval(days => ${status === 'invited' ? 10 : 4})`,
        round: twoRounds ? 2 : 1,
        submitted_at:
          answered && status !== 'answering' ? sql<Date>`now() - interval '3 days'` : null,
        created_by: reviewer?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!answered) continue;

    const strong = status !== 'rejected';
    const given = answersFor(rng, strong).slice(0, status === 'answering' ? 2 : undefined);
    await db
      .insertInto('vendor_answers')
      .values(
        given.map((a) => ({
          company_id: companyId,
          invitation_id: invitation.id,
          round: 1,
          question_id: a.question_id,
          answer: a.answer,
          choices: JSON.stringify(a.choices),
        })),
      )
      .execute();
    const rows = await db
      .selectFrom('vendor_answers')
      .select(['id', 'question_id', 'choices'])
      .where('invitation_id', '=', invitation.id)
      .orderBy('question_id')
      .execute();
    if (strong) {
      // The certificate the ISO answer asks for (the bytes are not seeded).
      const iso = await db
        .insertInto('vendor_answers')
        .values({
          company_id: companyId,
          invitation_id: invitation.id,
          round: 1,
          question_id: 'iso-certificate',
        })
        .returning(['id', 'question_id', 'choices'])
        .executeTakeFirstOrThrow();
      await db
        .insertInto('vendor_answer_files')
        .values({
          company_id: companyId,
          answer_id: iso.id,
          file_name: 'iso-27001-certificate.pdf',
          content_type: 'application/pdf',
          size: 180_000 + Math.floor(rng() * 90_000),
        })
        .execute();
      rows.push(iso);
    }
    if (!reviewed) continue;

    const latest = new Map<string, ScoredAnswer>();
    for (const row of rows) {
      // The second round re-asks the encryption answer, flagged in the first.
      const flagged = twoRounds && row.question_id === 'encryption';
      const verdict =
        status === 'rejected' && row.question_id === 'iso'
          ? 'rejected'
          : flagged
            ? 'flagged'
            : 'accepted';
      await db
        .insertInto('vendor_answer_reviews')
        .values({
          company_id: companyId,
          answer_id: row.id,
          verdict,
          comment: flagged ? 'Please name the key management service and rotation period.' : null,
          reviewer_id: reviewer?.id ?? null,
        })
        .execute();
      const raw = row.choices as unknown;
      const choices = (typeof raw === 'string' ? JSON.parse(raw) : raw) as string[];
      latest.set(row.question_id, { choices, verdict });
    }
    if (twoRounds) {
      const again = await db
        .insertInto('vendor_answers')
        .values({
          company_id: companyId,
          invitation_id: invitation.id,
          round: 2,
          question_id: 'encryption',
          answer:
            'AES-256 at rest with keys in AWS KMS, rotated every 90 days; TLS 1.3 in transit.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('vendor_answer_reviews')
        .values({
          company_id: companyId,
          answer_id: again.id,
          verdict: 'accepted',
          reviewer_id: reviewer?.id ?? null,
        })
        .execute();
      latest.set('encryption', { choices: [], verdict: 'accepted' });
    }
    const { score } = scoreAnswers(
      DEFAULT_QUESTIONNAIRE.flatMap((s) => s.questions),
      latest,
    );
    // An expired vendor is an approved one whose certificate lapsed: reads compute it.
    const approved = status !== 'rejected';
    await db
      .updateTable('vendors')
      .set({
        status: approved ? 'approved' : 'rejected',
        score,
        certificate_issued_on: approved
          ? sql<string>`current_date - ${status === 'expired' ? 400 : 30 + i}::int`
          : null,
        certificate_expires_on: approved
          ? sql<string>`current_date + ${status === 'expired' ? -35 : 335 - i}::int`
          : null,
      })
      .where('id', '=', vendor.id)
      .execute();
  }
  // The statuses of vendors not reviewed yet.
  for (const [i, [name]] of names.entries()) {
    const status = STATUSES[i % STATUSES.length]!;
    if (status === 'invited' || status === 'answering' || status === 'in_review')
      await db
        .updateTable('vendors')
        .set({ status })
        .where('company_id', '=', companyId)
        .where('vendor_name', '=', name)
        .execute();
  }
}
