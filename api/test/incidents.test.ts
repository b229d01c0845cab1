/**
 * The service desk's API (issue 17): raising tickets on assets, the agents' queue, the
 * lifecycle with its SLA clock, conversation, attachments, assignment, settings, service
 * requests, surveys, reports, an asset's tickets, and who may see what.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestEnv, expectErrorBody, login, type TestEnv } from './helpers';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a small screenshot'),
]);

let env: TestEnv;
let uploadsDir: string;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
function call(who: string, method: Method, url: string, payload?: unknown) {
  return env.app.inject({
    method,
    url: `/api/incidents${url}`,
    headers: bearer(tokens[who]!),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const get = (who: string, url: string) => call(who, 'GET', url);
const post = (who: string, url: string, body: unknown = {}) => call(who, 'POST', url, body);
const put = (who: string, url: string, body: unknown) => call(who, 'PUT', url, body);
const ok = (res: LightMyRequestResponse, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json();
};

let laptopId: string;
let employeeId: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-tickets-'));
  env = await createTestEnv({ uploadsDir });
  for (const email of [
    'admin@demo.test',
    'agent@demo.test',
    'employee@demo.test',
    'viewer@demo.test',
    'incidents@demo.test',
    'admin@other.test',
  ])
    tokens[email.split('@')[0]! + (email.endsWith('other.test') ? '-other' : '')] = await login(
      env.app,
      email,
    );
  const mine = ok(await get('employee', '/assets')).assets as { _id: string; mine: boolean }[];
  laptopId = mine.find((a) => a.mine)!._id;
  employeeId = (
    await env.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@demo.test')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await env.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const raise = async (body: Record<string, unknown> = {}) =>
  ok(
    await post('employee', '/tickets', {
      title: 'Laptop does not boot',
      description: 'Black screen since this morning',
      urgency: 4,
      impact: 3,
      assetId: laptopId,
      ...body,
    }),
    201,
  ).ticket;

describe('raising a ticket', () => {
  it("suggests the requester's own laptop first, and any asset by tag", async () => {
    const mine = ok(await get('employee', '/assets')).assets;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toEqual(expect.objectContaining({ mine: true, state: 'ASSIGNED' }));
    const byTag = ok(await get('employee', '/assets?search=DC-')).assets;
    expect(byTag.length).toBeGreaterThan(1);
    expect(byTag[0].mine).toBe(true);
  });

  it('numbers it per company and kind, takes its priority from the matrix and starts the clock', async () => {
    const ticket = await raise();
    expect(ticket.number).toMatch(/^INC-\d{6}$/);
    expect(ticket).toEqual(
      expect.objectContaining({
        kind: 'incident',
        status: 'new',
        urgency: 4,
        impact: 3,
        priority: 4,
        requester: expect.objectContaining({ name: 'Rohan Gupta' }),
        asset: expect.objectContaining({ _id: laptopId, state: 'ASSIGNED' }),
      }),
    );
    expect(ticket.sla.clock).toBe('running');
    expect(ticket.sla.resolution.targetMinutes).toBe(540);
    expect(ticket.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    const next = await raise({ title: 'Second one' });
    expect(Number(next.number.slice(4))).toBe(Number(ticket.number.slice(4)) + 1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const other = await env.database.db
      .selectFrom('assets as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select('a.id')
      .where('c.name', '=', 'Other Ltd')
      .executeTakeFirstOrThrow();
    const foreign = expectErrorBody(
      await post('employee', '/tickets', { title: 'x', assetId: other.id }),
      400,
    );
    expect(foreign.issues).toEqual([{ field: 'assetId', message: expect.any(String) }]);
    const urgency = expectErrorBody(
      await post('employee', '/tickets', { title: 'x', urgency: 9 }),
      400,
    );
    expect(urgency.issues?.[0]?.field).toBe('urgency');
    const title = expectErrorBody(await post('employee', '/tickets', { title: '' }), 400);
    expect(title.issues?.[0]?.field).toBe('title');
  });
});

describe('who sees what', () => {
  it("shows a requester only their own tickets, and 404 for anyone else's", async () => {
    const list = ok(await get('employee', '/tickets?limit=100'));
    expect(list.tickets.length).toBeGreaterThan(0);
    expect(
      list.tickets.every((t: { requester: { _id: string } }) => t.requester._id === employeeId),
    ).toBe(true);
    const queue = ok(await get('agent', '/tickets?limit=100&scope=all'));
    const someoneElses = queue.tickets.find(
      (t: { requester: { _id: string } | null }) => t.requester && t.requester._id !== employeeId,
    );
    expectErrorBody(await get('employee', `/tickets/${someoneElses._id}`), 404);
    expectErrorBody(
      await post('employee', `/tickets/${someoneElses._id}/messages`, { body: 'hi' }),
      404,
    );
  });

  it("answers 404 for another company's ticket, 403 without the permission or the module", async () => {
    const ticket = await raise();
    expectErrorBody(await get('incidents', `/tickets/${ticket._id}`), 404);
    expectErrorBody(
      await post('incidents', `/tickets/${ticket._id}/transition`, { action: 'start' }),
      404,
    );
    expectErrorBody(await get('viewer', '/tickets'), 403);
    expectErrorBody(
      await post('employee', `/tickets/${ticket._id}/assign`, { assigneeId: null }),
      403,
    );
    expectErrorBody(await get('employee', '/reports/summary'), 403);
    const other = expectErrorBody(await get('admin-other', '/tickets'), 403) as { code?: string };
    expect(other.code).toBe('MODULE_NOT_ENABLED');
  });

  it('keeps internal notes and files from the requester', async () => {
    const ticket = await raise();
    ok(
      await post('agent', `/tickets/${ticket._id}/messages`, {
        body: 'Check the warranty',
        visibility: 'internal',
      }),
      201,
    );
    const seen = ok(await get('employee', `/tickets/${ticket._id}`)).ticket;
    expect(seen.messages).toEqual([]);
    const agentView = ok(await get('agent', `/tickets/${ticket._id}`)).ticket;
    expect(agentView.messages.map((m: { visibility: string }) => m.visibility)).toEqual([
      'internal',
    ]);
    const note = expectErrorBody(
      await post('employee', `/tickets/${ticket._id}/messages`, {
        body: 'x',
        visibility: 'internal',
      }),
      400,
    );
    expect(note.issues?.[0]?.field).toBe('visibility');
  });
});

describe('the lifecycle and its clock', () => {
  it('takes, asks (the clock pauses), hears back (it runs), resolves, and surveys the requester', async () => {
    const ticket = await raise();
    const taken = ok(
      await post('agent', `/tickets/${ticket._id}/transition`, { action: 'start' }),
    ).ticket;
    expect(taken.status).toBe('in_progress');
    expect(taken.assignee.name).toBe('Anita Desai');

    const asked = ok(
      await post('agent', `/tickets/${ticket._id}/transition`, {
        action: 'wait',
        comment: 'When did it start?',
      }),
    ).ticket;
    expect(asked.status).toBe('waiting_on_requester');
    expect(asked.sla.clock).toBe('paused');
    expect(asked.sla.paused).toBe(true);
    expect(asked.sla.resolution.dueAt).toBeNull();
    expect(asked.sla.firstResponseAt).not.toBeNull();

    const answered = ok(
      await post('employee', `/tickets/${ticket._id}/messages`, { body: 'This morning' }),
      201,
    ).ticket;
    expect(answered.status).toBe('in_progress');
    expect(answered.sla.clock).toBe('running');

    const invalid = expectErrorBody(
      await post('agent', `/tickets/${ticket._id}/transition`, { action: 'close' }),
      409,
    ) as { code?: string };
    expect(invalid.code).toBe('INVALID_TRANSITION');
    expectErrorBody(
      await post('employee', `/tickets/${ticket._id}/transition`, { action: 'resolve' }),
      403,
    );

    const resolved = ok(
      await post('agent', `/tickets/${ticket._id}/transition`, {
        action: 'resolve',
        comment: 'Replaced the RAM',
      }),
    ).ticket;
    expect(resolved.status).toBe('resolved');
    expect(resolved.sla.clock).toBe('stopped');
    // The survey shows to its requester only.
    expect(resolved.survey).toBeNull();
    expect(ok(await get('employee', `/tickets/${ticket._id}`)).ticket.survey).toEqual(
      expect.objectContaining({ status: 'pending' }),
    );
    expect(resolved.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'start',
      'wait',
      'reply',
      'resolve',
    ]);
    const periods = await env.database.db
      .selectFrom('ticket_clock_periods')
      .select(['state', 'ended_at'])
      .where('ticket_id', '=', ticket._id)
      .orderBy('started_at')
      .execute();
    expect(periods.map((p) => [p.state, p.ended_at !== null])).toEqual([
      ['running', true],
      ['paused', true],
      ['running', true],
    ]);

    // Only the requester gets the survey.
    expectErrorBody(await get('agent', `/tickets/${ticket._id}/survey`), 404);
    const survey = ok(await get('employee', `/tickets/${ticket._id}/survey`)).survey;
    expect(survey.questions.length).toBe(2);
    const rating = survey.questions.find((q: { kind: string }) => q.kind === 'rating');
    const missing = expectErrorBody(
      await post('employee', `/tickets/${ticket._id}/survey`, { rating: 5 }),
      400,
    );
    expect(missing.issues?.[0]?.field).toBe('answers');
    ok(
      await post('employee', `/tickets/${ticket._id}/survey`, {
        rating: 5,
        comment: 'Quick fix',
        answers: [{ questionId: rating._id, rating: 4 }],
      }),
    );
    expectErrorBody(
      await post('employee', `/tickets/${ticket._id}/survey`, {
        rating: 5,
        answers: [{ questionId: rating._id, rating: 4 }],
      }),
      409,
    );

    // The requester accepts: closed for good.
    const closed = ok(
      await post('employee', `/tickets/${ticket._id}/transition`, { action: 'close' }),
    ).ticket;
    expect(closed.status).toBe('closed');
    expect(closed.actions).toEqual([]);
    expectErrorBody(
      await post('employee', `/tickets/${ticket._id}/transition`, { action: 'reopen' }),
      409,
    );
  });

  it('expires the survey after 14 days (410)', async () => {
    const ticket = await raise();
    ok(await post('agent', `/tickets/${ticket._id}/transition`, { action: 'resolve' }));
    await env.database.db
      .updateTable('ticket_surveys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ticket_id', '=', ticket._id)
      .execute();
    const res = expectErrorBody(await get('employee', `/tickets/${ticket._id}/survey`), 410) as {
      code?: string;
    };
    expect(res.code).toBe('SURVEY_EXPIRED');
  });

  it('reopens a resolved ticket with its clock where it was', async () => {
    const ticket = await raise();
    ok(await post('agent', `/tickets/${ticket._id}/transition`, { action: 'resolve' }));
    const reopened = ok(
      await post('employee', `/tickets/${ticket._id}/transition`, { action: 'reopen' }),
    ).ticket;
    expect(reopened.status).toBe('new');
    expect(reopened.sla.clock).toBe('running');
    expect(reopened.survey).toBeNull();
  });

  it('recomputes the priority from the matrix when urgency or impact change', async () => {
    const ticket = await raise({ urgency: 1, impact: 1 });
    expect(ticket.priority).toBe(1);
    const changed = ok(
      await call('agent', 'PATCH', `/tickets/${ticket._id}`, { urgency: 5, impact: 5 }),
    ).ticket;
    expect(changed.priority).toBe(5);
    expect(changed.sla.resolution.targetMinutes).toBe(240);
    expect(changed.history.at(-1)).toEqual(
      expect.objectContaining({
        action: 'update',
        after: expect.objectContaining({ priority: 5 }),
      }),
    );
    expectErrorBody(await call('employee', 'PATCH', `/tickets/${ticket._id}`, { urgency: 2 }), 403);
    expectErrorBody(await call('agent', 'PATCH', `/tickets/${ticket._id}`, {}), 400);
  });
});

describe('assigning', () => {
  it('assigns one ticket to an agent only, and many at once', async () => {
    const agentId = (
      await env.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'agent@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    const a = await raise();
    const b = await raise();
    const assigned = ok(
      await post('admin', `/tickets/${a._id}/assign`, { assigneeId: agentId }),
    ).ticket;
    expect(assigned).toEqual(
      expect.objectContaining({
        status: 'assigned',
        assignee: expect.objectContaining({ _id: agentId }),
      }),
    );
    const notAgent = expectErrorBody(
      await post('admin', `/tickets/${a._id}/assign`, { assigneeId: employeeId }),
      400,
    );
    expect(notAgent.issues?.[0]?.field).toBe('assigneeId');
    const missing = '00000000-0000-4000-8000-000000000000';
    const bulk = ok(
      await post('agent', '/tickets/assign', { ids: [a._id, b._id, missing], assigneeId: agentId }),
    );
    expect(bulk.updated.sort()).toEqual([a._id, b._id].sort());
    expect(bulk.notFound).toEqual([missing]);
    const mine = ok(
      await get('agent', `/tickets?assigneeId=me&status=assigned&limit=100`),
    ).tickets.map((t: { _id: string }) => t._id);
    expect(mine).toEqual(expect.arrayContaining([a._id, b._id]));
    expectErrorBody(await post('agent', '/tickets/assign', { ids: [], assigneeId: null }), 400);
  });
});

describe('the agents list', () => {
  type Agent = { _id: string; name: string; email: string };
  it("lists the company's active agents only, by name; 403 without the queue or assign permission", async () => {
    const agents = ok(await get('agent', '/agents')).agents as Agent[];
    const emails = agents.map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining(['agent@demo.test', 'admin@demo.test']));
    expect(emails).not.toContain('employee@demo.test');
    expect(emails).not.toContain('viewer@demo.test');
    expect(emails.some((e) => e.endsWith('@other.test') || e === 'incidents@demo.test')).toBe(
      false,
    );
    expect(agents.map((a) => a.name)).toEqual([...agents.map((a) => a.name)].sort());
    expect(agents.find((a) => a.email === 'agent@demo.test')!.name).toBe('Anita Desai');
    // Another company's desk sees its own people only.
    const theirs = ok(await get('incidents', '/agents')).agents as Agent[];
    expect(theirs.map((a) => a.email)).toContain('incidents@demo.test');
    expect(
      theirs.some((a) => a.email.endsWith('@demo.test') && a.email !== 'incidents@demo.test'),
    ).toBe(false);
    // Every agent listed can be assigned a ticket.
    const ticket = await raise();
    for (const a of agents)
      ok(await post('admin', `/tickets/${ticket._id}/assign`, { assigneeId: a._id }));
    expectErrorBody(await get('employee', '/agents'), 403);
    expectErrorBody(await get('viewer', '/agents'), 403);
    const other = expectErrorBody(await get('admin-other', '/agents'), 403) as { code?: string };
    expect(other.code).toBe('MODULE_NOT_ENABLED');
  });
});

describe('a ticket by its number', () => {
  it('opens INC-000123 or SR-000045 as typed; 404 naming an unknown number, 400 for no number', async () => {
    const ticket = await raise();
    const n = Number(ticket.number.slice(4));
    const found = ok(await get('agent', `/tickets/by-number/${ticket.number}`)).ticket;
    expect(found).toEqual(expect.objectContaining({ _id: ticket._id, number: ticket.number }));
    expect(ok(await get('agent', `/tickets/by-number/inc-${n}`)).ticket._id).toBe(ticket._id);
    // The requester opens their own; the queue's search finds it by number, of that kind only.
    expect(ok(await get('employee', `/tickets/by-number/${ticket.number}`)).ticket._id).toBe(
      ticket._id,
    );
    const searched = ok(await get('agent', `/tickets?search=${ticket.number}&limit=100`)).tickets;
    expect(searched.map((t: { number: string }) => t.number)).toContain(ticket.number);
    expect(searched.every((t: { kind: string }) => t.kind === 'incident')).toBe(true);

    const unknown = expectErrorBody(await get('agent', '/tickets/by-number/INC-999999'), 404);
    expect(unknown.error).toMatch(/INC-999999/);
    const bad = expectErrorBody(await get('agent', '/tickets/by-number/laptop'), 400);
    expect(bad.issues?.[0]?.field).toBe('number');
    // Someone else's ticket to a requester, an incident under the requests mount, another
    // company's number: not found.
    const queue = ok(await get('agent', '/tickets?limit=100')).tickets as {
      number: string;
      kind: string;
      requester: { _id: string } | null;
    }[];
    const someoneElses = queue.find((t) => t.requester && t.requester._id !== employeeId)!;
    expectErrorBody(await get('employee', `/tickets/by-number/${someoneElses.number}`), 404);
    expectErrorBody(await get('agent', `/requests/by-number/${ticket.number}`), 404);
    const requests = ok(await get('agent', '/requests?limit=100&sort=newest')).tickets as {
      _id: string;
      number: string;
    }[];
    const request = requests.find((t) => Number(t.number.slice(3)) > 20)!;
    expect(ok(await get('agent', `/requests/by-number/${request.number}`)).ticket._id).toBe(
      request._id,
    );
    // Other Ltd (it-services only) numbers its own requests: Demo Corp's is not found there.
    expectErrorBody(await get('admin-other', `/requests/by-number/${request.number}`), 404);
  });
});

describe('the agents queue', () => {
  it('filters by status and priority and pages by keyset without overlap', async () => {
    const first = ok(
      await get('agent', '/tickets?status=new,assigned,in_progress&priority=3,4&limit=10'),
    );
    expect(first.tickets).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    for (const t of first.tickets) {
      expect(['new', 'assigned', 'in_progress']).toContain(t.status);
      expect([3, 4]).toContain(t.priority);
    }
    const second = ok(
      await get(
        'agent',
        `/tickets?status=new,assigned,in_progress&priority=3,4&limit=10&cursor=${first.nextCursor}`,
      ),
    );
    const twenty = ok(
      await get('agent', '/tickets?status=new,assigned,in_progress&priority=3,4&limit=20'),
    ).tickets.map((t: { _id: string }) => t._id);
    expect([...first.tickets, ...second.tickets].map((t: { _id: string }) => t._id)).toEqual(
      twenty,
    );
    const secondByPage = ok(
      await get(
        'agent',
        '/tickets?status=new,assigned,in_progress&priority=3,4&limit=10&pageNumber=1',
      ),
    ).tickets.map((t: { _id: string }) => t._id);
    expect(secondByPage).toEqual(twenty.slice(10));
    const ids = new Set(first.tickets.map((t: { _id: string }) => t._id));
    expect(second.tickets.some((t: { _id: string }) => ids.has(t._id))).toBe(false);
    expect(Date.parse(second.tickets[0].createdAt)).toBeLessThanOrEqual(
      Date.parse(first.tickets[9].createdAt),
    );
    const bad = expectErrorBody(await get('agent', '/tickets?cursor=nonsense'), 400);
    expect(bad.issues?.[0]?.field).toBe('cursor');
    expect(
      expectErrorBody(await get('agent', '/tickets?status=open'), 400).issues?.[0]?.field,
    ).toMatch(/^status/);
  });

  it('lists breaches, an asset tickets, and sorts by priority', async () => {
    const breached = ok(await get('agent', '/tickets?breached=true&limit=100'));
    expect(breached.total).toBeGreaterThan(0);
    expect(breached.tickets.every((t: { sla: { breached: boolean } }) => t.sla.breached)).toBe(
      true,
    );
    const byPriority = ok(await get('agent', '/tickets?sort=priority&limit=50')).tickets.map(
      (t: { priority: number }) => t.priority,
    );
    expect(byPriority).toEqual([...byPriority].sort((x, y) => y - x));
    const onLaptop = ok(await get('agent', `/tickets?assetId=${laptopId}&limit=100`)).tickets;
    expect(onLaptop.length).toBeGreaterThan(0);
    const tab = ok(await get('agent', `/assets/${laptopId}/tickets`));
    expect(tab.asset).toEqual(expect.objectContaining({ _id: laptopId, state: 'ASSIGNED' }));
    expect(tab.tickets.length).toBe(onLaptop.length);
    expect(tab.openTickets).toBeGreaterThan(0);
    expectErrorBody(await get('incidents', `/assets/${laptopId}/tickets`), 404);
  });
});

describe('attachments', () => {
  it('stores a screenshot and gives it back; refuses other types, sizes and fake bytes', async () => {
    const ticket = await raise();
    const upload = (bytes: Buffer, type: string, name = 'screen.png') =>
      env.app.inject({
        method: 'POST',
        url: `/api/incidents/tickets/${ticket._id}/attachments?fileName=${encodeURIComponent(name)}`,
        headers: { ...bearer(tokens.employee!), 'content-type': type },
        payload: bytes,
      });
    const stored = ok(await upload(PNG, 'image/png'), 201).attachment;
    expect(stored).toEqual(expect.objectContaining({ fileName: 'screen.png', size: PNG.length }));
    const back = await env.app.inject({ url: stored.url, headers: bearer(tokens.employee!) });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
    expectErrorBody(
      await env.app.inject({ url: stored.url, headers: bearer(tokens.incidents!) }),
      404,
    );

    const zip = expectErrorBody(
      await upload(Buffer.from('PK\u0003\u0004'), 'application/zip', 'a.zip'),
      415,
    );
    expect(zip.error).toMatch(/image\/png/);
    const fake = expectErrorBody(await upload(Buffer.from('not a png'), 'image/png'), 400);
    expect(fake.issues?.[0]?.field).toBe('body');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = expectErrorBody(await upload(big, 'image/png'), 413);
    expect(tooBig.error).toMatch(/10 MB/);
    const name = expectErrorBody(await upload(PNG, 'image/png', '../x.png'), 400);
    expect(name.issues?.[0]?.field).toBe('fileName');
    const detail = ok(await get('employee', `/tickets/${ticket._id}`)).ticket;
    expect(detail.attachments).toHaveLength(1);
  });
});

describe('the desk settings', () => {
  it('reads and edits the priority matrix (5x5, each 1-5)', async () => {
    const { matrix } = ok(await get('agent', '/settings/matrix'));
    expect(matrix).toHaveLength(5);
    const bad = matrix.map((row: number[]) => [...row]);
    bad[2][1] = 7;
    expect(
      expectErrorBody(await put('admin', '/settings/matrix', { matrix: bad }), 400).issues?.[0]
        ?.field,
    ).toBe('matrix.2.1');
    expectErrorBody(await put('agent', '/settings/matrix', { matrix }), 403);
    const edited = matrix.map((row: number[]) => [...row]);
    edited[0][0] = 2;
    expect(ok(await put('admin', '/settings/matrix', { matrix: edited })).matrix[0][0]).toBe(2);
    const ticket = await raise({ urgency: 1, impact: 1 });
    expect(ticket.priority).toBe(2);
    ok(await put('admin', '/settings/matrix', { matrix }));
  });

  it('edits the service levels and the calendar, keeping open tickets clocks', async () => {
    const { targets } = ok(await get('admin', '/settings/sla'));
    expect(targets).toHaveLength(5);
    const faster = targets.map(
      (t: { priority: number; firstResponseMinutes: number; resolutionMinutes: number }) =>
        t.priority === 4 ? { ...t, resolutionMinutes: 120 } : t,
    );
    const ticket = await raise();
    expect(
      ok(await put('admin', '/settings/sla', { targets: faster })).targets[3].resolutionMinutes,
    ).toBe(120);
    const after = ok(await get('agent', `/tickets/${ticket._id}`)).ticket;
    expect(after.sla.resolution.targetMinutes).toBe(120);
    const dup = expectErrorBody(
      await put('admin', '/settings/sla', { targets: [...targets.slice(0, 4), targets[0]] }),
      400,
    );
    expect(dup.issues?.[0]?.field).toBe('targets');
    ok(await put('admin', '/settings/sla', { targets }));

    const { calendar } = ok(await get('admin', '/settings/calendar'));
    expect(calendar).toEqual(
      expect.objectContaining({
        timeZone: 'Asia/Kolkata',
        workDays: [1, 2, 3, 4, 5],
        workStart: '09:00',
        workEnd: '18:00',
      }),
    );
    const next = new Date().getUTCFullYear() + 1;
    const republicDay = { date: `${next}-01-26`, name: 'Republic Day' };
    const saved = ok(
      await put('admin', '/settings/calendar', {
        workDays: [1, 2, 3, 4, 5, 6],
        workStart: '08:30',
        workEnd: '17:30',
        holidays: [republicDay],
      }),
    ).calendar;
    expect(saved.holidays).toEqual([republicDay]);
    const late = expectErrorBody(
      await put('admin', '/settings/calendar', {
        workDays: [1],
        workStart: '18:00',
        workEnd: '09:00',
        holidays: [],
      }),
      400,
    );
    expect(late.issues?.[0]?.field).toBe('workEnd');

    // A new holiday in the past, or a day given twice, is refused naming the entry.
    const calendarWith = (holidays: { date: string; name: string }[]) =>
      put('admin', '/settings/calendar', {
        workDays: [1, 2, 3, 4, 5],
        workStart: '09:00',
        workEnd: '18:00',
        holidays,
      });
    const past = expectErrorBody(
      await calendarWith([republicDay, { date: '2020-08-15', name: 'Independence Day' }]),
      400,
    );
    expect(past.issues).toEqual([
      { field: 'holidays.1.date', message: expect.stringMatching(/2020-08-15 is in the past/) },
    ]);
    const twice = expectErrorBody(
      await calendarWith([republicDay, { date: republicDay.date, name: 'Again' }]),
      400,
    );
    expect(twice.issues).toEqual([
      {
        field: 'holidays.1.date',
        code: 'invalid',
        message: `Date: ${republicDay.date} is already a holiday (Republic Day)`,
      },
    ]);
    // A holiday kept from before may be in the past by now: saving the calendar keeps it.
    const company = (
      await env.database.db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', 'admin@demo.test')
        .executeTakeFirstOrThrow()
    ).company_id;
    await env.database.db
      .insertInto('incident_holidays')
      .values({ company_id: company, day: '2021-10-02', name: 'Gandhi Jayanti' })
      .execute();
    const kept = ok(
      await calendarWith([{ date: '2021-10-02', name: 'Gandhi Jayanti' }, republicDay]),
    ).calendar;
    expect(kept.holidays.map((h: { date: string }) => h.date)).toEqual([
      '2021-10-02',
      republicDay.date,
    ]);
    ok(await calendarWith([]));
    const survey = ok(
      await put('admin', '/settings/survey-questions', {
        questions: [{ text: 'Was it fixed for good?', kind: 'rating' }],
      }),
    );
    expect(survey.questions).toHaveLength(1);
  });
});

describe('service requests (it-services)', () => {
  it('offers the catalogue, checks each type fields and shows the requester their requests', async () => {
    const { types } = ok(await call('employee', 'GET', '/request-types'));
    const access = types.find((t: { key: string }) => t.key === 'new-access');
    expect(access.fields.map((f: { key: string }) => f.key)).toEqual([
      'system',
      'access_level',
      'reason',
    ]);
    const missing = expectErrorBody(
      await post('employee', '/requests', {
        requestTypeId: access._id,
        fields: { access_level: 'Read' },
      }),
      400,
    );
    expect(missing.issues?.[0]?.field).toBe('fields.system');
    const option = expectErrorBody(
      await post('employee', '/requests', {
        requestTypeId: access._id,
        fields: { system: 'SAP', access_level: 'Root' },
      }),
      400,
    );
    expect(option.issues?.[0]?.field).toBe('fields.access_level');
    const made = ok(
      await post('employee', '/requests', {
        requestTypeId: access._id,
        fields: { system: 'SAP', access_level: 'Read' },
      }),
      201,
    ).ticket;
    expect(made.number).toMatch(/^SR-\d{6}$/);
    expect(made.requestFields).toEqual({ system: 'SAP', access_level: 'Read' });
    const mine = ok(await get('employee', '/requests?limit=100')).tickets;
    expect(mine.every((t: { kind: string }) => t.kind === 'service_request')).toBe(true);
    expect(mine.map((t: { _id: string }) => t._id)).toContain(made._id);
    expectErrorBody(await put('employee', '/request-types', { types: [] }), 403);
    const badType = expectErrorBody(
      await put('admin', '/request-types', {
        types: [{ key: 'x', name: 'X', fields: [{ key: 'k', label: 'K', type: 'select' }] }],
      }),
      400,
    );
    expect(badType.issues?.[0]?.field).toBe('types.0.fields.0.options');
    // A company with it-services but not incident-management picks assets and raises requests.
    const picked = ok(await get('admin-other', '/requests/assets?search=OL-')).assets;
    expect(picked.length).toBeGreaterThan(0);
    expectErrorBody(await get('admin-other', '/assets?search=OL-'), 403);
    const other = ok(
      await put('admin-other', '/request-types', {
        types: [
          {
            key: 'laptop',
            name: 'New laptop',
            fields: [{ key: 'model', label: 'Model', type: 'text', required: true }],
          },
        ],
      }),
    ).types;
    const sr = ok(
      await post('admin-other', '/requests', {
        requestTypeId: other[0]._id,
        fields: { model: 'T14' },
      }),
      201,
    ).ticket;
    expect(sr.number).toBe('SR-000001');
    expectErrorBody(await get('employee', `/requests/${sr._id}`), 404);
  });
});

describe('reports', () => {
  it('rolls up open tickets by priority, breaches, ageing, agent load and satisfaction', async () => {
    const summary = ok(await get('admin', '/reports/summary'));
    expect(summary.openByPriority.map((p: { priority: number }) => p.priority)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(summary.ageing.map((a: { bucket: string }) => a.bucket)).toEqual([
      'lt1d',
      '1to3d',
      '3to7d',
      '7to30d',
      'gt30d',
    ]);
    expect(summary.agentLoad.map((a: { agent: { name: string } }) => a.agent.name)).toContain(
      'Anita Desai',
    );
    expect(summary.breaches.open).toBeGreaterThan(0);
    const satisfaction = ok(await get('agent', '/reports/satisfaction'));
    expect(satisfaction.overall.answered).toBeGreaterThan(0);
    expect(satisfaction.perAgent.length).toBeGreaterThan(0);
    expect(satisfaction.perAssetModel.length).toBeGreaterThan(0);
  });
});

describe('the kept counts', () => {
  it('match the rows after creates, transitions, assignments and deletes, and give the queue total', async () => {
    const db = env.database.db;
    const doomed = await raise();
    await db.deleteFrom('tickets').where('id', '=', doomed._id).execute();
    const kept = await db
      .selectFrom('ticket_counts')
      .select(['company_id', 'kind', 'status', 'priority', 'n'])
      .where('n', '>', 0)
      .orderBy('company_id')
      .orderBy('kind')
      .orderBy('status')
      .orderBy('priority')
      .execute();
    const rows = await db
      .selectFrom('tickets')
      .select([
        'company_id',
        'kind',
        'status',
        'priority',
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['company_id', 'kind', 'status', 'priority'])
      .orderBy('company_id')
      .orderBy('kind')
      .orderBy('status')
      .orderBy('priority')
      .execute();
    expect(kept.map((r) => ({ ...r, n: Number(r.n) }))).toEqual(
      rows.map((r) => ({ ...r, n: Number(r.n) })),
    );
    const page = ok(await get('agent', '/tickets?status=new,in_progress&priority=3,4&limit=5'));
    const { n } = await db
      .selectFrom('tickets as t')
      .innerJoin('users as u', 'u.company_id', 't.company_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.email', '=', 'agent@demo.test')
      .where('t.status', 'in', ['new', 'in_progress'])
      .where('t.priority', 'in', [3, 4])
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(n));
  });
});

describe('bad input', () => {
  it('never answers 500: every desk route, empty or wrong bodies, unknown or malformed ids', async () => {
    const routes = env.app.declaredRoutes.filter(
      (r) => r.url.startsWith('/api/incidents') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const statuses = new Set<number>();
    for (const route of routes)
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
        for (const payload of [{}, { title: 5, ids: 'x', matrix: [[]], types: [{}], body: '' }]) {
          const hasBody = route.method !== 'GET';
          const res = await env.app.inject({
            method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH',
            url: route.url.replace(/:[A-Za-z]+/g, id),
            headers: bearer(tokens.admin!),
            ...(hasBody ? { payload } : {}),
          });
          statuses.add(res.statusCode);
          expect(`${route.method} ${route.url} ${id} ${res.statusCode}`).not.toMatch(/ 5\d\d$/);
        }
    expect([...statuses].every((s) => s < 500)).toBe(true);
  });
});
