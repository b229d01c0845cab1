/**
 * Text input is well-formed Unicode or refused with a 400 naming the field: a lone
 * UTF-16 surrogate (JSON `"\ud800"`) used to reach PostgreSQL and answer 500.
 */
import Fastify from 'fastify';
import type { AssetListItem } from '@itam/shared/contracts';
import { errorHandler } from '../src/platform/http-errors';
import { bearer, createTestEnv, expectErrorBody, login, type TestEnv } from './helpers';

let env: TestEnv;
let token: string;
let asset: AssetListItem;

beforeAll(async () => {
  env = await createTestEnv();
  token = await login(env.app, 'admin@demo.test');
  const list = await env.app.inject({
    url: '/api/assets/get-assets?limit=1',
    headers: bearer(token),
  });
  asset = (list.json().assets as AssetListItem[])[0]!;
});
afterAll(() => env.close());

/** A JSON body written by hand, so the escape reaches the server as the attacker sent it. */
function send(method: 'POST' | 'PUT', url: string, json: string) {
  return env.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: json,
  });
}

const LONE = ['\\ud800x', 'x\\udfff', '\\udc00\\ud800', 'ok\\ud83d'];

it.each(LONE)('refuses a comment holding %s with a 400 naming text', async (escaped) => {
  const res = await send('POST', `/api/assets/${asset._id}/comments`, `{"text":"${escaped}"}`);
  const body = expectErrorBody(res, 400);
  expect(body.issues).toEqual([{ field: 'text', message: 'Must be well-formed Unicode text' }]);
});

it('refuses a comment edit with a lone surrogate and keeps the saved text', async () => {
  const created = await send('POST', `/api/assets/${asset._id}/comments`, '{"text":"Fan is loud"}');
  expect(created.statusCode).toBe(201);
  const comment = created.json().comment as { _id: string };
  const res = await send(
    'PUT',
    `/api/assets/${asset._id}/comments/${comment._id}`,
    '{"text":"\\ud800"}',
  );
  expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe('text');
  const comments = await env.app.inject({
    url: `/api/assets/${asset._id}/comments`,
    headers: bearer(token),
  });
  expect(comments.json().comments).toEqual(
    expect.arrayContaining([expect.objectContaining({ _id: comment._id, text: 'Fan is loud' })]),
  );
});

it('refuses an audit whose auditor name holds a lone surrogate', async () => {
  const res = await send(
    'POST',
    `/api/assets/${asset._id}/audits`,
    '{"date":"2026-01-05","auditorName":"A\\udc00","condition":"good"}',
  );
  expect(expectErrorBody(res, 400).issues?.[0]?.field).toBe('auditorName');
});

it('keeps well-formed text outside the basic plane, emoji included', async () => {
  const res = await send(
    'POST',
    `/api/assets/${asset._id}/comments`,
    '{"text":"Screen \\ud83d\\udca5 cracked, देखें"}',
  );
  expect(res.statusCode).toBe(201);
  expect(res.json().comment.text).toBe('Screen 💥 cracked, देखें');
});

it('answers a search with a lone surrogate or broken UTF-8 without a 500', async () => {
  for (const search of ['%ED%A0%80', '%F0%9F', '%FF', '\\ud800']) {
    const res = await env.app.inject({
      url: `/api/assets/get-assets?search=${search}`,
      headers: bearer(token),
    });
    expect(`${search} ${res.statusCode < 500}`).toBe(`${search} true`);
  }
});

it('still refuses NUL characters, naming the field', async () => {
  const res = await send('POST', `/api/assets/${asset._id}/comments`, '{"text":"a\\u0000b"}');
  expect(expectErrorBody(res, 400).issues).toEqual([
    { field: 'text', message: 'Must not contain NUL characters' },
  ]);
});

it('answers a value the database refuses (SQLSTATE class 22) with a 400, other failures with a 500', async () => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  const fail = (code: string) => async () => {
    throw Object.assign(new Error('from the database'), { code });
  };
  app.get('/bad-text', fail('22021'));
  app.get('/out-of-range', fail('22003'));
  app.get('/broken', fail('XX000'));
  expect(expectErrorBody(await app.inject({ url: '/bad-text' }), 400).error).toBe(
    'Invalid input: a value could not be stored',
  );
  expectErrorBody(await app.inject({ url: '/out-of-range' }), 400);
  expect(expectErrorBody(await app.inject({ url: '/broken' }), 500).error).toBe(
    'Internal server error',
  );
  await app.close();
});
