/**
 * The ONE server-data layer (ARCHITECTURE.md "State and server data", issue 32): RTK
 * Query's api, in the store every signed-in page already has. Its base query sends each
 * request through the kit's one axios client (token, marker header, a 401 ends the
 * session) and a failure comes back as the kit's `ApiError`, with the same message a
 * screen showed before. Remotes add their endpoints with `serverApi.injectEndpoints`
 * (their own tag types with `enhanceEndpoints({ addTagTypes })`), one endpoint per file;
 * writes invalidate tags, so every screen that shows the written object reads it again.
 *
 * Cache: an answer stays 5 minutes after its last screen unmounted, and a screen mounted
 * again within 30 seconds of the answer uses it without asking the server again (older,
 * it shows the kept answer and reads it again).
 */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { expectSuccess, isApiError, toApiError, type ApiError } from '../api/api-error';
import { httpClient } from '../api/http-client';

export const SERVER_DATA_REDUCER_PATH = 'api';

/** One request of an endpoint's `query`: a path under the API base, and its params and body. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, unknown>;
  body?: unknown;
}

/** A `{ type: 'error' }` answer that came with a 2xx status is a failure too (expectSuccess). */
function refusalOf(body: unknown, status: number): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const type = (body as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'success') return null;
  try {
    expectSuccess(body as { type: string }, status);
    return null;
  } catch (error) {
    return toApiError(error);
  }
}

/** A failed read the person did not cause (not a 4xx) is named in the console, as before. */
function logFailure(error: ApiError, kind: string): void {
  if (kind === 'query' && !(error.status >= 400 && error.status < 500))
    console.error('[api] a screen could not load its data', error);
}

/** The base query: the kit's axios client; every failure an `ApiError`. */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  try {
    const response = await httpClient.request({
      url: request.url,
      method: request.method ?? 'GET',
      params: request.params,
      data: request.body,
      signal: api.signal,
    });
    const refused = refusalOf(response.data, response.status);
    if (refused) {
      logFailure(refused, api.type);
      return { error: refused };
    }
    return { data: response.data };
  } catch (failure) {
    const error = toApiError(failure);
    logFailure(error, api.type);
    return { error };
  }
};

/**
 * For an endpoint whose call is more than one request (a `queryFn`): runs `call` and gives
 * its answer, or its failure as an `ApiError`.
 */
export async function fromApiCall<T>(
  call: () => Promise<T>,
): Promise<{ data: T; error?: undefined } | { error: ApiError; data?: undefined }> {
  try {
    return { data: await call() };
  } catch (failure) {
    const error = isApiError(failure) ? failure : toApiError(failure);
    if (!(error.status >= 400 && error.status < 500))
      console.error('[api] a screen could not load its data', error);
    return { error };
  }
}

/** Tag types every module may name; a remote adds its own with `enhanceEndpoints`. */
export const SERVER_DATA_TAGS = ['Company', 'Employee', 'User', 'Role', 'Location'] as const;

/** Seconds an unused answer stays in the cache. */
export const KEEP_UNUSED_SECONDS = 300;
/** Seconds during which a screen mounted again uses the kept answer without a request. */
export const FRESH_SECONDS = 30;

export const serverApi = createApi({
  reducerPath: SERVER_DATA_REDUCER_PATH,
  baseQuery: apiBaseQuery,
  tagTypes: SERVER_DATA_TAGS,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: FRESH_SECONDS,
  endpoints: () => ({}),
});

export type ServerApi = typeof serverApi;

/** The message a screen shows for a failed read (null while none): the ApiError's sentence. */
export function errorMessageOf(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}
