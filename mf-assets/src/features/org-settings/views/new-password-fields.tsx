/**
 * A new password and its confirmation, as every password form asks them (changing one's
 * own, accepting an invitation, resetting a forgotten one): the rule shown under the
 * first, and the second refused unless it matches.
 */
import { Form, Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';

export function NewPasswordFields({ name }: { name: string }) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Form.Item
        name={name}
        label={t('org.password.new')}
        extra={t('org.password.rule')}
        rules={[{ required: true, message: t('org.required') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('org.password.confirm')}
        dependencies={[name]}
        rules={[
          { required: true, message: t('org.required') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue(name))
                throw new Error(t('org.password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
