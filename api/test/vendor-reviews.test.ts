/**
 * The company's review of a vendor's answers (issue 18): a verdict per answer, the score,
 * sending flagged answers back for another round on the same link, approving with a
 * certificate, rejecting; 409 out of turn, 400 naming the field, 404 for another company's
 * vendor, 403 without the review permission.
 */
import { sql } from 'kysely';
import { expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';
import { reviewing } from './vendor-review-fixtures';

let world: VendorWorld;
beforeAll(async () => {
  world = await vendorWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

const { sendLink, asVendor, answerAll } = reviewing(() => world);

const vendorOf = async (id: string) => (await world.admin.get(`/vendors/${id}`)).json().vendor;

describe('reviewing a vendor', () => {
  it('reviews each answer, sends the flagged one back, and approves with a certificate and score', async () => {
    const { vendorId, token } = await sendLink();
    await answerAll(token);
    const first = (await world.admin.get(`/vendors/${vendorId}/review`)).json().review;
    expect(first).toMatchObject({
      round: 1,
      submitted: true,
      score: { earned: 10, possible: 20, score: 50 },
    });
    expect(
      first.answers.map((a: { questionId: string; rounds: unknown[] }) => [
        a.questionId,
        a.rounds.length,
      ]),
    ).toEqual([
      ['q1', 1],
      ['q2', 1],
      ['q3', 1],
    ]);

    const reviewed = await world.admin.post(`/vendors/${vendorId}/review/verdicts`, {
      verdicts: [
        { questionId: 'q1', verdict: 'accepted' },
        { questionId: 'q2', verdict: 'accepted' },
        { questionId: 'q3', verdict: 'flagged', comment: 'Which time zone?' },
      ],
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().review.score).toEqual({ earned: 15, possible: 20, score: 75 });
    expect((await vendorOf(vendorId)).score).toBe(75);
    const flagged = expectErrorBody(
      await world.admin.post(`/vendors/${vendorId}/review/approve`),
      409,
    );
    expect(flagged.error).toContain('flagged');

    const back = await world.admin.post(`/vendors/${vendorId}/review/send-back`);
    expect(back.statusCode).toBe(200);
    expect(back.json().review).toMatchObject({ round: 2, submitted: false });
    expect((await vendorOf(vendorId)).status).toBe('answering');
    expectErrorBody(await world.admin.post(`/vendors/${vendorId}/review/send-back`), 409);

    const form = (await asVendor('GET', token)).json().form;
    expect(form).toMatchObject({
      round: 2,
      questionIds: ['q3'],
      queries: [{ questionId: 'q3', comment: 'Which time zone?' }],
    });
    await asVendor('PUT', token, '/answers', {
      answers: [{ questionId: 'q3', answer: '09:00-18:00 IST' }],
    });
    expect((await asVendor('POST', token, '/submit')).statusCode).toBe(200);
    expect((await vendorOf(vendorId)).status).toBe('in_review');

    const unreviewed = expectErrorBody(
      await world.admin.post(`/vendors/${vendorId}/review/approve`),
      409,
    );
    expect(unreviewed.error).toBe('Review every answer first (1 left)');
    await world.admin.post(`/vendors/${vendorId}/review/verdicts`, {
      verdicts: [{ questionId: 'q3', verdict: 'accepted' }],
    });
    const approved = await world.admin.post(`/vendors/${vendorId}/review/approve`);
    expect(approved.statusCode).toBe(200);
    const review = approved.json().review;
    expect(review.score).toEqual({ earned: 20, possible: 20, score: 100 });
    const q3 = review.answers.find((a: { questionId: string }) => a.questionId === 'q3');
    expect(
      q3.rounds.map((r: { round: number; answer: string; verdict: string }) => [
        r.round,
        r.answer,
        r.verdict,
      ]),
    ).toEqual([
      [1, 'Weekdays', 'flagged'],
      [2, '09:00-18:00 IST', 'accepted'],
    ]);

    const vendor = await vendorOf(vendorId);
    const { today, year } = (
      await sql<{
        today: string;
        year: string;
      }>`select current_date::text as today, (current_date + interval '1 year')::date::text as year`.execute(
        db(),
      )
    ).rows[0]!;
    expect(vendor).toMatchObject({
      status: 'approved',
      score: 100,
      certificateIssuedOn: today,
      certificateExpiresOn: year,
    });
    const actions = await db()
      .selectFrom('activity_log')
      .select('action')
      .where('entity_type', '=', 'vendor')
      .where('entity_id', '=', vendorId)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'create',
      'invite',
      'answer',
      'submit',
      'review',
      'send-back',
      'submit',
      'review',
      'approve',
    ]);
  });

  it('approves with a chosen expiry after today and within 5 years, and rejects', async () => {
    const { vendorId, token } = await sendLink();
    await answerAll(token);
    await world.admin.post(`/vendors/${vendorId}/review/verdicts`, {
      verdicts: ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, verdict: 'accepted' })),
    });
    for (const certificateExpiresOn of ['2020-01-01', '2999-01-01', '01/01/2030', '2030-02-30']) {
      const body = expectErrorBody(
        await world.admin.post(`/vendors/${vendorId}/review/approve`, { certificateExpiresOn }),
        400,
      );
      expect({ certificateExpiresOn, field: body.issues?.[0]?.field }).toEqual({
        certificateExpiresOn,
        field: 'certificateExpiresOn',
      });
    }
    const { day } = (
      await sql<{ day: string }>`select (current_date + 90)::text as day`.execute(db())
    ).rows[0]!;
    const approved = await world.admin.post(`/vendors/${vendorId}/review/approve`, {
      certificateExpiresOn: day,
    });
    expect(approved.statusCode).toBe(200);
    expect((await vendorOf(vendorId)).certificateExpiresOn).toBe(day);

    const other = await sendLink();
    await answerAll(other.token);
    const rejected = await world.admin.post(`/vendors/${other.vendorId}/review/reject`, {
      comment: 'No certificate',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await vendorOf(other.vendorId)).toMatchObject({ status: 'rejected', score: 50 });
  });

  it('refuses verdicts out of turn (409) and bad ones (400 naming the field)', async () => {
    const none = (
      await world.admin.post('/vendors', {
        vendorName: 'Never asked',
        vendorType: 'SaaS',
        email: 'never@vendor.example',
      })
    ).json().vendor;
    expectErrorBody(await world.admin.get(`/vendors/${none._id}/review`), 409);

    const { vendorId, token } = await sendLink();
    const early = await world.admin.post(`/vendors/${vendorId}/review/verdicts`, {
      verdicts: [{ questionId: 'q1', verdict: 'accepted' }],
    });
    expectErrorBody(early, 409);
    expectErrorBody(await world.admin.post(`/vendors/${vendorId}/review/approve`), 409);
    expectErrorBody(await world.admin.post(`/vendors/${vendorId}/review/reject`), 409);
    await answerAll(token);
    expectErrorBody(await world.admin.post(`/vendors/${vendorId}/review/send-back`), 409);
    for (const [verdicts, field] of [
      [[], 'verdicts'],
      [[{ questionId: 'q1', verdict: 'maybe' }], 'verdicts.0.verdict'],
      [[{ questionId: 'q1', verdict: 'flagged' }], 'verdicts.0.comment'],
      [[{ questionId: 'q1', verdict: 'flagged', comment: '  ' }], 'verdicts.0.comment'],
      [[{ questionId: 'q9', verdict: 'accepted' }], 'verdicts.0.questionId'],
      [
        [
          { questionId: 'q1', verdict: 'accepted' },
          { questionId: 'q1', verdict: 'rejected' },
        ],
        'verdicts.1.questionId',
      ],
    ] as const) {
      const body = expectErrorBody(
        await world.admin.post(`/vendors/${vendorId}/review/verdicts`, { verdicts }),
        400,
      );
      expect({ verdicts, field: body.issues?.[0]?.field }).toEqual({ verdicts, field });
    }
    // Nothing was recorded by the refused calls.
    const reviews = await db()
      .selectFrom('vendor_answer_reviews as r')
      .innerJoin('vendor_answers as a', 'a.id', 'r.answer_id')
      .innerJoin('vendor_invitations as i', 'i.id', 'a.invitation_id')
      .select('r.id')
      .where('i.vendor_id', '=', vendorId)
      .execute();
    expect(reviews).toEqual([]);
  });

  it('answers 404 for another company’s vendor and 403 without the review permission', async () => {
    const theirs = await sendLink(world.other);
    await answerAll(theirs.token);
    expectErrorBody(await world.admin.get(`/vendors/${theirs.vendorId}/review`), 404);
    expectErrorBody(
      await world.admin.post(`/vendors/${theirs.vendorId}/review/verdicts`, {
        verdicts: [{ questionId: 'q1', verdict: 'accepted' }],
      }),
      404,
    );
    for (const step of ['send-back', 'approve', 'reject'])
      expectErrorBody(await world.admin.post(`/vendors/${theirs.vendorId}/review/${step}`), 404);
    expect(
      (
        await db()
          .selectFrom('vendors')
          .select('status')
          .where('id', '=', theirs.vendorId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('in_review');

    const mine = await sendLink();
    await answerAll(mine.token);
    expectErrorBody(await world.viewer.get(`/vendors/${mine.vendorId}/review`), 403);
    const reader = await userWith(world, { on_vendor: { vendor: ['view'] } });
    expect((await reader.client.get(`/vendors/${mine.vendorId}/review`)).statusCode).toBe(200);
    for (const step of ['verdicts', 'send-back', 'approve', 'reject'])
      expectErrorBody(
        await reader.client.post(`/vendors/${mine.vendorId}/review/${step}`, {}),
        403,
      );
    const reviewer = await userWith(world, { on_vendor: { vendor_review: ['edit'] } });
    expect((await reviewer.client.get(`/vendors/${mine.vendorId}/review`)).statusCode).toBe(200);
    expect(
      (
        await reviewer.client.post(`/vendors/${mine.vendorId}/review/verdicts`, {
          verdicts: [{ questionId: 'q1', verdict: 'accepted' }],
        })
      ).statusCode,
    ).toBe(200);
  });
});
