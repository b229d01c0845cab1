/**
 * GET /api/company/data-export: a company's administrator takes its assets and employees
 * out as one XLSX workbook, whatever the state of its subscription (issue 31: a lapsed
 * company could not export its own data).
 */
import ExcelJS from 'exceljs';
import { bearer, createTestEnv, expectErrorBody, login, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const download = async (email: string) =>
  env.app.inject({ url: '/api/company/data-export', headers: bearer(await login(env.app, email)) });

async function sheets(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows = (name: string) => {
    const sheet = book.getWorksheet(name)!;
    const out: string[][] = [];
    sheet.eachRow((row) =>
      out.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))),
    );
    return out;
  };
  return { assets: rows('Assets'), employees: rows('Employees') };
}

it("gives a lapsed company's admin every asset and employee of the company, and only those", async () => {
  const res = await download('expired@demo.test');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="company-data-/);
  const { assets, employees } = await sheets(res.rawPayload);
  expect(assets[0]).toEqual(expect.arrayContaining(['Tag', 'Name', 'State', 'Employee ID']));
  expect(assets).toHaveLength(1 + 10);
  // Every tag is the lapsed company's (LL-...), none another company's.
  expect(assets.slice(1).every((row) => row[0]!.startsWith('LL'))).toBe(true);
  expect(employees[0]!.slice(0, 3)).toEqual(['Employee ID', 'Name', 'Email']);
  expect(employees[0]).toContain('Assets');
  expect(employees).toHaveLength(1 + 3);
});

it('is open to a company that never subscribed, and recorded in the activity log', async () => {
  const token = await login(env.app, 'unlicensed@demo.test');
  const res = await env.app.inject({ url: '/api/company/data-export', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const { assets } = await sheets(res.rawPayload);
  expect(assets.slice(1).every((row) => row[0]!.startsWith('NV'))).toBe(true);
  const row = await env.database.db
    .selectFrom('activity_log')
    .innerJoin('users', 'users.id', 'activity_log.actor_user_id')
    .select(['activity_log.action', 'activity_log.after'])
    .where('users.email', '=', 'unlicensed@demo.test')
    .where('activity_log.action', '=', 'export')
    .executeTakeFirst();
  expect(row?.after).toEqual({ assets: 10, employees: 3 });
});

it('is refused to a user who is not an administrator, and without a session', async () => {
  expectErrorBody(await download('viewer@demo.test'), 403);
  expectErrorBody(await env.app.inject({ url: '/api/company/data-export' }), 401);
});
