/**
 * `/scanner/login` (public): the scanner's phone-sized sign-in. It logs in through the
 * session like the shell's /login (the token is kept the same way; the language is the page header's); once signed in, the
 * shell sends the user on to the safe `redirect` origin, else to /scanner/qr-reader.
 */
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { loginRequested, useAppDispatch, useAppSelector } from '@itam/shared/store';
import { AppThemeProvider } from '@itam/shared/theme';
import { LoadingScreen, LoginForm, ScreenRoot } from '@itam/shared/ui';
import { useOfflineWorker } from '../../offline/offline-worker';

export function ScannerLoginScreen() {
  useOfflineWorker();
  const { t } = useTranslation('scanner');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector((state) => state.session.isLoggedIn);
  const pending = useAppSelector((state) => state.session.loginPending);
  const error = useAppSelector((state) => state.session.loginError);
  const retryAt = useAppSelector((state) => state.session.loginRetryAt);
  return (
    <ScreenRoot remoteId="scanner">
      {isLoggedIn ? (
        <LoadingScreen />
      ) : (
        // The app's theme, like the shell's /login: its contrast and target sizes.
        <AppThemeProvider>
          <main style={{ maxWidth: 420, margin: '0 auto', padding: '24px 12px' }}>
            <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('login.title')}</h1>}>
              <p style={{ marginTop: 0 }}>{t('login.intro')}</p>
              <LoginForm
                name="scanner-login"
                pending={pending}
                error={error}
                retryAt={retryAt}
                onSubmit={(values) => dispatch(loginRequested(values))}
              />
            </Card>
          </main>
        </AppThemeProvider>
      )}
    </ScreenRoot>
  );
}

export default ScannerLoginScreen;
