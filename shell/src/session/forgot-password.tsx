/**
 * `/login`'s "Forgot password?": an email asks for a one-time reset link. The server
 * answers the same whether or not the account exists, and so does this form; where no
 * mail server is set, an administrator creates the link instead, which the form says.
 */
import { useState } from 'react';
import { expectSuccess, http, isApiError } from '@itam/shared/api';
import { ORG_API_PATHS, type OkResponse } from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Form, Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';

interface Values {
  email: string;
}

/** POST /auth/password-reset (public). */
export async function requestPasswordReset(email: string): Promise<void> {
  expectSuccess(await http.post<OkResponse>(ORG_API_PATHS.passwordResetRequest, { email }));
}

/** The link under the login form, and the small form it opens. */
export function ForgotPassword() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error: string | null }>({
    busy: false,
    sent: false,
    error: null,
  });
  if (!open)
    return (
      <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(true)}>
        {t('auth.forgotPassword')}
      </Button>
    );
  const send = async ({ email }: Values) => {
    setState({ busy: true, sent: false, error: null });
    try {
      await requestPasswordReset(email);
      setState({ busy: false, sent: true, error: null });
    } catch (failure) {
      const wait = isApiError(failure) ? failure.retryAfterSeconds : undefined;
      const error = wait
        ? wait >= 60
          ? t('auth.retryInMinutes', { count: Math.ceil(wait / 60) })
          : t('auth.retryInSeconds', { count: wait })
        : t('auth.resetFailed');
      setState({ busy: false, sent: false, error });
    }
  };
  return (
    <section aria-labelledby="forgot-password-title" style={{ marginTop: 8 }}>
      <h2 id="forgot-password-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('auth.resetTitle')}
      </h2>
      {state.sent ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('auth.resetSent')}
          description={t('auth.resetNoMail')}
        />
      ) : (
        <Form<Values>
          name="forgot-password"
          layout="vertical"
          requiredMark={false}
          disabled={state.busy}
          onFinish={(values) => void send(values)}
        >
          <p style={{ marginTop: 0 }}>{t('auth.resetIntro')}</p>
          {state.error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={state.error}
              style={{ marginBottom: 16 }}
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
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={state.busy}>
              {t('auth.resetSend')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('auth.resetCancel')}</Button>
          </Flex>
        </Form>
      )}
    </section>
  );
}
