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
import { newLinkToken } from '../services/one-time-links';
import { scoreAnswers, type ScoredAnswer } from '../modules/vendors/scoring';
import { createRng, VENDORS } from './data';
import { DEFAULT_QUESTIONNAIRE } from './vendor-questionnaire';
import { reviewAnswers, seedAnswers, type VendorSeed } from './vendor-answers';

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

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

async function insertQuestionnaire(db: Kysely<DB>, companyId: string): Promise<string> {
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
  return questionnaire.id;
}

async function insertVendor(seed: VendorSeed, i: number, name: string, type: string) {
  const contact = CONTACTS[i % CONTACTS.length]!;
  const vendor = await seed.db
    .insertInto('vendors')
    .values({
      company_id: seed.companyId,
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
  return vendor.id;
}

/** Where a vendor of this status is: answered, reviewed, asked a second round. */
function stageOf(status: VendorStatus, i: number) {
  const reviewed = status === 'approved' || status === 'rejected' || status === 'expired';
  const answered = reviewed || status === 'in_review' || status === 'answering';
  return { reviewed, answered, twoRounds: reviewed && i % 2 === 0 };
}

async function inviteVendor(
  seed: VendorSeed,
  ids: { vendor: string; questionnaire: string },
  status: VendorStatus,
  stage: ReturnType<typeof stageOf>,
): Promise<string> {
  const invitation = await seed.db
    .insertInto('vendor_invitations')
    .values({
      company_id: seed.companyId,
      vendor_id: ids.vendor,
      questionnaire_id: ids.questionnaire,
      questionnaire_version: 1,
      questionnaire_name: 'Standard vendor review',
      sections: JSON.stringify(DEFAULT_QUESTIONNAIRE),
      token_hash: newLinkToken().hash,
      expires_at: sql<Date>`now() + make_interval(days => ${status === 'invited' ? 10 : 4})`,
      round: stage.twoRounds ? 2 : 1,
      submitted_at:
        stage.answered && status !== 'answering' ? sql<Date>`now() - interval '3 days'` : null,
      created_by: seed.reviewerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return invitation.id;
}

/** The score and, for an approved vendor, the certificate's dates. */
async function recordVerdict(
  seed: VendorSeed,
  vendorId: string,
  status: VendorStatus,
  i: number,
  latest: Map<string, ScoredAnswer>,
): Promise<void> {
  const { score } = scoreAnswers(
    DEFAULT_QUESTIONNAIRE.flatMap((s) => s.questions),
    latest,
  );
  // An expired vendor is an approved one whose certificate lapsed: reads compute it.
  const approved = status !== 'rejected';
  await seed.db
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
    .where('id', '=', vendorId)
    .execute();
}

export async function seedVendors(db: Kysely<DB>, companyId: string): Promise<void> {
  const rng = createRng(18018);
  const reviewer = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', 'like', 'admin@%')
    .executeTakeFirst();
  const seed: VendorSeed = { db, companyId, rng, reviewerId: reviewer?.id ?? null };
  const questionnaire = await insertQuestionnaire(db, companyId);
  const names: [string, string][] = [
    ...VENDORS.map((v): [string, string] => [v, 'Hardware']),
    ...OTHER_VENDORS,
  ].slice(0, DEMO_VENDORS);

  for (const [i, [name, type]] of names.entries()) {
    const status = STATUSES[i % STATUSES.length]!;
    const vendor = await insertVendor(seed, i, name, type);
    const stage = stageOf(status, i);
    const invitation = await inviteVendor(seed, { vendor, questionnaire }, status, stage);
    if (!stage.answered) continue;

    const rows = await seedAnswers(seed, invitation, status);
    if (!stage.reviewed) continue;

    const latest = await reviewAnswers(seed, invitation, rows, status, stage.twoRounds);
    await recordVerdict(seed, vendor, status, i, latest);
  }
  await markUnreviewed(db, companyId, names);
}

/** The statuses of vendors not reviewed yet. */
async function markUnreviewed(db: Kysely<DB>, companyId: string, names: [string, string][]) {
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
