import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { LoadingScreen } from '@itam/shared/ui-base';
import { lazy, Suspense } from 'react';
import { Outlet } from '@itam/shared/router';
import { PublicLayout } from '../layout/public-layout';
import { preloadProtectedRoute } from './registry-route';
import { useRouteAccess } from './use-route-access';

// The logged-in layout (antd menu, header) is its own chunk: public pages never load it.
const AppLayout = lazy(() =>
  import('../layout/app-layout').then((m) => ({ default: m.AppLayout })),
);

/** The app layout for protected screens (and a logged-in visitor's not-found), else the public one. */
export function ChromeLayout() {
  const access = useRouteAccess();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const inApp = access.kind === 'protected' || (access.kind === 'not-found' && isLoggedIn === true);
  if (!inApp) {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }
  if (access.kind === 'protected') preloadProtectedRoute();
  return (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </Suspense>
  );
}
