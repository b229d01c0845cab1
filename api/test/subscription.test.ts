/** GET /api/{product}/subscription: the plan and state behind the subscription dialog and /pricing. */
import { bearer, createTestEnv, expectErrorBody, login, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const read = async (email: string) => {
  const res = await env.app.inject({
    url: '/api/itam/subscription',
    headers: bearer(await login(env.app, email)),
  });
  expect(res.statusCode).toBe(200);
  return res.json().subscription;
};

it('tells an expired company which plan lapsed and when, and that its admin may renew', async () => {
  const summary = await read('expired@demo.test');
  expect(summary).toMatchObject({
    licenseCode: 'LICENSE_EXPIRED',
    modules: ['asset-management'],
    canPurchase: true,
    purchasers: [],
  });
  expect(summary.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(summary.end < new Date().toISOString().slice(0, 10)).toBe(true);
});

it('says that a company never bought a plan', async () => {
  expect(await read('unlicensed@demo.test')).toMatchObject({
    licenseCode: 'LICENSE_REQUIRED',
    start: null,
    end: null,
    billingCycle: null,
  });
});

it('names whom to ask to a user who may not buy, and only users of the same company', async () => {
  const summary = await read('viewer@demo.test');
  expect(summary.canPurchase).toBe(false);
  const emails = summary.purchasers.map((p: { email: string }) => p.email);
  expect(emails).toContain('admin@demo.test');
  expect(emails).not.toContain('viewer@demo.test');
  expect(emails.every((e: string) => e.endsWith('@demo.test'))).toBe(true);
});

it('needs a session', async () => {
  expectErrorBody(await env.app.inject({ url: '/api/itam/subscription' }), 401);
});
