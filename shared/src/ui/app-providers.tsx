import { AppThemeProvider } from '../theme';
import { BaseProviders, type AppProvidersProps } from './base-providers';

export type { AppProvidersProps } from './base-providers';

/** Store, i18n and the antd theme: what the dev host and tests wrap the router in. */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <BaseProviders store={store} i18n={i18n}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </BaseProviders>
  );
}
