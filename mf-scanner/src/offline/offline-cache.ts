/**
 * What the scanner's service worker (scanner-sw.ts) keeps, and how it answers each
 * request of a page it controls, so /scanner/qr-reader (with its audit) and
 * /scanner/asset/:id load without a network after one online visit (issue 21). Plain
 * functions, shared by the worker and its tests.
 *
 * - A page of /scanner/ (a navigation): the network first, so a new deploy shows at once;
 *   offline, the app's HTML as last received (one copy for every /scanner/ address: the
 *   server sends the same page for all of them).
 * - The files that name others (remotes.json, a remote's remoteEntry.js and file list):
 *   the network first, the copy last received offline.
 * - Every other file of the web root (content-hashed chunks, styles, fonts, the code
 *   reader's WebAssembly): from the cache first, else the network (then kept).
 * - The API, other origins and anything but GET: never touched, never kept (the
 *   scanner keeps its audit data itself, in IndexedDB).
 * The kinds of request are the app worker's too (@itam/shared/offline).
 */
import { isKeepMessage as isKeepMessageOf, keptAddresses, kindOf } from '@itam/shared/offline';

export { freshKey } from '@itam/shared/offline';

/** The worker's script, served from the web root with no-cache (api/src/platform/static.ts). */
export const WORKER_URL = '/scanner-sw.js';
/** The pages it controls: the scanner's, and nothing else of the app. */
export const WORKER_SCOPE = '/scanner/';
/** Names of its caches; the worker deletes those of other builds. */
export const CACHE_PREFIX = 'itam-scanner-';
/** The cache key of the app's HTML, kept for every /scanner/ address. */
export const PAGE_KEY = '/scanner/';
/** The remote whose files are kept, and the list of them its build writes (webpack-config.ts). */
export const REMOTE_ID = 'scanner';
export const REMOTE_FILE_LIST = 'precache.json';

export type Strategy = 'pass' | 'page' | 'fresh' | 'cached';

/** How the worker answers a request for `url` (`origin`: the worker's own). */
export function strategyFor(
  url: URL,
  facts: { origin: string; method: string; mode: string },
): Strategy {
  const kind = kindOf(url, facts);
  if (kind === 'page') return url.pathname.startsWith(WORKER_SCOPE) ? 'page' : 'pass';
  if (kind === 'entry') return 'fresh';
  return kind === 'hashed' ? 'cached' : 'pass';
}

/**
 * The scanner remote's entry in `remotes.json` and its file list's address, both on
 * `origin` (a remote served from elsewhere is not kept); null when there is none.
 */
export function remoteFilesOf(
  manifest: unknown,
  origin: string,
): { entry: string; list: string } | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const entry = (manifest as Record<string, { entry?: unknown } | undefined>)[REMOTE_ID]?.entry;
  if (typeof entry !== 'string') return null;
  let url: URL;
  try {
    url = new URL(entry, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return { entry: url.href, list: new URL(REMOTE_FILE_LIST, url).href };
}

/** The message a scanner screen sends the worker: keep these files the page has loaded. */
export interface KeepMessage {
  type: 'itam-scanner-keep';
  urls: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  return isKeepMessageOf(data, 'itam-scanner-keep');
}

/**
 * Of the addresses a page loaded (its resource timing entries), the files the worker
 * keeps: this origin's, answered from the cache first (chunks, styles, fonts,
 * WebAssembly); never the API.
 */
export function filesToKeep(loaded: readonly string[], origin: string): string[] {
  return keptAddresses(
    loaded,
    origin,
    (url) => strategyFor(url, { origin, method: 'GET', mode: 'no-cors' }) === 'cached',
  );
}

/** The addresses of a file list's names (relative to the list), on `origin` only. */
export function filesOfList(list: unknown, listUrl: string): string[] {
  if (!Array.isArray(list)) return [];
  const origin = new URL(listUrl).origin;
  return list
    .filter((name): name is string => typeof name === 'string' && !!name && !name.includes('..'))
    .map((name) => new URL(name, listUrl))
    .filter((url) => url.origin === origin)
    .map((url) => url.href);
}
