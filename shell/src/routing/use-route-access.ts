import { matchRoutePath } from '@itam/shared/routing';
import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { useMemo } from 'react';
import { useLocation } from '@itam/shared/router';
import { resolveRouteAccess, type RouteAccess } from './route-access';

/** Access to the current path for the current visitor. */
export function useRouteAccess(): RouteAccess {
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return useMemo(
    () => resolveRouteAccess(matchRoutePath(pathname)?.entry, isLoggedIn),
    [pathname, isLoggedIn],
  );
}
