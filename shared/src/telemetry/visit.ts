/**
 * The web-visited call of SPEC.md section 7 (browser fingerprint → POST
 * /{product}/open-api/web-visited), shared by the app's scheduler and the pre-rendered
 * landing's beacon (`@itam/shared/visit`). It uses fetch rather than the app's axios client
 * so that the beacon, which a visitor of `/` downloads before the app, carries no HTTP
 * library of its own (the app would bring a second copy). It sends what the client sends:
 * JSON, credentials, the marker header, at the runtime API base. Per page load one sender
 * claims the call, so a landing visitor who starts the app is counted once.
 */
import { getRuntimeConfig } from '../api/runtime-config';
import { API_HEADERS } from '../api/marker';
import { API_PATHS } from '../contracts/api';
import type { WebVisitedRequest } from '../contracts/wire';
import { DEFAULT_PRODUCT_SLUG } from '../contracts/constants';
import { landingBridge } from '../contracts/landing';

/** True for the first caller on this page load: it sends the call, later callers do not. */
export function claimWebVisit(): boolean {
  const bridge = landingBridge();
  if (!bridge) return true;
  if (bridge.visitClaimed) return false;
  bridge.visitClaimed = true;
  return true;
}

/** POST /{product}/open-api/web-visited; the answer is not read, a failure rejects. */
export async function postWebVisited(product: string, visitorId: string): Promise<void> {
  const body: WebVisitedRequest = { visitorId };
  const url = getRuntimeConfig().apiBase + API_PATHS.webVisited(encodeURIComponent(product));
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: API_HEADERS,
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`web-visited answered ${res.status}`);
}

/** The product slug of GET /api/config, for a page the app has not started on. */
export async function fetchProductSlug(): Promise<string> {
  try {
    const res = await fetch(getRuntimeConfig().apiBase + API_PATHS.config, {
      credentials: 'include',
      headers: API_HEADERS,
    });
    const config = (await res.json()) as { productSlug?: unknown };
    return typeof config.productSlug === 'string' && config.productSlug
      ? config.productSlug
      : DEFAULT_PRODUCT_SLUG;
  } catch {
    return DEFAULT_PRODUCT_SLUG;
  }
}
