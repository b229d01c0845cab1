/**
 * The shell's route tree. Every registry path react-router can express is a route (so
 * remote screens get their params from `useParams`); the catch-all serves
 * `/register-{product}` and the not-found screen. Which table applies is decided per
 * visitor by RegistryRoute, so both tables share one router. The registry comes from
 * `remotes.json` and grows when a remote deploys a new route: `patchRegistryRoutes` adds
 * the new paths to the running router.
 */
import type { RouteEntry } from '@itam/shared/contracts';
import type { createBrowserRouter, RouteObject } from '@itam/shared/router';
import { routerEntries } from '@itam/shared/routing';
import { ChromeLayout } from './chrome-layout';
import { RegistryRoute } from './registry-route';
import { RootRoute } from './root-route';
import { ShellRouterError } from './shell-router-error';

type Router = ReturnType<typeof createBrowserRouter>;

const CHROME_ROUTE_ID = 'chrome';
const CATCH_ALL_ROUTE_ID = 'catch-all';

function registryRoute(entry: RouteEntry): RouteObject {
  return { id: `route:${entry.path}`, path: entry.path, element: <RegistryRoute /> };
}

export function createShellRoutes(entries: readonly RouteEntry[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <ShellRouterError />,
      children: [
        {
          id: CHROME_ROUTE_ID,
          element: <ChromeLayout />,
          children: [
            ...routerEntries(entries).map(registryRoute),
            { id: CATCH_ALL_ROUTE_ID, path: '*', element: <RegistryRoute /> },
          ],
        },
      ],
    },
  ];
}

/**
 * Adds to `router` the registry paths it lacks (`known`: the paths it has, updated), and
 * matches the current location again when it was served by the catch-all.
 */
export function patchRegistryRoutes(
  router: Router,
  entries: readonly RouteEntry[],
  known: Set<string>,
): void {
  const added = routerEntries(entries).filter((entry) => !known.has(entry.path));
  if (!added.length) return;
  added.forEach((entry) => known.add(entry.path));
  router.patchRoutes(CHROME_ROUTE_ID, added.map(registryRoute));
  const last = router.state.matches[router.state.matches.length - 1];
  if (last?.route.id !== CATCH_ALL_ROUTE_ID) return;
  const { pathname, search, hash } = router.state.location;
  void router.navigate(`${pathname}${search}${hash}`, { replace: true });
}
