import { DEFAULT_AFTER_LOGIN_PATH, REDIRECT_PARAM, ROUTES } from '@itam/shared/contracts';
import {
  selectCompanyRoles,
  selectIsLoggedIn,
  selectPolicies,
  selectRolesStatus,
  useAppDispatch,
  useAppSelector,
} from '@itam/shared/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@itam/shared/router';
import { homePath } from '../layout/build-nav';
import { loginModalOpened } from '../session/session.slice';
import { safeRedirect } from './safe-redirect';

/**
 * Where a signed-in user goes after login: the origin `redirect` when it is a same-site
 * path (safeRedirect), else, once their role is known, the first screen of a module their
 * company has and their role may open; null while that role is still loading.
 */
export function useAfterLoginPath(
  redirect: string | null,
  fallback: string | null = null,
): string | null {
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  // The origin, when it is one, needs no role; the first screen of the menu does.
  const origin = safeRedirect(redirect, '');
  if (origin) return origin;
  if (fallback) return fallback;
  if (rolesStatus === 'loading') return null;
  return homePath({ companyRoles, policies }, DEFAULT_AFTER_LOGIN_PATH);
}

/** The scanner's own sign-in (/scanner/login) lands in the scanner when no origin is given. */
const SCANNER_LANDING = ROUTES.scannerQrReader;

/**
 * The origin of a protected path travels as `/?redirect=<path>`. When a visitor lands
 * there logged out, the login dialog opens (not on /login or /scanner/login, which have
 * their own form); when they log in (false → true), they go to safeRedirect(redirect): the
 * origin if it is a same-site path, else, once their role is known, the first screen of a
 * module their company has and their role may open (not a screen that would tell them it is
 * not enabled). /scanner/login lands in the scanner (/scanner/qr-reader) instead, and sends
 * on at once a visitor who is signed in already.
 */
export function usePostLoginNavigation(): void {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const previous = useRef(isLoggedIn);
  const pending = useRef(false);
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
  const onScannerLogin = pathname === ROUTES.scannerLogin;
  const target = useAfterLoginPath(redirect, onScannerLogin ? SCANNER_LANDING : null);

  useEffect(() => {
    const was = previous.current;
    previous.current = isLoggedIn;
    // The scanner's sign-in is never a place to stay signed in (a bookmark on a phone).
    if ((was === false || onScannerLogin) && isLoggedIn === true) pending.current = true;
    if (!pending.current || isLoggedIn !== true || target === null) return;
    pending.current = false;
    navigate(target, { replace: true });
  }, [isLoggedIn, target, navigate, onScannerLogin]);

  useEffect(() => {
    if (isLoggedIn === false && redirect !== null && pathname !== ROUTES.login && !onScannerLogin)
      dispatch(loginModalOpened());
  }, [isLoggedIn, redirect, pathname, onScannerLogin, dispatch]);
}
