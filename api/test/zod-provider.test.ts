/**
 * Routes declare params, query, body and response schemas in their options (issue 32):
 * input is refused with the same 400 as parseInput's, a response is sent as its contract
 * says (unknown fields dropped), and a response breaking its contract is a 500, logged.
 * The guard runs before validation, so a caller without the right never learns the shape.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { perm } from '@itam/shared/contracts';
import { errorHandler } from '../src/platform/http-errors';
import { installZodSchemas, type ZodTypeProvider } from '../src/platform/zod-provider';
import { moduleAccess } from '../src/platform/access';
import { toWire } from '../src/platform/wire';
import { bearer, createTestEnv, expectErrorBody, login, type TestEnv } from './helpers';

const thing = z.object({ id: z.guid(), name: z.string(), at: z.iso.datetime() });
const ID = '00000000-0000-4000-8000-000000000001';

async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  installZodSchemas(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.guid() }),
        querystring: z.object({ n: z.coerce.number().int().min(1).default(1) }),
        body: z.object({ name: z.string().trim().min(1).max(20) }),
        response: { 200: z.object({ type: z.literal('success'), thing }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const name = request.body.name.repeat(request.query.n);
      // `secret` is not in the contract; `at` is a Date the wire carries as ISO text (a
      // handler should send the wire's text; the serialiser copes with a Date all the same).
      const at = new Date(0) as unknown as string;
      return { type: 'success' as const, thing: { id, name, at, secret: 'x' } };
    },
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/broken',
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      async () => ({ count: 'many' }) as unknown as { count: number },
    );
  await app.ready();
  return app;
}

describe('the zod type provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp();
  });
  afterAll(() => app.close());

  it('validates params, query and body and sends only what the contract names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/things/${ID}?n=2`,
      payload: { name: ' ab ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'success',
      thing: { id: ID, name: 'abab', at: '1970-01-01T00:00:00.000Z' },
    });
  });

  it('refuses bad input with a 400 naming the field, without a framework code', async () => {
    const res = await app.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: '' } });
    const body = expectErrorBody(res, 400);
    expect(body.issues?.[0]?.field).toBe('name');
    expect((body as { code?: string }).code).toBeUndefined();
    const params = expectErrorBody(
      await app.inject({ method: 'POST', url: '/things/nope', payload: { name: 'a' } }),
      400,
    );
    expect(params.issues?.[0]?.field).toBe('id');
    const query = expectErrorBody(
      await app.inject({ method: 'POST', url: `/things/${ID}?n=0`, payload: { name: 'a' } }),
      400,
    );
    expect(query.issues?.[0]?.field).toBe('n');
  });

  it('refuses text PostgreSQL cannot store, as parseInput does', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/things/${ID}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a\\ud800"}',
    });
    expect(expectErrorBody(res, 400).issues).toEqual([
      { field: 'name', message: 'Must be well-formed Unicode text' },
    ]);
  });

  it('answers 500 for a response that breaks its contract', async () => {
    const res = await app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ type: 'error', error: 'Internal server error' });
  });
});

describe('the guard before validation', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
    // Added before the app is first used (and so before it is ready).
    const access = moduleAccess('asset-management');
    env.app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test-only/things',
      {
        ...access(perm('on_asset', 'asset', 'edit')),
        schema: { body: z.object({ name: z.string().min(1) }) },
      },
      async () => ({ type: 'success' }),
    );
  });
  afterAll(() => env.close());

  it('answers 401 to a caller without a session, even with a bad body', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/test-only/things',
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a role without the permission, even with a bad body', async () => {
    const token = await login(env.app, 'employee@demo.test');
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/test-only/things',
      headers: bearer(token),
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('toWire, the serializer’s first step', () => {
  it('gives what a JSON round trip gives', () => {
    const value = {
      at: new Date(0),
      gone: undefined,
      fn: () => 1,
      list: [1, undefined, Number.NaN, new Date(1000), { deep: new Date(2000), no: undefined }],
      infinite: Number.POSITIVE_INFINITY,
      custom: { toJSON: () => ({ was: 'custom' }) },
      nested: { text: 'é', flag: false, none: null },
    };
    expect(toWire(value)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(toWire(value)).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      list: [1, null, null, '1970-01-01T00:00:01.000Z', { deep: '1970-01-01T00:00:02.000Z' }],
      infinite: null,
      custom: { was: 'custom' },
      nested: { text: 'é', flag: false, none: null },
    });
  });
});
