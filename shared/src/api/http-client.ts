/**
 * The one HTTP client of SPEC.md section 7: API base from the runtime config, bearer token
 * from localStorage, JSON, credentials included, a marker header. A 401 calls the handler
 * the shell registers (it ends the session); every failure rejects with an `ApiError`.
 * Every POST carries an `Idempotency-Key` (a fresh one per call unless the caller gives
 * one), so a create the server finished but whose answer was lost can be sent again without
 * being written twice: resending the same request config (or the same key) replays the
 * first answer (docs/idempotency.md).
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { ApiError, isEntitlementRefusal, toApiError } from './api-error';
import { earlyAdapter, takeEarlyRequest } from './early-requests';
import { getRuntimeConfig } from './runtime-config';
import { API_HEADERS, MARKER_HEADER, MARKER_VALUE } from './marker';
import { readToken } from './token-storage';

export { MARKER_HEADER, MARKER_VALUE };

/** The request header that names one user action (a create) across its retries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A fresh key for one action: 128 random bits as hex (no secure context needed). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const httpClient = axios.create({
  withCredentials: true,
  headers: { ...API_HEADERS },
});

let unauthorizedHandler: ((error: ApiError) => void) | null = null;
let entitlementHandler: ((error: ApiError) => void) | null = null;

/** The shell registers what a 401 does (end the session); null removes it. */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null): void {
  unauthorizedHandler = handler;
}

/**
 * The shell registers what a refusal for the company's subscription or modules does
 * (402 LICENSE_REQUIRED / LICENSE_EXPIRED, 403 MODULE_NOT_ENABLED: they changed since
 * the session was checked); null removes it.
 */
export function setEntitlementHandler(handler: ((error: ApiError) => void) | null): void {
  entitlementHandler = handler;
}

httpClient.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().apiBase;
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // Set once: a retry of this config (or a caller's own key) keeps the key of its action.
  if (config.method?.toLowerCase() === 'post' && !config.headers.has(IDEMPOTENCY_KEY_HEADER))
    config.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  // The start-up code may have sent this very call already (early-requests.ts).
  // Its path with the query axios builds from `params` (RTK Query's base query passes them so).
  const path = config.url && httpClient.getUri({ ...config, baseURL: '' });
  const early = path
    ? takeEarlyRequest(config.method ?? 'get', path, token ? `Bearer ${token}` : null)
    : null;
  if (early) config.adapter = earlyAdapter(early);
  return config;
});

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  if (apiError.status === 401) unauthorizedHandler?.(apiError);
  else if (isEntitlementRefusal(apiError)) entitlementHandler?.(apiError);
  return Promise.reject(apiError);
});

/** JSON helpers; each resolves with the response body. */
export const http = {
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.get<T>(url, config)).data;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.post<T>(url, body ?? {}, config)).data;
  },
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.put<T>(url, body ?? {}, config)).data;
  },
  async patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.patch<T>(url, body ?? {}, config)).data;
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.delete<T>(url, config)).data;
  },
};
