import { selectInitialLoading, useAppSelector } from '@itam/shared/store';
import { LoadingScreen } from '@itam/shared/ui-base';
import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from '@itam/shared/router';
import { selectLoginModalVisible } from '../session/session.selectors';
import { ScrollToTop } from './scroll-to-top';
import { usePostLoginNavigation } from './use-post-login-navigation';

type ModalComponent = ComponentType;
let loadedLoginModal: ModalComponent | null = null;

/**
 * The login dialog, downloaded the first time it opens (it brings antd) and mounted
 * while it is open. Loaded by an effect rather than React.lazy so that the dialog
 * appears as soon as its chunk arrives, whatever rendered in between.
 */
function LazyLoginModal() {
  const visible = useAppSelector(selectLoginModalVisible);
  const [LoginModal, setLoginModal] = useState<ModalComponent | null>(() => loadedLoginModal);
  useEffect(() => {
    if (!visible || LoginModal) return;
    let live = true;
    import('../session/login-modal').then(
      (m) => {
        loadedLoginModal = m.LoginModal;
        if (live) setLoginModal(() => m.LoginModal);
      },
      (error: unknown) => console.error('[session] the login dialog failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [visible, LoginModal]);
  return visible && LoginModal ? <LoginModal /> : null;
}

/** Until the initial token check answers, only the 'Loading...' spinner. */
export function RootRoute() {
  const initialLoading = useAppSelector(selectInitialLoading);
  usePostLoginNavigation();
  if (initialLoading) return <LoadingScreen fullPage />;
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <LazyLoginModal />
    </>
  );
}
