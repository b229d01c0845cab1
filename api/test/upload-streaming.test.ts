/**
 * Ticket attachments and vendor evidence stream into the file store (issue 33): a body
 * announced over the limit is refused before it is read, one of no announced length is
 * refused once it passes the limit, and a refused file, whether by its bytes, its record or
 * a client that hangs up, leaves nothing in the store: on local disk and in a real bucket.
 */
import { ATTACHMENT_MAX_BYTES } from '@itam/shared/contracts/incidents';
import { EVIDENCE_MAX_BYTES } from '@itam/shared/contracts/vendors';
import { bearer, expectErrorBody } from './helpers';
import {
  abandon,
  keysOf,
  postChunked,
  postPart,
  raiseTicket,
  streamWorld,
  vendorLink,
  type StreamWorld,
} from './upload-stream-fixtures';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const TOO_LARGE = {
  type: 'error',
  error: 'The file is larger than 10 MB',
  issues: [{ field: 'body', message: 'At most 10 MB' }],
};

/** Waits (a little) until the store holds exactly the keys expected. */
async function expectKeys(s: StreamWorld, keys: string[]): Promise<void> {
  for (let i = 0; i < 40 && (await keysOf(s.store)).join() !== keys.join(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await keysOf(s.store)).toEqual(keys);
}

describe.each(['local', 's3'] as const)('uploads streamed into the %s store', (backend) => {
  let s: StreamWorld;
  beforeAll(async () => {
    s = await streamWorld(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  const attachUrl = (ticketId: string, query = 'fileName=screen.png') =>
    `/api/incidents/tickets/${ticketId}/attachments?${query}`;
  const attach = (ticketId: string, bytes: Buffer, type: string, query?: string) =>
    s.world.env.app.inject({
      method: 'POST',
      url: attachUrl(ticketId, query),
      headers: { ...bearer(s.employee), 'content-type': type },
      payload: bytes,
    });
  const evidenceUrl = (token: string, query = 'questionId=q2&fileName=iso.pdf') =>
    `/api/vendor-response/${token}/files?${query}`;

  it('refuses an attachment announced over 10 MB before its body is read', async () => {
    const ticketId = await raiseTicket(s);
    const before = await keysOf(s.store);
    const headers = {
      ...bearer(s.employee),
      'content-type': 'image/png',
      'content-length': ATTACHMENT_MAX_BYTES + MB / 2,
    };
    const answer = await postPart(s.port, attachUrl(ticketId), headers, png(64 * 1024));
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    await expectKeys(s, before);
  });

  it('refuses evidence announced over 5 MB before its body is read', async () => {
    const token = await vendorLink(s);
    const before = await keysOf(s.store);
    const headers = {
      'content-type': 'application/pdf',
      'content-length': EVIDENCE_MAX_BYTES + MB,
    };
    const answer = await postPart(s.port, evidenceUrl(token), headers, PDF);
    expect(answer).toEqual({
      status: 400,
      body: {
        type: 'error',
        error: 'Invalid body: At most 5 MB',
        issues: [{ field: 'body', message: 'At most 5 MB' }],
      },
    });
    await expectKeys(s, before);
  });

  it('stores a chunked attachment; refuses one past 10 MB and keeps none of it', async () => {
    const ticketId = await raiseTicket(s);
    const before = await keysOf(s.store);
    const headers = { ...bearer(s.employee), 'content-type': 'image/png' };
    const small = png(300 * 1024);
    const chunks = (bytes: Buffer) =>
      Array.from({ length: Math.ceil(bytes.length / (64 * 1024)) }, (_, i) =>
        bytes.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
      );
    const stored = await postChunked(s.port, attachUrl(ticketId), headers, chunks(small));
    expect(stored.status).toBe(201);
    const { attachment } = stored.body as {
      attachment: { _id: string; url: string; size: number };
    };
    expect(attachment.size).toBe(small.length);
    const back = await s.world.env.app.inject({ url: attachment.url, headers: bearer(s.employee) });
    expect(back.rawPayload.equals(small)).toBe(true);
    const placed = (await keysOf(s.store)).filter((key) => !before.includes(key));
    expect(placed).toEqual([expect.stringMatching(new RegExp(`/${attachment._id}$`))]);

    const big = png(ATTACHMENT_MAX_BYTES + 64 * 1024);
    const refused = await postChunked(s.port, attachUrl(ticketId), headers, chunks(big));
    expect(refused).toEqual({ status: 413, body: TOO_LARGE });
    await expectKeys(s, [...before, ...placed].sort());
  });

  it('leaves nothing in the store when the record or the bytes refuse the file', async () => {
    const ticketId = await raiseTicket(s);
    const before = await keysOf(s.store);
    const internal = expectErrorBody(
      await attach(ticketId, png(2048), 'image/png', 'fileName=a.png&internal=true'),
      400,
    );
    expect(internal.issues?.[0]?.field).toBe('internal');
    // A NUL byte past the first kilobyte of a text file.
    const text = Buffer.concat([Buffer.from('a'.repeat(4096)), Buffer.from([0]), Buffer.from('b')]);
    const binary = expectErrorBody(
      await attach(ticketId, text, 'text/plain', 'fileName=a.txt'),
      400,
    );
    expect(binary.error).toBe('Invalid body: The file is not a valid text/plain');
    await s.world.env.database.db
      .updateTable('tickets')
      .set({ status: 'closed' })
      .where('id', '=', ticketId)
      .execute();
    const closed = expectErrorBody(await attach(ticketId, png(2048), 'image/png'), 409);
    expect(closed.error).toBe('A closed ticket takes no more files');

    const token = await vendorLink(s);
    const notFile = await s.world.env.app.inject({
      method: 'POST',
      url: evidenceUrl(token, 'questionId=q1&fileName=iso.pdf'),
      headers: { 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(expectErrorBody(notFile, 400).issues?.[0]?.field).toBe('questionId');
    await expectKeys(s, before);
  });

  it('leaves nothing staged when the client hangs up half way', async () => {
    const ticketId = await raiseTicket(s);
    const before = await keysOf(s.store);
    const headers = {
      ...bearer(s.employee),
      'content-type': 'image/png',
      'content-length': 4 * MB,
    };
    abandon(s.port, attachUrl(ticketId), headers, png(MB));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expectKeys(s, before);
    // The server still answers.
    expect((await attach(ticketId, png(2048), 'image/png')).statusCode).toBe(201);
  });
});
