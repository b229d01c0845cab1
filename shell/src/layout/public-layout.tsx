/**
 * Layout of the public and marketing pages: a top bar (brand, language, 'Log in' or
 * the signed-in user) above the page. Plain HTML and one small stylesheet, no antd:
 * `/` is the first page a visitor loads and is budgeted at 150 KB gzip JS.
 */
import { LANDING_INTENT_ATTR, ROUTES } from '@itam/shared/contracts';
import {
  selectCurrentUser,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@itam/shared/store';
import { LanguageSwitch } from '@itam/shared/ui-base';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation, useNavigate } from '@itam/shared/router';
import { selectLoginModalVisible } from '../session/session.selectors';
import { loginModalOpened, logoutRequested } from '../session/session.slice';
import { Brand } from './brand';
import { PUBLIC_LAYOUT_CSS } from './public-layout-style';

function VisitorActions() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const modalOpen = useAppSelector(selectLoginModalVisible);
  const onLoginPage = useLocation().pathname === ROUTES.login;
  // Hidden (not removed) while the login dialog or page is showing: one 'Log in' button at a time.
  const hidden = modalOpen || onLoginPage;
  // The intent attribute: on the pre-rendered landing a click before the app runs is replayed.
  return (
    <button
      type="button"
      {...{ [LANDING_INTENT_ATTR]: 'login' }}
      className="itam-pub-btn itam-pub-btn--primary"
      onClick={() => dispatch(loginModalOpened())}
      style={hidden ? { visibility: 'hidden' } : undefined}
      aria-hidden={hidden || undefined}
    >
      {t('auth.logIn')}
    </button>
  );
}

function MemberActions() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onLogout = () => {
    navigate('/', { replace: true });
    dispatch(logoutRequested());
  };
  return (
    <div
      role="group"
      aria-label={t('auth.userMenu')}
      data-testid="user-menu"
      className="itam-pub-actions"
    >
      <Link to={ROUTES.dashboard} className="itam-pub-btn">
        {t('nav.dashboard')}
      </Link>
      <span data-testid="user-first-name" className="itam-pub-user">
        {user?.firstName}
      </span>
      <button type="button" className="itam-pub-btn" onClick={onLogout}>
        {t('auth.logOut')}
      </button>
    </div>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <div className="itam-pub" data-testid="public-layout">
      <style>{PUBLIC_LAYOUT_CSS}</style>
      <header className="itam-pub-header">
        <div className="itam-pub-brand">
          <Brand />
        </div>
        <div className="itam-pub-actions">
          <LanguageSwitch />
          {isLoggedIn ? <MemberActions /> : <VisitorActions />}
        </div>
      </header>
      <main className="itam-pub-main">{children}</main>
    </div>
  );
}
