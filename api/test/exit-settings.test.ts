/**
 * The exit's two self-contained corners (issue 19): the company's list of exit departments
 * (GET/PUT /api/exits/departments: read by exit readers, replaced by those who start exits,
 * 400 naming the field, reaching only exits started afterwards, company-scoped), and the
 * leaving employee's own exit (GET /api/exits/mine, PUT /api/exits/mine/:id/interview: no
 * on_exit permission needed, only their own exit, answered once).
 */
import crypto from 'node:crypto';
import { assetWorld, type AssetWorld, type Client } from './asset-fixtures';
import { expectErrorBody, login } from './helpers';
import { client } from './asset-fixtures';
import { userWith } from './org-fixtures';

let world: AssetWorld;
let hrUser: { client: Client; userId: string };
let head: { client: Client; userId: string };
let plain: { client: Client; userId: string; email: string };

const db = () => world.env.database.db;
const companyId = () => world.demo.companyId;

interface Department {
  key: string;
  name: string;
  headUserId: string | null;
  checklist: { key: string; label: string }[];
}

const ANSWERS = {
  reasonForLeaving: 'A new city',
  rating: 4,
  wouldRecommend: true,
  wouldReturn: false,
  comments: null,
};

beforeAll(async () => {
  world = await assetWorld();
  hrUser = await userWith(world, { on_exit: { exit: ['create', 'view'] } });
  head = await userWith(world, {
    on_exit: { exit: ['view'], exit_department_sign: ['edit'] },
  });
  plain = await userWith(world, { on_asset: { asset: ['view'] } });
});
afterAll(() => world.env.close());

async function newEmployee(email: string | null = null) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const row = await db()
    .insertInto('employees')
    .values({ company_id: companyId(), code: `ES-${suffix}`, name: `Leaver ${suffix}`, email })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function startExit(employeeId: string) {
  const lastWorkingDay = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const res = await hrUser.client.post('/exits', {
    employeeId,
    lastWorkingDay,
    reason: 'Moving on',
  });
  expect(res.statusCode).toBe(201);
  return res.json().exit as {
    _id: string;
    departments: { key: string; name: string; nameKey: string | null }[];
  };
}

