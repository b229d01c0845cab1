/**
 * A fake API for component tests and stories: routes by method and path to handlers, records every
 * request, and answers through the kit's axios client (its adapter), so the real
 * endpoint functions, sagas and error mapping run.
 */
import { httpClient } from '@itam/shared/api';
import type { AssetListItem } from '@itam/shared/contracts';
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
  /** Puts back the adapter that was there before (a story's cleanup). */
  restore(): void;
}

/** An answer with a non-2xx status: `fail(400, { type: 'error', ... })`. */
export function fail(status: number, data: unknown) {
  return { __status: status, data };
}

export function installFakeApi(): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data || 'null') : config.data;
    const request: FakeRequest = { method, url, params: { ...config.params }, body };
    requests.push(request);
    const route = [...routes]
      .reverse()
      .find(
        (r) =>
          r.method === method && (typeof r.path === 'string' ? r.path === url : r.path.test(url)),
      );
    const answer = route
      ? await route.handler(request)
      : { __status: 404, data: { type: 'error', error: 'Not found' } };
    const failure =
      typeof answer === 'object' && answer !== null && '__status' in answer
        ? (answer as { __status: number; data: unknown })
        : null;
    const status = failure ? failure.__status : 200;
    const data = failure ? failure.data : answer;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
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

export function fakeAsset(n: number, overrides: Partial<AssetListItem> = {}): AssetListItem {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Laptop ${n}`,
    serialNumber: `SN-${n}`,
    tag: `TAG-${n}`,
    state: 'IN_INVENTORY',
    assetType: { _id: 't1', name: 'Laptop' },
    make: null,
    model: null,
    dateOfPurchase: '2025-03-01',
    invoiceId: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    dateOfAssign: null,
    price: 1000 * n,
    warrantyRemaining: null,
    imei: null,
    vendor: `Vendor ${n}`,
    officeId: { _id: 'o1', branchId: 'PUN-1', name: 'Pune' },
    employee: null,
    ...overrides,
  };
}
