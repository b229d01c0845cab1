import { LOGIN_ERROR_TIMEOUT_MS } from '@itam/shared/contracts';
import { useAppSelector } from '@itam/shared/store';
import { App } from '@itam/shared/antd';
import { useEffect } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { selectLoginError } from './session.selectors';

/** antd notification key of a failed login (SPEC.md section 8). */
export const LOGIN_ERROR_KEY = 'LOGIN_ERROR';

/** Shows the server's text of a failed login for 7000 ms. */
export function LoginErrorNotifier() {
  const loginError = useAppSelector(selectLoginError);
  const { notification } = App.useApp();
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!loginError) return;
    notification.error({
      key: LOGIN_ERROR_KEY,
      title: t('auth.loginFailed'),
      description: loginError || t('auth.loginFailedFallback'),
      duration: LOGIN_ERROR_TIMEOUT_MS / 1000,
    });
  }, [loginError, notification, t]);
  return null;
}
