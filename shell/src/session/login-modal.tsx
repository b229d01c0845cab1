import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { LoginForm } from '@itam/shared/ui';
import { Modal } from '@itam/shared/antd-overlay';
import { AppThemeProvider } from '@itam/shared/theme';
import { useTranslation } from '@itam/shared/i18n';
import { LoginErrorNotifier } from './login-error-notifier';
import {
  selectLoginError,
  selectLoginModalVisible,
  selectLoginPending,
  selectLoginRetryAt,
} from './session.selectors';
import { loginModalClosed, loginRequested } from './session.slice';

/** The login dialog the public header's 'Log in' opens. */
export function LoginModal() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLoginModalVisible);
  const pending = useAppSelector(selectLoginPending);
  const error = useAppSelector(selectLoginError);
  const retryAt = useAppSelector(selectLoginRetryAt);
  return (
    <AppThemeProvider>
      <LoginErrorNotifier />
      <Modal
        open={open}
        title={t('auth.loginTitle')}
        footer={null}
        destroyOnHidden
        onCancel={() => dispatch(loginModalClosed())}
      >
        <LoginForm
          name="login-modal"
          pending={pending}
          error={error}
          retryAt={retryAt}
          onSubmit={(values) => dispatch(loginRequested(values))}
        />
      </Modal>
    </AppThemeProvider>
  );
}
