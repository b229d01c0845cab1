import { BaseProviders } from '@itam/shared/ui-base';
import type { i18n as I18n } from 'i18next';
import type { Store } from 'redux';
import { RouterProvider, type createBrowserRouter } from '@itam/shared/router';
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
  return (
    <BaseProviders store={store} i18n={i18n}>
      <RemoteRuntimeProvider runtime={runtime} catalog={catalog} reloader={reloader}>
        <RouterProvider router={router} />
      </RemoteRuntimeProvider>
    </BaseProviders>
  );
}
