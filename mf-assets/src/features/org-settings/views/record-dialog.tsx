/**
 * A dialog with one form: create or edit one row of a settings list. A failed save keeps
 * the dialog open with the values typed and the server's field errors on their fields.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@itam/shared/antd';
import { Form } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { applyServerErrors } from '../../../common/server-errors';
import { FormAlert } from './view-parts';

export interface RecordDialogProps<V extends object> {
  title: string;
  /** The form's name (and its fields' id prefix). */
  name: string;
  initialValues: Partial<V>;
  /** The body fields the server may name in a 400. */
  fields: readonly string[];
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function RecordDialog<V extends object>({
  title,
  name,
  initialValues,
  fields,
  onSubmit,
  onClose,
  children,
}: RecordDialogProps<V>) {
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (failure) {
      setError(applyServerErrors(form, failure, t, fields));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={saving ? undefined : onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form<V>
        form={form}
        layout="vertical"
        name={name}
        initialValues={initialValues as never}
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <FormAlert error={error} />
        {children}
      </Form>
    </Modal>
  );
}
