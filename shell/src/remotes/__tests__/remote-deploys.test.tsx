/**
 * Remotes deployed alone: the shell reads routes and versions from `remotes.json`, refuses
 * a remote built for a newer application, follows a deploy on the next navigation into a
 * remote, and reloads once (never in a loop) when a deploy removed a chunk.
 */
import {
  fakeCatalog,
  fakeLoader,
  fakeManifest,
  fakeRemote,
  renderShell,
} from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import {
  navEntry,
  protectedRoute,
  type RemoteManifest,
  type RouteEntry,
} from '@itam/shared/contracts';
import { useParams } from '@itam/shared/router';
import * as telemetry from '@itam/shared/telemetry';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { parseRemoteManifest } from '../remote-manifest';
import { clearReloadGuard, isChunkLoadError, reloadOnce } from '../reload-guard';

jest.mock('@itam/shared/telemetry', () => ({
  ...jest.requireActual('@itam/shared/telemetry'),
  reportError: jest.fn(),
}));
const tracked = telemetry as jest.Mocked<typeof telemetry>;

const INSIGHTS: RouteEntry = protectedRoute(
  'vendors',
  { key: 'vendorInsights', path: '/vendor-insights' },
  'saas-products',
  navEntry('vendors:nav.insights', 'vendors'),
);
const INSIGHT: RouteEntry = protectedRoute(
  'vendors',
  { key: 'vendorInsight', path: '/vendor-insights/:period' },
  'saas-products',
);

/** The screen of the deployed route: its parameter comes from the router. */
function InsightScreen() {
  const { period } = useParams();
  return (
    <div data-testid="screen" data-remote="vendors">
      Insight {period}
    </div>
  );
}

/** The manifest after a deploy of vendors: a new version with a new route and its label. */
function deployedVendors(manifest: RemoteManifest, version = 'v2'): RemoteManifest {
  const vendors = manifest.vendors!;
  return {
    ...manifest,
    vendors: {
      ...vendors,
      version,
      entry: `/remotes/vendors/${version}/remoteEntry.js`,
      routes: [...vendors.routes, INSIGHTS, INSIGHT],
      i18n: {
        namespace: 'vendors',
        resources: {
          en: { nav: { insights: 'Vendor insights' } },
          hi: { nav: { insights: 'विक्रेता विश्लेषण' } },
        },
      },
    },
  };
}

describe('remotes.json in the browser', () => {
  it('keeps the entries and routes the shell can use and names each problem', () => {
    const manifest = fakeManifest() as Record<string, unknown>;
    const vendors = manifest.vendors as RemoteManifest['vendors'];
    const own = vendors!.routes.length;
    const { manifest: parsed, problems } = parseRemoteManifest({
      ...manifest,
      vendors: {
        ...vendors,
        routes: [
          ...vendors!.routes,
          { key: 'x', path: '/x', owner: 'shop', tables: ['protected'], module: 'it-products' },
        ],
      },
      shop: { entry: '/remotes/shop/1/remoteEntry.js', version: '1', routes: [] },
      reports: { entry: '/r.js' },
    });
    expect(problems).toEqual([
      `vendors: route ${own} is owned by shop, not vendors`,
      'shop: no contract version',
      'reports: not a remote of this application',
    ]);
    expect(parsed.vendors?.routes).toHaveLength(own);
    expect(parsed.shop).toBeUndefined();
    expect(parsed.assets?.routes.length).toBeGreaterThan(0);
  });
});

