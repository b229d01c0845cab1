/**
 * Login throttling (auth/login-limiter.ts): per address, per account and address, and a
 * progressive delay per account; none of them lets a stranger stop the right password
 * from the user's own address. Time is the app's injected clock: nothing sleeps.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_LIMITS, type LimitsConfig } from '../src/config';
import {
  DEMO_PASSWORD,
  createTestEnv,
  expectErrorBody,
  freshAddress,
  loginRequest,
  testConfig,
  type TestEnv,
} from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

let now = 0;
let app: FastifyInstance;

/**
 * An app of its own on the shared database. The counts are the database's (every app on it
 * shares them): each test uses fresh addresses, and a right password ends an account's failures.
 */
async function startApp(limits: Partial<LimitsConfig> = {}): Promise<void> {
  now = Date.parse('2030-01-01T09:00:00Z');
  app = await buildApp(testConfig({ ...env.config, limits: { ...DEFAULT_LIMITS, ...limits } }), {
    database: env.database,
    clock: () => now,
  });
}
afterEach(() => app.close());

/** A 429 that states its wait in Retry-After and in the body, both in whole seconds. */
function expectWait(res: LightMyRequestResponse, seconds: number): void {
  expectErrorBody(res, 429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(res.json().retryAfterSeconds).toBe(seconds);
}

describe('login throttling', () => {
  it("a stranger's failures refuse the stranger's address, never the account from another address", async () => {
    await startApp();
    const stranger = freshAddress();
    for (let i = 0; i < 12; i++)
      await loginRequest(app, 'viewer@demo.test', 'wrong-password', stranger);
    // Even the right password waits at the stranger's address...
    expectErrorBody(await loginRequest(app, 'viewer@demo.test', DEMO_PASSWORD, stranger), 429);
    // ...but the user's own address signs in at once, the clock unmoved.
    expect(
      (await loginRequest(app, 'viewer@demo.test', DEMO_PASSWORD, freshAddress())).statusCode,
    ).toBe(200);
  });

  it('failures spread over many addresses delay those addresses, not a new one', async () => {
    await startApp();
    const botnet = Array.from({ length: 30 }, () => freshAddress());
    for (const address of botnet)
      expect(
        (await loginRequest(app, 'viewer@demo.test', 'wrong-password', address)).statusCode,
      ).toBe(401);
    // The account's 30 failures: each of those addresses now waits the longest delay.
    expectWait(await loginRequest(app, 'viewer@demo.test', 'wrong-password', botnet[0]), 30);
    expect(
      (await loginRequest(app, 'viewer@demo.test', DEMO_PASSWORD, freshAddress())).statusCode,
    ).toBe(200);
  });

  it('refuses one account from one address after 5 failures there, until the window passes', async () => {
    await startApp();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await loginRequest(app, 'incidents@demo.test', 'wrong-password', address);
      expect(res.statusCode).toBe(401);
      now += 60_000; // past any delay: only the pair's limit is left
    }
    // The first failure leaves the 15-minute window 10 minutes from now.
    expectWait(await loginRequest(app, 'incidents@demo.test', DEMO_PASSWORD, address), 600);
    // The same address signs in to another account, and the account from another address.
    expect((await loginRequest(app, 'viewer@demo.test', DEMO_PASSWORD, address)).statusCode).toBe(
      200,
    );
    expect(
      (await loginRequest(app, 'incidents@demo.test', DEMO_PASSWORD, freshAddress())).statusCode,
    ).toBe(200);
    // Another address's success does not free the refused pair.
    expectWait(await loginRequest(app, 'incidents@demo.test', DEMO_PASSWORD, address), 600);
    now += 600_000;
    expect(
      (await loginRequest(app, 'incidents@demo.test', DEMO_PASSWORD, address)).statusCode,
    ).toBe(200);
  });

  it('delays further tries of an account progressively after 3 failures, capped, never locked', async () => {
    await startApp({ loginFailuresPerAccountAddress: 100, loginDelayMaxMs: 4000 });
    const address = freshAddress();
    const fail = () => loginRequest(app, 'admin@other.test', 'wrong-password', address);
    for (let i = 0; i < 3; i++) expect((await fail()).statusCode).toBe(401);
    for (const seconds of [1, 2, 4, 4]) {
      // The right password waits too: a refused try tells nothing about the password.
      expectWait(await loginRequest(app, 'admin@other.test', DEMO_PASSWORD, address), seconds);
      now += seconds * 1000 - 1;
      expectWait(await fail(), 1);
      now += 1;
      expect((await fail()).statusCode).toBe(401);
    }
    // Another address is not delayed; and once the wait passes, the right password works here.
    expect(
      (await loginRequest(app, 'admin@other.test', DEMO_PASSWORD, freshAddress())).statusCode,
    ).toBe(200);
    now += 4000;
    expect((await loginRequest(app, 'admin@other.test', DEMO_PASSWORD, address)).statusCode).toBe(
      200,
    );
  });

  it('counts tries sent at once before their passwords are checked', async () => {
    await startApp();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        loginRequest(app, 'viewer@demo.test', 'wrong-password', address),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    // Three failures start the account's delay; the other seven wait for it.
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(7).fill(429)]);
  });

  it('refuses a client address after 20 failures across accounts, not other addresses', async () => {
    await startApp();
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const res = await loginRequest(app, `stranger${i}@demo.test`, 'wrong-password', address);
      expect(res.statusCode).toBe(401);
    }
    expectWait(await loginRequest(app, 'admin@demo.test', DEMO_PASSWORD, address), 900);
    expect(
      (await loginRequest(app, 'admin@demo.test', DEMO_PASSWORD, freshAddress())).statusCode,
    ).toBe(200);
  });
});
