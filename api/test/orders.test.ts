import { sql } from 'kysely';
import { MARKETING_ERRORS } from '@itam/shared/contracts';
import { utcToday } from '../src/modules/subscription/license';
import {
  bearer,
  createTestEnv,
  expectErrorBody,
  freshAddress,
  login,
  type TestEnv,
} from './helpers';

let env: TestEnv;
let unlicensed: string;
let admin: string;
let viewer: string;
beforeAll(async () => {
  env = await createTestEnv();
  const tokens = await Promise.all(
    ['unlicensed@demo.test', 'admin@other.test', 'viewer@demo.test'].map((e) => login(env.app, e)),
  );
  [unlicensed, admin, viewer] = tokens as [string, string, string];
});
afterAll(() => env.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: freshAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function placeOrder(
  token: string,
  payload: unknown = { billingCycle: 'monthly', modules: ['asset-management'] },
) {
  const res = await inject('POST', '/api/itam/orders', token, payload);
  expect(res.statusCode).toBe(201);
  return res.json() as {
    order: { _id: string; reference: string; amountPaise: number; status: string };
    checkout: { url: string };
  };
}

/** What the test gateway's Approve sends the browser back with. */
async function approve(checkoutUrl: string): Promise<Record<string, string>> {
  const res = await env.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location as string, 'http://x');
  expect(location.pathname).toBe('/pricing');
  return Object.fromEntries(location.searchParams);
}

const verify = (params: Record<string, string>) =>
  inject('POST', '/api/itam/open-api/order/verify', undefined, { params });
const licenseOf = async (token: string) =>
  (await inject('POST', '/api/auth/verify-token', token)).json().licenseCode as string;

