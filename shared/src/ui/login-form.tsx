import { Button } from '../antd';
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
  onSubmit: (values: LoginFormValues) => void;
}

/** Email and password with a 'Log in' submit button (labels 'Email' and 'Password'). */
export function LoginForm({ name = 'login', pending = false, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('common');
  return (
    <Form<LoginFormValues> name={name} layout="vertical" requiredMark={false} onFinish={onSubmit}>
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
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('auth.logIn')}
      </Button>
    </Form>
  );
}
