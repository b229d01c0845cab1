/**
 * How a service worker answers and keeps, for both of the app's workers (strategy.ts says
 * which request is of which kind). Each takes the worker's cache and `fetch`, so tests run
 * them on a cache of their own.
 */
import { isKeepable, staleCaches } from './strategy';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
type CacheLike = Pick<Cache, 'match' | 'put'>;

/** Fetches `url` and keeps it under `key`; false when it could not. */
export async function keep(
  cache: CacheLike,
  url: string,
  { key = url, init, fetchFn = fetch }: { key?: string; init?: RequestInit; fetchFn?: Fetch } = {},
): Promise<boolean> {
  try {
    const response = await fetchFn(url, init);
    if (!isKeepable(response)) return false;
    await cache.put(key, response);
    return true;
  } catch {
    return false;
  }
}

/** Deletes the caches of `prefix` but `current` (a previous build's); returns their names. */
export async function dropOtherCaches(
  storage: Pick<CacheStorage, 'keys' | 'delete'>,
  prefix: string,
  current: string,
): Promise<string[]> {
  const stale = staleCaches(await storage.keys(), prefix, current);
  await Promise.all(stale.map((name) => storage.delete(name)));
  return stale;
}

/** A content-hashed file: the kept copy, else the network (then kept). */
export async function cacheFirst(
  cache: CacheLike,
  request: Request,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetchFn(request);
  if (isKeepable(response)) await cache.put(request, response.clone());
  return response;
}

/** The network first (then kept under `key`); the copy last kept when it cannot answer. */
export async function networkFirst(
  cache: CacheLike,
  request: Request,
  key: string,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  try {
    const response = await fetchFn(request);
    if (isKeepable(response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

export interface Revalidation {
  /** What the page gets. */
  response: Promise<Response>;
  /** The refresh of the kept copy, for the worker's `waitUntil`; true when one was kept. */
  refreshed: Promise<boolean>;
}

/**
 * The kept copy at once, when there is one, and the network's answer kept under `key` for
 * the next time (`accept`: whether that answer may replace it, e.g. only HTML for a page).
 * With nothing kept, the page waits for the network.
 */
export function staleWhileRevalidate(
  cache: CacheLike,
  key: string,
  refresh: () => Promise<Response>,
  { accept = () => true }: { accept?: (response: Response) => boolean } = {},
): Revalidation {
  const kept = cache.match(key);
  // Kept only once the kept copy is read: the page gets the copy it found.
  const network = Promise.all([refresh(), kept]).then(async ([response]) => {
    if (isKeepable(response) && accept(response)) await cache.put(key, response.clone());
    return response;
  });
  const refreshed = network.then(
    (response) => isKeepable(response) && accept(response),
    () => false,
  );
  const response = kept.then((copy) => copy ?? network);
  return { response, refreshed };
}
