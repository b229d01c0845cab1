import { selectInitialLoading, useAppSelector } from '@itam/shared/store';
import { LoadingScreen } from '@itam/shared/ui';
import { Outlet } from 'react-router-dom';
import { LoginModal } from '../session/login-modal';
import { ScrollToTop } from './scroll-to-top';
import { usePostLoginNavigation } from './use-post-login-navigation';

/** Until the initial token check answers, only the 'Loading...' spinner. */
export function RootRoute() {
  const initialLoading = useAppSelector(selectInitialLoading);
  usePostLoginNavigation();
  if (initialLoading) return <LoadingScreen fullPage />;
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <LoginModal />
    </>
  );
}
