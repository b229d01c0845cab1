import type { RouteEntry } from '@itam/shared/contracts';
import { NotFoundScreen } from '@itam/shared/ui';
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { LoginPage } from '../session/login-page';
import { ProtectedRoute } from './protected-route';
import { loginRedirectPath } from './route-access';
import { useRouteAccess } from './use-route-access';

/** Screens the shell serves itself. */
const SHELL_SCREENS: Partial<Record<RouteEntry['key'], ComponentType>> = { login: LoginPage };

function PublicScreen({ entry }: { entry: RouteEntry }) {
  if (entry.owner !== 'shell') return <RemoteOutlet remoteId={entry.owner} path={entry.path} />;
  const Screen = SHELL_SCREENS[entry.key];
  return Screen ? <Screen /> : <NotFoundScreen />;
}

/** The element of every registry route and of the catch-all: decides by route table. */
export function RegistryRoute() {
  const access = useRouteAccess();
  const location = useLocation();
  switch (access.kind) {
    case 'public':
      return <PublicScreen entry={access.entry} />;
    case 'protected':
      return <ProtectedRoute entry={access.entry} />;
    case 'login-required':
      return <Navigate replace to={loginRedirectPath(location)} />;
    default:
      return <NotFoundScreen />;
  }
}
