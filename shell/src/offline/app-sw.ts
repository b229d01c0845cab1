/**
 * The app's service worker (issue 34), served at /app-sw.js for every page of the app but
 * the scanner's (which keeps its own, mf-scanner/src/offline/scanner-sw.ts). It lets a
 * returning visit start at once: app-cache.ts says how it answers each request. The build
 * (scripts/build.ts, after the shell) compiles it with the list of the shell's start-up
 * files, antd's styles file and the fonts, which it keeps at install with the app's HTML
 * and remotes.json (files an older build kept under the same name are copied, not fetched
 * again). A remote's files, which only a company with that module loads, it keeps as they
 * pass, and those loaded before it controlled the page when the page names them. A new
 * shell build is a new worker: it takes over at once and drops the previous build's cache.
 * The API is never answered from a cache, and nothing kept belongs to one user: the
 * files are those of the web root, the same for everyone.
 */
import {
  cacheFirst,
  cacheNameOf,
  dropOtherCaches,
  freshKey,
  isKeepMessage,
  keep,
  networkFirst,
  staleWhileRevalidate,
  type WorkerScope,
} from '@itam/shared/offline';
import {
  APP_CACHE_PREFIX,
  APP_KEEP_MESSAGE,
  APP_PAGE_KEY,
  appFilesToKeep,
  appStrategyFor,
} from './app-cache';

/** The shell's files (paths under the web root) and a hash of them, set by the build. */
declare const __APP_PRECACHE__: { version: string; files: string[] };

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;
const CACHE = cacheNameOf(APP_CACHE_PREFIX, __APP_PRECACHE__.version);
const PAGE = `${origin}${APP_PAGE_KEY}`;
const PAGE_INIT: RequestInit = {
  cache: 'no-cache',
  credentials: 'same-origin',
  headers: { Accept: 'text/html' },
};
const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('text/html');

/** A file kept by an earlier build under the same (content-hashed) name, else the network. */
async function carryOrKeep(cache: Cache, url: string): Promise<boolean> {
  const earlier = await caches.match(url);
  if (earlier) {
    await cache.put(url, earlier);
    return true;
  }
  return keep(cache, url);
}

/** Everything a returning visit starts with; the install fails (and is retried) without it. */
async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  const kept = await Promise.all([
    ...__APP_PRECACHE__.files.map((file) => carryOrKeep(cache, `${origin}/${file}`)),
    keep(cache, PAGE, { init: PAGE_INIT }),
    keep(cache, `${origin}/remotes.json`, { init: { cache: 'no-cache' } }),
  ]);
  if (kept.includes(false)) throw new Error('the app could not be kept');
}

scope.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    dropOtherCaches(caches, APP_CACHE_PREFIX, CACHE).then(() => scope.clients.claim()),
  );
});

/** Keeps the files a page says it loaded, those not kept yet. */
async function keepLoaded(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const url of appFilesToKeep(urls, origin)) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => keep(cache, url)));
}

scope.addEventListener('message', (event) => {
  if (isKeepMessage(event.data, APP_KEEP_MESSAGE)) event.waitUntil(keepLoaded(event.data.urls));
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.headers.has('range')) return;
  const url = new URL(request.url);
  const strategy = appStrategyFor(url, {
    origin,
    method: request.method,
    mode: request.mode,
    cache: request.cache,
  });
  if (strategy === 'pass') return;
  const cache = caches.open(CACHE);
  if (strategy === 'cached') {
    event.respondWith(cache.then((open) => cacheFirst(open, request)));
  } else if (strategy === 'fresh') {
    event.respondWith(cache.then((open) => networkFirst(open, request, freshKey(url))));
  } else {
    const page = strategy === 'page';
    const answer = cache.then((open) =>
      page
        ? staleWhileRevalidate(open, PAGE, () => fetch(request.url, PAGE_INIT), { accept: isHtml })
        : staleWhileRevalidate(open, freshKey(url), () => fetch(request)),
    );
    event.respondWith(answer.then((it) => it.response));
    event.waitUntil(answer.then((it) => it.refreshed));
  }
});
