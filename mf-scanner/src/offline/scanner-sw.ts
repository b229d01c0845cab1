/**
 * The scanner's service worker (issue 21), served at /scanner-sw.js for the pages under
 * /scanner/ only (offline-cache.ts says how it answers each request). The build
 * (scripts/build.ts, after the shell) compiles it with the list of the shell's files it
 * keeps at install: the start-up scripts and the fonts (not the kit's other chunks: the
 * shell provides every module's libraries, 11 MB, most of which the scanner never loads).
 * At install it also keeps the app's HTML, remotes.json and every file of the deployed
 * scanner remote (the list its build writes next to its remoteEntry.js), and again
 * whenever remotes.json names a new version. The kit's chunks the scanner loads, it keeps
 * as they pass once it controls the page, and those loaded before, when a scanner screen
 * names them (offline-worker.ts). A new build of the shell is a new worker: it takes over at once and drops
 * the previous build's cache. The API is never answered from a cache. How it keeps and
 * answers is the app's worker's too (@itam/shared/offline).
 */
import {
  cacheFirst,
  cacheNameOf,
  dropOtherCaches,
  keep as keepOf,
  type WorkerScope,
} from '@itam/shared/offline';
import {
  CACHE_PREFIX,
  PAGE_KEY,
  WORKER_SCOPE,
  filesOfList,
  filesToKeep,
  freshKey,
  isKeepMessage,
  remoteFilesOf,
  strategyFor,
  type Strategy,
} from './offline-cache';

/** The shell's files (paths under the web root) and a hash of them, set by the build. */
declare const __SCANNER_PRECACHE__: { version: string; files: string[] };

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;
const CACHE = cacheNameOf(CACHE_PREFIX, __SCANNER_PRECACHE__.version);

/** Fetches `url` and keeps it under `key`; false when it could not. */
const keep = (cache: Cache, url: string, key: string = url, init?: RequestInit) =>
  keepOf(cache, url, { key, init });

/** Keeps every file of the scanner remote `remotes.json` names that is not kept yet. */
async function keepRemote(cache: Cache, manifest: unknown): Promise<void> {
  const remote = remoteFilesOf(manifest, origin);
  if (!remote || (await cache.match(remote.list))) return;
  let names: unknown;
  try {
    const response = await fetch(remote.list, { cache: 'no-cache' });
    if (!response.ok) return;
    names = await response.clone().json();
    const files = filesOfList(names, remote.list);
    const missing = [];
    for (const file of files) if (!(await cache.match(file))) missing.push(file);
    await Promise.all(missing.map((file) => keep(cache, file)));
    await keep(cache, remote.entry, remote.entry, { cache: 'no-cache' });
    // Last: the list marks this version as kept.
    await cache.put(remote.list, response);
  } catch {
    // Offline or not JSON: the next remotes.json read online tries again.
  }
}

async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all([
    ...__SCANNER_PRECACHE__.files.map((file) => keep(cache, `${origin}/${file}`)),
    keep(cache, `${origin}${WORKER_SCOPE}`, PAGE_KEY, {
      cache: 'no-cache',
      headers: { Accept: 'text/html' },
    }),
    (async () => {
      const url = `${origin}/remotes.json`;
      const response = await fetch(url, { cache: 'no-cache' }).catch(() => null);
      if (!response?.ok) return;
      await cache.put(url, response.clone());
      await keepRemote(cache, await response.json().catch(() => null));
    })(),
  ]);
}

scope.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await dropOtherCaches(caches, CACHE_PREFIX, CACHE);
      await scope.clients.claim();
    })(),
  );
});

/** Keeps the files a scanner screen says its page loaded, those not kept yet. */
async function keepLoaded(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const url of filesToKeep(urls, origin)) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => keep(cache, url)));
}

scope.addEventListener('message', (event) => {
  if (isKeepMessage(event.data)) event.waitUntil(keepLoaded(event.data.urls));
});

async function answer(request: Request, strategy: Exclude<Strategy, 'pass'>): Promise<Response> {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  if (strategy === 'cached') return cacheFirst(cache, request);
  // The network first: a page (one HTML for every /scanner/ address) or a file naming others.
  const key = strategy === 'page' ? PAGE_KEY : freshKey(url);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') ?? '').includes('text/html');
    if (response.ok && !response.redirected && (strategy !== 'page' || html)) {
      await cache.put(key, response.clone());
      if (url.pathname === '/remotes.json')
        void keepRemote(
          cache,
          await response
            .clone()
            .json()
            .catch(() => null),
        );
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.headers.has('range')) return;
  const strategy = strategyFor(new URL(request.url), {
    origin,
    method: request.method,
    mode: request.mode,
  });
  if (strategy !== 'pass') event.respondWith(answer(request, strategy));
});
