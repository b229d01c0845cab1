/**
 * A fake API for component tests and stories: routes by method and path (relative to the
 * API base) to handlers, records every request, and answers through the kit's axios
 * client, so the real endpoint functions, sagas and error mapping run.
 */
import { httpClient } from '../api';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Handler = (request: FakeRequest) => unknown;

export interface FakeApi {
  requests: FakeRequest[];
  /** The GET requests made to `url` so far (a cache test counts them). */
  gets(url: string): FakeRequest[];
  on(method: string, path: string | RegExp, handler: Handler): FakeApi;
  /** Puts back the adapter that was there before (a story's cleanup). */
  restore(): void;
}

/** An answer with a non-2xx status: `fail(400, { type: 'error', ... })`; status 0 is "no answer". */
export function fail(status: number, data: unknown = { type: 'error', error: `status ${status}` }) {
  return { __status: status, data };
}

export function installFakeApi(): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [
    // Every endpoint asks for the product slug first.
    { method: 'GET', path: '/config', handler: () => ({ type: 'success', productSlug: 'itam' }) },
  ];
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data || 'null') : config.data;
    const request: FakeRequest = { method, url, params: { ...config.params }, body };
    if (url !== '/config') requests.push(request);
    const route = [...routes]
      .reverse()
      .find(
        (r) =>
          r.method === method && (typeof r.path === 'string' ? r.path === url : r.path.test(url)),
      );
    const answer = route
      ? await route.handler(request)
      : fail(404, { type: 'error', error: 'Not found' });
    const failure =
      typeof answer === 'object' && answer !== null && '__status' in answer
        ? (answer as { __status: number; data: unknown })
        : null;
    if (failure?.__status === 0) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const status = failure ? failure.__status : 200;
    const response = {
      data: failure ? failure.data : answer,
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400)
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const previous = httpClient.defaults.adapter;
  httpClient.defaults.adapter = adapter;
  const api: FakeApi = {
    requests,
    gets: (url) => requests.filter((r) => r.method === 'GET' && r.url === url),
    on(method, path, handler) {
      routes.push({ method, path, handler });
      return api;
    },
    restore() {
      httpClient.defaults.adapter = previous;
    },
  };
  return api;
}

/**
 * A request's path with the query the client sends (`/assets/get-assets?pageNumber=0&...`),
 * as a route's `firstRequests` names it.
 */
export function sentPath(request: Pick<FakeRequest, 'url' | 'params'>): string {
  return httpClient.getUri({ url: request.url, params: request.params, baseURL: '' });
}

/**
 * The GET requests a screen made (as sentPath writes them) once it has made no new one for
 * `quietMs`: what its route's `firstRequests` must name.
 */
export async function settledGets(
  api: FakeApi,
  quietMs = 300,
  timeoutMs = 5000,
): Promise<string[]> {
  const started = Date.now();
  let seen = -1;
  while (seen !== api.requests.length && Date.now() - started < timeoutMs) {
    seen = api.requests.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  return api.requests.filter((request) => request.method === 'GET').map(sentPath);
}
