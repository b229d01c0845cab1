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

/** The early request for this call, once; null when there is none or its token differs. */
export function takeEarlyRequest(
  method: string,
  path: string,
  authorization: string | null,
): EarlyRequest | null {
  const early = (globalThis as EarlyRequestsGlobal).__ITAM_EARLY__;
  const key = earlyRequestKey(method, path);
  const request = early?.[key];
  if (!request) return null;
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
