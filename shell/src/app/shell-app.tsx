import { BaseProviders } from '@itam/shared/ui-base';
import type { i18n as I18n } from 'i18next';
import type { Store } from 'redux';
import { RouterProvider, type createBrowserRouter } from '@itam/shared/router';
import { RemoteRuntimeProvider } from '../remotes/remote-runtime-context';
import type { RemoteRuntime } from '../remotes/remote-runtime';

export interface ShellAppProps {
  store: Store;
  i18n: I18n;
  runtime: RemoteRuntime;
  router: ReturnType<typeof createBrowserRouter>;
}

export function ShellApp({ store, i18n, runtime, router }: ShellAppProps) {
  return (
    <BaseProviders store={store} i18n={i18n}>
      <RemoteRuntimeProvider runtime={runtime}>
        <RouterProvider router={router} />
      </RemoteRuntimeProvider>
    </BaseProviders>
  );
}
