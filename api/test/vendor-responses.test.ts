/**
 * A vendor answering through its link without an account (issue 18): the token opens one
 * company's sent copy; drafts are saved and resumed; required answers are checked on
 * submit; a guessed token is 404, an expired or revoked one 410, an answered one 409.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { type Client } from './asset-fixtures';
import { expectErrorBody, freshAddress } from './helpers';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';

let world: VendorWorld;
beforeAll(async () => {
  world = await vendorWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

const sections = (firstQuestion = 'Do you hold ISO 27001?') => [
  {
    id: 's1',
    qtype: 'section',
    name: 'Security',
    questions: [
      {
        id: 'q1',
        qtype: 'multiple-choice',
        question: firstQuestion,
        required: true,
        choices: [
          { id: 'c1', text: 'Yes', points: 10 },
          { id: 'c2', text: 'No' },
        ],
      },
      {
        id: 'q2',
        qtype: 'question-answer',
        question: 'Its number?',
        required: true,
        showWhen: { questionId: 'q1', choiceId: 'c1' },
      },
      { id: 'q3', qtype: 'question-answer', question: 'Support hours?', required: true },
      { id: 'q4', qtype: 'file-question', question: 'Any evidence' },
    ],
  },
];

let serial = 0;
async function sendLink(client: Client = world.admin) {
  serial += 1;
  const vendor = (
    await client.post('/vendors', {
      vendorName: `Answering ${serial}`,
      vendorType: 'Cloud',
      email: `answering${serial}@vendor.example`,
    })
  ).json().vendor;
  const questionnaire = (
    await client.post('/vendors/questionnaires', { name: `Form ${serial}`, sections: sections() })
  ).json().questionnaire;
  const sent = (
    await client.post(`/vendors/${vendor._id}/invitations`, { questionnaireId: questionnaire._id })
  ).json();
  return {
    vendorId: vendor._id as string,
    questionnaireId: questionnaire._id as string,
    invitationId: sent.invitation._id as string,
    token: (sent.link as string).split('/vendor-response/')[1]!,
  };
}

/** The vendor's browser: no account, a client address of its own. */
const vendor = {
  get: (token: string) =>
    world.env.app.inject({ url: `/api/vendor-response/${token}`, remoteAddress: freshAddress() }),
  save: (token: string, answers: unknown) =>
    world.env.app.inject({
      method: 'PUT',
      url: `/api/vendor-response/${token}/answers`,
      payload: { answers },
      remoteAddress: freshAddress(),
    }),
  submit: (token: string) =>
    world.env.app.inject({
      method: 'POST',
      url: `/api/vendor-response/${token}/submit`,
      remoteAddress: freshAddress(),
    }),
};

const statusOf = async (id: string) =>
  (await world.admin.get(`/vendors/${id}`)).json().vendor.status as string;

