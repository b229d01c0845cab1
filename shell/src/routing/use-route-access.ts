import { matchRoutePath, useRouteRegistry } from '@itam/shared/routing';
import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { useMemo } from 'react';
import { useLocation } from '@itam/shared/router';
import { resolveRouteAccess, type RouteAccess } from './route-access';

/** Access to the current path for the current visitor. */
export function useRouteAccess(): RouteAccess {
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const registry = useRouteRegistry();
  return useMemo(
    () => resolveRouteAccess(matchRoutePath(pathname, registry)?.entry, isLoggedIn),
    [pathname, isLoggedIn, registry],
  );
}
