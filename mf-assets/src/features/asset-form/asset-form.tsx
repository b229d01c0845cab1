/**
 * The asset form of `/assets/new` and `/assets/edit/:assetId`. Each field validates as the
 * user types, with the server's zod schema (asset-form-values.ts). A failed save keeps
 * every value typed and puts the server's field errors (400 `issues`) on their fields,
 * e.g. a serial number already used in the company (use-asset-save.ts). On edit, the
 * state and employee are changed through the state panel, so the form sends them as they
 * are. The fields are in asset-form-sections.tsx.
 */
import type { FormInstance } from 'antd';
import type { AssetInput } from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Form, Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { focusFirstError } from '@itam/shared/ui';
import { useEffect, useRef } from 'react';
import type { EmployeeOption } from '../../common/dropdowns-api';
import {
  DepreciationFields,
  IdentityFields,
  PlacementFields,
  PurchaseFields,
  type ItemOf,
} from './asset-form-sections';
import {
  assetInputOf,
  fieldProblem,
  problemKey,
  type AssetFormField,
  type AssetFormValues,
} from './asset-form-values';
import { useAssetSave } from './use-asset-save';

export interface AssetFormProps {
  mode: 'create' | 'edit';
  initialValues: AssetFormValues;
  /** The assigned employee of a stored asset (for its name in the picker). */
  initialEmployee?: EmployeeOption | null;
  onSubmit: (input: AssetInput) => Promise<void>;
  onCancel: () => void;
  /** A role without asset.edit sees the values but cannot change them. */
  readOnly?: boolean;
}

/**
 * The form's candidate values and each field's item: its name, label and rule, valid
 * when the whole candidate body has no issue there.
 */
function useFieldItems(
  form: FormInstance<AssetFormValues>,
  mode: AssetFormProps['mode'],
  initialValues: AssetFormValues,
) {
  const { t } = useTranslation('assets');
  /** The values to validate and send: on edit, state and employee stay as stored. */
  const current = (): AssetFormValues => {
    const values = { ...initialValues, ...form.getFieldsValue(true) };
    return mode === 'edit'
      ? { ...values, state: initialValues.state, employeeId: initialValues.employeeId }
      : values;
  };

  /** A field's name, label and rule: valid when the whole candidate body has no issue there. */
  const item: ItemOf = (field: AssetFormField, extra = {}) => ({
    name: field,
    label: t(`form.fields.${field}`),
    rules: [
      {
        validator: async () => {
          const problem = fieldProblem(field, current());
          if (problem)
            throw new Error(t(problemKey(field, problem), { defaultValue: problem.message }));
        },
      },
    ],
    required: extra.required,
    dependencies: extra.dependencies,
  });
  return { current, item };
}

/** Cancel, and create or save (none for a role that cannot change the asset). */
function FormActions({
  mode,
  saving,
  onCancel,
}: Pick<AssetFormProps, 'mode' | 'onCancel'> & { saving: boolean }) {
  const { t } = useTranslation('assets');
  return (
    <Flex gap={8} justify="end">
      <Button onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {mode === 'create' ? t('form.create') : t('form.save')}
      </Button>
    </Flex>
  );
}

export function AssetForm({
  mode,
  initialValues,
  initialEmployee,
  onSubmit,
  onCancel,
  readOnly = false,
}: AssetFormProps) {
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<AssetFormValues>();
  const { save, saving, saveError, failures } = useAssetSave(form, onSubmit);
  const state = Form.useWatch('state', form) ?? initialValues.state;
  const container = useRef<HTMLDivElement>(null);

  // A refused save: the first field the server marked, else its message, comes into view.
  useEffect(() => {
    if (failures > 0) focusFirstError(container.current);
  }, [failures]);

  const { current, item } = useFieldItems(form, mode, initialValues);

  return (
    <div ref={container}>
      <Form<AssetFormValues>
        form={form}
        layout="vertical"
        name={`asset-${mode}`}
        initialValues={initialValues}
        onFinish={() => save(assetInputOf(current()))}
        disabled={readOnly || saving}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        {saveError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('form.saveFailed')}
            description={saveError}
            role="alert"
          />
        ) : null}
        <IdentityFields item={item} autoFocus={mode === 'create'} />
        <PurchaseFields item={item} />
        <PlacementFields
          item={item}
          withState={mode === 'create'}
          state={state}
          initialEmployee={initialEmployee ?? null}
        />
        <DepreciationFields item={item} />
        <Form.Item {...item('description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        {readOnly ? null : <FormActions mode={mode} saving={saving} onCancel={onCancel} />}
      </Form>
    </div>
  );
}
