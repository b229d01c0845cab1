import { BaseProviders } from '@itam/shared/ui-base';
import type { i18n as I18n } from 'i18next';
import type { Store } from 'redux';
import { RouterProvider, type createBrowserRouter } from '@itam/shared/router';
import { ExtensionHostProvider, routeRegistry } from '@itam/shared/routing';
import type { AppState } from '@itam/shared/store';
import { useMemo } from 'react';
import { contributesTo, createExtensionHost, usableRemotes } from '../remotes/extension-host';
import { RemoteRuntimeProvider } from '../remotes/remote-runtime-context';
import type { RemoteCatalog } from '../remotes/remote-catalog';
import type { Reloader } from '../remotes/reload-guard';
import type { RemoteRuntime } from '../remotes/remote-runtime';

export interface ShellAppProps {
  store: Store;
  i18n: I18n;
  runtime: RemoteRuntime;
  catalog: RemoteCatalog;
  reloader: Reloader;
  router: ReturnType<typeof createBrowserRouter>;
}

export function ShellApp({ store, i18n, runtime, catalog, reloader, router }: ShellAppProps) {
  // Extension points ask for the remotes the company has and the user may use, and of
  // those, for one point, only the ones whose entry of remotes.json lists it.
  const extensions = useMemo(
    () =>
      createExtensionHost(
        runtime,
        () => {
          const { session } = store.getState() as AppState;
          return usableRemotes(routeRegistry(), session.companyRoles, session.policies);
        },
        (id, point) => contributesTo(catalog.entryOf(id), point),
      ),
    [runtime, store, catalog],
  );
  return (
    <BaseProviders store={store} i18n={i18n}>
      <RemoteRuntimeProvider runtime={runtime} catalog={catalog} reloader={reloader}>
        <ExtensionHostProvider host={extensions}>
          <RouterProvider router={router} />
        </ExtensionHostProvider>
      </RemoteRuntimeProvider>
    </BaseProviders>
  );
}
