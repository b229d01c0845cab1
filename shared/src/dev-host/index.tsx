/**
 * Standalone dev host of a remote (`pnpm --filter mf-x dev`): the same store kit, router,
 * i18n and theme as the shell, a login form (or a pasted token) against the API at `/api`,
 * and every screen of the module at its path (its route data is the dev host's registry).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from '../router';
import { clearToken, setUnauthorizedHandler } from '../api';
import type { RemoteModule } from '../contracts/remote-module';
import type { RouteEntry } from '../contracts/route-registry';
import { SESSION_SLICE_KEY } from '../contracts/session';
import { initI18n } from '../i18n';
import { installRemoteModule, RemoteRouteView } from '../remote';
import {
  ExtensionHostProvider,
  isRouterPath,
  matchRoutePath,
  setRouteRegistry,
  staticExtensionHost,
} from '../routing';
import { createAppStore } from '../store';
import { AppProviders, LoadingScreen, NotFoundScreen, RouterErrorFallback } from '../ui';
import { DevHostLayout } from './dev-host-layout';
import { devSessionEnded, devSessionReducer } from './dev-session';

/** Paths react-router cannot express (`/register-{product}`) are served by the catch-all. */
function CatchAll({ module }: { module: RemoteModule }) {
  const entry = matchRoutePath(useLocation().pathname)?.entry;
  const route = entry?.match ? module.routes.find((r) => r.path === entry.path) : undefined;
  return route ? (
    <RemoteRouteView route={route} fallback={<LoadingScreen />} />
  ) : (
    <NotFoundScreen />
  );
}

export function devHostRoutes(module: RemoteModule): RouteObject[] {
  const routable = module.routes.filter((route) => isRouterPath(route.path));
  // A remote with no screen at `/` opens on its first screen that needs no parameter.
  const first = routable.find((route) => !route.path.includes(':'));
  const home: RouteObject[] =
    first && !routable.some((route) => route.path === '/')
      ? [{ index: true, element: <Navigate to={first.path} replace /> }]
      : [];
  return [
    {
      element: <DevHostLayout module={module} />,
      errorElement: <RouterErrorFallback />,
      // The module's screens are lazy routes: opening one directly waits for its code.
      HydrateFallback: LoadingScreen,
      children: [...home, ...routable, { path: '*', element: <CatchAll module={module} /> }],
    },
  ];
}

export function startDevHost(
  module: RemoteModule,
  routes: readonly RouteEntry[],
  container = document.getElementById('root'),
): void {
  if (!container) throw new Error('The dev host needs an element with id "root"');
  setRouteRegistry(routes);
  const i18n = initI18n();
  const store = createAppStore({
    reducers: { [SESSION_SLICE_KEY]: devSessionReducer },
    serverData: true,
  });
  installRemoteModule(module, store);
  setUnauthorizedHandler(() => {
    clearToken();
    store.dispatch(devSessionEnded());
  });
  const router = createBrowserRouter(devHostRoutes(module));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        {/* Standalone, the remote's own contributions fill its extension points. */}
        <ExtensionHostProvider host={staticExtensionHost([module])}>
          <RouterProvider router={router} />
        </ExtensionHostProvider>
      </AppProviders>
    </StrictMode>,
  );
}
