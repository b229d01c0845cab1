/**
 * The scanner's audit sessions (issue 21): a scanned code (a bare tag or a tag link)
 * resolves in the caller's company only (another company's tag is 404 like a tag nobody
 * has, and counts as unknown in a session); a session's expected list is the branch's
 * register at the start; scans go in batches with the device's ids (a scan sent twice is
 * counted once, the answer says which were duplicates), an expected asset moved since is a
 * conflict, several auditors scan at once, undo takes a scan back; closing moves the
 * unexpected assets here on confirmation (with activity), records follow-ups for the
 * missing ones and an audit on each scanned asset, and answers 409 the second time; the
 * report as CSV and PDF; bad bodies are 400 naming the field.
 */
import crypto from 'node:crypto';
import { assetWorld, createAsset, type AssetWorld, type Client } from './asset-fixtures';
import { formatMoment } from '@itam/shared/contracts';
import { expectErrorBody } from './helpers';
import { pdfTextRuns } from './pdf-text';
import { userWith } from './org-fixtures';

let world: AssetWorld;
let auditor2: Client;
const db = () => world.env.database.db;
const run = crypto.randomBytes(3).toString('hex').toUpperCase();
const tag = (n: string) => `AUD-${run}-${n}`;

let hall: string; // the audited branch
let store: string; // another branch of Demo Corp
const ids = {} as Record<'A1' | 'A2' | 'A3' | 'B1', string>;
let foreignTag: string;

