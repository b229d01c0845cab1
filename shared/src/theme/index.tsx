/** The one antd theme of the product (brand colour #33D7DB) and its provider. */
import { App, ConfigProvider } from '../antd';
import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { BRAND_PRIMARY } from '../contracts/constants';
import { kitCss } from './kit-css';
import { cspNonce } from '../ui/csp-nonce';

/** Dark teal for text where the light brand cyan would fail WCAG AA contrast (4.5:1). */
const BRAND_TEXT = '#0a6f72';
const ON_BRAND_TEXT = '#06282a';

/** The kit's additions to antd's styles for WCAG 2.2 AA from 320 px up (kit-css.ts). */
const KIT_CSS = kitCss(BRAND_TEXT);

/**
 * antd's defaults under WCAG AA on white (found by the Storybook accessibility panel):
 * secondary text and descriptions rgba(0,0,0,.45) give 3.4:1, placeholders .25 give
 * 1.9:1, the error red #ff4d4f (danger buttons, error texts) 3.3:1.
 */
const AA_TEXT = {
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorError: '#d9363e',
  // A read-only form (a viewer's asset detail) is a disabled form: its values are content
  // to read, and antd's .25 gives 1.8:1 on the disabled background (#f5f5f5); .6 gives 5.6:1.
  colorTextDisabled: 'rgba(0, 0, 0, 0.6)',
};

export const appTheme: ThemeConfig = {
  token: { colorPrimary: BRAND_PRIMARY, colorLink: BRAND_TEXT, borderRadius: 6, ...AA_TEXT },
  components: {
    // A default button's text under the pointer or pressed was the brand cyan on white (1.9:1).
    Button: {
      primaryColor: ON_BRAND_TEXT,
      defaultHoverColor: BRAND_TEXT,
      defaultActiveColor: BRAND_TEXT,
    },
    Menu: { itemSelectedColor: BRAND_TEXT },
    // The selected tab and current page were cyan text on white (1.9:1).
    Tabs: {
      itemSelectedColor: BRAND_TEXT,
      itemActiveColor: BRAND_TEXT,
      itemHoverColor: BRAND_TEXT,
    },
    Pagination: { itemActiveColor: BRAND_TEXT, itemActiveColorHover: BRAND_TEXT },
  },
};

/**
 * antd ConfigProvider with the theme and the locale of the current language, plus antd's
 * App context. antd writes its styles (and its icons') as `<style>` elements: with the
 * page's nonce the Content-Security-Policy allows them.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'hi' ? hiIN : enUS;
  const csp = useMemo(() => ({ nonce: cspNonce() }), []);
  return (
    <ConfigProvider theme={appTheme} locale={locale} csp={csp}>
      <App notification={{ placement: 'topRight' }}>
        {/* Hoisted into the head once (not inside the screen), with the page's nonce. */}
        <style href="itam-kit-css" precedence="default" nonce={csp.nonce}>
          {KIT_CSS}
        </style>
        {children}
      </App>
    </ConfigProvider>
  );
}
