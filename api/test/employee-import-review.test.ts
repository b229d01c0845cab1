/**
 * The employee import's review (issue 31): the dry run lists every update with the fields it
 * changes (before → after); changing the email of an employee who signs in with it needs an
 * explicit choice; the commit writes only what the dry run showed (its fingerprint, 409
 * when the data changed since); two commits of one check at once write once (200 and 409).
 */
import { sql } from 'kysely';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { orgLog, userWith } from './org-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;
const b64 = (text: string) => Buffer.from(text).toString('base64');
const MAPPING = { code: 'Employee ID', name: 'Name', email: 'Email', department: 'Department' };

function csv(...rows: string[]): string {
  return ['Employee ID,Name,Email,Department', ...rows].join('\n');
}

async function addEmployee(code: string, name: string, email: string | null, phone?: string) {
  return (
    await db()
      .insertInto('employees')
      .values({
        company_id: world.demo.companyId,
        code,
        name,
        email,
        phone: phone ?? null,
      })
      .returning(['id', 'updated_at'])
      .executeTakeFirstOrThrow()
  ).id;
}

async function employee(code: string) {
  return db()
    .selectFrom('employees')
    .select(['id', 'code', 'name', 'email', 'phone', 'updated_at'])
    .where('company_id', '=', world.demo.companyId)
    .where('code', '=', code)
    .executeTakeFirst();
}

const dryRun = async (content: string, mapping: Record<string, string> = MAPPING) =>
  world.admin.post('/company/employees/import', {
    fileName: 'people.csv',
    content: b64(content),
    mapping,
    dryRun: true,
  });

const commit = (
  content: string,
  fingerprint: string | undefined,
  extra: Record<string, unknown> = {},
  mapping: Record<string, string> = MAPPING,
) =>
  world.admin.post('/company/employees/import', {
    fileName: 'people.csv',
    content: b64(content),
    mapping,
    dryRun: false,
    fingerprint,
    ...extra,
  });

describe('the dry run of an employee import', () => {
  it('lists every update with the fields it changes, before and after; an unmapped field stays', async () => {
    const renamed = await addEmployee('REV-1', 'Asha Rao', 'asha.rev@demo.test', '+91 1111');
    await addEmployee('REV-2', 'Ravi Kumar', 'ravi.rev@demo.test');
    const file = csv(
      'REV-1,Asha R. Menon,asha.menon@demo.test,Finance',
      'REV-2,Ravi Kumar,ravi.rev@demo.test,',
      'REV-3,New Person,new.rev@demo.test,',
    );
    const dry = await dryRun(file);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      valid: true,
      creates: 1,
      updates: 1,
      unchanged: 1,
      loginEmailChanges: 0,
    });
    expect(dry.json().updateRows).toEqual([
      {
        row: 1,
        employee: { _id: renamed, code: 'REV-1', name: 'Asha Rao' },
        loginEmail: false,
        changes: [
          { field: 'name', before: 'Asha Rao', after: 'Asha R. Menon' },
          { field: 'email', before: 'asha.rev@demo.test', after: 'asha.menon@demo.test' },
          { field: 'department', before: null, after: 'Finance' },
        ],
      },
    ]);
    expect(dry.json().fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const untouched = (await employee('REV-2'))!;
    const done = await commit(file, dry.json().fingerprint);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ creates: 1, updates: 1, unchanged: 1 });
    // The phone column was not mapped: the phone stays. The unchanged row is not written.
    expect(await employee('REV-1')).toMatchObject({
      name: 'Asha R. Menon',
      email: 'asha.menon@demo.test',
      phone: '+91 1111',
    });
    expect((await employee('REV-2'))!.updated_at).toEqual(untouched.updated_at);
    expect(await employee('REV-3')).toMatchObject({ name: 'New Person' });
  });

  it('refuses two rows that update the same employee', async () => {
    await addEmployee('REV-10', 'Twice Over', 'twice.rev@demo.test');
    // Row 1 finds REV-10 by its id, row 2 by its email (under a new id).
    const dry = await dryRun(
      csv('REV-10,Twice Over,other.rev@demo.test,', 'REV-11,Twice Again,twice.rev@demo.test,'),
    );
    expect(dry.json()).toMatchObject({ valid: false, fingerprint: null });
    expect(dry.json().issues).toEqual([
      { row: 2, field: 'code', message: 'Row 1 updates the same employee' },
    ]);
  });
});

