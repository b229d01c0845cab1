import { API_HEADERS, type EarlyRequestsGlobal } from '@itam/shared/api';
import { API_PATHS, DEFAULT_PRODUCT_SLUG, JWT_TOKEN_KEY } from '@itam/shared/contracts';
import {
  companyModulesOf,
  EARLY_NAMES,
  preloadRemoteEntry,
  remoteEntryFor,
  startEarlySession,
} from '../early-start';
import { fakeManifest } from '../../test-utils/render-shell';

const early = globalThis as EarlyRequestsGlobal;
const manifest: unknown = fakeManifest();

/** What `fetch` resolves with, as far as the start-up code reads it (jsdom has no Response). */
function answer(status: number, body: unknown) {
  const headers = new Map([['content-type', 'application/json']]);
  return {
    status,
    statusText: String(status),
    headers: {
      get: (name: string) => headers.get(name) ?? null,
      forEach: (each: (value: string, name: string) => void) => headers.forEach(each),
    },
    text: async () => JSON.stringify(body),
  };
}

describe('the start-up chunk of a signed-in visit', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    localStorage.clear();
    delete early.__ITAM_EARLY__;
    fetchMock = jest.fn(async (url: string) =>
      url.endsWith('/config')
        ? answer(200, { type: 'success', productSlug: 'acme' })
        : answer(200, { type: 'success', url }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
  });

  it("uses the kit's names for the token, the paths and the headers", () => {
    expect(EARLY_NAMES.tokenKey).toBe(JWT_TOKEN_KEY);
    expect(EARLY_NAMES.verifyToken).toBe(API_PATHS.verifyToken);
    expect(EARLY_NAMES.config).toBe(API_PATHS.config);
    expect(EARLY_NAMES.roles('x')).toBe(API_PATHS.roles('x'));
    expect(EARLY_NAMES.defaultProduct).toBe(DEFAULT_PRODUCT_SLUG);
    expect(EARLY_NAMES.headers).toEqual(API_HEADERS);
  });

  it('sends nothing without a stored token', () => {
    expect(startEarlySession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(early.__ITAM_EARLY__).toBeUndefined();
  });

  it('sends the session check and the config at once, then the role of the product', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'tok');
    expect(startEarlySession()).toBe(early.__ITAM_EARLY__?.['POST /auth/verify-token']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/verify-token',
      '/api/config',
    ]);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include' });
    expect(init.headers).toMatchObject({ ...API_HEADERS, Authorization: 'Bearer tok' });
    await expect(early.__ITAM_EARLY__?.['POST /auth/verify-token']?.answer).resolves.toMatchObject({
      status: 200,
      data: { type: 'success', url: '/api/auth/verify-token' },
    });
    await early.__ITAM_EARLY__?.['GET /config']?.answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/acme/roles/get');
    expect(early.__ITAM_EARLY__?.['GET /acme/roles/get']?.authorization).toBe('Bearer tok');
  });

  it('keeps a failed fetch as a network failure', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'tok');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    startEarlySession();
    await expect(early.__ITAM_EARLY__?.['GET /config']?.answer).resolves.toMatchObject({
      status: 0,
    });
  });

  it("finds the entry of the remote serving the address, with its route's parameters", () => {
    const entries = manifest as Record<string, { entry: string }>;
    const all = ['asset-management', 'saas-products'];
    expect(remoteEntryFor(manifest, '/dashboard', all)).toBe(entries.assets?.entry);
    expect(remoteEntryFor(manifest, '/assets/edit/42', all)).toBe(entries.assets?.entry);
    expect(remoteEntryFor(manifest, '/vendor-list', all)).toBe(entries.vendors?.entry);
    expect(remoteEntryFor(manifest, '/no-such-page', all)).toBeNull();
    expect(remoteEntryFor(null, '/dashboard', all)).toBeNull();
  });

  it('never names the remote of a module the company lacks', () => {
    expect(remoteEntryFor(manifest, '/assets', ['incident-management'])).toBeNull();
    expect(remoteEntryFor(manifest, '/assets', [])).toBeNull();
    expect(remoteEntryFor(manifest, '/feedback', ['asset-management'])).toBeNull();
  });

  it('names the remote of a screen two modules share for a company with either', () => {
    const entries = manifest as Record<string, { entry: string }>;
    expect(remoteEntryFor(manifest, '/feedback', ['it-services'])).toBe(entries.incidents?.entry);
    expect(remoteEntryFor(manifest, '/feedback', ['incident-management'])).toBe(
      entries.incidents?.entry,
    );
  });

  it("reads the company's modules from a successful session check only", () => {
    const ok = { status: 200, statusText: 'OK', headers: {} };
    expect(
      companyModulesOf({
        ...ok,
        data: { type: 'success', company: { roles: ['asset-management'] } },
      }),
    ).toEqual(['asset-management']);
    expect(companyModulesOf({ ...ok, status: 401, data: { type: 'error' } })).toEqual([]);
    expect(companyModulesOf({ ...ok, data: { type: 'success' } })).toEqual([]);
  });

  it('preloads that entry as a script, and nothing for another origin', () => {
    preloadRemoteEntry(manifest, '/dashboard', ['asset-management']);
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.getAttribute('href')).toBe(
      (manifest as Record<string, { entry: string }>).assets?.entry,
    );
    document.head.innerHTML = '';
    preloadRemoteEntry(
      {
        assets: {
          entry: '//evil.test/x.js',
          routes: [{ path: '/dashboard', owner: 'assets', tables: ['protected'] }],
        },
      },
      '/dashboard',
      ['asset-management'],
    );
    expect(document.head.querySelector('link')).toBeNull();
  });
});