describe('a vendor’s link', () => {
  it('opens the sent copy of one company’s questionnaire, as sent', async () => {
    const link = await sendLink();
    await world.admin.put(`/vendors/questionnaires/${link.questionnaireId}`, {
      name: 'Renamed',
      sections: sections('Edited after sending?'),
    });
    const res = await vendor.get(link.token);
    expect(res.statusCode).toBe(200);
    const { form } = res.json();
    expect(form).toMatchObject({
      companyName: 'Demo Corp',
      vendorName: expect.stringMatching(/^Answering /),
      questionnaireName: expect.stringMatching(/^Form /),
      round: 1,
      questionIds: ['q1', 'q2', 'q3', 'q4'],
      queries: [],
      answers: [],
    });
    expect(form.sections[0].questions[0].question).toBe('Do you hold ISO 27001?');
    const theirs = await sendLink(world.other);
    expect((await vendor.get(theirs.token)).json().form.companyName).toBe('Other Ltd');
  });

  it('answers 404 to a guessed or malformed token, 410 to an expired or revoked one', async () => {
    const guessed = crypto.randomBytes(32).toString('base64url');
    for (const token of [guessed, 'short', `${guessed}x`]) {
      const body = expectErrorBody(await vendor.get(token), 404) as { code?: string };
      expect(body.code).toBe('LINK_UNKNOWN');
      expectErrorBody(await vendor.save(token, [{ questionId: 'q3', answer: 'x' }]), 404);
      expectErrorBody(await vendor.submit(token), 404);
    }
    const expired = await sendLink();
    await db()
      .updateTable('vendor_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expired.invitationId)
      .execute();
    expect((expectErrorBody(await vendor.get(expired.token), 410) as { code?: string }).code).toBe(
      'LINK_EXPIRED',
    );
    expectErrorBody(await vendor.save(expired.token, [{ questionId: 'q3', answer: 'x' }]), 410);

    const revoked = await sendLink();
    await world.admin.post(
      `/vendors/${revoked.vendorId}/invitations/${revoked.invitationId}/revoke`,
    );
    expect((expectErrorBody(await vendor.get(revoked.token), 410) as { code?: string }).code).toBe(
      'LINK_REVOKED',
    );

    // A resend replaces the token: the old address no longer opens anything.
    const resent = await sendLink();
    await db()
      .updateTable('vendor_invitations')
      .set({ last_sent_at: sql<Date>`now() - interval '10 minutes'` })
      .where('id', '=', resent.invitationId)
      .execute();
    const again = (
      await world.admin.post(
        `/vendors/${resent.vendorId}/invitations/${resent.invitationId}/resend`,
      )
    ).json();
    expectErrorBody(await vendor.get(resent.token), 404);
    expect((await vendor.get(again.link.split('/vendor-response/')[1])).statusCode).toBe(200);
  });

  it('takes no answers for a company whose vendor module or subscription lapsed (403)', async () => {
    const link = await sendLink(world.other);
    const company = await db()
      .selectFrom('companies')
      .selectAll()
      .where('name', '=', 'Other Ltd')
      .executeTakeFirstOrThrow();
    const set = (values: Record<string, unknown>) =>
      db().updateTable('companies').set(values).where('id', '=', company.id).execute();
    const refused = async () => {
      const body = expectErrorBody(await vendor.get(link.token), 403) as { code?: string };
      expect(body.code).toBe('LINK_UNAVAILABLE');
      expectErrorBody(await vendor.save(link.token, [{ questionId: 'q3', answer: 'x' }]), 403);
    };
    try {
      await set({ modules: company.modules.filter((m) => m !== 'saas-products') });
      await refused();
      await set({
        modules: company.modules,
        license_not_required: false,
        subscription_start: sql<string>`current_date - 30`,
        subscription_end: sql<string>`current_date - 1`,
      });
      await refused();
    } finally {
      await set({
        modules: company.modules,
        license_not_required: company.license_not_required,
        subscription_start: company.subscription_start,
        subscription_end: company.subscription_end,
      });
    }
    expect((await vendor.get(link.token)).statusCode).toBe(200);
  });

  it('saves a draft as it goes and resumes it, marking the vendor answering', async () => {
    const link = await sendLink();
    const first = await vendor.save(link.token, [{ questionId: 'q1', choices: ['c2'] }]);
    expect(first.statusCode).toBe(200);
    expect(await statusOf(link.vendorId)).toBe('answering');
    await vendor.save(link.token, [
      { questionId: 'q1', choices: ['c1'] },
      { questionId: 'q3', answer: '  09:00-18:00 IST  ' },
    ]);
    const { form } = (await vendor.get(link.token)).json();
    expect(form.answers).toEqual([
      { questionId: 'q1', round: 1, answer: null, choices: ['c1'], files: [] },
      { questionId: 'q3', round: 1, answer: '09:00-18:00 IST', choices: [], files: [] },
    ]);
    const rows = await db()
      .selectFrom('vendor_answers')
      .select('question_id')
      .where('invitation_id', '=', link.invitationId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses answers that are not this form’s with 400 naming the field', async () => {
    const link = await sendLink();
    const cases: [unknown, string][] = [
      [[], 'answers'],
      [[{ questionId: 'q9', answer: 'x' }], 'answers.0.questionId'],
      [
        [
          { questionId: 'q3', answer: 'x' },
          { questionId: 'q3', answer: 'y' },
        ],
        'answers.1.questionId',
      ],
      [[{ questionId: 'q1', choices: ['c9'] }], 'answers.0.choices'],
      [[{ questionId: 'q1', choices: ['c1', 'c1'] }], 'answers.0.choices'],
      [[{ questionId: 'q3', choices: ['c1'] }], 'answers.0.choices'],
      [[{ questionId: 'q3', answer: 'x'.repeat(10_001) }], 'answers.0.answer'],
      [[{ questionId: 'q 3', answer: 'x' }], 'answers.0.questionId'],
    ];
    for (const [answers, field] of cases) {
      const body = expectErrorBody(await vendor.save(link.token, answers), 400);
      expect({ answers, field: body.issues?.[0]?.field }).toEqual({ answers, field });
    }
    expect(await statusOf(link.vendorId)).toBe('invited');
  });

  it('submits only with every shown required question answered, then hands it to review', async () => {
    const link = await sendLink();
    await vendor.save(link.token, [{ questionId: 'q1', choices: ['c1'] }]);
    const missing = expectErrorBody(await vendor.submit(link.token), 400);
    expect(missing.issues?.map((i) => i.field)).toEqual(['answers.q2', 'answers.q3']);
    // Answering No hides q2: only q3 is left.
    await vendor.save(link.token, [{ questionId: 'q1', choices: ['c2'] }]);
    const left = expectErrorBody(await vendor.submit(link.token), 400);
    expect(left.issues?.map((i) => i.field)).toEqual(['answers.q3']);
    await vendor.save(link.token, [{ questionId: 'q3', answer: 'Round the clock' }]);
    expect((await vendor.submit(link.token)).statusCode).toBe(200);

    expect(await statusOf(link.vendorId)).toBe('in_review');
    const invitation = (
      await world.admin.get(`/vendors/${link.vendorId}/invitations/${link.invitationId}`)
    ).json().invitation;
    expect(invitation.state).toBe('submitted');
    expect((expectErrorBody(await vendor.get(link.token), 409) as { code?: string }).code).toBe(
      'LINK_USED',
    );
    expectErrorBody(await vendor.save(link.token, [{ questionId: 'q3', answer: 'x' }]), 409);
    expectErrorBody(await vendor.submit(link.token), 409);
    const log = await db()
      .selectFrom('activity_log')
      .select(['action', 'actor_user_id'])
      .where('entity_type', '=', 'vendor')
      .where('entity_id', '=', link.vendorId)
      .where('action', 'in', ['answer', 'submit'])
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'answer', actor_user_id: null },
      { action: 'submit', actor_user_id: null },
    ]);
  });

  it('asks only the flagged questions in a later round', async () => {
    const link = await sendLink();
    await vendor.save(link.token, [
      { questionId: 'q1', choices: ['c2'] },
      { questionId: 'q3', answer: 'Weekdays' },
    ]);
    await vendor.submit(link.token);
    // What the review step records: q3 flagged, a second round opened on the same link.
    const q3 = await db()
      .selectFrom('vendor_answers')
      .select(['id', 'company_id'])
      .where('invitation_id', '=', link.invitationId)
      .where('question_id', '=', 'q3')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('vendor_answer_reviews')
      .values({
        company_id: q3.company_id,
        answer_id: q3.id,
        verdict: 'flagged',
        comment: 'Which hours, in which time zone?',
      })
      .execute();
    await db()
      .updateTable('vendor_invitations')
      .set({ round: 2, submitted_at: null })
      .where('id', '=', link.invitationId)
      .execute();
    const { form } = (await vendor.get(link.token)).json();
    expect(form.round).toBe(2);
    expect(form.questionIds).toEqual(['q3']);
    expect(form.queries).toEqual([
      { questionId: 'q3', comment: 'Which hours, in which time zone?' },
    ]);
    const notAsked = expectErrorBody(
      await vendor.save(link.token, [{ questionId: 'q1', choices: ['c1'] }]),
      400,
    );
    expect(notAsked.issues?.[0]?.field).toBe('answers.0.questionId');
    expect(expectErrorBody(await vendor.submit(link.token), 400).issues).toEqual([
      { field: 'answers.q3', message: 'This question needs an answer' },
    ]);
    await vendor.save(link.token, [{ questionId: 'q3', answer: '09:00-18:00 IST, Mon-Fri' }]);
    expect((await vendor.submit(link.token)).statusCode).toBe(200);
    const rounds = await db()
      .selectFrom('vendor_answers')
      .select(['round', 'answer'])
      .where('invitation_id', '=', link.invitationId)
      .where('question_id', '=', 'q3')
      .orderBy('round')
      .execute();
    expect(rounds).toEqual([
      { round: 1, answer: 'Weekdays' },
      { round: 2, answer: '09:00-18:00 IST, Mon-Fri' },
    ]);
  });
});
