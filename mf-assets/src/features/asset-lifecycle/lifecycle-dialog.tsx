/**
 * A small form in a modal, for the life-cycle actions (change state, assign, unassign,
 * dispose): OK submits the form, a failure keeps the values, puts field errors on the
 * fields and the rest in an alert.
 */
import { Alert } from '@itam/shared/antd';
import { Modal } from '@itam/shared/antd-overlay';
import { Form, Input } from '@itam/shared/antd-data';
import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { todayIso } from '../../common/format';
import { applyServerErrors } from '../../common/server-errors';
import { DateInput } from '@itam/shared/ui';

export interface LifecycleDialogProps<V> {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  form: FormInstance<V>;
  /** Beyond the entry's date (today) and empty note, which every action records. */
  initialValues?: Partial<V>;
  /** Field names whose server errors show on the field. */
  fields: readonly string[];
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function LifecycleDialog<V extends object>(props: LifecycleDialogProps<V>) {
  const { t } = useTranslation('assets');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    let values: V;
    try {
      values = await props.form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await props.onSubmit(values);
      props.onClose();
    } catch (failure) {
      console.error('[assets] a life-cycle action failed', failure);
      setError(applyServerErrors(props.form, failure, t, props.fields));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: props.danger, loading: saving }}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
      forceRender={false}
    >
      {error ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={error} />
      ) : null}
      <Form<V>
        form={props.form}
        layout="vertical"
        initialValues={{ date: todayIso(), note: '', ...props.initialValues }}
        onFinish={submit}
        disabled={saving}
      >
        {props.children}
      </Form>
    </Modal>
  );
}

/** The date every life-cycle action records (required), under the action's own label. */
export function EntryDateField({ label }: { label: string }) {
  const { t } = useTranslation('assets');
  return (
    <Form.Item
      name="date"
      label={label}
      rules={[{ required: true, message: t('form.errors.dateRequired') }]}
    >
      <DateInput />
    </Form.Item>
  );
}

/** The optional note every life-cycle action records. */
export function EntryNoteField() {
  const { t } = useTranslation('assets');
  return (
    <Form.Item name="note" label={t('stateChange.note')}>
      <Input.TextArea rows={2} maxLength={500} />
    </Form.Item>
  );
}
