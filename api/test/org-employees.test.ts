/** Employees: list, one employee, create, edit, deactivate, export, and the CSV/XLSX import. */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { VersionedMemo } from '../src/services/versioned-memo';
import { assetWorld, createAsset, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { orgLog, userWith } from './org-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const MAPPING = {
  code: 'Employee ID',
  name: 'Name',
  email: 'Email',
  department: 'Department',
  branchId: 'Branch',
  managerCode: 'Manager',
  joiningDate: 'Joining date',
};

/** A CSV of `count` new employees; `bad` rows (1-based) carry an unknown branch or a bad email. */
function csvOf(count: number, bad: Record<number, 'branch' | 'email'> = {}): string {
  const lines = ['Employee ID,Name,Email,Department,Branch,Manager,Joining date'];
  for (let i = 1; i <= count; i += 1) {
    const email = bad[i] === 'email' ? 'not-an-email' : `imp${i}@demo.test`;
    const branch = bad[i] === 'branch' ? 'BR-NOWHERE' : 'BR-PUN';
    lines.push(
      `IMP-${i},Imported Person ${i},${email},Logistics,${branch},${i > 1 ? 'IMP-1' : ''},0${(i % 9) + 1}/03/2024`,
    );
  }
  return lines.join('\n');
}

/** The import as the screen runs it: a dry run, then the commit of what it showed. */
async function importChecked(body: Record<string, unknown>) {
  const dry = await world.admin.post('/company/employees/import', { ...body, dryRun: true });
  const { fingerprint } = dry.json() as { fingerprint: string | null };
  return world.admin.post('/company/employees/import', {
    ...body,
    dryRun: false,
    fingerprint: fingerprint ?? '0'.repeat(64),
  });
}

