/**
 * The shell's route tree. Every registry path react-router can express is a route (so
 * remote screens get their params from `useParams`); the catch-all serves
 * `/register-{product}` and the not-found screen. Which table applies is decided per
 * visitor by RegistryRoute, so both tables share one router.
 */
import { ROUTER_ENTRIES } from '@itam/shared/routing';
import { RouterErrorFallback } from '@itam/shared/ui-base';
import type { RouteObject } from '@itam/shared/router';
import { ChromeLayout } from './chrome-layout';
import { RegistryRoute } from './registry-route';
import { RootRoute } from './root-route';

export function createShellRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouterErrorFallback />,
      children: [
        {
          element: <ChromeLayout />,
          children: [
            ...ROUTER_ENTRIES.map((entry) => ({
              id: entry.key,
              path: entry.path,
              element: <RegistryRoute />,
            })),
            { id: 'catch-all', path: '*', element: <RegistryRoute /> },
          ],
        },
      ],
    },
  ];
}
