import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { JWT_TOKEN_KEY } from '../../contracts';
import { ApiError } from '../api-error';
import { http, httpClient, setEntitlementHandler, setUnauthorizedHandler } from '../http-client';
import { setRuntimeConfig } from '../runtime-config';
import { verifyToken } from '../endpoints/verify-token';

let seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, data: unknown, headers: Record<string, string> = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
}

describe('the API client', () => {
  beforeEach(() => {
    seen = [];
    localStorage.clear();
    setRuntimeConfig({ apiBase: '/api' });
    setUnauthorizedHandler(null);
    setEntitlementHandler(null);
  });

  it('sends the bearer token, JSON, credentials and the marker header to the API base', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'tok-1');
    httpClient.defaults.adapter = answer(200, { ok: true });
    await expect(http.get('/thing')).resolves.toEqual({ ok: true });
    const [config] = seen;
    expect(config?.baseURL).toBe('/api');
    expect(config?.withCredentials).toBe(true);
    expect(config?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(config?.headers.get('Content-Type')).toBe('application/json');
    expect(config?.headers.get('X-Requested-With')).toBe('itam-web');
  });

  it('sends no Authorization header without a token and follows a runtime API base', async () => {
    setRuntimeConfig({ apiBase: 'https://api.example.test/api' });
    httpClient.defaults.adapter = answer(200, {});
    await http.post('/x', { a: 1 });
    expect(seen[0]?.baseURL).toBe('https://api.example.test/api');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends a fresh Idempotency-Key with each POST, and keeps it when the call is sent again', async () => {
    httpClient.defaults.adapter = answer(201, { type: 'success' });
    await http.post('/assets', { name: 'A' });
    await http.post('/assets', { name: 'A' });
    await http.get('/assets');
    await http.put('/assets/1', { name: 'B' });
    const [first, second, read, write] = seen.map((config) =>
      config.headers.get('Idempotency-Key'),
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(read).toBeUndefined();
    expect(write).toBeUndefined();
    // A retry of the same call (its config resent) and a caller's own key keep their key.
    await httpClient.request(seen[0]!);
    expect(seen[4]?.headers.get('Idempotency-Key')).toBe(first);
    await http.post('/assets', {}, { headers: { 'Idempotency-Key': 'action-7' } });
    expect(seen[5]?.headers.get('Idempotency-Key')).toBe('action-7');
  });

  it('turns failures into one ApiError with status, message and field issues', async () => {
    httpClient.defaults.adapter = answer(400, {
      type: 'error',
      error: 'Invalid input',
      issues: [{ field: 'email', message: 'Required' }],
    });
    const error = await http.post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      issues: [{ field: 'email', message: 'Required' }],
    });
  });

  it("carries a 429's wait: the body's retryAfterSeconds, else its Retry-After", async () => {
    const refused = { type: 'error', error: 'Too many failed sign-in attempts.' };
    httpClient.defaults.adapter = answer(
      429,
      { ...refused, retryAfterSeconds: 42 },
      {
        'retry-after': '42',
      },
    );
    await expect(http.post('/x')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 });
    httpClient.defaults.adapter = answer(429, refused, { 'retry-after': '7' });
    await expect(http.post('/x')).rejects.toMatchObject({ retryAfterSeconds: 7 });
    httpClient.defaults.adapter = answer(429, refused);
    await expect(http.post('/x')).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });

  it('calls the registered handler on a 401', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    httpClient.defaults.adapter = answer(401, { type: 'error', error: 'Token expired' });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.any(ApiError));
  });

  it.each([
    [402, 'LICENSE_EXPIRED'],
    [402, 'LICENSE_REQUIRED'],
    [403, 'MODULE_NOT_ENABLED'],
  ])('calls the entitlement handler on a %i %s refusal, with its code', async (status, code) => {
    const onRefused = jest.fn();
    const onUnauthorized = jest.fn();
    setEntitlementHandler(onRefused);
    setUnauthorizedHandler(onUnauthorized);
    httpClient.defaults.adapter = answer(status, { type: 'error', error: 'Refused', code });
    await expect(http.get('/x')).rejects.toMatchObject({ status, code });
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a plain permission refusal to the caller', async () => {
    const onRefused = jest.fn();
    setEntitlementHandler(onRefused);
    httpClient.defaults.adapter = answer(403, { type: 'error', error: 'No permission' });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 403, code: undefined });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('treats a 200 answer of type error as a failure in endpoint functions', async () => {
    httpClient.defaults.adapter = answer(200, { type: 'error', error: 'Invalid token' });
    await expect(verifyToken()).rejects.toMatchObject({ status: 200, message: 'Invalid token' });
    expect(seen[0]?.url).toBe('/auth/verify-token');
    expect(seen[0]?.method).toBe('post');
  });
});
