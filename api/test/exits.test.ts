/**
 * Employee exits and onboarding (issue 19): starting an exit lists what the employee holds
 * and marks each asset pending return; department heads sign their own part only (403
 * otherwise, 409 twice); IT recovers each item through the asset lifecycle (returned by its
 * tag, transferred to a successor, missing with a charge and an incident); the authority
 * signs only after every department (409 before) and the certificate PDF downloads; the
 * interview; the lists with their filters; onboarding reserves stock and assigns it on day
 * one; another company's ids are 404, bad bodies 400 naming the field, and a company
 * without asset-management gets the module refusal.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { createAsset, type AssetWorld, type Client } from './asset-fixtures';
import { formatDay, formatMoment } from '@itam/shared/contracts';
import { createTestDatabase, expectErrorBody, login } from './helpers';
import { pdfTextRuns } from './pdf-text';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { client } from './asset-fixtures';
import { userWith } from './org-fixtures';
import * as fx from './exit-fixtures';
import { future, SIGNATURE, type ExitBody, type ExitUser, type ExitWorld } from './exit-fixtures';

let ew: ExitWorld;
let world: AssetWorld;
let itHead: ExitUser;
let financeHead: ExitUser;
let hrUser: ExitUser;
let authority: ExitUser;

const db = () => world.env.database.db;

beforeAll(async () => {
  ew = await fx.exitWorld();
  ({ world, itHead, financeHead, hrUser, authority } = ew);
});
afterAll(() => world.env.close());

const newEmployee = (companyId = world.demo.companyId, email: string | null = null) =>
  fx.newEmployee(world, companyId, email);
const heldAsset = (employeeId: string) => fx.heldAsset(world, employeeId);
const startExit = (employeeId: string, lastWorkingDay?: string) =>
  fx.startExit(ew, employeeId, lastWorkingDay);
const assetState = (id: string) => fx.assetState(world, id);

describe('the demo seed', () => {
  it('gives Demo Corp department heads and an exit in every stage', async () => {
    const hr = client(world.env, await login(world.env.app, 'hr@demo.test'));
    for (const email of ['it-head@demo.test', 'finance-head@demo.test'])
      expect(typeof (await login(world.env.app, email))).toBe('string');
    const seededIds = await db()
      .selectFrom('exits')
      .select('id')
      .where('company_id', '=', world.demo.companyId)
      .execute();
    const exits = await Promise.all(
      seededIds.map(async ({ id }) => (await hr.get(`/exits/${id}`)).json().exit as ExitBody),
    );
    const stages = exits.map((e) => ({
      status: e.status,
      signed: e.departments.filter((d) => d.signedAt).length,
      certificate: e.hasCertificate,
    }));
    expect(stages).toEqual(
      expect.arrayContaining([
        { status: 'started', signed: 0, certificate: false },
        { status: 'started', signed: 1, certificate: false },
        { status: 'cleared', signed: 4, certificate: false },
        { status: 'completed', signed: 4, certificate: true },
      ]),
    );
    const partly = exits.find(
      (e) => e.status === 'started' && e.departments.some((d) => d.signedAt),
    )!;
    expect(partly.outstanding.overdue.length).toBeGreaterThan(0);
    const done = exits.find((e) => e.status === 'completed')!;
    const pdf = await hr.get(`/exits/${done._id}/certificate`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const onboardings = await hr.get('/onboardings');
    expect(onboardings.json().total).toBeGreaterThanOrEqual(1);
  });
});

describe('the demo seed at full size', () => {
  it('seeds the exits although every employee holds more than three assets', async () => {
    const testDb = await createTestDatabase();
    try {
      await migrate(testDb.database.db);
      // 300 assets among 6 employees: each leaver-to-be holds far more than three.
      await seedDemo(testDb.database.db, { demoAssets: 300, otherAssets: 10, demoEmployees: 6 });
      const statuses = await sql<{ status: string }>`select x.status from exits x
        join companies c on c.id = x.company_id where c.name = 'Demo Corp' order by x.status`.execute(
        testDb.database.db,
      );
      expect(statuses.rows.map((r) => r.status)).toEqual([
        'cleared',
        'completed',
        'started',
        'started',
      ]);
    } finally {
      await testDb.drop();
    }
  });
});

describe('starting an exit', () => {
  it('lists what the employee holds and marks each asset pending return', async () => {
    const employee = await newEmployee();
    const [a, b] = [await heldAsset(employee.id), await heldAsset(employee.id)];
    const exit = await startExit(employee.id);
    expect(exit.status).toBe('started');
    expect(exit.items.map((i) => i.asset._id).sort()).toEqual([a._id, b._id].sort());
    expect(exit.items.every((i) => i.outcome === 'pending')).toBe(true);
    expect(exit.departments.map((d) => d.key)).toEqual(['it', 'finance', 'hr']);
    expect(exit.outstanding).toMatchObject({ departments: ['it', 'finance', 'hr'], items: 2 });
    const log = await db()
      .selectFrom('activity_log')
      .select(['action', 'after'])
      .where('entity_id', '=', a._id)
      .where('action', '=', 'exit.pending-return')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.after).toMatchObject({ exitId: exit._id, employee: { _id: employee.id } });
    // Still assigned: pending return is a mark in the activity, not a state.
    expect(await assetState(a._id)).toEqual({ state: 'ASSIGNED', employee_id: employee.id });
  });

  it("lists the employee's open tickets where the service desk is on", async () => {
    const employee = await newEmployee(world.demo.companyId, `leaver-${Date.now()}@demo.test`);
    const requester = await userWith(world, {});
    await db()
      .updateTable('users')
      .set({
        email: (await db()
          .selectFrom('employees')
          .select('email')
          .where('id', '=', employee.id)
          .executeTakeFirstOrThrow())!.email!,
      })
      .where('id', '=', requester.userId)
      .execute();
    await sql`insert into tickets (company_id, kind, number, title, requester_id, urgency, impact, priority)
      values (${world.demo.companyId}, 'incident', 990001, 'Printer jam', ${requester.userId}, 3, 3, 3),
             (${world.demo.companyId}, 'incident', 990002, 'Old one', ${requester.userId}, 3, 3, 3)`.execute(
      db(),
    );
    await sql`update tickets set status = 'closed' where company_id = ${world.demo.companyId} and number = 990002`.execute(
      db(),
    );
    const exit = await startExit(employee.id);
    expect(exit.openTickets.map((t) => t.number)).toEqual(['INC-990001']);
  });

  it('refuses a second exit of the same employee (409) and bad bodies (400 naming the field)', async () => {
    const employee = await newEmployee();
    await startExit(employee.id);
    const again = await hrUser.client.post('/exits', {
      employeeId: employee.id,
      lastWorkingDay: future(5),
      reason: 'Again',
    });
    expect(expectErrorBody(again, 409).issues?.[0]?.field).toBe('employeeId');

    const cases: [Record<string, unknown>, string][] = [
      [{ lastWorkingDay: future(5), reason: 'x' }, 'employeeId'],
      [{ employeeId: employee.id, lastWorkingDay: '31-12-2026', reason: 'x' }, 'lastWorkingDay'],
      [{ employeeId: employee.id, lastWorkingDay: future(5), reason: '  ' }, 'reason'],
      [
        { employeeId: world.foreign.employeeId, lastWorkingDay: future(5), reason: 'x' },
        'employeeId',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await hrUser.client.post('/exits', body);
      expect(expectErrorBody(res, 400).issues?.map((i) => i.field)).toContain(field);
    }
  });

  it('needs the start permission and the asset-management module', async () => {
    const employee = await newEmployee();
    const body = { employeeId: employee.id, lastWorkingDay: future(5), reason: 'x' };
    expectErrorBody(await financeHead.client.post('/exits', body), 403);
    expectErrorBody(await world.viewer.get('/exits'), 403);
    const incidentsOnly = client(world.env, await login(world.env.app, 'incidents@demo.test'));
    const refused = await incidentsOnly.get('/exits');
    expect(expectErrorBody(refused, 403)).toMatchObject({ code: 'MODULE_NOT_ENABLED' });
    expect(expectErrorBody(await incidentsOnly.get('/onboardings'), 403)).toMatchObject({
      code: 'MODULE_NOT_ENABLED',
    });
  });
});

describe('signing and recovering', () => {
  it('lets each head sign only their part, once; IT after every item is accounted for', async () => {
    const employee = await newEmployee();
    await heldAsset(employee.id);
    const exit = await startExit(employee.id);
    const sign = (c: Client, key: string, body: unknown = { comment: 'All clear' }) =>
      c.post(`/exits/${exit._id}/departments/${key}/sign`, body);

    expectErrorBody(await sign(itHead.client, 'finance'), 403);
    expectErrorBody(await sign(financeHead.client, 'hr'), 403);
    const signed = await sign(financeHead.client, 'finance');
    expect(signed.statusCode).toBe(200);
    const finance = signed
      .json()
      .exit.departments.find((d: { key: string }) => d.key === 'finance');
    expect(finance).toMatchObject({
      comment: 'All clear',
      signedBy: { _id: financeHead.userId },
      checklist: [{ key: 'dues', done: true }],
    });
    expectErrorBody(await sign(financeHead.client, 'finance'), 409);
    expectErrorBody(await sign(world.admin, 'finance'), 409);
    // IT has an item still pending.
    expect(expectErrorBody(await sign(itHead.client, 'it'), 409).issues?.[0]?.field).toBe('items');
    // HR has no head: an administrator signs it.
    expectErrorBody(await sign(hrUser.client, 'hr'), 403);
    expect((await sign(world.admin, 'hr')).statusCode).toBe(200);
    expectErrorBody(await sign(world.admin, 'nope'), 404);
    expectErrorBody(await sign(world.admin, 'it', { comment: 5 }), 400);
  });

  it('returns an item by its tag, transfers one to a successor and records a missing one', async () => {
    const employee = await newEmployee();
    const successor = await newEmployee();
    const [a, b, c] = [
      await heldAsset(employee.id),
      await heldAsset(employee.id),
      await heldAsset(employee.id),
    ];
    const exit = await startExit(employee.id);
    const item = (assetId: string) => exit.items.find((i) => i.asset._id === assetId)!._id;
    const record = (cl: Client, assetId: string, body: unknown) =>
      cl.post(`/exits/${exit._id}/items/${item(assetId)}`, body);

    // Only IT's head or an administrator.
    expectErrorBody(
      await record(financeHead.client, a._id, {
        outcome: 'returned',
        condition: 'good',
        dataWiped: true,
      }),
      403,
    );
    // Bad bodies name their field.
    const bad: [unknown, string][] = [
      [{ outcome: 'returned', condition: 'good', dataWiped: false }, 'dataWiped'],
      [{ outcome: 'returned', condition: 'shiny', dataWiped: true }, 'condition'],
      [{ outcome: 'lost' }, 'outcome'],
      [{ outcome: 'missing', chargeAmount: -1 }, 'chargeAmount'],
      [{ outcome: 'transferred', successorId: 'x' }, 'successorId'],
      [{ outcome: 'returned', condition: 'good', dataWiped: true, tag: 'NOT-IT' }, 'tag'],
      [{ outcome: 'transferred', successorId: employee.id }, 'successorId'],
      [{ outcome: 'transferred', successorId: world.foreign.employeeId }, 'successorId'],
    ];
    for (const [body, field] of bad) {
      const res = await record(itHead.client, a._id, body);
      expect(expectErrorBody(res, 400).issues?.map((i) => i.field)).toContain(field);
    }

    const returned = await record(itHead.client, a._id, {
      outcome: 'returned',
      condition: 'fair',
      dataWiped: true,
      tag: a.tag,
    });
    expect(returned.statusCode).toBe(200);
    expect(await assetState(a._id)).toEqual({ state: 'IN_INVENTORY', employee_id: null });
    expectErrorBody(
      await record(itHead.client, a._id, { outcome: 'missing', chargeAmount: 10 }),
      409,
    );

    const transferred = await record(itHead.client, b._id, {
      outcome: 'transferred',
      successorId: successor.id,
    });
    expect(transferred.statusCode).toBe(200);
    expect(await assetState(b._id)).toEqual({ state: 'ASSIGNED', employee_id: successor.id });

    const missing = await record(world.admin, c._id, {
      outcome: 'missing',
      chargeAmount: 1250.5,
      note: 'Left in a taxi',
    });
    expect(missing.statusCode).toBe(200);
    expect(await assetState(c._id)).toEqual({ state: 'LOST', employee_id: null });
    const items = missing.json().exit.items as {
      asset: { _id: string };
      outcome: string;
      chargeAmount: number | null;
      incident: { _id: string; number: string } | null;
      condition: string | null;
      successor: { _id: string } | null;
    }[];
    const byAsset = new Map(items.map((i) => [i.asset._id, i]));
    expect(byAsset.get(a._id)).toMatchObject({ outcome: 'returned', condition: 'fair' });
    expect(byAsset.get(b._id)).toMatchObject({
      outcome: 'transferred',
      successor: { _id: successor.id },
    });
    const lost = byAsset.get(c._id)!;
    expect(lost).toMatchObject({ outcome: 'missing', chargeAmount: 1250.5 });
    expect(lost.incident?.number).toMatch(/^INC-\d{6}$/);
    const ticket = await db()
      .selectFrom('tickets')
      .select(['kind', 'asset_id'])
      .where('id', '=', lost.incident!._id)
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({ kind: 'incident', asset_id: c._id });
    // The asset's own activity shows the lifecycle's steps.
    const actions = await db()
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', a._id)
      .orderBy('at')
      .execute();
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['exit.pending-return', 'unassign']),
    );

    // Every item accounted for: IT signs.
    const it = await itHead.client.post(`/exits/${exit._id}/departments/it/sign`, {});
    expect(it.statusCode).toBe(200);
    expect(missing.json().exit.outstanding.items).toBe(0);
  });

  it('raises an incident for a missing or damaged item only where the company has incident management', async () => {
    const companyId = world.demo.companyId;
    const company = () => db().updateTable('companies').where('id', '=', companyId);
    const { modules } = await db()
      .selectFrom('companies')
      .select('modules')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(modules).toContain('incident-management');
    const employee = await newEmployee();
    const [lost, broken, dropped] = [
      await heldAsset(employee.id),
      await heldAsset(employee.id),
      await heldAsset(employee.id),
    ];
    const exit = await startExit(employee.id);
    const record = async (assetId: string, outcome: 'missing' | 'damaged') => {
      const itemId = exit.items.find((i) => i.asset._id === assetId)!._id;
      const res = await itHead.client.post(`/exits/${exit._id}/items/${itemId}`, {
        outcome,
        chargeAmount: 500,
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().exit.items as {
        asset: { _id: string };
        outcome: string;
        chargeAmount: number | null;
        incident: { _id: string; number: string } | null;
      }[];
      return items.find((i) => i.asset._id === assetId)!;
    };
    const ticketsOf = (assetId: string) =>
      db().selectFrom('tickets').select(['id', 'kind']).where('asset_id', '=', assetId).execute();

    // Without the module: the charge and the asset's state, no incident.
    try {
      await company()
        .set({ modules: modules.filter((m) => m !== 'incident-management') })
        .execute();
      for (const [asset, outcome, state] of [
        [lost, 'missing', 'LOST'],
        [broken, 'damaged', 'DAMAGED'],
      ] as const) {
        expect(await record(asset._id, outcome)).toMatchObject({
          outcome,
          chargeAmount: 500,
          incident: null,
        });
        expect(await assetState(asset._id)).toEqual({ state, employee_id: null });
        expect(await ticketsOf(asset._id)).toEqual([]);
      }
    } finally {
      await company().set({ modules }).execute();
    }

    // With it: a damaged item opens an incident naming the asset.
    const damaged = await record(dropped._id, 'damaged');
    expect(damaged.incident?.number).toMatch(/^INC-\d{6}$/);
    expect(await ticketsOf(dropped._id)).toEqual([{ id: damaged.incident!._id, kind: 'incident' }]);
  });

  it('has the authority sign after every department only, and serves the certificate', async () => {
    const employee = await newEmployee();
    const asset = await heldAsset(employee.id);
    const exit = await startExit(employee.id);
    const authoritySign = (body: unknown = { name: 'Meera Iyer', signature: SIGNATURE }) =>
      authority.client.post(`/exits/${exit._id}/authority-sign`, body);

    expect(expectErrorBody(await authoritySign(), 409).issues?.[0]?.field).toBe('departments');
    expectErrorBody(await world.admin.get(`/exits/${exit._id}/certificate`), 404);

    await itHead.client.post(`/exits/${exit._id}/items/${exit.items[0]!._id}`, {
      outcome: 'returned',
      condition: 'good',
      dataWiped: true,
    });
    for (const [c, key] of [
      [itHead.client, 'it'],
      [financeHead.client, 'finance'],
    ] as const)
      expect((await c.post(`/exits/${exit._id}/departments/${key}/sign`, {})).statusCode).toBe(200);
    expectErrorBody(await authoritySign(), 409);
    const hr = await world.admin.post(`/exits/${exit._id}/departments/hr/sign`, {});
    expect(hr.json().exit).toMatchObject({ status: 'cleared', outstanding: { authority: true } });

    // Bad signatures and names.
    expectErrorBody(await authoritySign({ name: 'A', signature: 'not a png' }), 400);
    const notPng = Buffer.from('GIF89a-----------').toString('base64');
    expect(
      expectErrorBody(await authoritySign({ name: 'A', signature: notPng }), 400).issues?.[0]
        ?.field,
    ).toBe('signature');
    expect(
      expectErrorBody(await authoritySign({ name: '', signature: SIGNATURE }), 400).issues?.[0]
        ?.field,
    ).toBe('name');
    // Only the authority permission signs.
    expectErrorBody(
      await hrUser.client.post(`/exits/${exit._id}/authority-sign`, {
        name: 'X',
        signature: SIGNATURE,
      }),
      403,
    );

    const done = await authoritySign();
    expect(done.statusCode).toBe(200);
    const body = done.json().exit as ExitBody;
    expect(body).toMatchObject({ status: 'completed', hasCertificate: true });
    expect(body.timeline.map((t) => t.event)).toEqual([
      'started',
      'item.returned',
      'department.signed',
      'department.signed',
      'department.signed',
      'authority.signed',
    ]);
    expectErrorBody(await authoritySign(), 409);
    expectErrorBody(await world.admin.post(`/exits/${exit._id}/departments/hr/sign`, {}), 409);

    const pdf = await hrUser.client.get(`/exits/${exit._id}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await assetState(asset._id)).toEqual({ state: 'IN_INVENTORY', employee_id: null });
    // A completed exit leaves room for a later one of the same employee.
    await startExit(employee.id);
  });

  it("prints the certificate's days and times in the company's time zone, on its clock", async () => {
    const style = { timeZone: 'America/New_York', clock: '12h' as const };
    const setCompany = (values: { time_zone: string; clock: '12h' | '24h' }) =>
      db().updateTable('companies').set(values).where('id', '=', world.demo.companyId).execute();
    const employee = await newEmployee();
    const exit = await startExit(employee.id, '2031-03-05');
    try {
      await setCompany({ time_zone: style.timeZone, clock: style.clock });
      for (const c of [itHead.client, financeHead.client]) {
        const key = c === itHead.client ? 'it' : 'finance';
        expect((await c.post(`/exits/${exit._id}/departments/${key}/sign`, {})).statusCode).toBe(
          200,
        );
      }
      await world.admin.post(`/exits/${exit._id}/departments/hr/sign`, {});
      const done = await authority.client.post(`/exits/${exit._id}/authority-sign`, {
        name: 'Meera Iyer',
        signature: SIGNATURE,
      });
      expect(done.statusCode).toBe(200);
      const row = await db()
        .selectFrom('exits')
        .select(['started_at', 'authority_signed_at'])
        .where('id', '=', exit._id)
        .executeTakeFirstOrThrow();
      const signedIt = (done.json().exit as ExitBody).departments.find((d) => d.key === 'it')!;
      const pdf = await hrUser.client.get(`/exits/${exit._id}/certificate`);
      const text = await pdfTextRuns(pdf.rawPayload);
      expect(text).toContain(`Exit started: ${formatDay(row.started_at, 'en', style.timeZone)}`);
      expect(text).toContain('Last working day: 5 Mar 2031');
      const signedAt = formatMoment(signedIt.signedAt, 'en', style);
      expect(signedAt).toMatch(/, \d{1,2}:\d{2} [ap]m$/);
      expect(text.some((l) => l.endsWith(` on ${signedAt}`))).toBe(true);
      expect(text).toContain(`Meera Iyer, ${formatMoment(row.authority_signed_at!, 'en', style)}`);
    } finally {
      await setCompany({ time_zone: 'Asia/Kolkata', clock: '24h' });
    }
  });
});

describe('reading exits', () => {
  it('lists exits with their outstanding parts, overdue ones and filters, and the interview', async () => {
    const employee = await newEmployee();
    // The last working day is tomorrow: every open part is overdue.
    const soon = await startExit(employee.id, future(1));
    const late = await newEmployee();
    const later = await startExit(late.id, future(40));

    const bad = await hrUser.client.put(`/exits/${soon._id}/interview`, {
      answers: { reasonForLeaving: 'Growth', rating: 9, wouldRecommend: true, wouldReturn: false },
    });
    expect(expectErrorBody(bad, 400).issues?.[0]?.field).toBe('answers.rating');
    const answered = await hrUser.client.put(`/exits/${soon._id}/interview`, {
      answers: { reasonForLeaving: 'Growth', rating: 4, wouldRecommend: true, wouldReturn: false },
    });
    expect(answered.statusCode).toBe(200);

    const list = await hrUser.client.get('/exits?status=overdue&limit=100');
    expect(list.statusCode).toBe(200);
    const ids = (list.json().exits as { _id: string }[]).map((e) => e._id);
    expect(ids).toContain(soon._id);
    expect(ids).not.toContain(later._id);
    const row = (list.json().exits as (ExitBody & { interview: unknown; overdue: boolean })[]).find(
      (e) => e._id === soon._id,
    )!;
    expect(row.overdue).toBe(true);
    expect(row.outstanding.overdue).toEqual(['it', 'finance', 'hr']);
    expect(row.interview).toMatchObject({ answers: { reasonForLeaving: 'Growth', rating: 4 } });

    const month = future(40).slice(0, 7);
    const byMonth = await hrUser.client.get(
      `/exits?month=${month}&departmentId=${late.departmentId}&limit=100`,
    );
    const monthIds = (byMonth.json().exits as { _id: string }[]).map((e) => e._id);
    expect(monthIds).toContain(later._id);
    expect(monthIds).not.toContain(soon._id);

    const paged = await hrUser.client.get('/exits?limit=1&pageNumber=0');
    expect(paged.json()).toMatchObject({ limit: 1, pageNumber: 0 });
    expect(paged.json().exits).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(2);

    const badQuery = await hrUser.client.get('/exits?month=2026-13');
    expect(expectErrorBody(badQuery, 400).issues?.[0]?.field).toBe('month');
    expectErrorBody(await hrUser.client.get('/exits?status=lost'), 400);

    const one = await financeHead.client.get(`/exits/${later._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().exit.timeline[0].event).toBe('started');
  });

  it('tells each reader which parts they may sign, and lists the exits with one (toSign)', async () => {
    const employee = await newEmployee();
    const exit = await startExit(employee.id);
    const signable = async (c: Client) => {
      const res = await c.get('/exits?toSign=true&limit=100');
      expect(res.statusCode).toBe(200);
      const row = (
        res.json().exits as { _id: string; departments: { key: string; canSign: boolean }[] }[]
      ).find((e) => e._id === exit._id);
      return row ? row.departments.filter((d) => d.canSign).map((d) => d.key) : null;
    };
    expect(await signable(itHead.client)).toEqual(['it']);
    expect(await signable(financeHead.client)).toEqual(['finance']);
    expect(await signable(world.admin)).toEqual(['it', 'finance', 'hr']);
    const one = await itHead.client.get(`/exits/${exit._id}`);
    expect(
      (one.json().exit.departments as { key: string; canSign: boolean; head: unknown }[]).map(
        (d) => [d.key, d.canSign, d.head],
      ),
    ).toEqual([
      ['it', true, { _id: itHead.userId, name: expect.any(String) }],
      ['finance', false, { _id: financeHead.userId, name: expect.any(String) }],
      ['hr', false, null],
    ]);
    await financeHead.client.post(`/exits/${exit._id}/departments/finance/sign`, {});
    expect(await signable(financeHead.client)).toBeNull();
    expect(await signable(world.admin)).toEqual(['it', 'hr']);
    const bad = await itHead.client.get('/exits?toSign=maybe');
    expect(expectErrorBody(bad, 400).issues?.[0]?.field).toBe('toSign');
  });

  it("answers 404 for another company's exit on every route", async () => {
    const employee = await newEmployee();
    const exit = await startExit(employee.id);
    const other = world.other;
    const id = exit._id;
    for (const res of [
      await other.get(`/exits/${id}`),
      await other.get(`/exits/${id}/certificate`),
      await other.post(`/exits/${id}/departments/hr/sign`, {}),
      await other.post(`/exits/${id}/items/${exit.items[0]?._id ?? crypto.randomUUID()}`, {
        outcome: 'missing',
        chargeAmount: 1,
      }),
      await other.post(`/exits/${id}/authority-sign`, { name: 'X', signature: SIGNATURE }),
      await other.put(`/exits/${id}/interview`, {
        answers: { reasonForLeaving: 'x', rating: 3, wouldRecommend: true, wouldReturn: true },
      }),
    ])
      expectErrorBody(res, 404);
    expectErrorBody(await world.admin.get('/exits/not-a-uuid'), 400);
  });
});

describe('answers', () => {
  it("carry type 'success' on every route, as the browser's client expects", async () => {
    const employee = await newEmployee();
    const asset = await heldAsset(employee.id);
    const started = await hrUser.client.post('/exits', {
      employeeId: employee.id,
      lastWorkingDay: future(30),
      reason: 'Moving on',
    });
    expect(started.statusCode).toBe(201);
    const exit = started.json().exit as ExitBody;
    const item = exit.items.find((i) => i.asset._id === asset._id)!;
    const stock = await createAsset(world);
    const joiner = await newEmployee();
    const onboarding = await hrUser.client.post('/onboardings', {
      employeeId: joiner.id,
      joiningDate: future(0),
      assetIds: [stock._id],
    });
    const onboardingId = onboarding.json().onboarding._id as string;
    const answers = [
      started,
      await hrUser.client.get('/exits?limit=1'),
      await hrUser.client.get(`/exits/${exit._id}`),
      await itHead.client.post(`/exits/${exit._id}/items/${item._id}`, {
        outcome: 'missing',
        chargeAmount: 100,
      }),
      await financeHead.client.post(`/exits/${exit._id}/departments/finance/sign`, {}),
      await hrUser.client.put(`/exits/${exit._id}/interview`, {
        answers: { reasonForLeaving: 'x', rating: 3, wouldRecommend: true, wouldReturn: true },
      }),
      onboarding,
      await hrUser.client.get('/onboardings?limit=1'),
      await hrUser.client.get(`/onboardings/${onboardingId}`),
      await hrUser.client.post(`/onboardings/${onboardingId}/start`, {}),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.json()).toMatchObject({ type: 'success' });
    }
    for (const key of ['it', 'hr'])
      await world.admin.post(`/exits/${exit._id}/departments/${key}/sign`, {});
    const signed = await authority.client.post(`/exits/${exit._id}/authority-sign`, {
      name: 'A',
      signature: SIGNATURE,
    });
    expect(signed.json()).toMatchObject({ type: 'success', exit: { status: 'completed' } });
  });
});

describe('onboarding', () => {
  it('reserves in-stock assets for the joining date and assigns them on day one', async () => {
    const joiner = await newEmployee();
    const [a, b] = [await createAsset(world), await createAsset(world)];
    const held = await heldAsset((await newEmployee()).id);

    const bad = await hrUser.client.post('/onboardings', {
      employeeId: joiner.id,
      joiningDate: future(3),
      assetIds: [],
    });
    expect(expectErrorBody(bad, 400).issues?.[0]?.field).toBe('assetIds');
    const notStock = await hrUser.client.post('/onboardings', {
      employeeId: joiner.id,
      joiningDate: future(3),
      assetIds: [a._id, held._id],
    });
    expect(expectErrorBody(notStock, 409).issues?.[0]?.field).toBe('assetIds.1');
    const foreign = await hrUser.client.post('/onboardings', {
      employeeId: joiner.id,
      joiningDate: future(3),
      assetIds: [world.foreign.assetId],
    });
    expect(expectErrorBody(foreign, 400).issues?.[0]?.field).toBe('assetIds.0');

    const created = await hrUser.client.post('/onboardings', {
      employeeId: joiner.id,
      joiningDate: future(3),
      assetIds: [a._id, b._id],
    });
    expect(created.statusCode).toBe(201);
    const onboarding = created.json().onboarding;
    expect(onboarding).toMatchObject({ status: 'reserved', due: false });
    expect(onboarding.assets).toHaveLength(2);
    expect(onboarding.checklist.length).toBeGreaterThan(0);

    // Reserved for one joiner only.
    const other = await newEmployee();
    const taken = await hrUser.client.post('/onboardings', {
      employeeId: other.id,
      joiningDate: future(3),
      assetIds: [b._id],
    });
    expect(expectErrorBody(taken, 409).issues?.[0]?.field).toBe('assetIds.0');

    // Not before the joining day.
    expect(
      expectErrorBody(await hrUser.client.post(`/onboardings/${onboarding._id}/start`), 409)
        .issues?.[0]?.field,
    ).toBe('joiningDate');
    expect(await assetState(a._id)).toEqual({ state: 'IN_INVENTORY', employee_id: null });

    await db()
      .updateTable('onboardings')
      .set({ joining_date: future(0) })
      .where('id', '=', onboarding._id)
      .execute();
    const listed = await hrUser.client.get('/onboardings?status=reserved&limit=100');
    expect(
      (listed.json().onboardings as { _id: string; due: boolean }[]).find(
        (o) => o._id === onboarding._id,
      ),
    ).toMatchObject({ due: true });

    expectErrorBody(await world.other.post(`/onboardings/${onboarding._id}/start`), 404);
    expectErrorBody(await world.other.get(`/onboardings/${onboarding._id}`), 404);
    const started = await hrUser.client.post(`/onboardings/${onboarding._id}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().onboarding.status).toBe('started');
    expect(await assetState(a._id)).toEqual({ state: 'ASSIGNED', employee_id: joiner.id });
    expect(await assetState(b._id)).toEqual({ state: 'ASSIGNED', employee_id: joiner.id });
    expectErrorBody(await hrUser.client.post(`/onboardings/${onboarding._id}/start`), 409);
  });
});
