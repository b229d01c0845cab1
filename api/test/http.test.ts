/** Health, config, the error shape, security headers, and bad input that must never 500. */
import fc from 'fast-check';
import { buildApp } from '../src/app';
import {
  bearer,
  createTestEnv,
  expectErrorBody,
  freshAddress,
  login,
  type TestEnv,
} from './helpers';

let env: TestEnv;
let admin: string;
beforeAll(async () => {
  env = await createTestEnv({ publicConfig: { sentryDsn: null, productSlug: 'ignored' } });
  admin = await login(env.app, 'admin@demo.test');
});
afterAll(() => env.close());

describe('health and config', () => {
  it('GET /api/health reports the database kind', async () => {
    const res = await env.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('GET /api/config is anonymous and extensible, but cannot override the slug', async () => {
    const res = await env.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({
      type: 'success',
      productSlug: 'itam',
      sentryDsn: null,
      telemetry: {},
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('errors and headers', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    expectErrorBody(await env.app.inject({ url: '/api/does/not/exist' }), 404);
    expectErrorBody(await env.app.inject({ method: 'PUT', url: '/api/health' }), 404);
    expectErrorBody(await env.app.inject({ url: '/' }), 404);
  });

  it('sets the security headers on every response', async () => {
    for (const res of [
      await env.app.inject({ url: '/api/health' }),
      await env.app.inject({ url: '/api/nope' }),
      await env.app.inject({ url: '/api/assets/get-assets' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  const post = (headers: Record<string, string>, payload: string | Buffer) =>
    env.app.inject({
      method: 'POST',
      url: '/api/auth/login?requestType=verifyPassword',
      headers,
      payload,
      remoteAddress: freshAddress(),
    });

  it('answers malformed JSON with 400', async () => {
    expectErrorBody(await post({ 'content-type': 'application/json' }, '{"email": "a@b.c",'), 400);
  });

  it('answers an unsupported content type with 415', async () => {
    expectErrorBody(await post({ 'content-type': 'application/xml' }, '<login/>'), 415);
  });

  it('answers a text/plain body with a 400 naming the body', async () => {
    expect(
      expectErrorBody(await post({ 'content-type': 'text/plain' }, 'hello'), 400).issues?.[0]
        ?.field,
    ).toBe('body');
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024 + 10) });
    expectErrorBody(await post({ 'content-type': 'application/json' }, big), 413);
  });

  it('refuses prototype poisoning, at any depth, with a 400 naming the body', async () => {
    for (const body of [
      '{"__proto__": {"x": 1}, "email": "a@b.test"}',
      '{"extra":{"":{"__proto__":{}}}}',
    ]) {
      const answer = expectErrorBody(await post({ 'content-type': 'application/json' }, body), 400);
      expect(answer.issues?.[0]?.field).toBe('body');
    }
  });

  it('answers a body that is not JSON with a 400 naming the body', async () => {
    const answer = expectErrorBody(
      await post({ 'content-type': 'application/json' }, '{"a":'),
      400,
    );
    expect(answer.issues?.[0]?.field).toBe('body');
  });

  it('answers a malformed URL with 400 JSON', async () => {
    expectErrorBody(await env.app.inject({ url: '/api/assets/%E0%A4%A' }), 400);
  });
});

describe('graceful shutdown', () => {
  it('counts running handlers so the database is closed only after them', async () => {
    const app = await buildApp(env.config, { database: env.database });
    let release!: () => void;
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'done';
    });
    const pending = app.inject({ url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.inFlight.running).toBe(1);
    release();
    expect((await pending).body).toBe('done');
    expect(await app.inFlight.whenIdle(100)).toBe(true);
    await app.close();
  });
});

describe('property-based bad input never yields a 500', () => {
  const runs = { numRuns: 150 };

  it('login bodies', async () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          // 'binary' strings include lone surrogates and NULs.
          email: fc.oneof(fc.string({ unit: 'binary' }), fc.emailAddress(), fc.anything()),
          password: fc.oneof(fc.string({ unit: 'binary' }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const payload = JSON.stringify(value) ?? '';
        const res = await env.app.inject({
          method: 'POST',
          url: '/api/auth/login?requestType=verifyPassword',
          remoteAddress: freshAddress(),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
        expect([400, 401]).toContain(res.statusCode);
        expect(res.json().type).toBe('error');
      }),
      runs,
    );
  });

  it('get-assets query strings', async () => {
    const key = fc.constantFrom(
      'pageNumber',
      'limit',
      'search',
      'state',
      'sortBy',
      'sortOrder',
      'other',
    );
    const value = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary-ascii' }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('ASSIGNED', 'price', 'asc', '%', '\\', "'; drop table assets; --"),
    );
    const pairs = fc.array(fc.tuple(key, value), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(pairs, async (entries) => {
        const query = entries.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const res = await env.app.inject({
          url: `/api/assets/get-assets?${query}`,
          headers: bearer(admin),
        });
        expect([200, 400]).toContain(res.statusCode);
        const body = res.json();
        if (res.statusCode === 200) {
          expect(body.type).toBe('success');
          expect(typeof body.totalAssetsCount).toBe('number');
        } else {
          expect(body.issues.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it('raw query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (raw) => {
        const res = await env.app.inject({
          url: `/api/assets/get-assets?${encodeURI(raw).replace(/#/g, '%23')}`,
          headers: bearer(admin),
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      runs,
    );
  });
});
