import { type EarlyAnswer, type EarlyRequestsGlobal } from '@itam/shared/api';
import {
  API_PATHS,
  JWT_TOKEN_KEY,
  LICENSE_OPEN_CODES,
  type RemoteManifest,
} from '@itam/shared/contracts';
import { EARLY_NAMES, startEarlySession } from '../early-start';
import { pageSharedFiles, SHARED_FILES_META, startFirstScreen } from '../early-screen';
import { fakeManifest } from '../../test-utils/render-shell';

const early = globalThis as EarlyRequestsGlobal;
const ENTRY = '/remotes/assets/1.0.0-abc/remoteEntry.js';

/** The workspace's manifest, the assets remote with the preload data its build writes. */
function manifest(): RemoteManifest {
  const read = fakeManifest() as RemoteManifest;
  return {
    ...read,
    assets: {
      ...read.assets!,
      entry: ENTRY,
      preload: {
        files: ['module.1.js', 'list.2.js', 'strings.3.js', 'dash.4.js', '//evil.test/x.js'],
        shared: ['@itam/shared/remote', '@itam/shared/antd-data', '@itam/shared/charts'],
        module: { files: [0], shared: [0] },
        screens: {
          assets: { files: [1, 2, 4], shared: [1] },
          dashboard: { files: [3], shared: [2] },
        },
      },
    },
  };
}

const SHELL_FILES = {
  files: ['/kit.a.js', '/components.b.js', '/charts.c.js'],
  shared: {
    '@itam/shared/remote': [0],
    '@itam/shared/antd-data': [1, 0],
    '@itam/shared/charts': [2],
  },
};

function session(roles: string[], licenseCode = 'LICENSE_EXIST'): EarlyAnswer {
  return {
    status: 200,
    statusText: 'OK',
    headers: {},
    data: { type: 'success', company: { roles }, licenseCode },
  };
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => {
    expect(link.getAttribute('as')).toBe('script');
    return link.getAttribute('href');
  });
const fetched = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => url as string);

describe("the start-up chunk's first screen", () => {
  let fetchMock: jest.Mock;

  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem(JWT_TOKEN_KEY, 'tok');
    delete early.__ITAM_EARLY__;
    document.head.innerHTML = '';
    const meta = document.createElement('meta');
    meta.setAttribute('name', SHARED_FILES_META);
    meta.setAttribute('content', JSON.stringify(SHELL_FILES));
    document.head.appendChild(meta);
    fetchMock = jest.fn(async () => ({
      status: 200,
      statusText: 'OK',
      headers: { get: () => null, forEach: () => undefined },
      text: async () => '',
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    startEarlySession();
    // The session's own requests (the role follows the config) are early-start.ts's test.
    await (globalThis as EarlyRequestsGlobal).__ITAM_EARLY__?.['GET /config']?.answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetchMock.mockClear();
  });

  it("uses the kit's names for the branches and the open subscriptions", () => {
    expect(EARLY_NAMES.locations).toBe(API_PATHS.locationsDropdown);
    expect(EARLY_NAMES.openLicenses).toEqual(LICENSE_OPEN_CODES);
  });

  it("reads the shell's files of each shared module from the page", () => {
    expect(pageSharedFiles()).toEqual(SHELL_FILES);
    document.head.innerHTML = `<meta name="${SHARED_FILES_META}" content="not json">`;
    expect(pageSharedFiles()).toBeNull();
  });

  it("preloads the remote's entry, module and screen files and the shell's files they take", () => {
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '' },
      session(['asset-management']),
    );
    expect(preloaded()).toEqual([
      ENTRY,
      '/remotes/assets/1.0.0-abc/module.1.js',
      '/remotes/assets/1.0.0-abc/list.2.js',
      '/remotes/assets/1.0.0-abc/strings.3.js',
      '/kit.a.js',
      '/components.b.js',
    ]);
  });

  it('adds no second hint for a file the page itself already names (index.html’s start files)', () => {
    const hint = document.createElement('link');
    hint.setAttribute('rel', 'preload');
    hint.setAttribute('as', 'script');
    hint.setAttribute('href', '/kit.a.js');
    document.head.appendChild(hint);
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '' },
      session(['asset-management']),
    );
    expect(preloaded().filter((href) => href === '/kit.a.js')).toHaveLength(1);
    expect(preloaded()).toContain('/components.b.js');
  });

  it('sends the screen’s first GETs and the branches with the token, for an address without a query', () => {
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '' },
      session(['asset-management']),
    );
    const route = manifest().assets!.routes.find((r) => r.key === 'assets')!;
    expect(route.firstRequests?.length).toBeGreaterThan(0);
    expect(fetched(fetchMock)).toEqual([
      `/api${API_PATHS.locationsDropdown}`,
      ...route.firstRequests!.map((path) => `/api${path}`),
    ]);
    for (const path of route.firstRequests!)
      expect(early.__ITAM_EARLY__?.[`GET ${path}`]?.authorization).toBe('Bearer tok');
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('leaves the first GETs to the screen when the address has a query', () => {
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '?page=3' },
      session(['asset-management']),
    );
    expect(fetched(fetchMock)).toEqual([`/api${API_PATHS.locationsDropdown}`]);
    expect(preloaded()).toContain('/remotes/assets/1.0.0-abc/list.2.js');
  });

  it('downloads and sends nothing of a module the company lacks', () => {
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '' },
      session(['incident-management']),
    );
    expect(preloaded()).toEqual([]);
    expect(fetched(fetchMock)).toEqual([`/api${API_PATHS.locationsDropdown}`]);
  });

  it('does nothing for a refused session or a closed subscription', () => {
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '' },
      {
        ...session(['asset-management']),
        status: 401,
      },
    );
    startFirstScreen(
      manifest(),
      { pathname: '/assets', search: '' },
      session(['asset-management'], 'LICENSE_EXPIRED'),
    );
    expect(preloaded()).toEqual([]);
    expect(fetched(fetchMock)).toEqual([]);
  });

  it('preloads only the entry of a remote built without preload data', () => {
    const old = manifest();
    delete old.assets!.preload;
    document.head.querySelector('meta')?.remove();
    startFirstScreen(old, { pathname: '/dashboard', search: '' }, session(['asset-management']));
    expect(preloaded()).toEqual([ENTRY]);
  });
});