async function employeeCount(): Promise<number> {
  const row = await db()
    .selectFrom('employees')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', world.demo.companyId)
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('employees', () => {
  it('is refused (403) to a role without employee_setup and scoped to the company (404)', async () => {
    expectErrorBody(await world.viewer.get('/company/employees'), 403);
    expectErrorBody(await world.viewer.get('/company/employees/export'), 403);
    expectErrorBody(
      await world.viewer.post('/company/employees/import', {
        fileName: 'a.csv',
        content: b64('a'),
        mapping: MAPPING,
      }),
      403,
    );
    const looker = await userWith(world, { on_organsiation: { employee_setup: ['view'] } });
    expectErrorBody(
      await looker.client.post('/company/employees', { code: 'X-1', name: 'X' }),
      403,
    );
    expectErrorBody(await looker.client.del(`/company/employees/${world.demo.employees[0]}`), 403);
    const theirs = world.foreign.employeeId;
    expectErrorBody(await world.admin.get(`/company/employees/${theirs}`), 404);
    expectErrorBody(
      await world.admin.put(`/company/employees/${theirs}`, { code: 'Z', name: 'Z' }),
      404,
    );
    expectErrorBody(await world.admin.del(`/company/employees/${theirs}`), 404);
    const bad = expectErrorBody(
      await world.admin.post('/company/employees', { code: 'X-2', name: 'X', managerId: theirs }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('managerId');
  });

  it('lists with search and paging, each with department, branch and manager', async () => {
    const page = (await world.admin.get('/company/employees?limit=5')).json();
    expect(page.employees).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(12);
    const withManager = (await world.admin.get('/company/employees?limit=100'))
      .json()
      .employees.filter((e: { manager: unknown }) => e.manager);
    expect(withManager.length).toBe(page.total - 1);
    expect(page.employees[0].department?.name).toMatch(/^(IT|Finance|HR|Administration)$/);
    const one = page.employees[0];
    const found = (
      await world.admin.get(
        `/company/employees?search=${encodeURIComponent(one.code.toLowerCase())}`,
      )
    ).json();
    expect(found.employees.map((e: { _id: string }) => e._id)).toEqual([one._id]);
    expect(
      expectErrorBody(await world.admin.get('/company/employees?limit=500'), 400).issues?.[0]
        ?.field,
    ).toBe('limit');
  });

  it('creates, edits (creating a new department) and deactivates an employee, logged', async () => {
    const created = await world.admin.post('/company/employees', {
      code: 'NEW-1',
      name: 'Neha Joshi',
      email: 'neha@demo.test',
      department: 'IT',
      branchId: world.demo.branchId,
      joiningDate: '2025-01-06',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().employee._id;
    expect(created.json().employee).toMatchObject({
      department: { name: 'IT' },
      joiningDate: '2025-01-06',
      active: true,
      assets: [],
    });
    const taken = expectErrorBody(
      await world.admin.post('/company/employees', { code: 'NEW-1', name: 'Again' }),
      400,
    );
    expect(taken.issues?.[0]?.field).toBe('code');
    const edited = await world.admin.put(`/company/employees/${id}`, {
      code: 'NEW-1',
      name: 'Neha Joshi',
      department: 'Research',
      managerId: world.demo.employees[0],
    });
    expect(edited.json().employee.department.name).toBe('Research');
    expect(
      (await world.admin.get('/company/departments'))
        .json()
        .departments.map((d: { name: string }) => d.name),
    ).toContain('Research');
    const asset = await createAsset(world, { state: 'ASSIGNED', employeeId: id });
    const holding = expectErrorBody(await world.admin.del(`/company/employees/${id}`), 409);
    expect(holding.error).toContain('1 asset');
    expect((await world.admin.get(`/company/employees/${id}`)).json().employee.assets).toEqual([
      { _id: asset._id, name: asset.name, tag: asset.tag, state: 'ASSIGNED' },
    ]);
    await world.admin.del(`/assets/${asset._id}`);
    expect((await world.admin.del(`/company/employees/${id}`)).statusCode).toBe(200);
    expect((await world.admin.get(`/company/employees/${id}`)).json().employee.active).toBe(false);
    const log = await orgLog(world);
    expect(log.slice(0, 3).map((r) => [r.entityType, r.action])).toEqual([
      ['employee', 'deactivate'],
      ['employee', 'update'],
      ['employee', 'create'],
    ]);
  });

  it('exports CSV with formula-safe cells', async () => {
    await world.admin.post('/company/employees', {
      code: 'CSV-1',
      name: '=HYPERLINK("http://evil.test")',
      email: 'csv@demo.test',
    });
    const res = await world.admin.get('/company/employees/export?status=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`CSV-1,"'=HYPERLINK(""http://evil.test"")",csv@demo.test`);
  });
});

describe('employee import', () => {
  it('shows the columns of a file and suggests the mapping', async () => {
    const res = await world.admin.post('/company/employees/import/columns', {
      fileName: 'people.csv',
      content: b64(csvOf(3)),
    });
    expect(res.json()).toMatchObject({
      rowCount: 3,
      suggestedMapping: {
        code: 'Employee ID',
        name: 'Name',
        email: 'Email',
        branchId: 'Branch',
        managerCode: 'Manager',
      },
    });
    expect(
      expectErrorBody(
        await world.admin.post('/company/employees/import/columns', {
          fileName: 'people.txt',
          content: b64('x'),
        }),
        400,
      ).issues?.[0]?.field,
    ).toBe('fileName');
  });

  it('a dry run reports every bad row and writes nothing; a commit with bad rows writes nothing either', async () => {
    const before = await employeeCount();
    const logBefore = (await orgLog(world)).length;
    const body = {
      fileName: 'people.csv',
      content: b64(csvOf(20, { 7: 'branch', 13: 'email' })),
      mapping: MAPPING,
    };
    const dry = await world.admin.post('/company/employees/import', { ...body, dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, rowCount: 20, valid: false });
    expect(dry.json().issues.map((i: { row: number; field: string }) => [i.row, i.field])).toEqual([
      [7, 'branchId'],
      [13, 'email'],
    ]);
    // The email's problem is a sentence naming it, with its code, not the validator's text.
    expect(dry.json().issues[1]).toMatchObject({
      code: 'invalid_format',
      format: 'email',
      message: 'Email must be an email address',
    });
    const commit = await importChecked(body);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().issues).toHaveLength(2);
    expect(await employeeCount()).toBe(before);
    expect((await orgLog(world)).length).toBe(logBefore);
    expect(
      await db()
        .selectFrom('departments')
        .select('id')
        .where('name', '=', 'Logistics')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("a fixed file's dry run writes nothing; its commit creates everyone, then updates by id or email", async () => {
    const before = await employeeCount();
    const body = { fileName: 'people.csv', content: b64(csvOf(20)), mapping: MAPPING };
    const dry = (
      await world.admin.post('/company/employees/import', { ...body, dryRun: true })
    ).json();
    expect(dry).toMatchObject({ valid: true, creates: 20, updates: 0, issues: [] });
    expect(await employeeCount()).toBe(before);
    const done = await importChecked(body);
    expect(done.json()).toMatchObject({ valid: true, creates: 20, updates: 0 });
    expect(await employeeCount()).toBe(before + 20);
    const second = (await world.admin.get('/company/employees?search=imp-2&limit=100'))
      .json()
      .employees.find((e: { code: string }) => e.code === 'IMP-2');
    expect(second).toMatchObject({
      department: { name: 'Logistics' },
      branch: { branchId: 'BR-PUN' },
      manager: { code: 'IMP-1' },
      joiningDate: '2024-03-03',
    });
    // Again, one row found by its email under a new id: one update, 19 unchanged, nobody new.
    const changed = csvOf(20).replace('IMP-20,', 'IMP-20B,');
    const again = (await importChecked({ ...body, content: b64(changed) })).json();
    expect(again).toMatchObject({ creates: 0, updates: 1, unchanged: 19 });
    expect(again.updateRows[0].changes).toEqual([
      { field: 'code', before: 'IMP-20', after: 'IMP-20B' },
    ]);
    expect(await employeeCount()).toBe(before + 20);
    expect((await orgLog(world))[0]).toMatchObject({ action: 'import', entityType: 'employee' });
  });

  it('reads an XLSX workbook, dates included', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    sheet.addRow(['Employee ID', 'Name', 'Joining date']);
    sheet.addRow(['XL-1', 'Sheet Person', new Date(Date.UTC(2023, 6, 14))]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const res = await importChecked({
      fileName: 'people.xlsx',
      content,
      mapping: { code: 'Employee ID', name: 'Name', joiningDate: 'Joining date' },
    });
    expect(res.json()).toMatchObject({ valid: true, creates: 1 });
    const row = await db()
      .selectFrom('employees')
      .select('joining_date')
      .where('code', '=', 'XL-1')
      .executeTakeFirstOrThrow();
    expect(row.joining_date).toBe('2023-07-14');
    const unmapped = expectErrorBody(
      await world.admin.post('/company/employees/import', {
        fileName: 'people.xlsx',
        content,
        mapping: { code: 'Employee ID', name: 'Nope' },
      }),
      400,
    );
    expect(unmapped.issues?.[0]?.field).toBe('mapping.name');
  });
});

describe('employee counts', () => {
  it('the list total (a trigger-kept count) equals the rows after creates, imports, updates and deactivations', async () => {
    const actual = await db()
      .selectFrom('employees')
      .select(['company_id', 'active', sql<number>`count(*)::int`.as('n')])
      .groupBy(['company_id', 'active'])
      .execute();
    const kept = await db()
      .selectFrom('employee_counts')
      .select(['company_id', 'active', 'n'])
      .where('n', '>', 0)
      .execute();
    const key = (r: { company_id: string; active: boolean; n: number | string }) =>
      `${r.company_id}/${r.active}/${Number(r.n)}`;
    expect(kept.map(key).sort()).toEqual(actual.map(key).sort());
    const active = actual.find((r) => r.company_id === world.demo.companyId && r.active)!.n;
    expect((await world.admin.get('/company/employees?limit=1')).json().total).toBe(active);
    const all = actual
      .filter((r) => r.company_id === world.demo.companyId)
      .reduce((sum, r) => sum + r.n, 0);
    expect((await world.admin.get('/company/employees?limit=1&status=all')).json().total).toBe(all);
  });
});

describe('employee list paging', () => {
  it('every page of every status, read forwards or from the far end, is the plain ORDER BY ... OFFSET page', async () => {
    const companyId = world.demo.companyId;
    // Names that tie when lower-cased (the id breaks the tie) and sort by byte (collate "C").
    await sql`insert into employees (company_id, code, name, active)
      select ${companyId}, 'PG-' || g, (array['Zoë', 'adam', 'Adam', 'émile', 'bob'])[g % 5 + 1] || ' ' || (g % 37),
        g % 4 <> 0
      from generate_series(1, 260) g`.execute(db());
    for (const status of ['active', 'inactive', 'all'] as const) {
      const expected = (
        await sql<{ id: string }>`select id from employees
          where company_id = ${companyId}
            and (${status} = 'all' or active = (${status} = 'active'))
          order by lower(name) collate "C", id`.execute(db())
      ).rows.map((r) => r.id);
      const limit = 10;
      for (let pageNumber = 0; pageNumber * limit <= expected.length + limit; pageNumber += 1) {
        const page = (
          await world.admin.get(
            `/company/employees?status=${status}&limit=${limit}&pageNumber=${pageNumber}`,
          )
        ).json();
        expect({
          status,
          pageNumber,
          ids: page.employees.map((e: { _id: string }) => e._id),
        }).toEqual({
          status,
          pageNumber,
          ids: expected.slice(pageNumber * limit, (pageNumber + 1) * limit),
        });
        expect(page.total).toBe(expected.length);
      }
    }
    const searched = (await world.admin.get('/company/employees?search=adam%201&limit=100')).json();
    const matches = (
      await sql<{ id: string }>`select id from employees
        where company_id = ${companyId} and active
          and lower(code || ' ' || name || ' ' || coalesce(email, '')) like '%adam 1%'
        order by lower(name) collate "C", id`.execute(db())
    ).rows.map((r) => r.id);
    expect(matches.length).toBeGreaterThan(5);
    expect(searched.employees.map((e: { _id: string }) => e._id)).toEqual(matches);
    expect(searched.total).toBe(matches.length);
    const past = (
      await world.admin.get('/company/employees?search=adam%201&limit=100&pageNumber=3')
    ).json();
    expect({ employees: past.employees, total: past.total }).toEqual({
      employees: [],
      total: matches.length,
    });
  });
});

describe('employee list page checkpoints', () => {
  const statuses = ['active', 'inactive', 'all'] as const;
  const limit = 10;

  /** The plain ORDER BY ... OFFSET list of a status: every id in order. */
  async function expected(status: (typeof statuses)[number]): Promise<string[]> {
    const rows = await sql<{ id: string }>`select id from employees
      where company_id = ${world.demo.companyId}
        and (${status} = 'all' or active = (${status} = 'active'))
      order by lower(name) collate "C", id`.execute(db());
    return rows.rows.map((r) => r.id);
  }

  /** Near, middle, far and past-the-end pages of every status, through the API. */
  async function expectExactPages(step: string): Promise<void> {
    for (const status of statuses) {
      const ids = await expected(status);
      const last = Math.floor((ids.length - 1) / limit);
      for (const pageNumber of [0, 19, 20, 21, Math.floor(last / 2), last - 1, last, last + 1]) {
        const page = (
          await world.admin.get(
            `/company/employees?status=${status}&limit=${limit}&pageNumber=${pageNumber}`,
          )
        ).json();
        expect({
          step,
          status,
          pageNumber,
          total: page.total,
          ids: page.employees.map((e: { _id: string }) => e._id),
        }).toEqual({
          step,
          status,
          pageNumber,
          total: ids.length,
          ids: ids.slice(pageNumber * limit, (pageNumber + 1) * limit),
        });
      }
    }
  }

  /** How far the clock was moved on, a minute per write: stale checkpoints may be rebuilt. */
  let clock = 0;

  /** Pages right after a write (stale checkpoints), then once they may be rebuilt. */
  async function afterWrite(step: string, builds: jest.SpyInstance): Promise<void> {
    await expectExactPages(`${step}, at once`);
    const before = builds.mock.calls.length;
    clock += 60_000;
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + clock);
    try {
      await expectExactPages(`${step}, rebuilt`);
    } finally {
      later.mockRestore();
    }
    // One rebuild per status: every write bumps the company's employee version.
    expect(builds.mock.calls.length - before).toBe(statuses.length);
  }

  it('build once per status and give exact pages after a create, an edit, a deactivation and an import', async () => {
    const companyId = world.demo.companyId;
    // Several checkpoints per status; names that tie when lower-cased (the id breaks the tie).
    await sql`insert into employees (company_id, code, name, active)
      select ${companyId}, 'CP-' || g, (array['Mira', 'mira', 'Ömer', 'zed', 'Kabir'])[g % 5 + 1] || ' ' || (g % 41),
        g % 3 <> 0
      from generate_series(1, 700) g`.execute(db());
    const builds = jest.spyOn(VersionedMemo.prototype, 'set');
    try {
      await afterWrite('insert', builds);
      const built = builds.mock.calls.length;
      await expectExactPages('remembered');
      expect(builds).toHaveBeenCalledTimes(built);

      // A new first name shifts every page of the active and all lists by one.
      const created = await world.admin.post('/company/employees', {
        code: 'CP-NEW',
        name: 'Aaron',
      });
      expect(created.statusCode).toBe(201);
      await afterWrite('create', builds);

      // A rename moves one employee from the end of the list to its start.
      const renamed = (
        await sql<{ id: string }>`select id from employees where company_id = ${companyId}
          and code = 'CP-4'`.execute(db())
      ).rows[0]!.id;
      const edited = await world.admin.put(`/company/employees/${renamed}`, {
        code: 'CP-4',
        name: 'Aardvark',
      });
      expect(edited.statusCode).toBe(200);
      await afterWrite('edit', builds);

      // Deactivating moves an employee from the active list to the inactive one.
      const deactivated = await world.admin.del(`/company/employees/${renamed}`);
      expect(deactivated.statusCode).toBe(200);
      await afterWrite('deactivate', builds);

      const csv = ['Employee ID,Name', 'CP-IMP-1,Aa Imported', 'CP-IMP-2,zz Imported'].join('\n');
      const imported = await importChecked({
        fileName: 'more.csv',
        content: b64(csv),
        mapping: { code: 'Employee ID', name: 'Name' },
      });
      expect(imported.json()).toMatchObject({ valid: true, creates: 2 });
      await afterWrite('import', builds);
    } finally {
      builds.mockRestore();
    }
  });

  it("keep each company's own list", async () => {
    const otherCompany = (
      await sql<{ id: string }>`select company_id as id from employees
        where id = ${world.foreign.employeeId}`.execute(db())
    ).rows[0]!.id;
    for (const pageNumber of [0, 1]) {
      const page = (
        await world.other.get(`/company/employees?status=all&limit=10&pageNumber=${pageNumber}`)
      ).json();
      const theirs = (
        await sql<{ id: string }>`select id from employees where company_id = ${otherCompany}
          order by lower(name) collate "C", id limit 10 offset ${pageNumber * 10}`.execute(db())
      ).rows.map((r) => r.id);
      expect(page.employees.map((e: { _id: string }) => e._id)).toEqual(theirs);
    }
  });
});
