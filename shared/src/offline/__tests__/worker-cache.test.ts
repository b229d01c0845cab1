/**
 * @jest-environment node
 */
import {
  cacheFirst,
  cacheNameOf,
  dropOtherCaches,
  isKeepable,
  isKeepMessage,
  keep,
  kindOf,
  networkFirst,
  staleCaches,
  staleWhileRevalidate,
} from '../index';

const origin = 'https://itam.example';
const kind = (path: string, mode = 'cors', method = 'GET') =>
  kindOf(new URL(path, origin), { origin, method, mode });

/** A cache of the worker's kind, in memory: address → body and headers. */
function memoryCache() {
  const kept = new Map<string, Response>();
  const keyOf = (key: RequestInfo | URL, ignoreSearch = false) => {
    const url = new URL(typeof key === 'string' || key instanceof URL ? key : key.url, origin);
    return ignoreSearch ? `${url.origin}${url.pathname}` : url.href;
  };
  return {
    kept,
    async match(key: RequestInfo | URL, options?: CacheQueryOptions) {
      return kept.get(keyOf(key, options?.ignoreSearch))?.clone();
    },
    async put(key: RequestInfo | URL, response: Response) {
      kept.set(keyOf(key), response);
    },
  };
}

const text = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers });
const bodyOf = async (response: Response | Promise<Response>) => (await response).text();

describe('the kinds of request a worker sees', () => {
  it('never touches the API, another origin or a write', () => {
    expect(kind('/api/assets?page=1')).toBe('pass');
    expect(kind('/api')).toBe('pass');
    expect(kind('/api/auth/verify-token', 'navigate')).toBe('pass');
    expect(kind('https://cdn.example/main.12345678.js')).toBe('pass');
    expect(kind('/main.12345678.js', 'cors', 'POST')).toBe('pass');
  });

  it('tells pages, files naming others and hashed files apart', () => {
    expect(kind('/assets', 'navigate')).toBe('page');
    expect(kind('/remotes.json')).toBe('entry');
    expect(kind('/remotes/assets/0.1.0-abc/remoteEntry.js')).toBe('entry');
    expect(kind('/remotes/scanner/0.1.0-abc/precache.json')).toBe('entry');
    expect(kind('/index.html')).toBe('entry');
    expect(kind('/main.12345678.js')).toBe('hashed');
    expect(kind('/antd.1234abcd.css')).toBe('hashed');
    expect(kind('/remotes/assets/0.1.0-abc/123.4b575142.js')).toBe('hashed');
  });

  it('keeps only whole answers that are not one user’s', () => {
    expect(isKeepable(text('x'))).toBe(true);
    expect(isKeepable(text('x', { 'cache-control': 'no-cache' }))).toBe(true);
    expect(isKeepable(text('x', { 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isKeepable(text('x', { 'cache-control': 'no-store' }))).toBe(false);
    expect(isKeepable(new Response('x', { status: 404 }))).toBe(false);
    expect(isKeepable(Response.error())).toBe(false);
  });

  it('reads a keep message of its own type only', () => {
    expect(isKeepMessage({ type: 'a', urls: ['/x.1.js'] }, 'a')).toBe(true);
    expect(isKeepMessage({ type: 'b', urls: ['/x.1.js'] }, 'a')).toBe(false);
    expect(isKeepMessage({ type: 'a', urls: [1] }, 'a')).toBe(false);
    expect(isKeepMessage(null, 'a')).toBe(false);
  });
});

describe('the caches of each build', () => {
  it('names a cache by build and drops the other builds of its own worker only', async () => {
    const current = cacheNameOf('itam-app-', 'b2');
    expect(current).toBe('itam-app-b2');
    const names = ['itam-app-b1', 'itam-app-b2', 'itam-scanner-b1', 'other'];
    expect(staleCaches(names, 'itam-app-', current)).toEqual(['itam-app-b1']);
    const deleted: string[] = [];
    const storage = {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    };
    await expect(dropOtherCaches(storage, 'itam-app-', current)).resolves.toEqual(['itam-app-b1']);
    expect(deleted).toEqual(['itam-app-b1']);
  });
});

describe('how a worker answers', () => {
  it('answers a hashed file from the cache, else fetches and keeps it', async () => {
    const cache = memoryCache();
    const fetchFn = jest.fn(async () => text('chunk'));
    const request = new Request(`${origin}/main.1.js`);
    expect(await bodyOf(cacheFirst(cache, request, fetchFn))).toBe('chunk');
    expect(await bodyOf(cacheFirst(cache, new Request(`${origin}/main.1.js?v=2`), fetchFn))).toBe(
      'chunk',
    );
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('asks the network first when told, and answers offline from the copy', async () => {
    const cache = memoryCache();
    const key = `${origin}/remotes.json`;
    const request = new Request(`${key}?t=1`);
    expect(await bodyOf(networkFirst(cache, request, key, async () => text('v1')))).toBe('v1');
    expect(await bodyOf(networkFirst(cache, request, key, async () => text('v2')))).toBe('v2');
    const offline = async () => Promise.reject(new TypeError('offline'));
    expect(await bodyOf(networkFirst(cache, request, key, offline))).toBe('v2');
  });

  it('answers from the kept copy at once and keeps the network’s for the next time', async () => {
    const cache = memoryCache();
    const key = `${origin}/index.html`;
    cache.kept.set(key, text('old page'));
    let answer!: (response: Response) => void;
    const network = new Promise<Response>((resolve) => (answer = resolve));
    const first = staleWhileRevalidate(cache, key, () => network);
    // The page does not wait for the network.
    expect(await bodyOf(first.response)).toBe('old page');
    answer(text('new page'));
    await expect(first.refreshed).resolves.toBe(true);
    const second = staleWhileRevalidate(cache, key, () => new Promise<Response>(() => undefined));
    expect(await bodyOf(second.response)).toBe('new page');
  });

  it('waits for the network when nothing is kept, and refuses an unfit refresh', async () => {
    const cache = memoryCache();
    const key = `${origin}/index.html`;
    const html = { accept: (r: Response) => r.headers.get('content-type') === 'text/html' };
    const first = staleWhileRevalidate(cache, key, async () => text('json'), html);
    expect(await bodyOf(first.response)).toBe('json');
    await expect(first.refreshed).resolves.toBe(false);
    expect(cache.kept.size).toBe(0);
    const offline = staleWhileRevalidate(cache, key, () => Promise.reject(new TypeError('off')));
    await expect(offline.response).rejects.toThrow('off');
    await expect(offline.refreshed).resolves.toBe(false);
  });

  it('keeps a file under its key, and nothing of a failed answer', async () => {
    const cache = memoryCache();
    const url = `${origin}/a.1.js`;
    await expect(keep(cache, url, { fetchFn: async () => text('a') })).resolves.toBe(true);
    await expect(
      keep(cache, `${origin}/b.1.js`, { fetchFn: async () => new Response('', { status: 500 }) }),
    ).resolves.toBe(false);
    await expect(
      keep(cache, `${origin}/c.1.js`, { fetchFn: () => Promise.reject(new TypeError('off')) }),
    ).resolves.toBe(false);
    expect([...cache.kept.keys()]).toEqual([url]);
  });
});
