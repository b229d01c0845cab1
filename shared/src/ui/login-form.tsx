import { useEffect, useReducer } from 'react';
import { Alert, Button } from '../antd';
import { Form, Input } from '../antd/data';
import { useTranslation } from '../i18n';

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Form name; ids of the inputs derive from it, so two forms on a page need two names. */
  name?: string;
  pending?: boolean;
  /** The server's text of the last failed login, shown above the fields. */
  error?: string | null;
  /**
   * When a throttled login may be tried again (epoch ms): until then the form states the
   * remaining wait instead of `error`, counting down, and submit is disabled.
   */
  retryAt?: number | null;
  onSubmit: (values: LoginFormValues) => void;
}

const secondsUntil = (moment: number | null | undefined): number =>
  moment ? Math.max(0, Math.ceil((moment - Date.now()) / 1000)) : 0;

/** Whole seconds until `moment`, rendered again each second until it passes; 0 after. */
function useSecondsLeft(moment: number | null | undefined): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (secondsUntil(moment) === 0) return;
    const timer = setInterval(() => {
      rerender();
      if (secondsUntil(moment) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [moment]);
  return secondsUntil(moment);
}

/**
 * Email and password with a 'Log in' submit button (labels 'Email' and 'Password'), and
 * above them the last failure: the server's text, or a throttled login's remaining wait.
 */
export function LoginForm({
  name = 'login',
  pending = false,
  error = null,
  retryAt = null,
  onSubmit,
}: LoginFormProps) {
  const { t } = useTranslation('common');
  const wait = useSecondsLeft(retryAt);
  // Past the wait, the server's "try again in" text would be stale: nothing is shown.
  const message =
    wait > 0
      ? wait >= 60
        ? t('auth.retryInMinutes', { count: Math.ceil(wait / 60) })
        : t('auth.retryInSeconds', { count: wait })
      : retryAt
        ? null
        : error;
  return (
    <Form<LoginFormValues> name={name} layout="vertical" requiredMark={false} onFinish={onSubmit}>
      {message ? (
        <Alert
          type="error"
          showIcon
          title={message}
          style={{ marginBottom: 16 }}
          data-testid={`${name}-error`}
        />
      ) : null}
      <Form.Item
        label={t('auth.email')}
        name="email"
        rules={[
          { required: true, message: t('auth.emailRequired') },
          { type: 'email', message: t('auth.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item
        label={t('auth.password')}
        name="password"
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} disabled={wait > 0}>
        {t('auth.logIn')}
      </Button>
    </Form>
  );
}
