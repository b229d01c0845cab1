import { buildApp } from '../src/app';
import { createTestEnv, expectErrorBody, freshAddress, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const visit = (payload: unknown, remoteAddress = freshAddress(), app = env.app) =>
  app.inject({
    method: 'POST',
    url: '/api/itam/open-api/web-visited',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/{product}/open-api/web-visited', () => {
  it('stores one row per visitor and counts repeat visits', async () => {
    expect((await visit({ visitorId: 'fp-123' })).json()).toEqual({ type: 'success' });
    expect((await visit({ visitorId: '  fp-123  ' })).statusCode).toBe(200);
    expect((await visit({ visitorId: 'fp-456' })).statusCode).toBe(200);
    const rows = await env.database.db
      .selectFrom('web_visits')
      .selectAll()
      .orderBy('visitor_id')
      .execute();
    expect(rows.map((r) => [r.visitor_id, r.visit_count])).toEqual([
      ['fp-123', 2],
      ['fp-456', 1],
    ]);
    expect(rows[0]!.last_seen.getTime()).toBeGreaterThanOrEqual(rows[0]!.first_seen.getTime());
  });

  it('needs no token', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/itam/open-api/web-visited',
      payload: { visitorId: 'anon' },
      headers: { authorization: 'Bearer junk' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{}],
    [{ visitorId: '' }],
    [{ visitorId: 42 }],
    [{ visitorId: 'x'.repeat(129) }],
    [[]],
    ['"text"'],
  ])('answers 400 for %j', async (payload) => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/itam/open-api/web-visited',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expectErrorBody(res, 400);
  });

  it('rate-limits per client address', async () => {
    const app = await buildApp(
      { ...env.config, limits: { ...env.config.limits, webVisitedPerMinute: 3 } },
      { database: env.database },
    );
    try {
      const address = freshAddress();
      for (let i = 0; i < 3; i++)
        expect((await visit({ visitorId: `rl-${i}` }, address, app)).statusCode).toBe(200);
      const limited = await visit({ visitorId: 'rl-x' }, address, app);
      expectErrorBody(limited, 429);
      // The wait, in Retry-After and in the body for a browser to state.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().retryAfterSeconds).toBe(Number(limited.headers['retry-after']));
      expect((await visit({ visitorId: 'rl-y' }, freshAddress(), app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 404 under another product slug', async () => {
    expectErrorBody(
      await env.app.inject({
        method: 'POST',
        url: '/api/other/open-api/web-visited',
        payload: { visitorId: 'a' },
      }),
      404,
    );
  });
});
