/**
 * A fake API for component tests and stories: routes by method and path (relative to the
 * API base) to handlers, records every request, and answers through the kit's axios
 * client, so the real endpoint functions, sagas and error mapping run.
 */
import { httpClient } from '@itam/shared/api';
import type { CatalogueDevice, Plan } from '@itam/shared/contracts';
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
  on(method: string, path: string | RegExp, handler: Handler): FakeApi;
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
    const route = [...routes].reverse().find((r) => r.method === method && (typeof r.path === 'string' ? r.path === url : r.path.test(url)));
    const answer = route ? await route.handler(request) : fail(404, { type: 'error', error: 'Not found' });
    const failure = typeof answer === 'object' && answer !== null && '__status' in answer ? (answer as { __status: number; data: unknown }) : null;
    if (failure?.__status === 0) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const status = failure ? failure.__status : 200;
    const response = { data: failure ? failure.data : answer, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const previous = httpClient.defaults.adapter;
  httpClient.defaults.adapter = adapter;
  const api: FakeApi = {
    requests,
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

const MONTHLY: Record<Plan['module'], number> = {
  'asset-management': 499900,
  'it-products': 149900,
  'it-services': 299900,
  'saas-products': 249900,
  'incident-management': 349900,
};

/** The plans the API serves (yearly is ten months). */
export const FAKE_PLANS: Plan[] = Object.entries(MONTHLY).flatMap(([module, monthly]) => [
  { id: `${module}-monthly`, module: module as Plan['module'], billingCycle: 'monthly' as const, amountPaise: monthly, currency: 'INR' as const },
  { id: `${module}-yearly`, module: module as Plan['module'], billingCycle: 'yearly' as const, amountPaise: monthly * 10, currency: 'INR' as const },
]);

export const FAKE_DEVICES: CatalogueDevice[] = [
  {
    id: 'latitude-3540', name: 'Latitude 3540', brand: 'Dell', category: 'laptop', unitPaise: 6890000, currency: 'INR',
    specs: { processor: 'Intel Core i5-1335U', memory: '16 GB DDR4', storage: '512 GB SSD', display: '15.6" FHD' },
  },
  {
    id: 'mk295-combo', name: 'MK295 silent keyboard and mouse', brand: 'Logitech', category: 'accessory', unitPaise: 199500, currency: 'INR',
    specs: { connection: '2.4 GHz USB receiver', warranty: '1 year' },
  },
];
