/**
 * The app's service worker for returning visits (issue 34): which request of a signed-in
 * page it answers how, what it is handed to keep, and when the shell registers it.
 */
import { renderHook } from '@testing-library/react';
import {
  APP_KEEP_MESSAGE,
  APP_WORKER_SCOPE,
  APP_WORKER_URL,
  appFilesToKeep,
  appStrategyFor,
} from '../app-cache';
import { registerAppWorker, useAppWorker } from '../app-worker';
import { fetchRemotesManifest } from '../../remotes/remote-catalog-fetch';
import { prefetchRemotesManifest } from '../../remotes/manifest-prefetch';

const origin = 'https://itam.example';
const strategy = (path: string, { mode = 'cors', method = 'GET', cache = 'default' } = {}) =>
  appStrategyFor(new URL(path, origin), { origin, method, mode, cache });

describe("the app worker's answers", () => {
  it('answers every page of the app from its kept HTML, but not the landing of /', () => {
    expect(strategy('/assets', { mode: 'navigate' })).toBe('page');
    expect(strategy('/dashboard?tab=1', { mode: 'navigate' })).toBe('page');
    expect(strategy('/products/shop', { mode: 'navigate' })).toBe('page');
    expect(strategy('/', { mode: 'navigate' })).toBe('pass');
    expect(strategy('/landing.html', { mode: 'navigate' })).toBe('pass');
  });

  it('never answers the API, another origin or a write', () => {
    expect(strategy('/api/assets?page=1')).toBe('pass');
    expect(strategy('/api/auth/verify-token', { mode: 'navigate' })).toBe('pass');
    expect(strategy('https://cdn.example/remotes/x/remoteEntry.js')).toBe('pass');
    expect(strategy('/main.1234abcd.js', { method: 'POST' })).toBe('pass');
  });

  it('answers the files naming others from the copy, fresh when a read asks for it', () => {
    expect(strategy('/remotes.json')).toBe('revalidate');
    expect(strategy('/remotes/assets/0.1.0-abc/remoteEntry.js', { mode: 'no-cors' })).toBe(
      'revalidate',
    );
    expect(strategy('/remotes.json', { cache: 'no-cache' })).toBe('fresh');
    expect(strategy('/remotes.json', { cache: 'reload' })).toBe('fresh');
    expect(strategy('/remotes.json', { cache: 'no-store' })).toBe('fresh');
  });

  it('answers hashed files, antd’s styles file among them, from the cache first', () => {
    expect(strategy('/main.1234abcd.js')).toBe('cached');
    expect(strategy('/antd.1234abcd.css')).toBe('cached');
    expect(strategy('/remotes/assets/0.1.0-abc/513.4b575142.js')).toBe('cached');
  });

  it('is handed, of what a page loaded, the app files of this origin only', () => {
    expect(
      appFilesToKeep(
        [
          `${origin}/main.1234abcd.js`,
          `${origin}/remotes.json`,
          `${origin}/remotes/assets/v1/remoteEntry.js?t=1`,
          `${origin}/api/assets?page=1`,
          `${origin}/api/auth/verify-token`,
          'https://cdn.example/x.1.js',
          'https://[not an address',
        ],
        origin,
      ),
    ).toEqual([
      `${origin}/main.1234abcd.js`,
      `${origin}/remotes.json`,
      `${origin}/remotes/assets/v1/remoteEntry.js`,
    ]);
  });
});

describe("the app worker's registration", () => {
  const container = () => {
    const postMessage = jest.fn();
    return {
      register: jest.fn(async () => ({}) as ServiceWorkerRegistration),
      ready: Promise.resolve({ active: { postMessage } }),
      postMessage,
    };
  };

  it('registers for the whole app and hands over what the page loaded', async () => {
    const c = container();
    const loaded = () => [`${location.origin}/main.1.js`, `${location.origin}/api/x`];
    await expect(registerAppWorker(c, loaded)).resolves.toBe(true);
    expect(c.register).toHaveBeenCalledWith(APP_WORKER_URL, { scope: APP_WORKER_SCOPE });
    expect(c.postMessage).toHaveBeenCalledWith({
      type: APP_KEEP_MESSAGE,
      urls: [`${location.origin}/main.1.js`],
    });
  });

  it('changes nothing when registration fails or there are no service workers', async () => {
    const c = container();
    c.register.mockRejectedValue(new TypeError('no worker script here'));
    await expect(registerAppWorker(c, () => [])).resolves.toBe(false);
    expect(c.postMessage).not.toHaveBeenCalled();
    await expect(registerAppWorker(undefined)).resolves.toBe(false);
  });

  it('registers once the page is idle, and only in a production build', () => {
    jest.useFakeTimers();
    const register = jest.fn(() => new Promise<never>(() => undefined));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: new Promise(() => undefined) },
    });
    try {
      renderHook(() => useAppWorker(false));
      jest.advanceTimersByTime(10_000);
      expect(register).not.toHaveBeenCalled();
      renderHook(() => useAppWorker(true));
      expect(register).not.toHaveBeenCalled();
      jest.advanceTimersByTime(10_000);
      expect(register).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});

describe('the reads of remotes.json', () => {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({}) }));
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('lets the start-up read take a kept copy, and the deploy watch’s reads not', async () => {
    await prefetchRemotesManifest();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'default' }),
    );
    await fetchRemotesManifest('/remotes.json');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });
});
