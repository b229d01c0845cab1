/**
 * What a ticket shows its requester against the desk (issue 31): the history keeps the
 * desk's internal notes and files out of the requester's view as the conversation and the
 * attachments do; and a plain text file attaches like any other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestEnv, expectErrorBody, login, type TestEnv } from './helpers';

let env: TestEnv;
let uploadsDir: string;
const tokens: Record<string, string> = {};

const ok = (res: LightMyRequestResponse, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json();
};
const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  env.app.inject({
    method,
    url: `/api/incidents${url}`,
    headers: bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });
const attach = (who: string, ticketId: string, bytes: Buffer, type: string, query: string) =>
  env.app.inject({
    method: 'POST',
    url: `/api/incidents/tickets/${ticketId}/attachments?${query}`,
    headers: { ...bearer(tokens[who]!), 'content-type': type },
    payload: bytes,
  });

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-ticket-visibility-'));
  env = await createTestEnv({ uploadsDir });
  for (const who of ['agent', 'employee']) tokens[who] = await login(env.app, `${who}@demo.test`);
});
afterAll(async () => {
  await env.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function raise(): Promise<{ _id: string }> {
  const mine = ok(await call('employee', 'GET', '/assets')).assets as {
    _id: string;
    mine: boolean;
  }[];
  const body = {
    title: 'Screen flickers',
    description: 'Since the update',
    urgency: 3,
    impact: 3,
    assetId: mine.find((a) => a.mine)!._id,
  };
  return ok(await call('employee', 'POST', '/tickets', body), 201).ticket;
}

describe("a ticket's history", () => {
  it("shows the requester no trace of the desk's internal notes and files; the desk sees them", async () => {
    const ticket = await raise();
    const note = { body: 'Warranty ends next week', visibility: 'internal' };
    ok(await call('agent', 'POST', `/tickets/${ticket._id}/messages`, note), 201);
    const secret = Buffer.from('serial 123, order 456\n');
    ok(
      await attach('agent', ticket._id, secret, 'text/plain', 'fileName=quote.txt&internal=true'),
      201,
    );
    ok(await call('agent', 'POST', `/tickets/${ticket._id}/messages`, { body: 'On it' }), 201);

    const seen = ok(await call('employee', 'GET', `/tickets/${ticket._id}`)).ticket;
    expect(seen.history.map((h: { action: string }) => h.action)).toEqual(['create', 'reply']);
    expect(JSON.stringify(seen.history)).not.toMatch(/quote\.txt|internal/);

    const desk = ok(await call('agent', 'GET', `/tickets/${ticket._id}`)).ticket;
    expect(desk.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'note',
      'attach',
      'reply',
    ]);
    expect(desk.history[2].after).toEqual(
      expect.objectContaining({ fileName: 'quote.txt', internal: true, size: secret.length }),
    );
  });
});

describe('attaching a plain text file', () => {
  it('stores a text/plain file and gives the same bytes back', async () => {
    const ticket = await raise();
    const log = Buffer.from('2026-11-28 07:50 disk error 0x7b\nreboot failed\n');
    const stored = ok(
      await attach('employee', ticket._id, log, 'text/plain; charset=utf-8', 'fileName=boot.log'),
      201,
    ).attachment;
    expect(stored).toEqual(
      expect.objectContaining({
        fileName: 'boot.log',
        contentType: 'text/plain',
        size: log.length,
      }),
    );
    const back = await env.app.inject({ url: stored.url, headers: bearer(tokens.employee!) });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(log)).toBe(true);
    const empty = expectErrorBody(
      await attach('employee', ticket._id, Buffer.alloc(0), 'text/plain', 'fileName=a.txt'),
      400,
    );
    expect(empty.issues?.[0]?.field).toBe('body');
  });

  it('answers a JSON or CSV body by its type (415), not by a parse error', async () => {
    const ticket = await raise();
    for (const type of ['application/json', 'text/csv']) {
      const res = expectErrorBody(
        await attach('employee', ticket._id, Buffer.from('not, json'), type, 'fileName=a.txt'),
        415,
      );
      expect(res.issues?.[0]?.field).toBe('content-type');
    }
  });
});
