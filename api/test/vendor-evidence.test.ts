/**
 * Evidence files of a vendor's file question (issue 18): uploaded through the link (PNG,
 * JPEG or PDF, at most 5 MB, the bytes what the type says, 5 per answer), counted for a
 * required file question, removed by the vendor, read by the company from the review.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { expectErrorBody, freshAddress } from './helpers';
import { evidenceLink, vendorWorld, type VendorWorld } from './vendor-fixtures';

let world: VendorWorld;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-vendor-files-'));
  world = await vendorWorld({ uploadsDir });
});
afterAll(async () => {
  await world.env.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const db = () => world.env.database.db;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const sendLink = (client = world.admin) => evidenceLink(client);

const upload = (
  token: string,
  bytes: Buffer,
  type = 'application/pdf',
  query = 'questionId=q2&fileName=iso.pdf',
) =>
  world.env.app.inject({
    method: 'POST',
    url: `/api/vendor-response/${token}/files?${query}`,
    headers: { 'content-type': type },
    payload: bytes,
    remoteAddress: freshAddress(),
  });

const form = async (token: string) =>
  (
    await world.env.app.inject({
      url: `/api/vendor-response/${token}`,
      remoteAddress: freshAddress(),
    })
  ).json().form;

describe('evidence files', () => {
  it('stores a file for the file question, counts it as its answer, and lets the company read it', async () => {
    const link = await sendLink();
    const submit = () =>
      world.env.app.inject({
        method: 'POST',
        url: `/api/vendor-response/${link.token}/submit`,
        remoteAddress: freshAddress(),
      });
    expect(expectErrorBody(await submit(), 400).issues).toEqual([
      { field: 'answers.q2', message: 'This question needs an answer' },
    ]);
    const res = await upload(link.token, PDF);
    expect(res.statusCode).toBe(201);
    const file = res.json().file;
    expect(file).toMatchObject({
      questionId: 'q2',
      fileName: 'iso.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const row = await db()
      .selectFrom('vendor_answer_files')
      .select('company_id')
      .where('id', '=', file._id)
      .executeTakeFirstOrThrow();
    expect(fs.readFileSync(path.join(uploadsDir, row.company_id, file._id))).toEqual(PDF);
    const answers = (await form(link.token)).answers;
    expect(answers).toEqual([
      {
        questionId: 'q2',
        round: 1,
        answer: null,
        choices: [],
        files: [
          {
            _id: file._id,
            fileName: 'iso.pdf',
            contentType: 'application/pdf',
            size: PDF.length,
            createdAt: file.createdAt,
          },
        ],
      },
    ]);
    expect((await submit()).statusCode).toBe(200);

    const review = (await world.admin.get(`/vendors/${link.vendorId}/review`)).json().review;
    const q2 = review.answers.find((a: { questionId: string }) => a.questionId === 'q2');
    expect(q2.rounds[0].files.map((f: { _id: string }) => f._id)).toEqual([file._id]);
    const read = await world.admin.get(`/vendors/${link.vendorId}/review/files/${file._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe("attachment; filename*=UTF-8''iso.pdf");
    expect(read.rawPayload).toEqual(PDF);
    expectErrorBody(
      await world.viewer.get(`/vendors/${link.vendorId}/review/files/${file._id}`),
      403,
    );
    // Another company, or the file under another vendor: 404.
    expectErrorBody(
      await world.other.get(`/vendors/${link.vendorId}/review/files/${file._id}`),
      404,
    );
    const elsewhere = await sendLink();
    expectErrorBody(
      await world.admin.get(`/vendors/${elsewhere.vendorId}/review/files/${file._id}`),
      404,
    );
    // Once sent, the link takes no more files.
    expectErrorBody(await upload(link.token, PDF), 409);
  });

  it('refuses a wrong type, bytes not of the type, an empty or oversized file, and a wrong question (400)', async () => {
    const link = await sendLink();
    const cases: [Parameters<typeof upload>, string][] = [
      [[link.token, Buffer.from('hello'), 'text/plain'], 'content-type'],
      [[link.token, Buffer.from('not json'), 'application/json'], 'content-type'],
      [
        [link.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
        'content-type',
      ],
      [[link.token, Buffer.from('not a pdf at all')], 'body'],
      [[link.token, Buffer.alloc(0)], 'body'],
      [[link.token, Buffer.from('%PDF-1.7'), 'image/png'], 'body'],
      [[link.token, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])], 'body'],
      [[link.token, PDF, 'application/pdf', 'questionId=q1&fileName=a.pdf'], 'questionId'],
      [[link.token, PDF, 'application/pdf', 'questionId=q9&fileName=a.pdf'], 'questionId'],
      [[link.token, PDF, 'application/pdf', 'questionId=q2&fileName=..%2Fa.pdf'], 'fileName'],
      [[link.token, PDF, 'application/pdf', 'questionId=q2'], 'fileName'],
    ];
    for (const [args, field] of cases) {
      const body = expectErrorBody(await upload(...args), 400);
      expect({ type: args[2], query: args[3], field: body.issues?.[0]?.field }).toEqual({
        type: args[2],
        query: args[3],
        field,
      });
    }
    for (let n = 1; n <= 5; n += 1) expect((await upload(link.token, PDF)).statusCode).toBe(201);
    const sixth = expectErrorBody(await upload(link.token, PDF), 400);
    expect(sixth.issues?.[0]).toEqual({
      field: 'questionId',
      message: 'At most 5 files per question',
    });
    const count = await db()
      .selectFrom('vendor_answer_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .innerJoin('vendor_answers as a', 'a.id', 'vendor_answer_files.answer_id')
      .where('a.invitation_id', '=', link.invitationId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
  });

  it('answers a guessed token 404 and an expired one 410, storing nothing', async () => {
    const before = fs.readdirSync(uploadsDir, { recursive: true }).length;
    expectErrorBody(await upload(crypto.randomBytes(32).toString('base64url'), PDF), 404);
    const link = await sendLink();
    await db()
      .updateTable('vendor_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', link.invitationId)
      .execute();
    expectErrorBody(await upload(link.token, PDF), 410);
    expect(fs.readdirSync(uploadsDir, { recursive: true }).length).toBe(before);
  });

  it('lets the vendor remove a file of this round', async () => {
    const link = await sendLink();
    const file = (await upload(link.token, PDF)).json().file;
    const remove = () =>
      world.env.app.inject({
        method: 'DELETE',
        url: `/api/vendor-response/${link.token}/files/${file._id}`,
        remoteAddress: freshAddress(),
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await form(link.token)).answers[0].files).toEqual([]);
    const row = await db()
      .selectFrom('vendor_invitations')
      .select('company_id')
      .where('id', '=', link.invitationId)
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.join(uploadsDir, row.company_id, file._id))).toBe(false);
    expectErrorBody(await remove(), 404);
    // Another link cannot remove it.
    const other = await sendLink();
    const kept = (await upload(link.token, PDF)).json().file;
    expectErrorBody(
      await world.env.app.inject({
        method: 'DELETE',
        url: `/api/vendor-response/${other.token}/files/${kept._id}`,
        remoteAddress: freshAddress(),
      }),
      404,
    );
  });
});
