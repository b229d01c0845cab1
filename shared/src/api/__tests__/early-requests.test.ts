import type { AxiosAdapter } from 'axios';
import { JWT_TOKEN_KEY } from '../../contracts';
import { ApiError } from '../api-error';
import type { EarlyAnswer, EarlyRequestsGlobal } from '../early-requests';
import { http, httpClient, setUnauthorizedHandler } from '../http-client';
import { setRuntimeConfig } from '../runtime-config';
import { apiBaseQuery } from '../../store/server-data';

const early = globalThis as EarlyRequestsGlobal;
let sent: string[] = [];

const network: AxiosAdapter = async (config) => {
  sent.push(`${config.method} ${config.url}`);
  return { data: { from: 'network' }, status: 200, statusText: 'OK', headers: {}, config };
};

function leave(key: string, answer: EarlyAnswer, authorization: string | null = 'Bearer tok') {
  early.__ITAM_EARLY__ = {
    ...early.__ITAM_EARLY__,
    [key]: { authorization, answer: Promise.resolve(answer) },
  };
}

const ok = (data: unknown): EarlyAnswer => ({ status: 200, statusText: 'OK', headers: {}, data });

describe('answers the start-up code fetched early', () => {
  beforeEach(() => {
    sent = [];
    delete early.__ITAM_EARLY__;
    localStorage.clear();
    localStorage.setItem(JWT_TOKEN_KEY, 'tok');
    setRuntimeConfig({ apiBase: '/api' });
    setUnauthorizedHandler(null);
    httpClient.defaults.adapter = network;
  });

  it('answer the same call once, without a second request', async () => {
    leave('POST /auth/verify-token', ok({ type: 'success', early: true }));
    await expect(http.post('/auth/verify-token')).resolves.toEqual({
      type: 'success',
      early: true,
    });
    expect(sent).toEqual([]);
    // Taken once: the next check goes to the server.
    await expect(http.post('/auth/verify-token')).resolves.toEqual({ from: 'network' });
    expect(sent).toEqual(['post /auth/verify-token']);
  });

  it('are not used for another call, or when the token changed since', async () => {
    leave('GET /config', ok({ early: true }));
    await expect(http.post('/config')).resolves.toEqual({ from: 'network' });
    leave('GET /thing', ok({ early: true }), 'Bearer old');
    await expect(http.get('/thing')).resolves.toEqual({ from: 'network' });
    expect(sent).toEqual(['post /config', 'get /thing']);
  });

  it("go through the client's handling: a 401 ends the session and rejects with an ApiError", async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    leave('POST /auth/verify-token', {
      status: 401,
      statusText: 'Unauthorized',
      headers: {},
      data: { type: 'error', error: 'Invalid token' },
    });
    const error = await http.post('/auth/verify-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reject as a network failure when the start-up fetch failed', async () => {
    leave('GET /config', { status: 0, statusText: '', headers: {}, data: undefined });
    await expect(http.get('/config')).rejects.toMatchObject({ status: 0 });
  });

  it('answer a call with a query only for the same parameters, in any order', async () => {
    leave('GET /assets/get-assets?pageNumber=0&limit=10&sortBy=createdAt', ok({ early: 1 }));
    // Another page: its own request, and the early answer stays for its own call.
    await expect(
      http.get('/assets/get-assets', { params: { pageNumber: 1, limit: 10 } }),
    ).resolves.toEqual({ from: 'network' });
    await expect(
      http.get('/assets/get-assets', { params: { sortBy: 'createdAt', limit: 10, pageNumber: 0 } }),
    ).resolves.toEqual({ early: 1 });
    expect(sent).toEqual(['get /assets/get-assets']);
    // The path alone is another call too.
    leave('GET /company/asset-types?x=1', ok({ early: 2 }));
    await expect(http.get('/company/asset-types')).resolves.toEqual({ from: 'network' });
  });

  it("answer RTK Query's base query, which goes through the same client", async () => {
    leave('GET /company/asset-types', ok({ early: 3 }));
    leave('GET /list?page=2', ok({ early: 4 }));
    const api = { signal: new AbortController().signal, type: 'query' } as Parameters<
      typeof apiBaseQuery
    >[1];
    await expect(apiBaseQuery({ url: '/company/asset-types' }, api, {})).resolves.toEqual({
      data: { early: 3 },
    });
    await expect(apiBaseQuery({ url: '/list', params: { page: 2 } }, api, {})).resolves.toEqual({
      data: { early: 4 },
    });
    expect(sent).toEqual([]);
  });
});
