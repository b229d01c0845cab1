import type { AxiosAdapter } from 'axios';
import { JWT_TOKEN_KEY } from '../../contracts';
import { ApiError } from '../api-error';
import type { EarlyAnswer, EarlyRequestsGlobal } from '../early-requests';
import { http, httpClient, setUnauthorizedHandler } from '../http-client';
import { setRuntimeConfig } from '../runtime-config';

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
});
