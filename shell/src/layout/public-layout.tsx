import { ROUTES } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@itam/shared/store';
import { LanguageSwitch } from '@itam/shared/ui';
import { Button, Layout, Space } from '@itam/shared/antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectLoginModalVisible } from '../session/session.selectors';
import { loginModalOpened } from '../session/session.slice';
import { Brand } from './brand';
import { HEADER_STYLE } from './header-style';
import { UserMenu } from './user-menu';

function VisitorActions() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const modalOpen = useAppSelector(selectLoginModalVisible);
  const onLoginPage = useLocation().pathname === ROUTES.login;
  // Hidden (not removed) while the login dialog or page is showing: one 'Log in' button at a time.
  const hidden = modalOpen || onLoginPage;
  return (
    <Button
      type="primary"
      onClick={() => dispatch(loginModalOpened())}
      style={hidden ? { visibility: 'hidden' } : undefined}
      aria-hidden={hidden || undefined}
    >
      {t('auth.logIn')}
    </Button>
  );
}

function MemberActions() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => navigate(ROUTES.dashboard)}>{t('nav.dashboard')}</Button>
      <UserMenu />
    </>
  );
}

/** Light layout of public and marketing pages, with 'Log in' (or the user) in the header. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }} data-testid="public-layout">
      <Layout.Header style={HEADER_STYLE}>
        <div style={{ flex: 1, display: 'flex', alignItems: 'center' }}>
          <Brand />
        </div>
        <Space size="middle">
          <LanguageSwitch />
          {isLoggedIn ? <MemberActions /> : <VisitorActions />}
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <main>{children}</main>
      </Layout.Content>
    </Layout>
  );
}