describe('an email tied to a login', () => {
  it('changes only with the explicit choice; the login keeps its own email', async () => {
    const login = await userWith(world, { on_asset: { asset: ['view'] } });
    const id = await addEmployee('REV-20', 'Signs In', login.email);
    const file = csv('REV-20,Signs In Renamed,moved.rev@demo.test,');
    const dry = (await dryRun(file)).json();
    expect(dry).toMatchObject({ valid: true, updates: 1, loginEmailChanges: 1 });
    expect(dry.updateRows[0]).toMatchObject({
      employee: { _id: id },
      loginEmail: true,
      changes: [
        { field: 'name', before: 'Signs In', after: 'Signs In Renamed' },
        { field: 'email', before: login.email, after: 'moved.rev@demo.test' },
      ],
    });
    // Without the choice: the rest of the row is written, the email stays.
    const kept = await commit(file, dry.fingerprint);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ updates: 1, loginEmailChanges: 1 });
    expect(await employee('REV-20')).toMatchObject({
      name: 'Signs In Renamed',
      email: login.email,
    });
    // Checked again, chosen: the email changes; the user's sign-in email does not.
    const again = (await dryRun(file)).json();
    expect(again.updateRows[0].changes).toEqual([
      { field: 'email', before: login.email, after: 'moved.rev@demo.test' },
    ]);
    const moved = await commit(file, again.fingerprint, { changeLoginEmails: true });
    expect(moved.statusCode).toBe(200);
    expect(await employee('REV-20')).toMatchObject({ email: 'moved.rev@demo.test' });
    const user = await db()
      .selectFrom('users')
      .select('email')
      .where('id', '=', login.userId)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(login.email);
  });

  it("flags an email that would tie the employee to someone else's login", async () => {
    const login = await userWith(world, { on_asset: { asset: ['view'] } });
    await addEmployee('REV-21', 'No Login Yet', 'nologin.rev@demo.test');
    const dry = (await dryRun(csv(`REV-21,No Login Yet,${login.email},`))).json();
    expect(dry.updateRows[0]).toMatchObject({ loginEmail: true });
  });
});

describe('the commit of an employee import', () => {
  it('needs the fingerprint of its dry run (400 naming it)', async () => {
    const res = expectErrorBody(await commit(csv('REV-30,Nobody,,'), undefined), 400);
    expect(res.issues?.[0]?.field).toBe('fingerprint');
    expect(await employee('REV-30')).toBeUndefined();
  });

  it('refuses (409, EMPLOYEE_IMPORT_STALE) when the employees changed since the dry run, writing nothing', async () => {
    const id = await addEmployee('REV-31', 'Before Check', 'before.rev@demo.test');
    const file = csv('REV-31,From The File,before.rev@demo.test,', 'REV-32,Also New,,');
    const dry = (await dryRun(file)).json();
    expect(dry).toMatchObject({ valid: true, updates: 1, creates: 1 });
    const edited = await world.admin.put(`/company/employees/${id}`, {
      code: 'REV-31',
      name: 'Edited Meanwhile',
      email: 'before.rev@demo.test',
    });
    expect(edited.statusCode).toBe(200);
    const logBefore = (await orgLog(world)).length;
    const stale = await commit(file, dry.fingerprint);
    expectErrorBody(stale, 409);
    expect(stale.json().code).toBe('EMPLOYEE_IMPORT_STALE');
    expect(await employee('REV-31')).toMatchObject({ name: 'Edited Meanwhile' });
    expect(await employee('REV-32')).toBeUndefined();
    expect((await orgLog(world)).length).toBe(logBefore);
  });

  it('two commits of one dry run at once: one 200, the other 409, the employees written once', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `CON-${i + 1},Concurrent ${i + 1},,Ops`);
    const file = csv(...rows);
    const dry = (await dryRun(file)).json();
    expect(dry).toMatchObject({ valid: true, creates: 30 });
    const logBefore = (await orgLog(world)).filter((e) => e.action === 'import').length;
    const answers = await Promise.all([
      commit(file, dry.fingerprint),
      commit(file, dry.fingerprint),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('EMPLOYEE_IMPORT_STALE');
    const written = await sql<{ n: number }>`select count(*)::int as n from employees
      where company_id = ${world.demo.companyId} and code like 'CON-%'`.execute(db());
    expect(written.rows[0]!.n).toBe(30);
    const imports = (await orgLog(world)).filter((e) => e.action === 'import').length;
    expect(imports).toBe(logBefore + 1);
  });
});