describe('the company’s exit departments', () => {
  const list = (): Department[] => [
    {
      key: 'it',
      name: 'IT',
      headUserId: head.userId,
      checklist: [{ key: 'laptop', label: 'Laptop back' }],
    },
    { key: 'legal', name: 'Legal', headUserId: null, checklist: [] },
    { key: 'manager', name: 'Manager', headUserId: null, checklist: [] },
  ];

  it('reads the list, replaces it, and only exits started afterwards take it', async () => {
    const before = await head.client.get('/exits/departments');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ canEdit: false, signers: [] });
    expect(before.json().defaults.map((d: Department) => d.key)).toEqual([
      'it',
      'finance',
      'hr',
      'administration',
      'manager',
    ]);
    const running = await startExit(await newEmployee());
    const runningKeys = running.departments.map((d) => d.key);

    const saved = await hrUser.client.put('/exits/departments', { departments: list() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, canEdit: true });
    expect(saved.json().signers.length).toBeGreaterThan(0);
    expect(saved.json().departments).toEqual([
      expect.objectContaining({
        key: 'it',
        headUserId: head.userId,
        head: expect.objectContaining({ _id: head.userId }),
        checklist: [{ key: 'laptop', label: 'Laptop back' }],
      }),
      expect.objectContaining({ key: 'legal', name: 'Legal', head: null }),
      expect.objectContaining({ key: 'manager' }),
    ]);
    const read = await head.client.get('/exits/departments');
    expect(read.json().departments.map((d: Department) => d.key)).toEqual([
      'it',
      'legal',
      'manager',
    ]);

    const fresh = await startExit(await newEmployee());
    expect(fresh.departments.map((d) => d.key)).toEqual(['it', 'legal', 'manager']);
    const again = await hrUser.client.get(`/exits/${running._id}`);
    expect(again.json().exit.departments.map((d: { key: string }) => d.key)).toEqual(runningKeys);
  });

  it('refuses a bad list with a 400 naming the field, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ departments: [] }, 'departments'],
      [{ departments: [...list(), { ...list()[1]!, name: 'Other' }] }, 'departments.3.key'],
      [
        { departments: [...list(), { ...list()[1]!, key: 'legal2', name: 'legal' }] },
        'departments.3.name',
      ],
      [{ departments: [...list(), { ...list()[2]!, name: 'Boss' }] }, 'departments.3.key'],
      [{ departments: [{ ...list()[0]!, name: ' ' }] }, 'departments.0.name'],
      [{ departments: [{ ...list()[0]!, key: 'Bad Key' }] }, 'departments.0.key'],
      [
        { departments: [{ ...list()[0]!, headUserId: crypto.randomUUID() }] },
        'departments.0.headUserId',
      ],
      [
        { departments: [{ ...list()[0]!, checklist: [{ key: 'a', label: '' }] }] },
        'departments.0.checklist.0.label',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await hrUser.client.put('/exits/departments', body);
      expect({ field, got: expectErrorBody(res, 400).issues?.[0]?.field }).toEqual({
        field,
        got: field,
      });
    }
    // Another company's user is no signer of Demo Corp's.
    const otherUser = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@other.test')
      .executeTakeFirstOrThrow();
    const foreign = await hrUser.client.put('/exits/departments', {
      departments: [{ ...list()[0]!, headUserId: otherUser.id }],
    });
    expect(expectErrorBody(foreign, 400).issues?.[0]?.field).toBe('departments.0.headUserId');
    const read = await head.client.get('/exits/departments');
    expect(read.json().departments.map((d: Department) => d.key)).toEqual([
      'it',
      'legal',
      'manager',
    ]);
  });

  it('refuses those who may not edit (403) or read (403), and keeps each company to its own list', async () => {
    expectErrorBody(await head.client.put('/exits/departments', { departments: list() }), 403);
    expectErrorBody(await plain.client.get('/exits/departments'), 403);
    // Other Ltd configured nothing: it reads the defaults, not Demo Corp's list.
    const other = await world.other.get('/exits/departments');
    expect(other.json()).toMatchObject({ isDefault: true });
    expect(other.json().departments.map((d: Department) => d.key)).not.toContain('legal');
    const saved = await world.other.put('/exits/departments', {
      departments: [{ key: 'ops', name: 'Operations', headUserId: null, checklist: [] }],
    });
    expect(saved.statusCode).toBe(200);
    const demo = await head.client.get('/exits/departments');
    expect(demo.json().departments.map((d: Department) => d.key)).toEqual([
      'it',
      'legal',
      'manager',
    ]);
  });

  it('marks a department under a default’s name with its nameKey, until it is renamed', async () => {
    const nameKeys = (departments: { key: string; nameKey: string | null }[]) =>
      Object.fromEntries(departments.map((d) => [d.key, d.nameKey]));
    const defaults = (await head.client.get('/exits/departments')).json().defaults;
    expect(nameKeys(defaults)).toEqual({
      it: 'it',
      finance: 'finance',
      hr: 'hr',
      administration: 'administration',
      manager: 'manager',
    });
    const row = (key: string, name: string, nameKey?: string | null) => ({
      key,
      name,
      headUserId: null,
      checklist: [],
      ...(nameKey === undefined ? {} : { nameKey }),
    });
    // The editor says which rows are defaults; a default's key under another name is none.
    const said = await hrUser.client.put('/exits/departments', {
      departments: [
        row('it', 'IT', 'it'),
        row('finance', 'Finance', 'finance'),
        row('hr', 'People', 'hr'),
        row('legal', 'Legal', null),
        row('manager', 'Manager', 'manager'),
      ],
    });
    expect(nameKeys(said.json().departments)).toEqual({
      it: 'it',
      finance: 'finance',
      hr: null,
      legal: null,
      manager: 'manager',
    });
    // Said nothing: an unchanged name keeps its default, a renamed one is the company's own.
    const renamed = await hrUser.client.put('/exits/departments', {
      departments: [row('it', 'Tech desk'), row('finance', 'Finance'), row('manager', 'Manager')],
    });
    expect(nameKeys(renamed.json().departments)).toEqual({
      it: null,
      finance: 'finance',
      manager: 'manager',
    });
    // A new exit's departments, its list and its timeline carry them.
    const exit = await startExit(await newEmployee());
    expect(nameKeys(exit.departments)).toEqual({
      it: null,
      finance: 'finance',
      manager: 'manager',
    });
    await world.admin.post(`/exits/${exit._id}/departments/finance/sign`, {});
    const read = (await hrUser.client.get(`/exits/${exit._id}`)).json().exit;
    expect(read.timeline).toContainEqual(
      expect.objectContaining({
        event: 'department.signed',
        detail: expect.objectContaining({ key: 'finance', name: 'Finance', nameKey: 'finance' }),
      }),
    );
    const listed = (await hrUser.client.get(`/exits?employeeId=${read.employee._id}`)).json();
    expect(nameKeys(listed.exits[0].departments)).toEqual({
      it: null,
      finance: 'finance',
      manager: 'manager',
    });
    // Back to the list the other tests expect.
    await hrUser.client.put('/exits/departments', { departments: list() });
  });
});

