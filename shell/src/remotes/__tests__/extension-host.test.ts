/**
 * The shell's extension host: it asks only for the remotes the company has and the user
 * may use, and offers the modules of those that loaded (a failed one offers nothing).
 */
import {
  protectedRoute,
  publicRoute,
  BOTH_PUBLIC,
  type Policies,
  type RemoteId,
  type RemoteManifest,
  type RemoteModule,
} from '@itam/shared/contracts';
import { requestExtensions } from '@itam/shared/routing';
import { contributesTo, createExtensionHost, usableRemotes } from '../extension-host';
import type { RemoteRuntime, RemoteState } from '../remote-runtime';

const TICKET_VIEW = { group: 'on_incident', object: 'ticket', action: 'view' } as const;
const REGISTRY = [
  protectedRoute('assets', { key: 'assets', path: '/assets' }, 'asset-management'),
  protectedRoute('incidents', { key: 'incidents', path: '/incidents' }, 'incident-management', {
    permission: TICKET_VIEW,
  }),
  protectedRoute('shop', { key: 'shop', path: '/products/shop' }, 'it-products'),
  publicRoute('marketing', { key: 'pricing', path: '/pricing' }, BOTH_PUBLIC),
];

describe('usableRemotes', () => {
  it('lists the owners of a protected route the company enables and the role may open', () => {
    const policies: Policies = { on_incident: { ticket: ['view'] } };
    expect(usableRemotes(REGISTRY, ['asset-management', 'incident-management'], policies)).toEqual([
      'assets',
      'incidents',
    ]);
    expect(usableRemotes(REGISTRY, ['asset-management', 'incident-management'], {})).toEqual([
      'assets',
    ]);
    expect(usableRemotes(REGISTRY, ['it-products'], policies)).toEqual(['shop']);
  });
});

function fakeRuntime(states: Partial<Record<RemoteId, RemoteState>>) {
  const listeners = new Set<() => void>();
  const ensured: RemoteId[] = [];
  const runtime: RemoteRuntime = {
    getState: (id) => states[id] ?? { status: 'idle', attempt: 0 },
    ensure: (id) => void ensured.push(id),
    retry: () => undefined,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = () => listeners.forEach((listener) => listener());
  return { runtime, ensured, emit };
}

const remoteModule = (id: RemoteId) => ({ id }) as RemoteModule;

describe('createExtensionHost', () => {
  it('loads only the candidates, and offers the modules of those that loaded', () => {
    const assets = remoteModule('assets');
    const states: Partial<Record<RemoteId, RemoteState>> = {
      assets: { status: 'ready', attempt: 0, module: assets, version: '1' },
      incidents: { status: 'error', attempt: 0, error: new Error('404') },
      shop: { status: 'ready', attempt: 0, module: remoteModule('shop'), version: '1' },
    };
    const { runtime, ensured, emit } = fakeRuntime(states);
    const host = createExtensionHost(runtime, () => ['assets', 'incidents']);
    host.request();
    expect(ensured).toEqual(['assets', 'incidents']);
    const first = host.modules();
    expect(first).toEqual([assets]);
    expect(host.modules()).toBe(first);

    const listener = jest.fn();
    const stop = host.subscribe(listener);
    const desk = remoteModule('incidents');
    states.incidents = { status: 'ready', attempt: 1, module: desk, version: '2' };
    emit();
    expect(listener).toHaveBeenCalled();
    expect(host.modules()).toEqual([assets, desk]);
    stop();
  });
});

describe('the remotes asked for one extension point', () => {
  // As the builds write them: the assets and incidents remotes give the asset detail tabs,
  // the vendors remote a badge, the shop nothing; the scanner was built before the list.
  const manifest: RemoteManifest = {
    assets: {
      name: 'mf_assets',
      entry: '/a.js',
      version: '1',
      contract: '9.1.0',
      routes: [],
      contributes: ['asset-detail.tabs'],
    },
    incidents: {
      name: 'mf_incidents',
      entry: '/i.js',
      version: '1',
      contract: '9.1.0',
      routes: [],
      contributes: ['asset-detail.tabs'],
    },
    vendors: {
      name: 'mf_vendors',
      entry: '/v.js',
      version: '1',
      contract: '9.1.0',
      routes: [],
      contributes: ['asset-detail.badges'],
    },
    shop: {
      name: 'mf_shop',
      entry: '/s.js',
      version: '1',
      contract: '9.1.0',
      routes: [],
      contributes: [],
    },
    scanner: { name: 'mf_scanner', entry: '/sc.js', version: '1', contract: '9.1.0', routes: [] },
  };
  const usable: RemoteId[] = ['assets', 'incidents', 'vendors', 'shop', 'scanner', 'exit-signoff'];

  it('reads whether a remote contributes to a point from its manifest entry', () => {
    expect(contributesTo(manifest.incidents, 'asset-detail.tabs')).toBe(true);
    expect(contributesTo(manifest.incidents, 'asset-detail.badges')).toBe(false);
    expect(contributesTo(manifest.shop, 'asset-detail.tabs')).toBe(false);
    // Built before the list: it may contribute. Not listed at all: it cannot be loaded.
    expect(contributesTo(manifest.scanner, 'asset-detail.tabs')).toBe(true);
    expect(contributesTo(manifest['exit-signoff'], 'asset-detail.tabs')).toBe(false);
  });

  it('loads on the asset detail only the remotes contributing to its points, never the shop', () => {
    const { runtime, ensured } = fakeRuntime({});
    const host = createExtensionHost(
      runtime,
      () => usable,
      (id, point) => contributesTo(manifest[id], point),
    );
    requestExtensions(host, 'asset-detail.tabs');
    expect(ensured).toEqual(['assets', 'incidents', 'scanner']);
    ensured.length = 0;
    requestExtensions(host, 'asset-detail.badges');
    expect(ensured).toEqual(['vendors', 'scanner']);
    expect(ensured).not.toContain('shop');
  });
});
