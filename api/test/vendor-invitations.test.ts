/**
 * Sending a questionnaire to a vendor (issue 18): the sent copy stays as it was sent, the
 * link's token is stored only as its hash, expires, is revoked and resent within limits;
 * 404 for another company's vendor or link, 400 naming the field, 403 without permission.
 */
import { sql } from 'kysely';
import { hashLinkToken } from '../src/services/one-time-links';
import { type Client } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';

let world: VendorWorld;
beforeAll(async () => {
  world = await vendorWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

const sections = (question = 'Do you encrypt data at rest?') => [
  {
    id: 's1',
    qtype: 'section',
    name: 'Security',
    questions: [
      { id: 'q1', qtype: 'question-answer', question, required: true },
      {
        id: 'q2',
        qtype: 'multiple-choice',
        question: 'Certified?',
        choices: [{ id: 'c1', text: 'ISO 27001', points: 10 }],
      },
      { id: 'q3', qtype: 'upload-file', question: 'Your certificate' },
    ],
  },
];

let serial = 0;
async function setUp(client: Client = world.admin) {
  serial += 1;
  const vendor = (
    await client.post('/vendors', {
      vendorName: `Invited ${serial}`,
      vendorType: 'Software',
      email: `invited${serial}@vendor.example`,
    })
  ).json().vendor;
  const questionnaire = (
    await client.post('/vendors/questionnaires', {
      name: `Review ${serial}`,
      sections: sections(),
    })
  ).json().questionnaire;
  return { vendorId: vendor._id as string, questionnaireId: questionnaire._id as string };
}

async function send(client: Client, vendorId: string, questionnaireId: string, extra = {}) {
  return client.post(`/vendors/${vendorId}/invitations`, { questionnaireId, ...extra });
}

const tokenOf = (link: string) => link.split('/vendor-response/')[1]!;

async function invitationRow(id: string) {
  return db()
    .selectFrom('vendor_invitations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('sending a questionnaire', () => {
  it('keeps a vendor registered without a questionnaire as registered until one is sent later', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const statusOf = async () => (await world.admin.get(`/vendors/${vendorId}`)).json().vendor;
    expect(await statusOf()).toMatchObject({ status: 'registered' });
    const listed = (await world.admin.get(`/vendors?status=registered&limit=100`)).json();
    expect(listed.vendors.map((v: { _id: string }) => v._id)).toContain(vendorId);
    expect((await send(world.admin, vendorId, questionnaireId)).statusCode).toBe(201);
    expect(await statusOf()).toMatchObject({ status: 'invited' });
  });

  it('gives a link whose token is stored only as its hash, expiring in 14 days, and marks the vendor invited', async () => {
    const { vendorId, questionnaireId } = await setUp();
    await db()
      .updateTable('vendors')
      .set({ status: 'rejected' })
      .where('id', '=', vendorId)
      .execute();
    const before = Date.now();
    const res = await send(world.admin, vendorId, questionnaireId);
    expect(res.statusCode).toBe(201);
    const { invitation, link } = res.json();
    expect(link).toMatch(/^\/vendor-response\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({
      questionnaireId,
      questionnaireName: expect.stringMatching(/^Review /),
      questionnaireVersion: 1,
      state: 'open',
      round: 1,
      sendCount: 1,
      revokedAt: null,
      submittedAt: null,
    });
    const days = (Date.parse(invitation.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    const row = await invitationRow(invitation._id);
    expect(row.token_hash).toBe(hashLinkToken(tokenOf(link)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    const vendor = (await world.admin.get(`/vendors/${vendorId}`)).json().vendor;
    expect(vendor.status).toBe('invited');
    const log = await db()
      .selectFrom('activity_log')
      .select(['action', 'after'])
      .where('entity_type', '=', 'vendor')
      .where('entity_id', '=', vendorId)
      .where('action', '=', 'invite')
      .execute();
    expect(log).toEqual([
      {
        action: 'invite',
        after: expect.objectContaining({ status: 'invited', version: 1, revokedLinks: 0 }),
      },
    ]);
    const listed = (await world.admin.get(`/vendors/${vendorId}/invitations`)).json().invitations;
    expect(listed).toEqual([invitation]);
    const week = await send(world.admin, vendorId, questionnaireId, { expiresInDays: 7 });
    const weekDays = (Date.parse(week.json().invitation.expiresAt) - before) / 86_400_000;
    expect(Math.round(weekDays)).toBe(7);
  });

  it('keeps the sent copy when the questionnaire is edited or deleted afterwards', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const sent = (await send(world.admin, vendorId, questionnaireId)).json().invitation;
    const edited = await world.admin.put(`/vendors/questionnaires/${questionnaireId}`, {
      name: 'Edited after sending',
      sections: sections('Do you encrypt backups too?'),
    });
    expect(edited.json().questionnaire.version).toBe(2);
    const copy = (await world.admin.get(`/vendors/${vendorId}/invitations/${sent._id}`)).json()
      .invitation;
    expect(copy).toMatchObject({
      questionnaireVersion: 1,
      questionnaireName: sent.questionnaireName,
    });
    expect(copy.sections[0].questions[0].question).toBe('Do you encrypt data at rest?');
    expect(copy.sections[0].questions[2].qtype).toBe('file-question');
    expect((await world.admin.del(`/vendors/questionnaires/${questionnaireId}`)).statusCode).toBe(
      200,
    );
    const kept = (await world.admin.get(`/vendors/${vendorId}/invitations/${sent._id}`)).json()
      .invitation;
    expect(kept.questionnaireId).toBeNull();
    expect(kept.sections).toEqual(copy.sections);
  });

  it('revokes the vendor’s earlier open link when a new one is sent, and on request', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const first = (await send(world.admin, vendorId, questionnaireId)).json().invitation;
    const second = (await send(world.admin, vendorId, questionnaireId)).json().invitation;
    const listed = (await world.admin.get(`/vendors/${vendorId}/invitations`)).json().invitations;
    expect(listed.map((i: { _id: string; state: string }) => [i._id, i.state])).toEqual([
      [second._id, 'open'],
      [first._id, 'revoked'],
    ]);
    const revoked = await world.admin.post(`/vendors/${vendorId}/invitations/${second._id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invitation).toMatchObject({ state: 'revoked' });
    expect(revoked.json().invitation.revokedAt).not.toBeNull();
    expectErrorBody(
      await world.admin.post(`/vendors/${vendorId}/invitations/${second._id}/revoke`),
      409,
    );
    expectErrorBody(
      await world.admin.post(`/vendors/${vendorId}/invitations/${second._id}/resend`),
      409,
    );
  });

  it('tells an expired link apart', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const sent = (await send(world.admin, vendorId, questionnaireId)).json().invitation;
    await db()
      .updateTable('vendor_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', sent._id)
      .execute();
    const read = (await world.admin.get(`/vendors/${vendorId}/invitations/${sent._id}`)).json();
    expect(read.invitation.state).toBe('expired');
  });

  it('resends with a new token and a new expiry, not within 5 minutes and at most 5 times', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const sent = (await send(world.admin, vendorId, questionnaireId)).json();
    const url = `/vendors/${vendorId}/invitations/${sent.invitation._id}/resend`;
    const soon = await world.admin.post(url);
    expectErrorBody(soon, 429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(290);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(300);
    const age = () =>
      db()
        .updateTable('vendor_invitations')
        .set({
          last_sent_at: sql<Date>`now() - interval '6 minutes'`,
          expires_at: sql<Date>`now() + interval '1 day'`,
        })
        .where('id', '=', sent.invitation._id)
        .execute();
    let link = sent.link as string;
    for (let n = 2; n <= 5; n += 1) {
      await age();
      const again = await world.admin.post(url);
      expect(again.statusCode).toBe(200);
      const body = again.json();
      expect(body.invitation.sendCount).toBe(n);
      expect(body.link).not.toBe(link);
      const row = await invitationRow(sent.invitation._id);
      expect(row.token_hash).toBe(hashLinkToken(tokenOf(body.link)));
      expect(Date.parse(body.invitation.expiresAt) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
      link = body.link;
    }
    await age();
    const most = expectErrorBody(await world.admin.post(url), 409);
    expect(most.error).toContain('5 times');
  });

  it('refuses bad bodies and ids with 400 naming the field', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const theirs = await setUp(world.other);
    for (const [body, field] of [
      [{}, 'questionnaireId'],
      [{ questionnaireId: 'nope' }, 'questionnaireId'],
      [{ questionnaireId: theirs.questionnaireId }, 'questionnaireId'],
      [{ questionnaireId, expiresInDays: 0 }, 'expiresInDays'],
      [{ questionnaireId, expiresInDays: 61 }, 'expiresInDays'],
      [{ questionnaireId, expiresInDays: 1.5 }, 'expiresInDays'],
    ] as const) {
      const res = expectErrorBody(
        await world.admin.post(`/vendors/${vendorId}/invitations`, body),
        400,
      );
      expect({ body, field: res.issues?.[0]?.field }).toEqual({ body, field });
    }
    const bad = expectErrorBody(
      await world.admin.get(`/vendors/${vendorId}/invitations/not-a-uuid`),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('invitationId');
  });

  it('answers 404 for another company’s vendor or link, and a link under another vendor', async () => {
    const theirs = await setUp(world.other);
    const theirLink = (await send(world.other, theirs.vendorId, theirs.questionnaireId)).json()
      .invitation;
    const mine = await setUp();
    const myLink = (await send(world.admin, mine.vendorId, mine.questionnaireId)).json().invitation;
    expectErrorBody(await send(world.admin, theirs.vendorId, mine.questionnaireId), 404);
    expectErrorBody(await world.admin.get(`/vendors/${theirs.vendorId}/invitations`), 404);
    for (const path of [
      `/vendors/${theirs.vendorId}/invitations/${theirLink._id}`,
      `/vendors/${mine.vendorId}/invitations/${theirLink._id}`,
    ]) {
      expectErrorBody(await world.admin.get(path), 404);
      expectErrorBody(await world.admin.post(`${path}/revoke`), 404);
      expectErrorBody(await world.admin.post(`${path}/resend`), 404);
    }
    const other = await setUp();
    expectErrorBody(
      await world.admin.get(`/vendors/${other.vendorId}/invitations/${myLink._id}`),
      404,
    );
    expect((await invitationRow(theirLink._id)).revoked_at).toBeNull();
  });

  it('refuses sending without vendor create or edit, and reading without view (403)', async () => {
    const { vendorId, questionnaireId } = await setUp();
    const sent = (await send(world.admin, vendorId, questionnaireId)).json().invitation;
    expectErrorBody(await send(world.viewer, vendorId, questionnaireId), 403);
    expectErrorBody(await world.viewer.get(`/vendors/${vendorId}/invitations`), 403);
    const reader = await userWith(world, { on_vendor: { vendor: ['view'] } });
    expect((await reader.client.get(`/vendors/${vendorId}/invitations`)).statusCode).toBe(200);
    expectErrorBody(await send(reader.client, vendorId, questionnaireId), 403);
    expectErrorBody(
      await reader.client.post(`/vendors/${vendorId}/invitations/${sent._id}/revoke`),
      403,
    );
    const registrar = await userWith(world, { on_vendor: { vendor: ['create'] } });
    expect((await send(registrar.client, vendorId, questionnaireId)).statusCode).toBe(201);
  });
});
