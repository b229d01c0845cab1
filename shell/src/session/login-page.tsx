import { REDIRECT_PARAM } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@itam/shared/store';
import { LoadingScreen, LoginForm } from '@itam/shared/ui';
import { Card } from '@itam/shared/antd-display';
import { AppThemeProvider } from '@itam/shared/theme';
import { useTranslation } from '@itam/shared/i18n';
import { ForgotPassword } from './forgot-password';
import { LoginErrorNotifier } from './login-error-notifier';
import { Navigate, useSearchParams } from '@itam/shared/router';
import { useAfterLoginPath } from '../routing/use-post-login-navigation';
import { selectLoginError, selectLoginPending, selectLoginRetryAt } from './session.selectors';
import { loginRequested } from './session.slice';

/**
 * `/login`: the login form and its "Forgot password?"; a logged-in visitor goes on to the (safe) origin, else to the
 * first screen their company and role may open (useAfterLoginPath).
 */
export function LoginPage() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const pending = useAppSelector(selectLoginPending);
  const error = useAppSelector(selectLoginError);
  const retryAt = useAppSelector(selectLoginRetryAt);
  const [params] = useSearchParams();
  const target = useAfterLoginPath(params.get(REDIRECT_PARAM));
  if (isLoggedIn) return target ? <Navigate replace to={target} /> : <LoadingScreen />;
  return (
    <AppThemeProvider>
      <LoginErrorNotifier />
      <Card
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('auth.loginTitle')}</h1>}
        style={{ maxWidth: 420, margin: '48px auto' }}
      >
        <LoginForm
          name="login-page"
          pending={pending}
          error={error}
          retryAt={retryAt}
          onSubmit={(values) => dispatch(loginRequested(values))}
        />
        <ForgotPassword />
      </Card>
    </AppThemeProvider>
  );
}
