/**
 * Wires the shell: i18n, the store with the session saga, the 401 and entitlement handlers, the remote
 * runtime (which installs a remote's reducers, saga and translations on first load) and
 * the router. Tests call it with a fake loader and a memory router.
 */
import { setEntitlementHandler, setUnauthorizedHandler } from '@itam/shared/api';
import { initI18n } from '@itam/shared/i18n';
import { installRemoteModule } from '@itam/shared/remote';
import { selectIsLoggedIn, type AppStore } from '@itam/shared/store';
import type { createBrowserRouter, RouteObject } from '@itam/shared/router';
import { createRemoteRuntime } from '../remotes/remote-runtime';
import type { RemoteLoader } from '../remotes/remote-loader';
import { createShellRoutes } from '../routing/create-shell-routes';
import { entitlementRefused, sessionExpired } from '../session/session.slice';
import { sessionSaga } from '../session/session.saga';
import { createShellStore } from './create-shell-store';

type Router = ReturnType<typeof createBrowserRouter>;

export interface CreateShellOptions {
  loader: RemoteLoader;
  createRouter: (routes: RouteObject[]) => Router;
  store?: AppStore;
  /** Start the session saga (verify the stored token). */
  runSession?: boolean;
}

export function createShell({
  loader,
  createRouter,
  store = createShellStore(),
  runSession = true,
}: CreateShellOptions) {
  const i18n = initI18n();
  setUnauthorizedHandler(() => {
    if (selectIsLoggedIn(store.getState()) === true) store.dispatch(sessionExpired());
  });
  setEntitlementHandler(() => {
    if (selectIsLoggedIn(store.getState()) === true) store.dispatch(entitlementRefused());
  });
  if (runSession) store.runSaga(sessionSaga, 'session');
  const runtime = createRemoteRuntime({
    loader,
    install: (module) => installRemoteModule(module, store),
  });
  const router = createRouter(createShellRoutes());
  return { i18n, store, runtime, router };
}
