/** Renders the whole shell in a memory router with a fake remote loader (tests only). */
import '@itam/shared/testing'; // first: browser APIs jsdom lacks
import {
  allPolicies,
  type RemoteId,
  type RemoteModule,
  type SessionState,
} from '@itam/shared/contracts';
import { workspaceManifest } from '@itam/shared/federation';
import { defineRemoteModule } from '@itam/shared/remote';
import { routeRegistry } from '@itam/shared/routing';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from '@itam/shared/router';
import { createShell } from '../app/create-shell';
import { createShellStore } from '../app/create-shell-store';
import { ShellApp } from '../app/shell-app';
import { createRemoteCatalog, type RemoteCatalog } from '../remotes/remote-catalog';
import type { RemoteLoader } from '../remotes/remote-loader';
import SHELL_ROUTES from '../routes';

/** A remote built from the registry: an InfoScreen per path, without translations. */
export function fakeRemote(id: RemoteId, extra: Partial<RemoteModule> = {}): RemoteModule {
  return {
    ...defineRemoteModule({
      id,
      routes: routeRegistry().filter((entry) => entry.owner === id),
      i18n: { namespace: id, resources: { en: {}, hi: {} } },
    }),
    ...extra,
  };
}

/** The `remotes.json` of this checkout: every remote with its routes (contract 1.0.0). */
export function fakeManifest() {
  return workspaceManifest('1.0.0');
}

/**
 * A catalog that has read `manifest()` (as bootstrap.tsx waits for the first read) and
 * reads it again on each refresh (a fresh value per read: a test may change it).
 */
export function fakeCatalog(manifest: () => unknown = fakeManifest): RemoteCatalog {
  return createRemoteCatalog({
    shellRoutes: SHELL_ROUTES,
    manifest: manifest(),
    fetchManifest: async () => manifest(),
  });
}

export function fakeLoader(
  make: (id: RemoteId, attempt: number) => RemoteModule | Promise<RemoteModule> = (id) =>
    fakeRemote(id),
) {
  const load = jest.fn(async (id: RemoteId, { attempt }: { attempt: number }) => make(id, attempt));
  return { load } satisfies RemoteLoader;
}

/** Logged in with every module, every permission and a valid licence. */
export const MEMBER: Partial<SessionState> = {
  isLoggedIn: true,
  initialLoading: false,
  user: { _id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.test' },
  companyRoles: [
    'asset-management',
    'it-products',
    'it-services',
    'saas-products',
    'incident-management',
  ],
  licenseCode: 'LICENSE_EXIST',
  roleName: 'Admin',
  policies: allPolicies(),
  rolesStatus: 'loaded',
};

export const VISITOR: Partial<SessionState> = { isLoggedIn: false, initialLoading: false };

export type FakeLoader = ReturnType<typeof fakeLoader>;

export interface RenderShellOptions {
  route?: string;
  session?: Partial<SessionState>;
  loader?: FakeLoader;
  catalog?: RemoteCatalog;
  /** The kit contract the shell provides (null: no check). */
  contract?: string | null;
  reload?: (reason: string) => boolean;
}

/** The whole shell in a memory router at `route`. */
export function renderShell({
  route = '/',
  session = MEMBER,
  loader = fakeLoader(),
  catalog = fakeCatalog(),
  contract = null,
  reload = jest.fn(() => false),
}: RenderShellOptions = {}) {
  const store = createShellStore(session);
  const shell = createShell({
    loader,
    catalog,
    contract,
    reload,
    store,
    runSession: false,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [route] }),
  });
  void shell.i18n.changeLanguage('en');
  const view = render(<ShellApp {...shell} />);
  const navigate = (to: string) => act(() => shell.router.navigate(to));
  return { ...shell, ...view, loader, navigate, reload };
}
