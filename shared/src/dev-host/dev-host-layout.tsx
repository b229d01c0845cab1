import { Button, Space } from '../antd';
import { Layout, Typography } from '../antd/display';
import { Menu } from '../antd/overlay';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Link, Outlet, useLocation } from '../router';
import { clearToken, logout, readToken } from '../api';
import type { RemoteModule } from '../contracts/remote-module';
import { examplePath, matchRoutePath, useRouteRegistry } from '../routing';
import { selectSession, useAppDispatch, useAppSelector } from '../store';
import { LanguageSwitch, LoadingScreen } from '../ui';
import { DevLoginPanel } from './dev-login-panel';
import { devSessionEnded, devSessionLoaded, loadDevSession } from './dev-session';

function useBootSession() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!readToken()) {
      dispatch(devSessionEnded());
      return;
    }
    loadDevSession()
      .then((fields) => dispatch(devSessionLoaded(fields)))
      .catch(() => dispatch(devSessionEnded()));
  }, [dispatch]);
}

/** Header (module, language, log out), a menu of the module's screens, and the screen. */
export function DevHostLayout({ module }: { module: RemoteModule }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const { pathname } = useLocation();
  useBootSession();

  const entry = matchRoutePath(pathname)?.entry;
  const publicPath = entry?.tables.some((table) => table !== 'protected') ?? true;
  const onLogout = () => {
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clearToken();
        dispatch(devSessionEnded());
      });
  };
  const registry = useRouteRegistry();
  const items = registry
    .filter((route) => route.owner === module.id)
    .map((route) => ({
      key: examplePath(route),
      label: <Link to={examplePath(route)}>{route.path}</Link>,
    }));

  let content = <Outlet />;
  if (session.initialLoading) content = <LoadingScreen />;
  else if (!publicPath && session.isLoggedIn !== true) content = <DevLoginPanel />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff' }}>
        <Typography.Text strong style={{ flex: 1 }}>
          {t('devHost.title', { module: t(`modules.${module.id}`) })}
        </Typography.Text>
        <Space>
          <LanguageSwitch />
          {session.isLoggedIn ? <Button onClick={onLogout}>{t('auth.logOut')}</Button> : null}
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider theme="light" width={260}>
          <nav aria-label={t('devHost.routes')}>
            <Menu mode="inline" selectedKeys={[pathname]} items={items} />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>{content}</Layout.Content>
      </Layout>
    </Layout>
  );
}
