import { AppThemeProvider } from '@itam/shared/theme';
import { theme } from '@itam/shared/antd';
import { FrameIcon } from '@itam/shared/ui';
import { cspNonce } from '@itam/shared/ui-base';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { useKeepFrameHint } from '../frame/frame-hint';
import { useAppWorker } from '../offline/app-worker';
import { APP_LAYOUT_CSS } from './app-layout-style';
import { Brand } from './brand';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { useSiderOpen } from './use-sider-open';

const SIDER_ID = 'itam-side-menu';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The frame's theme colours as the CSS variables of app-layout-style.ts. */
export function frameVarsOf(token: Token): Record<string, string> {
  return {
    '--itam-bg-layout': token.colorBgLayout,
    '--itam-border': token.colorBorderSecondary,
    '--itam-border-strong': token.colorBorder,
    '--itam-primary': token.colorPrimary,
    '--itam-primary-bg': token.colorPrimaryBg,
    '--itam-link': token.colorLink,
    '--itam-text-muted': token.colorTextDescription,
  };
}

function useFrameVars(): CSSProperties {
  const { token } = theme.useToken();
  return frameVarsOf(token) as CSSProperties;
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const sider = useSiderOpen();
  const vars = useFrameVars();
  // What the next page load draws before the app arrives (frame/frame-paint.ts).
  useKeepFrameHint();
  // What the next visit starts from: the app's files, kept by its service worker.
  useAppWorker();
  return (
    <div
      className="itam-app"
      style={vars}
      data-testid="app-layout"
      onKeyDown={(event) => {
        // On a narrow screen the open menu lies over the page: Escape closes it.
        if (event.key === 'Escape' && sider.narrow && sider.open) sider.close();
      }}
    >
      <style nonce={cspNonce()}>{APP_LAYOUT_CSS}</style>
      <header className="itam-app-header">
        <div className="itam-app-brand">
          <button
            type="button"
            className="itam-app-toggle"
            aria-controls={SIDER_ID}
            aria-expanded={sider.open}
            aria-label={sider.open ? t('nav.hideMenu') : t('nav.showMenu')}
            title={sider.open ? t('nav.hideMenu') : t('nav.showMenu')}
            data-testid="menu-toggle"
            onClick={sider.toggle}
          >
            <FrameIcon name="menu" />
          </button>
          <Brand to="/dashboard" company />
        </div>
        <div className="itam-app-actions">
          <UserMenu icon={<FrameIcon name="user" />} />
        </div>
      </header>
      <div className="itam-app-body">
        <aside className="itam-app-sider" hidden={!sider.open} data-testid="side-menu">
          <SideMenu id={SIDER_ID} onNavigate={sider.narrow ? sider.close : undefined} />
        </aside>
        <div className="itam-app-content">
          <main>{children}</main>
        </div>
      </div>
    </div>
  );
}

/** Logged-in layout: header (menu toggle, brand, user menu with the language) and side menu around the screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <Frame>{children}</Frame>
    </AppThemeProvider>
  );
}
