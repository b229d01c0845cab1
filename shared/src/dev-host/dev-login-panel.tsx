import { Button, Space, App } from '../antd';
import { Card, Typography } from '../antd/display';
import { Input } from '../antd/data';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { storeToken, toApiError } from '../api';
import type { SessionState } from '../contracts/session';
import { useAppDispatch } from '../store';
import { LoginForm, type LoginFormValues } from '../ui';
import { devLogin, devSessionLoaded, loadDevSession } from './dev-session';

/** Log in with email and password, or paste the token of a session opened elsewhere. */
export function DevLoginPanel() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const [pending, setPending] = useState(false);
  const [token, setToken] = useState('');

  const run = async (load: () => Promise<Partial<SessionState>>) => {
    setPending(true);
    try {
      dispatch(devSessionLoaded(await load()));
    } catch (error) {
      notification.error({
        key: 'LOGIN_ERROR',
        title: t('auth.loginFailed'),
        description: toApiError(error).message,
      });
    } finally {
      setPending(false);
    }
  };

  const onLogin = (values: LoginFormValues) => void run(() => devLogin(values));
  const onToken = () => {
    storeToken(token.trim());
    void run(loadDevSession);
  };

  return (
    <Card title={t('auth.loginTitle')} style={{ maxWidth: 420, margin: '48px auto' }}>
      <LoginForm name="dev-login" pending={pending} onSubmit={onLogin} />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 24 }}>
        <Typography.Text type="secondary">{t('devHost.tokenHelp')}</Typography.Text>
        <Input.TextArea
          aria-label={t('auth.token')}
          rows={3}
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
        <Button onClick={onToken} disabled={!token.trim() || pending}>
          {t('auth.useToken')}
        </Button>
      </Space>
    </Card>
  );
}
