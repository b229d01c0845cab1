/**
 * Wires the shell: i18n, the store with the session saga, the 401 and entitlement handlers, the remote
 * runtime (which installs a remote's reducers, saga and translations on first load), the
 * router built from the route registry that `remotes.json` fills (remote-catalog.ts) and
 * grown when a deploy adds a route, and the deploy watch (deploy-watch.ts). Tests call it
 * with a fake loader, a catalog of a fake manifest and a memory router.
 */
import { setEntitlementHandler, setUnauthorizedHandler } from '@itam/shared/api';
import { initI18n } from '@itam/shared/i18n';
import { installRemoteModule } from '@itam/shared/remote';
import { routeRegistry, routerEntries, subscribeRouteRegistry } from '@itam/shared/routing';
import { selectIsLoggedIn, type AppStore } from '@itam/shared/store';
import type { createBrowserRouter, RouteObject } from '@itam/shared/router';
import { watchDeploys } from '../remotes/deploy-watch';
import type { RemoteCatalog } from '../remotes/remote-catalog';
import { createRemoteRuntime } from '../remotes/remote-runtime';
import { createReloader, reloadOnce } from '../remotes/reload-guard';
import type { RemoteLoader } from '../remotes/remote-loader';
import { createShellRoutes, patchRegistryRoutes } from '../routing/create-shell-routes';
import { entitlementRefused, sessionExpired } from '../session/session.slice';
import { sessionSaga } from '../session/session.saga';
import { createShellStore } from './create-shell-store';

type Router = ReturnType<typeof createBrowserRouter>;

export interface CreateShellOptions {
  loader: RemoteLoader;
  /** `remotes.json`: the remotes' addresses, versions and routes. */
  catalog: RemoteCatalog;
  /** The kit's singleton contract this shell provides (its build stamps it); null: no check. */
  contract?: string | null;
  createRouter: (routes: RouteObject[]) => Router;
  store?: AppStore;
  /** Start the session saga (verify the stored token). */
  runSession?: boolean;
  /** Reloads the page once for a reason (reload-guard.ts); tests pass a spy. */
  reload?: (reason: string) => boolean;
}

export function createShell({
  loader,
  catalog,
  contract = null,
  createRouter,
  store = createShellStore(),
  runSession = true,
  reload = reloadOnce,
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
    catalog,
    contract,
    install: (module) => installRemoteModule(module, store),
  });
  const initial = routeRegistry();
  const known = new Set(routerEntries(initial).map((entry) => entry.path));
  const router = createRouter(createShellRoutes(initial));
  const stopPatching = subscribeRouteRegistry(() =>
    patchRegistryRoutes(router, routeRegistry(), known),
  );
  const reloader = createReloader(reload);
  const stopWatching = watchDeploys({ router, catalog, runtime, reload: reloader.reload });
  const dispose = () => {
    stopPatching();
    stopWatching();
  };
  return { i18n, store, runtime, router, catalog, reloader, dispose };
}