describe('remotes deployed alone', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a remote built for a newer application with a reload screen, and reports it', async () => {
    const manifest = fakeManifest();
    manifest.vendors = { ...manifest.vendors!, contract: '1.3.0' };
    const { loader } = renderShell({
      route: '/vendor-list',
      catalog: fakeCatalog(() => manifest),
      contract: '1.2.0',
    });
    const screenRoot = await screen.findByTestId('update-required');
    expect(
      within(screenRoot).getByRole('heading', {
        name: 'A newer version of the application is needed',
      }),
    ).toBeInTheDocument();
    expect(within(screenRoot).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
    expect(tracked.reportError).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'RemoteUpdateRequiredError',
        message: expect.stringContaining("needs the application's kit contract ^1.3.0"),
      }),
      { remote: 'vendors', source: 'remote-contract' },
    );
  });

  it('runs a remote built against an older or equal contract of the same major', async () => {
    const manifest = fakeManifest();
    manifest.vendors = { ...manifest.vendors!, contract: '1.1.0' };
    renderShell({ route: '/vendor-list', catalog: fakeCatalog(() => manifest), contract: '1.2.0' });
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'vendors');
  });

  it('serves a route a remote deployed after the tab opened, with its menu entry, on the next navigation', async () => {
    let manifest = fakeManifest();
    // The deployed vendors remote: its module serves the new routes.
    const loader = fakeLoader((id) => {
      const module = fakeRemote(id);
      if (id !== 'vendors') return module;
      return {
        ...module,
        routes: module.routes.map((route) =>
          route.path === INSIGHT.path ? { path: route.path, Component: InsightScreen } : route,
        ),
      };
    });
    const { navigate, reload } = renderShell({
      route: '/assets',
      loader,
      catalog: fakeCatalog(() => manifest),
    });
    await screen.findByTestId('screen');
    expect(screen.queryByRole('link', { name: 'Vendor insights' })).toBeNull();
    manifest = deployedVendors(manifest);
    await navigate('/vendor-insights/2026');
    expect(await screen.findByText('Insight 2026')).toBeInTheDocument();
    expect(loader.load).toHaveBeenLastCalledWith(
      'vendors',
      expect.objectContaining({ entry: expect.objectContaining({ version: 'v2' }) }),
    );
    expect(screen.getByRole('link', { name: 'Vendor insights' })).toHaveAttribute(
      'href',
      '/vendor-insights',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a remote already running was deployed anew, on the next navigation into it', async () => {
    let manifest = fakeManifest();
    const { navigate, reload } = renderShell({
      route: '/vendor-list',
      catalog: fakeCatalog(() => manifest),
    });
    await screen.findByTestId('screen');
    manifest = deployedVendors(manifest);
    // Inside the same remote: nothing is read.
    await navigate('/vendor-registration');
    await navigate('/assets');
    await waitFor(() =>
      expect(screen.getByTestId('screen')).toHaveAttribute('data-remote', 'assets'),
    );
    expect(reload).not.toHaveBeenCalled();
    await navigate('/vendor-list');
    await waitFor(() => expect(reload).toHaveBeenCalledWith('deploy:vendors@v2'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when a chunk a deploy removed fails to load, and shows the module error after that reload', async () => {
    const missing = Object.assign(new Error('Loading chunk 739 failed.'), {
      name: 'ChunkLoadError',
    });
    const loader = fakeLoader((id) =>
      id === 'shop'
        ? fakeRemote('shop', {
            routes: [{ path: '/products/shop', lazy: () => Promise.reject(missing) }],
          })
        : fakeRemote(id),
    );
    const reloads: string[] = [];
    const reload = jest.fn((reason: string) => reloadOnce(reason, () => reloads.push(reason)));
    renderShell({ route: '/products/shop', loader, reload });
    await waitFor(() => expect(reloads).toEqual(['chunk:/products/shop']));
    expect(screen.queryByTestId('module-error')).toBeNull();
    // The page after that reload: the chunk is still missing, so no second reload.
    cleanup();
    renderShell({ route: '/products/shop', loader, reload });
    expect(await screen.findByTestId('module-error')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloads).toEqual(['chunk:/products/shop']);
  });
});

describe('reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once per reason until a screen renders again', () => {
    const reload = jest.fn();
    expect(reloadOnce('chunk:/assets', reload)).toBe(true);
    expect(reloadOnce('chunk:/assets', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearReloadGuard();
    expect(reloadOnce('chunk:/assets', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("knows webpack's chunk errors", () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('render failure'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });
});
