import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { Outlet } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { useRouteAccess } from './use-route-access';

/** The app layout for protected screens (and a logged-in visitor's not-found), else the public one. */
export function ChromeLayout() {
  const access = useRouteAccess();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const inApp = access.kind === 'protected' || (access.kind === 'not-found' && isLoggedIn === true);
  const Chrome = inApp ? AppLayout : PublicLayout;
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}