describe('orders, the test gateway and verification', () => {
  it('prices an order from the plans and devices and sends the buyer to the gateway', async () => {
    const { order, checkout } = await placeOrder(unlicensed, {
      billingCycle: 'yearly',
      modules: ['asset-management', 'it-services'],
      devices: [{ deviceId: 'dell-p2422h', quantity: 2 }],
    });
    expect(order).toMatchObject({
      status: 'pending',
      amountPaise: 4999000 + 2999000 + 2 * 1490000,
      needsShipping: true,
    });
    expect(order.reference).toMatch(/^OR-\d{6}-[2-9A-Z]{6}$/);
    expect(checkout).toMatchObject({ kind: 'redirect', provider: 'test' });
    const page = await env.app.inject({
      url: `${checkout.url}?lang=hi`,
      remoteAddress: freshAddress(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('भुगतान स्वीकृत करें');
    expect(page.body).toContain(order.reference);
  });

  it('approved and verified: the subscription goes live once, and a replay is refused', async () => {
    expect(await licenseOf(unlicensed)).toBe('LICENSE_REQUIRED');
    const { order, checkout } = await placeOrder(unlicensed);
    const params = await approve(checkout.url);
    const res = await verify(params);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order: { _id: order._id, status: 'paid', needsShipping: false },
      subscription: { start: utcToday() },
    });
    expect(await licenseOf(unlicensed)).toBe('LICENSE_EXIST');
    // The protected API now answers for this company's assets.
    expect((await inject('GET', '/api/assets/get-assets?limit=1', unlicensed)).statusCode).toBe(
      200,
    );

    const replay = expectErrorBody(await verify(params), 409);
    expect(replay.error).toBe(MARKETING_ERRORS.paymentAlreadyVerified);
    // A second approval of the same (paid) order goes back to pricing without a signature.
    const again = await env.app.inject({
      method: 'POST',
      url: `${checkout.url}/approve`,
      remoteAddress: freshAddress(),
    });
    expect(again.headers.location).toBe('/pricing');
  });

  it('refuses a forged verification and leaves the order pending', async () => {
    const { order, checkout } = await placeOrder(unlicensed);
    const params = await approve(checkout.url);
    const forgeries: Record<string, string>[] = [
      { ...params, signature: params.signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...params, payment_id: `test_pay_${'0'.repeat(24)}` },
      { ...params, signature: '' },
      { order_id: params.order_id! },
      {},
    ];
    for (const forged of forgeries) {
      const body = expectErrorBody(await verify(forged), 400);
      expect(body.error).toBe(MARKETING_ERRORS.paymentNotVerified);
    }
    expect(
      (await inject('GET', `/api/itam/orders/${order._id}`, unlicensed)).json().order.status,
    ).toBe('pending');
    // A valid signature of one order cannot settle another.
    const other = await placeOrder(unlicensed);
    expectErrorBody(
      await verify({
        ...params,
        order_id: new URL(other.checkout.url, 'http://x').pathname.split('/').pop()!,
      }),
      400,
    );
  });

  it('a declined payment fails the order and lands on /payment-failed; it can no longer be verified', async () => {
    const { order, checkout } = await placeOrder(unlicensed);
    const params = await approve(checkout.url);
    const declined = await env.app.inject({
      method: 'POST',
      url: `${checkout.url}/decline`,
      remoteAddress: freshAddress(),
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(
      `/payment-failed?reason=declined&order=${order.reference}`,
    );
    expect(
      (await inject('GET', `/api/itam/orders/${order._id}`, unlicensed)).json().order.status,
    ).toBe('failed');
    expect(expectErrorBody(await verify(params), 409).error).toBe(MARKETING_ERRORS.orderNotPayable);
    const page = await env.app.inject({ url: checkout.url, remoteAddress: freshAddress() });
    expect(page.body).toContain('This order can no longer be paid here.');
    expect(page.body).not.toContain('Approve payment');
    const unknown = await env.app.inject({
      url: '/api/itam/open-api/test-gateway/test_order_000000000000000000000000',
      remoteAddress: freshAddress(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a session and the company-information permission to order', async () => {
    expectErrorBody(
      await inject('POST', '/api/itam/orders', undefined, {
        billingCycle: 'monthly',
        modules: ['asset-management'],
      }),
      401,
    );
    expectErrorBody(
      await inject('POST', '/api/itam/orders', viewer, {
        billingCycle: 'monthly',
        modules: ['asset-management'],
      }),
      403,
    );
  });

  it.each([
    [{ billingCycle: 'weekly', modules: ['asset-management'] }, 'billingCycle'],
    [{ billingCycle: 'monthly', modules: [] }, 'modules'],
    [{ billingCycle: 'monthly', modules: ['payroll'] }, 'modules.0'],
    [
      { billingCycle: 'monthly', devices: [{ deviceId: 'no-such-device', quantity: 1 }] },
      'devices.0.deviceId',
    ],
    [
      { billingCycle: 'monthly', devices: [{ deviceId: 'dell-p2422h', quantity: 0 }] },
      'devices.0.quantity',
    ],
  ])('answers 400 for %j', async (payload, field) => {
    const body = expectErrorBody(
      await inject('POST', '/api/itam/orders', unlicensed, payload),
      400,
    );
    expect(body.issues?.map((i) => i.field)).toContain(field);
  });

  it('keeps orders to their company: 404 for another company and for a malformed id', async () => {
    const { order } = await placeOrder(unlicensed);
    expectErrorBody(await inject('GET', `/api/itam/orders/${order._id}`, admin), 404);
    expectErrorBody(await inject('GET', '/api/itam/orders/not-a-uuid', unlicensed), 404);
    const mine = (await inject('GET', '/api/itam/orders', unlicensed)).json().orders as {
      _id: string;
    }[];
    expect(mine.map((o) => o._id)).toContain(order._id);
    expect((await inject('GET', '/api/itam/orders', admin)).json().orders).toEqual([]);
  });
});

describe('hardware orders: confirming the shipping address', () => {
  const address = {
    contactName: 'Sara Khan',
    phone: '+91 98470 12345',
    line1: '4th floor, Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682031',
  };

  it('is refused before payment, then confirmed once paid; the pending list empties', async () => {
    const { order, checkout } = await placeOrder(unlicensed, {
      billingCycle: 'monthly',
      devices: [{ deviceId: 'latitude-3540', quantity: 3 }],
    });
    const url = `/api/itam/orders/${order._id}/shipping`;
    expectErrorBody(await inject('POST', url, unlicensed, { address }), 409);
    expect((await verify(await approve(checkout.url))).json().order.needsShipping).toBe(true);
    const pending = (await inject('GET', '/api/itam/orders?shipping=pending', unlicensed)).json()
      .orders as { _id: string }[];
    expect(pending.map((o) => o._id)).toContain(order._id);

    expectErrorBody(
      await inject('POST', url, unlicensed, { address: { ...address, postalCode: '12' } }),
      400,
    );
    expectErrorBody(await inject('POST', url, admin, { address }), 404);
    const confirmed = await inject('POST', url, unlicensed, { address });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({
      shippingAddress: { ...address, country: 'India' },
      shippingConfirmedAt: expect.any(String),
    });
    const after = (await inject('GET', '/api/itam/orders?shipping=pending', unlicensed)).json()
      .orders as { _id: string }[];
    expect(after.map((o) => o._id)).not.toContain(order._id);
  });

  it('lets exactly one of two confirmations made at once succeed; a later correction still does', async () => {
    const { order, checkout } = await placeOrder(unlicensed, {
      billingCycle: 'monthly',
      devices: [{ deviceId: 'latitude-3540', quantity: 1 }],
    });
    await verify(await approve(checkout.url));
    const url = `/api/itam/orders/${order._id}/shipping`;
    const first = { ...address, contactName: 'First Sender' };
    const second = { ...address, contactName: 'Second Sender' };
    const confirmBoth = () =>
      Promise.all([first, second].map((a) => inject('POST', url, unlicensed, { address: a })));
    const db = env.database.db;
    let racing: ReturnType<typeof confirmBoth>;
    if (env.database.kind === 'postgres') {
      // Both requests read the unconfirmed order, then wait on this lock to write: a real race.
      await db.transaction().execute(async (trx) => {
        await sql`select id from orders where id = ${order._id} for update`.execute(trx);
        racing = confirmBoth();
        for (let waiting = 0; waiting < 2;) {
          // Activity statistics are a snapshot per transaction unless cleared.
          await sql`select pg_stat_clear_snapshot()`.execute(trx);
          const row = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(trx);
          waiting = row.rows[0]!.n;
        }
      });
    } else {
      // PGlite runs statements one at a time in arrival order: both reads come before either write.
      racing = confirmBoth();
    }
    const answers = await racing!;
    const statuses = answers.map((res) => res.statusCode);
    expect([...statuses].sort()).toEqual([200, 409]);
    const winner = statuses[0] === 200 ? first : second;
    expect(expectErrorBody(answers[statuses.indexOf(409)]!, 409).error).toMatch(
      /changed meanwhile/,
    );
    const stored = (await inject('GET', `/api/itam/orders/${order._id}`, unlicensed)).json().order;
    expect(stored.shippingAddress).toEqual({ ...winner, country: 'India' });

    // The buyer corrects the address, having seen the confirmed one (the screen offers it).
    const corrected = await inject('POST', url, unlicensed, {
      address: { ...address, line1: 'Ground floor, Marine Drive' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().order.shippingAddress.line1).toBe('Ground floor, Marine Drive');
  });

  it('refuses an address for an order without devices', async () => {
    const { order, checkout } = await placeOrder(unlicensed);
    await verify(await approve(checkout.url));
    expectErrorBody(
      await inject('POST', `/api/itam/orders/${order._id}/shipping`, unlicensed, { address }),
      409,
    );
  });
});
