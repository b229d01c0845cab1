/**
 * What the app's service workers (the shell's, shell/src/offline/app-sw.ts, and the
 * scanner's, mf-scanner/src/offline/scanner-sw.ts) may keep, by the kind of request.
 * Plain functions shared by both workers and their tests:
 *
 * - `pass`: never answered by a worker, never kept: the API (whose answers belong to one
 *   user), other origins, anything but GET.
 * - `page`: a navigation (each worker decides which of its pages it answers).
 * - `entry`: a file that names other files (remotes.json, a remote's remoteEntry.js and
 *   file lists, any file without an extension or HTML): it changes with a deploy.
 * - `hashed`: every other file of the web root (content-hashed chunks, styles, fonts,
 *   WebAssembly): its address changes when its content does, so a kept copy never ages.
 */
export type RequestKind = 'pass' | 'page' | 'entry' | 'hashed';

export interface RequestFacts {
  /** The worker's own origin. */
  origin: string;
  method: string;
  mode: string;
}

/** Files that name other files, by name. */
const ENTRY_FILES = new Set([
  'remotes.json',
  'remoteEntry.js',
  'precache.json',
  'manifest-entry.json',
  'deployments.json',
]);

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function kindOf(url: URL, { origin, method, mode }: RequestFacts): RequestKind {
  if (method !== 'GET' || url.origin !== origin || isApiPath(url.pathname)) return 'pass';
  if (mode === 'navigate') return 'page';
  const path = url.pathname;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(name) || !name.includes('.') || name.endsWith('.html')) return 'entry';
  return 'hashed';
}

/** The cache key of a file that changes with deploys: its address without the query. */
export function freshKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** A worker's cache for one build: a new build is a new cache, the old ones are dropped. */
export function cacheNameOf(prefix: string, version: string): string {
  return `${prefix}${version}`;
}

/** The caches of `prefix` other than `current` (what a new build's worker deletes). */
export function staleCaches(names: readonly string[], prefix: string, current: string): string[] {
  return names.filter((name) => name.startsWith(prefix) && name !== current);
}

/**
 * Whether a response may be kept: a whole answer of this origin (no redirect, no error) that
 * its server did not mark as one user's (`private`) or not to be stored.
 */
export function isKeepable(response: Response): boolean {
  if (!response.ok || response.redirected) return false;
  if (response.type !== 'basic' && response.type !== 'default') return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(no-store|private)\b/.test(control);
}

/** A page's message to its worker: keep these files the page has loaded. */
export interface KeepMessage {
  type: string;
  urls: string[];
}

export function isKeepMessage(data: unknown, type: string): data is KeepMessage {
  const message = data as Partial<KeepMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === type &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}
