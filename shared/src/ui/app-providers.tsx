import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import { AppThemeProvider } from '../theme';

export interface AppProvidersProps {
  store: Store;
  i18n: I18n;
  children: ReactNode;
}

/** Store, i18n and theme: what the shell, the dev host and tests wrap the router in. */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
