/**
 * `/accept-invite/:token` (public): the invitee of a one-time link sets a password and is
 * signed in. A used or expired link says so.
 */
import { useState } from 'react';
import { isApiError } from '@itam/shared/api';
import { Alert, Button, Skeleton } from '@itam/shared/antd';
import { Form, Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useParams } from '@itam/shared/router';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { applyServerErrors } from '../../common/server-errors';
import { useApiData } from '../../common/use-api-data';
import { acceptInvitation, lookUpInvitation } from './api/admin-api';
import { startSignedIn } from './start-session';
import { FormAlert } from './views/view-parts';

interface Values {
  password: string;
  confirm: string;
}

export default function AcceptInviteScreen() {
  const { t } = useTranslation('assets');
  const { token = '' } = useParams<{ token: string }>();
  const invitation = useApiData(() => lookUpInvitation(token), [token]);
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const accept = async ({ password }: Values) => {
    setState({ busy: true, error: null });
    try {
      startSignedIn(await acceptInvitation(token, password));
    } catch (failure) {
      setState({ busy: false, error: applyServerErrors(form, failure, t, ['password']) });
    }
  };
  const invalid =
    isApiError(invitation.rawError) &&
    (invitation.rawError.status === 404 || invitation.rawError.status === 400);
  return (
    <ScreenRoot remoteId="assets">
      <div style={{ maxWidth: 480, margin: '32px auto', padding: '0 16px' }}>
        <PageHeader
          title={t('screens.acceptInvite.title')}
          description={t('screens.acceptInvite.description')}
        />
        {invitation.loading ? <Skeleton active /> : null}
        {invalid ? (
          <Alert type="warning" showIcon role="alert" title={t('org.invite.invalid')} />
        ) : null}
        {invitation.error && !invalid ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('org.loadFailed')}
            description={invitation.error}
          />
        ) : null}
        {invitation.data ? (
          <Form<Values>
            form={form}
            layout="vertical"
            name="accept-invite"
            onFinish={(v) => void accept(v)}
            disabled={state.busy}
          >
            <p>
              {t('org.invite.welcome', {
                name: invitation.data.firstName,
                company: invitation.data.companyName,
                email: invitation.data.email,
              })}
            </p>
            <FormAlert error={state.error} />
            <Form.Item
              name="password"
              label={t('org.password.new')}
              extra={t('org.password.rule')}
              rules={[{ required: true, message: t('org.required') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('org.password.confirm')}
              dependencies={['password']}
              rules={[
                { required: true, message: t('org.required') },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value) => {
                    if (value && value !== getFieldValue('password'))
                      throw new Error(t('org.password.mismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={state.busy}>
              {t('org.invite.accept')}
            </Button>
          </Form>
        ) : null}
      </div>
    </ScreenRoot>
  );
}
