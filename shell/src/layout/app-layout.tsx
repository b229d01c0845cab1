import { AppThemeProvider } from '@itam/shared/theme';
import { LanguageSwitch } from '@itam/shared/ui-base';
import { Layout, Space } from '@itam/shared/antd';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { HEADER_STYLE } from './header-style';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

/** Logged-in layout: header (brand, language, user) and side menu around the screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <Layout style={{ minHeight: '100vh' }} data-testid="app-layout">
        <Layout.Header style={HEADER_STYLE}>
          <div style={{ flex: 1, display: 'flex', alignItems: 'center' }}>
            <Brand to="/dashboard" />
          </div>
          <Space size="middle">
            <LanguageSwitch />
            <UserMenu />
          </Space>
        </Layout.Header>
        <Layout>
          <Layout.Sider theme="light" width={240} breakpoint="lg" collapsedWidth={0}>
            <SideMenu />
          </Layout.Sider>
          <Layout.Content style={{ padding: 24 }}>
            <main>{children}</main>
          </Layout.Content>
        </Layout>
      </Layout>
    </AppThemeProvider>
  );
}
