import {
  PAGE_KEY,
  WORKER_SCOPE,
  WORKER_URL,
  filesOfList,
  filesToKeep,
  freshKey,
  isKeepMessage,
  remoteFilesOf,
  strategyFor,
} from '../offline-cache';
import { prefetchForOffline, registerOfflineWorker } from '../offline-worker';

const origin = 'https://itam.example';
const get = (path: string, mode = 'cors', method = 'GET') =>
  strategyFor(new URL(path, origin), { origin, method, mode });

describe("the scanner's offline cache", () => {
  it('answers the scanner pages network first, with the HTML kept for all of them', () => {
    expect(get('/scanner/qr-reader?session=1', 'navigate')).toBe('page');
    expect(get('/scanner/asset/42', 'navigate')).toBe('page');
    expect(PAGE_KEY).toBe(WORKER_SCOPE);
  });

  it('never answers a page outside the scanner, the API, another origin or a write', () => {
    expect(get('/assets', 'navigate')).toBe('pass');
    expect(get('/api/auth/verify-token')).toBe('pass');
    expect(get('/api/audit-sessions/1')).toBe('pass');
    expect(get('/api')).toBe('pass');
    expect(get('https://cdn.example/main.12345678.js')).toBe('pass');
    expect(get('/main.12345678.js', 'cors', 'POST')).toBe('pass');
  });

  it('asks for the files naming others first, and keeps the rest', () => {
    expect(get('/remotes.json')).toBe('fresh');
    expect(get('/remotes/scanner/0.1.0-abc/remoteEntry.js')).toBe('fresh');
    expect(get('/remotes/scanner/0.1.0-abc/precache.json')).toBe('fresh');
    expect(get('/main.12345678.js')).toBe('cached');
    expect(get('/assets/noto-sans-devanagari-400-normal.07529ee8.woff2')).toBe('cached');
    expect(get('/remotes/scanner/0.1.0-abc/assets/zxing_reader.1234abcd.wasm')).toBe('cached');
    expect(freshKey(new URL('/remotes.json?t=1', origin))).toBe(`${origin}/remotes.json`);
  });

  it("finds the scanner remote's file list beside its entry, on this origin only", () => {
    const manifest = { scanner: { entry: '/remotes/scanner/0.1.0-abc/remoteEntry.js' } };
    expect(remoteFilesOf(manifest, origin)).toEqual({
      entry: `${origin}/remotes/scanner/0.1.0-abc/remoteEntry.js`,
      list: `${origin}/remotes/scanner/0.1.0-abc/precache.json`,
    });
    expect(
      remoteFilesOf({ scanner: { entry: 'https://cdn.example/remoteEntry.js' } }, origin),
    ).toBe(null);
    expect(remoteFilesOf({ assets: { entry: '/x.js' } }, origin)).toBe(null);
    expect(remoteFilesOf('nonsense', origin)).toBe(null);
  });

  it("reads a file list's names beside it and drops anything leaving the origin", () => {
    const list = `${origin}/remotes/scanner/v1/precache.json`;
    expect(
      filesOfList(['remoteEntry.js', 'assets/a.1.wasm', '../x.js', '//evil.example/y.js', 3], list),
    ).toEqual([
      `${origin}/remotes/scanner/v1/remoteEntry.js`,
      `${origin}/remotes/scanner/v1/assets/a.1.wasm`,
    ]);
    expect(filesOfList({}, list)).toEqual([]);
  });

  it('keeps of what a page loaded only the files of this origin, never the API', () => {
    expect(
      filesToKeep(
        [
          `${origin}/main.12345678.js`,
          `${origin}/1090.4b575142.js?v=1`,
          `${origin}/main.12345678.js`,
          `${origin}/remotes/scanner/v1/assets/zxing_reader.b0845b37.wasm`,
          `${origin}/api/audit-sessions/1`,
          `${origin}/remotes.json`,
          'https://cdn.example/x.1.js',
          'not a url at all: ::',
        ],
        origin,
      ),
    ).toEqual([
      `${origin}/main.12345678.js`,
      `${origin}/1090.4b575142.js`,
      `${origin}/remotes/scanner/v1/assets/zxing_reader.b0845b37.wasm`,
    ]);
    expect(isKeepMessage({ type: 'itam-scanner-keep', urls: ['/a.1.js'] })).toBe(true);
    expect(isKeepMessage({ type: 'itam-scanner-keep', urls: [1] })).toBe(false);
    expect(isKeepMessage({ type: 'other', urls: [] })).toBe(false);
    expect(isKeepMessage(null)).toBe(false);
  });

  it('registers the worker for /scanner/ only and hands it what the page loaded', async () => {
    const postMessage = jest.fn();
    const register = jest.fn().mockResolvedValue({});
    const container = { register, ready: Promise.resolve({ active: { postMessage } }) };
    const here = globalThis.location.origin;
    await expect(
      registerOfflineWorker(container, () => [
        `${here}/main.1.js`,
        `${here}/api/auth/verify-token`,
      ]),
    ).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(WORKER_URL, { scope: WORKER_SCOPE });
    expect(postMessage).toHaveBeenCalledWith({
      type: 'itam-scanner-keep',
      urls: [`${here}/main.1.js`],
    });
  });

  it('loads a screen ahead and then hands the worker what that loaded; nothing when it fails', async () => {
    const postMessage = jest.fn();
    const container = { ready: Promise.resolve({ active: { postMessage } }) };
    const here = globalThis.location.origin;
    const loaded: string[] = [`${here}/main.1.js`];
    const card = jest.fn(async () => {
      loaded.push(`${here}/remotes/scanner/v1/card.2.js`);
    });
    await prefetchForOffline([card], container, () => loaded);
    expect(card).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'itam-scanner-keep',
      urls: [`${here}/main.1.js`, `${here}/remotes/scanner/v1/card.2.js`],
    });
    postMessage.mockClear();
    await prefetchForOffline([() => Promise.reject(new Error('offline'))], container, () => loaded);
    expect(postMessage).not.toHaveBeenCalled();
    await expect(prefetchForOffline([card], undefined)).resolves.toBeUndefined();
  });

  it('takes a refused registration (a dev server) or no service workers quietly', async () => {
    const refused = {
      register: jest.fn().mockRejectedValue(new Error('404')),
      ready: new Promise<never>(() => undefined),
    };
    await expect(registerOfflineWorker(refused)).resolves.toBe(false);
    await expect(registerOfflineWorker(undefined)).resolves.toBe(false);
  });
});