describe('the demo seed', () => {
  it('lets leaver@demo.test, a Staff user, open their exit in progress', async () => {
    const leaver = client(world.env, await login(world.env.app, 'leaver@demo.test'));
    const exit = (await leaver.get('/exits/mine')).json().exit;
    expect(exit).toMatchObject({ status: 'started', interview: null });
    expect(exit.items.length).toBeGreaterThan(0);
    expectErrorBody(await leaver.get(`/exits/${exit._id}`), 403);
  });
});

describe('the leaving employee’s own exit', () => {
  let leaver: { client: Client; userId: string; email: string };
  let exitId: string;

  beforeAll(async () => {
    leaver = await userWith(world, { on_asset: { asset: ['view'] } });
    exitId = (await startExit(await newEmployee(leaver.email.toUpperCase())))._id;
  });

  it('shows the signed-in user their own exit, without any on_exit permission', async () => {
    const res = await leaver.client.get('/exits/mine');
    expect(res.statusCode).toBe(200);
    const exit = res.json().exit;
    expect(exit).toMatchObject({ _id: exitId, status: 'started', interview: null });
    expect(exit.departments.length).toBeGreaterThan(0);
    expect(Object.keys(exit).sort()).toEqual([
      '_id',
      'completedAt',
      'departments',
      'employee',
      'interview',
      'items',
      'lastWorkingDay',
      'startedAt',
      'status',
    ]);
    expect(Object.keys(exit.departments[0]).sort()).toEqual([
      'key',
      'name',
      'nameKey',
      'overdue',
      'signedAt',
    ]);
    // Without a linked employee record there is no exit; their on_exit routes stay closed.
    expect((await plain.client.get('/exits/mine')).json()).toEqual({
      type: 'success',
      exit: null,
    });
    expectErrorBody(await leaver.client.get(`/exits/${exitId}`), 403);
  });

  it('takes their answers once (400 naming the field, then 409), and HR reads them', async () => {
    const bad = await leaver.client.put(`/exits/mine/${exitId}/interview`, {
      answers: { ...ANSWERS, rating: 0 },
    });
    expect(expectErrorBody(bad, 400).issues?.[0]?.field).toBe('answers.rating');
    const res = await leaver.client.put(`/exits/mine/${exitId}/interview`, { answers: ANSWERS });
    expect(res.statusCode).toBe(200);
    expect(res.json().exit.interview).toMatchObject({
      answers: { reasonForLeaving: 'A new city' },
    });
    const twice = await leaver.client.put(`/exits/mine/${exitId}/interview`, {
      answers: { ...ANSWERS, rating: 1 },
    });
    expectErrorBody(twice, 409);
    const hr = await hrUser.client.get(`/exits/${exitId}`);
    expect(hr.json().exit.interview.answers).toMatchObject({ rating: 4 });
  });

  it('refuses someone else’s exit with 404, and a company without the module', async () => {
    const someone = (await startExit(await newEmployee()))._id;
    // Another exit started since: theirs is still the one they see.
    expect((await leaver.client.get('/exits/mine')).json().exit._id).toBe(exitId);
    expectErrorBody(
      await leaver.client.put(`/exits/mine/${someone}/interview`, { answers: ANSWERS }),
      404,
    );
    expectErrorBody(
      await plain.client.put(`/exits/mine/${exitId}/interview`, { answers: ANSWERS }),
      404,
    );
    expect(
      await db()
        .selectFrom('exit_interviews')
        .select('exit_id')
        .where('exit_id', '=', someone)
        .executeTakeFirst(),
    ).toBeUndefined();
    // Another company's user with the same email link is no reader of Demo Corp's exit.
    expectErrorBody(
      await world.other.put(`/exits/mine/${exitId}/interview`, { answers: ANSWERS }),
      404,
    );
    const incidents = client(world.env, await login(world.env.app, 'incidents@demo.test'));
    const body = expectErrorBody(await incidents.get('/exits/mine'), 403) as { code?: string };
    expect(body.code).toBe('MODULE_NOT_ENABLED');
  });
});
