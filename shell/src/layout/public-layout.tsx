/**
 * Layout of the public and marketing pages: a top bar (brand, then language and 'Log in',
 * or the signed-in user's menu) above the page. Plain HTML and one small stylesheet, no antd:
 * `/` is the first page a visitor loads and is budgeted at 150 KB gzip JS.
 */
import { LANDING_INTENT_ATTR, ROUTES } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@itam/shared/store';
import { cspNonce, LanguageSwitch } from '@itam/shared/ui-base';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { selectLoginModalVisible } from '../session/session.selectors';
import { loginModalOpened } from '../session/session.slice';
import { Brand } from './brand';
import { PUBLIC_LAYOUT_CSS } from './public-layout-style';
import { UserMenu } from './user-menu';

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

/** A signed-in visitor of the public pages: the user menu, with the way back to the product. */
function MemberActions() {
  const { t } = useTranslation('common');
  return (
    <UserMenu>
      <Link to={ROUTES.dashboard} className="itam-user-btn">
        {t('nav.dashboard')}
      </Link>
    </UserMenu>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <div className="itam-pub" data-testid="public-layout">
      <style nonce={cspNonce()}>{PUBLIC_LAYOUT_CSS}</style>
      <header className="itam-pub-header">
        <div className="itam-pub-brand">
          <Brand />
        </div>
        <div className="itam-pub-actions">
          {isLoggedIn ? (
            <MemberActions />
          ) : (
            <>
              <LanguageSwitch />
              <VisitorActions />
            </>
          )}
        </div>
      </header>
      <main className="itam-pub-main">{children}</main>
    </div>
  );
}