async function branch(name: string): Promise<string> {
  const row = await db()
    .insertInto('branches')
    .values({ company_id: world.demo.companyId, branch_id: `B-${run}-${name}`, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  world = await assetWorld();
  hall = await branch('Hall');
  store = await branch('Store');
  for (const n of ['A1', 'A2', 'A3'] as const)
    ids[n] = (await createAsset(world, { officeId: hall, tag: tag(n), name: `Laptop ${n}` }))._id;
  ids.B1 = (await createAsset(world, { officeId: store, tag: tag('B1'), name: 'Monitor B1' }))._id;
  auditor2 = (await userWith(world, { on_asset: { audit: ['view', 'create'] } })).client;
  const foreign = await db()
    .updateTable('assets')
    .set({ tag: `OTHER-${run}` })
    .where('id', '=', world.foreign.assetId)
    .returning('tag')
    .executeTakeFirstOrThrow();
  foreignTag = foreign.tag!;
});
afterAll(() => world.env.close());

const now = () => new Date().toISOString();
const link = (t: string) => `https://assets.example.com/url_redirect?tag=${encodeURIComponent(t)}`;

async function startSession(body: object = { branchId: hall }) {
  const res = await world.admin.post('/audit-sessions', body);
  expect(res.statusCode).toBe(201);
  return res.json().session as {
    _id: string;
    status: string;
    expected: { asset: { _id: string }; found: unknown }[];
    counts: Record<string, number>;
  };
}

describe('resolving a scanned code', () => {
  it('finds a bare tag and a tag link in the caller company', async () => {
    for (const code of [tag('A1'), link(tag('A1')), `  ${tag('A1')}\n`]) {
      const res = await world.admin.get(`/scanner/resolve?code=${encodeURIComponent(code)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().asset).toMatchObject({ _id: ids.A1, tag: tag('A1'), name: 'Laptop A1' });
      expect(res.json().asset.office._id).toBe(hall);
    }
  });

  it("answers another company's tag exactly like a tag nobody has", async () => {
    const theirs = await world.admin.get(`/scanner/resolve?code=${encodeURIComponent(foreignTag)}`);
    const nobody = await world.admin.get(`/scanner/resolve?code=NOBODY-${run}`);
    const a = expectErrorBody(theirs, 404);
    const b = expectErrorBody(nobody, 404);
    expect(a).toEqual(b);
    expect(theirs.body).not.toContain(world.foreign.assetId);
    // Other Ltd finds its own.
    const own = await world.other.get(`/scanner/resolve?code=${encodeURIComponent(foreignTag)}`);
    expect(own.statusCode).toBe(200);
  });

  it('400 naming code when there is none', async () => {
    const res = await world.admin.get('/scanner/resolve?code=%20');
    expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe('code');
  });
});

describe('an audit session', () => {
  let session: Awaited<ReturnType<typeof startSession>>;

  it('starts with the branch register as its expected list', async () => {
    session = await startSession({ branchId: hall, area: 'Floor 2' });
    expect(session.status).toBe('open');
    expect(session.expected.map((e) => e.asset._id).sort()).toEqual(
      [ids.A1, ids.A2, ids.A3].sort(),
    );
    expect(session.counts).toEqual({
      expected: 3,
      found: 0,
      missing: 3,
      unexpected: 0,
      unknown: 0,
    });
  });

  it('refuses bad start bodies naming the field, and a viewer', async () => {
    const cases: [unknown, string][] = [
      [{}, 'branchId'],
      [{ branchId: 'nope' }, 'branchId'],
      [{ branchId: world.foreign.branchId }, 'branchId'],
      [{ branchId: hall, filter: { states: ['FLYING'] } }, 'filter.states.0'],
      [
        { branchId: hall, filter: { assetTypeIds: [world.foreign.typeId] } },
        'filter.assetTypeIds.0',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await world.admin.post('/audit-sessions', body);
      expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe(field);
    }
    expectErrorBody(await world.viewer.post('/audit-sessions', { branchId: hall }), 403);
  });

  it('records a batch: found, unexpected, unknown, and another company tag as unknown', async () => {
    const res = await world.admin.post(`/audit-sessions/${session._id}/scans`, {
      scans: [
        { clientScanId: 'dev1-1', code: link(tag('A1')), scannedAt: now(), condition: 'fair' },
        { clientScanId: 'dev1-2', code: tag('B1'), scannedAt: now() },
        { clientScanId: 'dev1-3', code: `NOBODY-${run}`, scannedAt: now() },
        { clientScanId: 'dev1-4', code: foreignTag, scannedAt: now() },
        { clientScanId: 'dev1-1', code: link(tag('A1')), scannedAt: now() },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.results.map((r: { status: string; result: string }) => [r.status, r.result]),
    ).toEqual([
      ['recorded', 'found'],
      ['recorded', 'unexpected'],
      ['recorded', 'unknown'],
      ['recorded', 'unknown'],
      ['duplicate', 'found'],
    ]);
    expect(body.results[3].asset).toBeNull();
    expect(res.body).not.toContain(world.foreign.assetId);
    expect(body.counts).toEqual({ expected: 3, found: 1, missing: 2, unexpected: 1, unknown: 2 });
  });

  it('counts a batch sent again once, answering each scan as a duplicate', async () => {
    const res = await world.admin.post(`/audit-sessions/${session._id}/scans`, {
      scans: [
        { clientScanId: 'dev1-1', code: link(tag('A1')), scannedAt: now() },
        { clientScanId: 'dev1-2', code: tag('B1'), scannedAt: now() },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual([
      'duplicate',
      'duplicate',
    ]);
    expect(res.json().counts.found).toBe(1);
    const rows = await db()
      .selectFrom('audit_scans')
      .select('id')
      .where('session_id', '=', session._id)
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('reports an expected asset moved since the start as a conflict', async () => {
    await db().updateTable('assets').set({ office_id: store }).where('id', '=', ids.A2).execute();
    const res = await world.admin.post(`/audit-sessions/${session._id}/scans`, {
      scans: [{ clientScanId: 'dev1-5', code: tag('A2'), scannedAt: now() }],
    });
    expect(res.json().results[0]).toMatchObject({
      result: 'found',
      conflict: { reason: 'moved', office: { _id: store } },
    });
  });

  it('takes scans from several auditors at once', async () => {
    const [a, b] = await Promise.all([
      auditor2.post(`/audit-sessions/${session._id}/scans`, {
        scans: [{ clientScanId: 'dev2-1', code: tag('A3'), scannedAt: now() }],
      }),
      world.admin.post(`/audit-sessions/${session._id}/scans`, {
        scans: [{ clientScanId: 'dev1-6', code: tag('A3'), scannedAt: now() }],
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const detail = (await world.admin.get(`/audit-sessions/${session._id}`)).json().session;
    expect(detail.counts).toMatchObject({ found: 3, missing: 0 });
    const names = new Set(
      detail.scans.map((s: { scannedBy: { name: string } }) => s.scannedBy.name),
    );
    expect(names.size).toBe(2);
  });

  it('undoes a scan (twice is the same), 404 for a scan it does not have', async () => {
    for (const id of ['dev2-1', 'dev1-6', 'dev1-6']) {
      const res = await world.admin.post(`/audit-sessions/${session._id}/scans/${id}/undo`);
      expect(res.statusCode).toBe(200);
    }
    const detail = (await world.admin.get(`/audit-sessions/${session._id}`)).json().session;
    expect(detail.counts).toMatchObject({ found: 2, missing: 1 });
    expectErrorBody(await world.admin.post(`/audit-sessions/${session._id}/scans/nope/undo`), 404);
  });

  it('refuses bad scan bodies naming the field', async () => {
    const good = { clientScanId: 'x-1', code: tag('A1'), scannedAt: now() };
    const cases: [unknown, string][] = [
      [{}, 'scans'],
      [{ scans: [] }, 'scans'],
      [{ scans: [{ ...good, clientScanId: 'has space' }] }, 'scans.0.clientScanId'],
      [{ scans: [{ ...good, scannedAt: 'yesterday' }] }, 'scans.0.scannedAt'],
      [{ scans: [{ ...good, code: '' }] }, 'scans.0.code'],
      [{ scans: [{ ...good, condition: 'shiny' }] }, 'scans.0.condition'],
      [{ scans: [good, { ...good, code: 'https://x/url_redirect?tag=' }] }, 'scans.1.code'],
    ];
    for (const [body, field] of cases) {
      const res = await world.admin.post(`/audit-sessions/${session._id}/scans`, body);
      expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe(field);
    }
    const res = await world.admin.post(`/audit-sessions/not-a-uuid/scans`, { scans: [good] });
    expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe('id');
  });

  it("is another company's 404 and not in its list", async () => {
    expectErrorBody(await world.other.get(`/audit-sessions/${session._id}`), 404);
    expectErrorBody(
      await world.other.post(`/audit-sessions/${session._id}/scans`, {
        scans: [{ clientScanId: 'o-1', code: foreignTag, scannedAt: now() }],
      }),
      404,
    );
    const list = (await world.admin.get('/audit-sessions?status=open')).json();
    expect(list.sessions.map((s: { _id: string }) => s._id)).toContain(session._id);
    expect((await world.other.get('/audit-sessions')).json().total).toBe(0);
  });

  it('refuses moving assets on close without asset edit', async () => {
    const res = await auditor2.post(`/audit-sessions/${session._id}/close`, { confirmMoves: true });
    expect(expectErrorBody(res, 403).issues?.[0]?.field).toBe('confirmMoves');
  });

  it('closes: moves the unexpected here, follows up the missing, audits the scanned', async () => {
    const res = await world.admin.post(`/audit-sessions/${session._id}/close`, {
      confirmMoves: true,
    });
    expect(res.statusCode).toBe(200);
    const closed = res.json().session;
    expect(closed).toMatchObject({ status: 'closed', movesConfirmed: true });
    expect(closed.counts).toEqual({ expected: 3, found: 2, missing: 1, unexpected: 1, unknown: 2 });
    expect(closed.followUps).toEqual([
      expect.objectContaining({ asset: expect.objectContaining({ _id: ids.A3 }), kind: 'missing' }),
    ]);
    const b1 = await db()
      .selectFrom('assets')
      .select('office_id')
      .where('id', '=', ids.B1)
      .executeTakeFirstOrThrow();
    expect(b1.office_id).toBe(hall);
    const moves = await db()
      .selectFrom('activity_log')
      .select(['before', 'after'])
      .where('entity_id', '=', ids.B1)
      .where('action', '=', 'update')
      .execute();
    expect(moves.at(-1)).toMatchObject({
      before: { officeId: { _id: store } },
      after: { officeId: { _id: hall } },
    });
    // The last audit of each scanned asset is this one (A1 with the condition scanned).
    const audits = (await world.admin.get(`/assets/${ids.A1}/audits`)).json().audits;
    expect(audits[0]).toMatchObject({ condition: 'fair', office: { _id: hall } });
    const a3 = (await world.admin.get(`/assets/${ids.A3}/audits`)).json().audits;
    expect(a3).toHaveLength(0);
  });

  it('answers 409 to a second close, to scans and to undo after it', async () => {
    expectErrorBody(await world.admin.post(`/audit-sessions/${session._id}/close`, {}), 409);
    expectErrorBody(
      await world.admin.post(`/audit-sessions/${session._id}/scans`, {
        scans: [{ clientScanId: 'late-1', code: tag('A3'), scannedAt: now() }],
      }),
      409,
    );
    expectErrorBody(
      await world.admin.post(`/audit-sessions/${session._id}/scans/dev1-1/undo`),
      409,
    );
  });

  it('reports as CSV and PDF', async () => {
    const csv = await world.admin.get(`/audit-sessions/${session._id}/report?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Result,Tag,Asset');
    expect(lines.filter((l) => l.startsWith('missing,'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('unknown,'))).toHaveLength(2);
    expect(lines.some((l) => l.startsWith(`unexpected,${tag('B1')}`))).toBe(true);
    const pdf = await world.admin.get(`/audit-sessions/${session._id}/report`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectErrorBody(await world.admin.get(`/audit-sessions/${session._id}/report?format=xls`), 400);
  });

  it("writes the report's times in the company's time zone, on its clock", async () => {
    const detail = (await world.admin.get(`/audit-sessions/${session._id}`)).json().session;
    const opened = new Date(detail.openedAt);
    const company = world.demo.companyId;
    const setCompany = (values: { time_zone: string; clock: '12h' | '24h' }) =>
      db().updateTable('companies').set(values).where('id', '=', company).execute();
    const openedLine = async () => {
      const pdf = await world.admin.get(`/audit-sessions/${session._id}/report`);
      return (await pdfTextRuns(pdf.rawPayload)).find((l) => l.startsWith('Opened: '));
    };
    try {
      await setCompany({ time_zone: 'America/New_York', clock: '12h' });
      const twelve = formatMoment(opened, 'en', { timeZone: 'America/New_York', clock: '12h' });
      expect(twelve).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
      expect(await openedLine()).toContain(`Opened: ${twelve} by `);
      await setCompany({ time_zone: 'Asia/Kolkata', clock: '24h' });
      const day = formatMoment(opened, 'en', { timeZone: 'Asia/Kolkata', clock: '24h' });
      expect(day).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
      expect(await openedLine()).toContain(`Opened: ${day} by `);
    } finally {
      await setCompany({ time_zone: 'Asia/Kolkata', clock: '24h' });
    }
  });
});

describe('the demo seed', () => {
  it('gives Demo Corp an open session with scans and a closed one with its report', async () => {
    const list = (await world.admin.get('/audit-sessions')).json();
    const seeded = list.sessions.filter(
      (s: { branch: { _id: string } }) => s.branch._id !== hall,
    ) as { _id: string; status: string; counts: Record<string, number> }[];
    const open = seeded.find((s) => s.status === 'open')!;
    const closed = seeded.find((s) => s.status === 'closed')!;
    expect(open.counts.found).toBeGreaterThan(0);
    expect(open.counts).toMatchObject({ unexpected: 1, unknown: 1 });
    expect(closed.counts).toMatchObject({ missing: 2, unexpected: 1 });
    const detail = (await world.admin.get(`/audit-sessions/${closed._id}`)).json().session;
    expect(detail.followUps).toHaveLength(2);
    const pdf = await world.admin.get(`/audit-sessions/${closed._id}/report?format=pdf`);
    expect(pdf.statusCode).toBe(200);
  });
});
