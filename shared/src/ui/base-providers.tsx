import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../i18n';
import { Provider } from 'react-redux';
import type { Store } from 'redux';

export interface AppProvidersProps {
  store: Store;
  i18n: I18n;
  children: ReactNode;
}

/** Store and i18n: what every surface needs, without antd (the shell's public pages). */
export function BaseProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
