/**
 * A review round is decided once (issue 31): after an approval or a rejection the round's
 * verdicts, approval and rejection answer 409 and change nothing; a rejection ends a live
 * certificate, so the standing that the asset detail shows no longer stands; deciding again
 * takes a new round (a questionnaire sent again, answered and submitted).
 */
import { sql } from 'kysely';
import { expectErrorBody } from './helpers';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';
import { reviewing } from './vendor-review-fixtures';

let world: VendorWorld;
beforeAll(async () => {
  world = await vendorWorld();
});
afterAll(() => world.env.close());

const { sendLink, sendAgain, answerAll } = reviewing(() => world, 'Decided');

const vendorOf = async (id: string) => (await world.admin.get(`/vendors/${id}`)).json().vendor;
const standingOf = async (name: string) =>
  (await world.admin.get(`/vendors/standing?name=${encodeURIComponent(name)}`)).json().vendor;
const review = (vendorId: string, step: string, body?: object) =>
  world.admin.post(`/vendors/${vendorId}/review/${step}`, body);
const acceptAll = async (vendorId: string) =>
  expect(
    (
      await review(vendorId, 'verdicts', {
        verdicts: ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, verdict: 'accepted' })),
      })
    ).statusCode,
  ).toBe(200);

async function dayOn(days: number): Promise<string> {
  const { day } = (
    await sql<{ day: string }>`select (current_date + ${days}::int)::text as day`.execute(
      world.env.database.db,
    )
  ).rows[0]!;
  return day;
}

async function approved(expiresInDays = 90) {
  const { vendorId, token } = await sendLink();
  await answerAll(token);
  await acceptAll(vendorId);
  const expires = await dayOn(expiresInDays);
  const first = await review(vendorId, 'approve', { certificateExpiresOn: expires });
  expect(first.statusCode).toBe(200);
  return { vendorId, expires };
}

describe('deciding a review round once', () => {
  it('answers 409 to a second approval, a rejection or new verdicts, and keeps the certificate', async () => {
    const { vendorId, expires } = await approved();
    const before = await vendorOf(vendorId);
    expect(before).toMatchObject({ status: 'approved', certificateExpiresOn: expires });

    const again = expectErrorBody(
      await review(vendorId, 'approve', { certificateExpiresOn: await dayOn(4 * 365) }),
      409,
    );
    expect(again.error).toContain('decided');
    expectErrorBody(await review(vendorId, 'reject', { comment: 'Changed our mind' }), 409);
    expectErrorBody(
      await review(vendorId, 'verdicts', {
        verdicts: [{ questionId: 'q3', verdict: 'rejected' }],
      }),
      409,
    );
    expectErrorBody(await review(vendorId, 'send-back'), 409);
    expect(await vendorOf(vendorId)).toEqual(before);
  });

  it('ends a live certificate on a rejection, and needs a new round to approve after it', async () => {
    const { vendorId, expires } = await approved();
    const { vendorName } = await vendorOf(vendorId);
    expect(await standingOf(vendorName)).toMatchObject({
      status: 'approved',
      certificateExpiresOn: expires,
    });

    // The next round: the certificate stands while the vendor answers again.
    await answerAll(await sendAgain(vendorId));
    expect(await vendorOf(vendorId)).toMatchObject({
      status: 'in_review',
      certificateExpiresOn: expires,
    });
    expect((await review(vendorId, 'reject', { comment: 'Lapsed ISO' })).statusCode).toBe(200);
    expect(await vendorOf(vendorId)).toMatchObject({
      status: 'rejected',
      certificateIssuedOn: null,
      certificateExpiresOn: null,
    });
    expect(await standingOf(vendorName)).toMatchObject({
      status: 'rejected',
      certificateExpiresOn: null,
    });

    // A rejected vendor is not approved without a new round.
    expectErrorBody(
      await review(vendorId, 'verdicts', {
        verdicts: [{ questionId: 'q1', verdict: 'accepted' }],
      }),
      409,
    );
    expectErrorBody(await review(vendorId, 'approve'), 409);
    expect(await vendorOf(vendorId)).toMatchObject({
      status: 'rejected',
      certificateExpiresOn: null,
    });

    await answerAll(await sendAgain(vendorId));
    await acceptAll(vendorId);
    expect((await review(vendorId, 'approve')).statusCode).toBe(200);
    expect(await vendorOf(vendorId)).toMatchObject({
      status: 'approved',
      certificateExpiresOn: await dayOn(365),
    });
  });

  it('decides once when two decisions race', async () => {
    const { vendorId, token } = await sendLink();
    await answerAll(token);
    await acceptAll(vendorId);
    const answers = await Promise.all([
      review(vendorId, 'approve'),
      review(vendorId, 'reject'),
      review(vendorId, 'approve'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const decisions = await world.env.database.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_type', '=', 'vendor')
      .where('entity_id', '=', vendorId)
      .where('action', 'in', ['approve', 'reject'])
      .execute();
    expect(decisions).toHaveLength(1);
  });
});
