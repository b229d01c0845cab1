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
  type RemoteModule,
} from '@itam/shared/contracts';
import { createExtensionHost, usableRemotes } from '../extension-host';
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
