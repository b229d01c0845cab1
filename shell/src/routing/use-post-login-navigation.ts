import { REDIRECT_PARAM, ROUTES } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@itam/shared/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@itam/shared/router';
import { loginModalOpened } from '../session/session.slice';
import { safeRedirect } from './safe-redirect';

/**
 * The origin of a protected path travels as `/?redirect=<path>`. When a visitor lands
 * there logged out, the login dialog opens (not on /login, which has its own form); when
 * they log in (false → true), they go to safeRedirect(redirect): the origin if it is a
 * same-site path, else /dashboard.
 */
export function usePostLoginNavigation(): void {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const previous = useRef(isLoggedIn);
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);

  useEffect(() => {
    const was = previous.current;
    previous.current = isLoggedIn;
    if (was === false && isLoggedIn === true) navigate(safeRedirect(redirect), { replace: true });
  }, [isLoggedIn, redirect, navigate]);

  useEffect(() => {
    if (isLoggedIn === false && redirect !== null && pathname !== ROUTES.login)
      dispatch(loginModalOpened());
  }, [isLoggedIn, redirect, pathname, dispatch]);
}
