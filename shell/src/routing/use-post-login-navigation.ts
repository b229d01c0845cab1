import {
  DEFAULT_AFTER_LOGIN_PATH,
  REDIRECT_PARAM,
  ROUTES,
  type Policies,
  type RolesStatus,
  type RouteEntry,
} from '@itam/shared/contracts';
import { matchRoutePath, useRouteRegistry } from '@itam/shared/routing';
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
import { landingPath } from '../layout/build-nav';
import { loginModalOpened } from '../session/session.slice';
import { resolveRouteAccess, screenGate, type ScreenGate } from './route-access';
import { safeRedirect } from './safe-redirect';

/**
 * The gate of a same-site origin for this company and role: `open` when it may be shown (a
 * public path, a path nobody serves, which shows not-found, or a protected screen the
 * company's modules and the role allow), `pending` while the role it needs is on its way.
 */
function originGate(
  origin: string,
  registry: readonly RouteEntry[],
  ...access: [readonly string[], Policies | null | undefined, RolesStatus]
): ScreenGate {
  const entry = matchRoutePath(new URL(origin, 'http://same.invalid').pathname, registry)?.entry;
  if (resolveRouteAccess(entry, true).kind !== 'protected' || !entry) return 'open';
  return screenGate(entry, ...access);
}

/**
 * Where a signed-in user goes after login: the origin `redirect` when it is a same-site
 * path (safeRedirect) that their company and role may open, else, once their role is
 * known, the landing screen of their company's modules and role (landingPath); null while
 * the role it depends on is still loading.
 */
export function useAfterLoginPath(
  redirect: string | null,
  fallback: string | null = null,
): string | null {
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  const registry = useRouteRegistry();
  const origin = safeRedirect(redirect, '');
  if (origin) {
    const gate = originGate(origin, registry, companyRoles, policies, rolesStatus);
    if (gate === 'open') return origin;
    if (gate === 'pending') return null;
    // An origin the role may not open (a bookmark of a former role, a link from a
    // colleague): where they may go instead.
  }
  if (fallback) return fallback;
  if (rolesStatus === 'loading') return null;
  return landingPath({ companyRoles, policies }, DEFAULT_AFTER_LOGIN_PATH, registry);
}

/** The scanner's own sign-in (/scanner/login) lands in the scanner when no origin is given. */
const SCANNER_LANDING = ROUTES.scannerQrReader;

/**
 * The origin of a protected path travels as `/?redirect=<path>`. When a visitor lands
 * there logged out, the login dialog opens (not on /login or /scanner/login, which have
 * their own form); when they log in (false → true), they go to useAfterLoginPath: the
 * origin if it is a same-site path their company and role may open, else, once their role is
 * known, their landing screen (never a screen that would refuse them). /scanner/login lands in the scanner (/scanner/qr-reader) instead, and sends
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
