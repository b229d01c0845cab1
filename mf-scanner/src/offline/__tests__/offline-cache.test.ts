import {
  PAGE_KEY,
  WORKER_SCOPE,
  WORKER_URL,
  filesOfList,
  freshKey,
  remoteFilesOf,
  strategyFor,
} from '../offline-cache';
import { registerOfflineWorker } from '../offline-worker';

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

  it('registers the worker for /scanner/ only, and takes a refusal quietly', async () => {
    const register = jest.fn().mockResolvedValue({});
    await expect(registerOfflineWorker({ register })).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(WORKER_URL, { scope: WORKER_SCOPE });
    await expect(
      registerOfflineWorker({ register: jest.fn().mockRejectedValue(new Error('404')) }),
    ).resolves.toBe(false);
    await expect(registerOfflineWorker(undefined)).resolves.toBe(false);
  });
});
