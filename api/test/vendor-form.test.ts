/**
 * A member answering a vendor's questionnaire on its behalf (issue 18, /vendor-form/:token):
 * /api/vendor-form/:token is the link's second door, for a signed-in member with vendor
 * create or edit of the link's own company; the answers, evidence and sending are the
 * vendor's, marked with the member who gave them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activityOf } from './asset-fixtures';
import { bearer, expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';

let world: VendorWorld;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-vendor-form-'));
  world = await vendorWorld({ uploadsDir });
});
afterAll(async () => {
  await world.env.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const db = () => world.env.database.db;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let serial = 0;
async function sendLink() {
  serial += 1;
  const vendor = (
    await world.admin.post('/vendors', {
      vendorName: `On behalf ${serial}`,
      vendorType: 'SaaS',
      email: `behalf${serial}@vendor.example`,
    })
  ).json().vendor;
  const questionnaire = (
    await world.admin.post('/vendors/questionnaires', {
      name: `Behalf form ${serial}`,
      sections: [
        {
          id: 's1',
          qtype: 'section',
          name: 'Basics',
          questions: [
            { id: 'q1', qtype: 'question-answer', question: 'Support hours?', required: true },
            { id: 'q2', qtype: 'file-question', question: 'Certificate', required: true },
          ],
        },
      ],
    })
  ).json().questionnaire;
  const sent = (
    await world.admin.post(`/vendors/${vendor._id}/invitations`, {
      questionnaireId: questionnaire._id,
    })
  ).json();
  return {
    vendorId: vendor._id as string,
    invitationId: sent.invitation._id as string,
    token: (sent.link as string).split('/vendor-response/')[1]!,
  };
}

const upload = (token: string, auth: string) =>
  world.env.app.inject({
    method: 'POST',
    url: `/api/vendor-form/${token}/files?questionId=q2&fileName=cert.pdf`,
    headers: { ...bearer(auth), 'content-type': 'application/pdf' },
    payload: PDF,
  });

const answersOf = (invitationId: string) =>
  db()
    .selectFrom('vendor_answers')
    .select(['question_id', 'answered_by'])
    .where('invitation_id', '=', invitationId)
    .orderBy('question_id')
    .execute();

describe('/api/vendor-form/:token', () => {
  it('lets a member answer, upload and send on the vendor’s behalf, marked with the member', async () => {
    const link = await sendLink();
    const member = await userWith(world, { on_vendor: { vendor: ['edit', 'view'] } });
    const form = await member.client.get(`/vendor-form/${link.token}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().form).toMatchObject({ companyName: 'Demo Corp', questionIds: ['q1', 'q2'] });
    const saved = await member.client.put(`/vendor-form/${link.token}/answers`, {
      answers: [{ questionId: 'q1', answer: '9 to 5, Monday to Friday' }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await upload(link.token, member.token)).statusCode).toBe(201);
    expect((await member.client.post(`/vendor-form/${link.token}/submit`)).statusCode).toBe(200);
    expect(await answersOf(link.invitationId)).toEqual([
      { question_id: 'q1', answered_by: member.userId },
      { question_id: 'q2', answered_by: member.userId },
    ]);
    const vendor = (await world.admin.get(`/vendors/${link.vendorId}`)).json().vendor;
    expect(vendor.status).toBe('in_review');
    const submitted = (await activityOf(world, link.vendorId)).find((a) => a.action === 'submit');
    expect(submitted?.actor_user_id).toBe(member.userId);
  });

  it('marks an answer the vendor saves afterwards as the vendor’s again', async () => {
    const link = await sendLink();
    const member = await userWith(world, { on_vendor: { vendor: ['create'] } });
    await member.client.put(`/vendor-form/${link.token}/answers`, {
      answers: [{ questionId: 'q1', answer: 'By the member' }],
    });
    expect(await answersOf(link.invitationId)).toEqual([
      { question_id: 'q1', answered_by: member.userId },
    ]);
    const res = await world.env.app.inject({
      method: 'PUT',
      url: `/api/vendor-response/${link.token}/answers`,
      payload: { answers: [{ questionId: 'q1', answer: 'By the vendor' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(await answersOf(link.invitationId)).toEqual([{ question_id: 'q1', answered_by: null }]);
  });

  it('opens only a link of the member’s own company (404, nothing saved)', async () => {
    const link = await sendLink();
    const body = expectErrorBody(await world.other.get(`/vendor-form/${link.token}`), 404) as {
      code?: string;
    };
    expect(body.code).toBe('LINK_UNKNOWN');
    expectErrorBody(
      await world.other.put(`/vendor-form/${link.token}/answers`, {
        answers: [{ questionId: 'q1', answer: 'Not ours' }],
      }),
      404,
    );
    expectErrorBody(await world.other.post(`/vendor-form/${link.token}/submit`), 404);
    expect(await answersOf(link.invitationId)).toEqual([]);
  });

  it('needs vendor create or edit (403) and a session (401)', async () => {
    const link = await sendLink();
    const reader = await userWith(world, { on_vendor: { vendor: ['view'] } });
    expectErrorBody(await reader.client.get(`/vendor-form/${link.token}`), 403);
    expectErrorBody(await upload(link.token, reader.token), 403);
    expectErrorBody(await world.env.app.inject({ url: `/api/vendor-form/${link.token}` }), 401);
    expect(await answersOf(link.invitationId)).toEqual([]);
  });

  it('keeps the link’s own refusals: a guessed token 404, a revoked one 410', async () => {
    const link = await sendLink();
    expectErrorBody(await world.admin.get(`/vendor-form/${'x'.repeat(43)}`), 404);
    await world.admin.post(`/vendors/${link.vendorId}/invitations/${link.invitationId}/revoke`);
    const body = expectErrorBody(await world.admin.get(`/vendor-form/${link.token}`), 410) as {
      code?: string;
    };
    expect(body.code).toBe('LINK_REVOKED');
  });
});
