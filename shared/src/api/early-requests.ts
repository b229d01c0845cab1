/**
 * Calls the page's start-up code sends before the app's code has arrived (the shell's
 * index.ts: the session check and the server's config), so their answers are on the way
 * while the app downloads. The start-up code holds none of the kit: it leaves each answer
 * on a global (`EarlyRequestsGlobal`), and the one HTTP client (http-client.ts) takes it,
 * once, when the app makes the same call with the same token; the answer then goes
 * through the client's usual handling (401, entitlement refusals, `ApiError`). An answer
 * nobody takes is simply dropped with the page.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** What the start-up code got: the answer, or `status: 0` when the network failed. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** The body, parsed as JSON when it is JSON. */
  data: unknown;
}

export interface EarlyRequest {
  /** The `Authorization` header it carried (null: none). */
  authorization: string | null;
  answer: Promise<EarlyAnswer>;
}

/** The global the start-up code fills: `METHOD path` (path under the API base) → request. */
export interface EarlyRequestsGlobal {
  __ITAM_EARLY__?: Record<string, EarlyRequest>;
}

export function earlyRequestKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * `path` with its query's parameters in one order (`/a?b=1&a=2` → `/a?a=2&b=1`), so a
 * call matches an early request whatever order each wrote its parameters in; their
 * values must be the same.
 */
export function samePathKey(path: string): string {
  const at = path.indexOf('?');
  if (at < 0) return path;
  const query = new URLSearchParams(path.slice(at + 1));
  query.sort();
  const sorted = query.toString();
  return sorted ? `${path.slice(0, at)}?${sorted}` : path.slice(0, at);
}

/**
 * The early request for this call (`path` with its query, as the client sends it), once;
 * null when there is none or its token differs.
 */
export function takeEarlyRequest(
  method: string,
  path: string,
  authorization: string | null,
): EarlyRequest | null {
  const early = (globalThis as EarlyRequestsGlobal).__ITAM_EARLY__;
  if (!early) return null;
  const wanted = earlyRequestKey(method, samePathKey(path));
  const key = Object.keys(early).find((key) => {
    const space = key.indexOf(' ');
    return earlyRequestKey(key.slice(0, space), samePathKey(key.slice(space + 1))) === wanted;
  });
  const request = key ? early[key] : undefined;
  if (!key || !request) return null;
  delete early[key];
  return request.authorization === authorization ? request : null;
}

/** An axios adapter that answers `config` with an early answer, as axios would have. */
export function earlyAdapter(request: EarlyRequest) {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const answer = await request.answer;
    if (answer.status === 0)
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, null);
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: answer.statusText,
      headers: new AxiosHeaders(answer.headers),
      config,
      request: null,
    };
    const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (valid(answer.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}
