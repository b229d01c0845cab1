/**
 * What the app's service worker (app-sw.ts) keeps and how it answers each request of a
 * page it controls, so a returning visit of a signed-in page starts without waiting on the
 * network for the app's own files (issue 34). Plain functions, shared by the worker, the
 * shell's registration and their tests; the kinds of request are @itam/shared/offline's.
 *
 * - A page of the app (a navigation, but not `/`, the landing for visitors): the HTML
 *   kept at once, refreshed in the background for the next load (one copy for every
 *   address: the server sends the same page for all of them); nothing kept, the network.
 * - The files that name others (remotes.json, a remote's remoteEntry.js): likewise, the
 *   kept copy at once and refreshed; a request that asks for a fresh answer (cache mode
 *   no-cache, reload or no-store: the deploy watch's reads) goes to the network first.
 * - Every other file of the web root (content-hashed): from the cache first.
 * - The API, other origins and anything but GET: never touched, never kept.
 * The scanner's pages (/scanner/) have their own worker (a more specific scope wins).
 */
import { keptAddresses, kindOf, type RequestFacts } from '@itam/shared/offline';

/** The worker's script, served from the web root with no-cache (api/src/platform/static.ts). */
export const APP_WORKER_URL = '/app-sw.js';
export const APP_WORKER_SCOPE = '/';
/** Names of its caches (one per shell build); the worker deletes those of other builds. */
export const APP_CACHE_PREFIX = 'itam-app-';
/** The cache key of the app's HTML, kept for every page of the app. */
export const APP_PAGE_KEY = '/index.html';
/** The message a signed-in page sends the worker: keep these files the page has loaded. */
export const APP_KEEP_MESSAGE = 'itam-app-keep';

/** pass: the network only; page / revalidate: kept copy then refreshed; fresh; cached. */
export type AppStrategy = 'pass' | 'page' | 'revalidate' | 'fresh' | 'cached';

/** Cache modes by which a request asks for an answer newer than any kept copy. */
const FRESH_MODES = new Set(['no-cache', 'reload', 'no-store']);

export function appStrategyFor(url: URL, facts: RequestFacts & { cache?: string }): AppStrategy {
  const kind = kindOf(url, facts);
  if (kind === 'pass') return 'pass';
  if (kind === 'page') {
    const path = url.pathname;
    const file = path.slice(path.lastIndexOf('/') + 1);
    return path === '/' || file.includes('.') ? 'pass' : 'page';
  }
  if (kind === 'hashed') return 'cached';
  return FRESH_MODES.has(facts.cache ?? '') ? 'fresh' : 'revalidate';
}

/**
 * Of the addresses a page loaded (its resource timing entries), the files the worker
 * keeps: this origin's app files (hashed ones and those naming others), never the API.
 */
export function appFilesToKeep(loaded: readonly string[], origin: string): string[] {
  return keptAddresses(loaded, origin, (url) => {
    const strategy = appStrategyFor(url, { origin, method: 'GET', mode: 'no-cors' });
    return strategy === 'cached' || strategy === 'revalidate';
  });
}
