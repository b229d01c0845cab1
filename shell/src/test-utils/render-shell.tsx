/** Renders the whole shell in a memory router with a fake remote loader (tests only). */
import '@itam/shared/testing'; // first: browser APIs jsdom lacks
import {
  allPolicies,
  type RemoteId,
  type RemoteModule,
  type SessionState,
} from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from '@itam/shared/router';
import { createShell } from '../app/create-shell';
import { createShellStore } from '../app/create-shell-store';
import { ShellApp } from '../app/shell-app';
import type { RemoteLoader } from '../remotes/remote-loader';

/** A remote built from the registry: an InfoScreen per path, without translations. */
export function fakeRemote(id: RemoteId, extra: Partial<RemoteModule> = {}): RemoteModule {
  return {
    ...defineRemoteModule({ id, i18n: { namespace: id, resources: { en: {}, hi: {} } } }),
    ...extra,
  };
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
}

export function renderShell({
  route = '/',
  session = MEMBER,
  loader = fakeLoader(),
}: RenderShellOptions = {}) {
  const store = createShellStore(session);
  const shell = createShell({
    loader,
    store,
    runSession: false,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [route] }),
  });
  void shell.i18n.changeLanguage('en');
  const view = render(<ShellApp {...shell} />);
  const navigate = (to: string) => act(() => shell.router.navigate(to));
  return { ...shell, ...view, loader, navigate };
}
