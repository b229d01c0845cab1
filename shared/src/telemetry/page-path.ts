/**
 * Page views name the ROUTE PATTERN of the registry (`/assets/edit/:assetId`), never the
 * path the visitor typed, so ids, tokens and query strings never reach analytics.
 */
import { matchRoutePath } from '../routing/match-route-path';

/** Reported for paths no route table lists (the not-found screen). */
export const NOT_FOUND_PAGE_PATH = '/*';

export function pageViewPath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] || '/';
  return matchRoutePath(clean)?.entry.path ?? NOT_FOUND_PAGE_PATH;
}

function currentOrigin(): string | null {
  return globalThis.location?.origin ?? null;
}

/**
 * A URL as analytics may see it: on this site, the origin and the route pattern; elsewhere
 * (an outside referrer), the origin only. Unparseable values become null.
 */
export function analyticsUrl(value: string, origin = currentOrigin()): string | null {
  let url: URL;
  try {
    url = new URL(value, origin ?? undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (origin && url.origin === origin) return `${url.origin}${pageViewPath(url.pathname)}`;
  return `${url.origin}/`;
}
