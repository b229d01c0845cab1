/**
 * The asset form of `/assets/new` and `/assets/edit/:assetId`. Each field validates as the
 * user types, with the server's zod schema (asset-form-values.ts). A failed save keeps
 * every value typed and puts the server's field errors (400 `issues`) on their fields,
 * e.g. a serial number already used in the company. On edit, the state and employee are
 * changed through the state panel, so the form sends them as they are.
 */
import { isApiError } from '@itam/shared/api';
import type { AssetInput } from '@itam/shared/contracts';
import { DEPRECIATION_METHODS } from '@itam/shared/contracts';
import { Alert, Button, Col, Divider, Flex, Row } from '@itam/shared/antd';
import { Form, Input, InputNumber, Select } from '@itam/shared/antd-data';
import { selectLocations, useAppSelector } from '@itam/shared/store';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../common/date-input';
import {
  getAssetTypes,
  getPurchaseOrdersDropdown,
  type EmployeeOption,
} from '../../common/dropdowns-api';
import { EmployeeSelect } from '../../common/employee-select';
import { groupedStateOptions } from '../../common/state-options';
import { useApiData } from '../../common/use-api-data';
import {
  assetInputOf,
  fieldProblem,
  problemKey,
  type AssetFormField,
  type AssetFormValues,
} from './asset-form-values';

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

const FORM_FIELDS = new Set<string>([
  'name',
  'assetTypeId',
  'serialNumber',
  'make',
  'model',
  'tag',
  'imei',
  'price',
  'dateOfPurchase',
  'warrantyEndDate',
  'vendor',
  'officeId',
  'invoiceId',
  'description',
  'state',
  'employeeId',
  'usefulLifeYears',
  'salvageValue',
  'depreciationMethod',
]);

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
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const locations = useAppSelector(selectLocations);
  const assetTypes = useApiData(getAssetTypes, []);
  const purchaseOrders = useApiData(getPurchaseOrdersDropdown, []);
  const state = Form.useWatch('state', form) ?? initialValues.state;

  /** The values to validate and send: on edit, state and employee stay as stored. */
  const current = (): AssetFormValues => {
    const values = { ...initialValues, ...form.getFieldsValue(true) };
    return mode === 'edit'
      ? { ...values, state: initialValues.state, employeeId: initialValues.employeeId }
      : values;
  };

  const rules = (field: AssetFormField): Rule[] => [
    {
      validator: async () => {
        const problem = fieldProblem(field, current());
        if (problem)
          throw new Error(t(problemKey(field, problem), { defaultValue: problem.message }));
      },
    },
  ];

  const submit = async () => {
    setSaveError(null);
    setSaving(true);
    try {
      await onSubmit(assetInputOf(current()));
    } catch (error) {
      const issues = isApiError(error) ? error.issues : [];
      const onFields = issues.filter((issue) => FORM_FIELDS.has(issue.field));
      form.setFields(
        onFields.map((issue) => ({
          name: issue.field as AssetFormField,
          errors: [t(`form.errors.server.${issue.field}`, { defaultValue: issue.message })],
        })),
      );
      const rest = issues
        .filter((issue) => !FORM_FIELDS.has(issue.field))
        .map((issue) => issue.message);
      const message = error instanceof Error ? error.message : String(error);
      setSaveError(
        onFields.length && !rest.length ? t('form.fixFields') : [message, ...rest].join(' '),
      );
    } finally {
      setSaving(false);
    }
  };

  const item = (
    field: AssetFormField,
    extra: { required?: boolean; dependencies?: AssetFormField[] } = {},
  ) => ({
    name: field,
    label: t(`form.fields.${field}`),
    rules: rules(field),
    required: extra.required,
    dependencies: extra.dependencies,
  });

  return (
    <Form<AssetFormValues>
      form={form}
      layout="vertical"
      name={`asset-${mode}`}
      initialValues={initialValues}
      onFinish={submit}
      disabled={readOnly || saving}
      scrollToFirstError
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
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('name', { required: true })}>
            <Input maxLength={200} autoFocus={mode === 'create'} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('assetTypeId', { required: true })}>
            <Select
              loading={assetTypes.loading}
              placeholder={t('form.placeholders.assetType')}
              notFoundContent={assetTypes.error ? t('form.dropdownFailed') : undefined}
              options={(assetTypes.data ?? []).map((type) => ({
                value: type._id,
                label: type.name,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('serialNumber')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('tag')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('imei')} extra={t('form.help.imei')}>
            <Input inputMode="numeric" maxLength={15} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('make')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('model')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('form.sections.purchase')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('price')}>
            <InputNumber style={{ width: '100%' }} step={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('dateOfPurchase')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('warrantyEndDate', { dependencies: ['dateOfPurchase'] })}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('vendor')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('invoiceId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={purchaseOrders.loading}
              placeholder={t('form.placeholders.purchaseOrder')}
              notFoundContent={purchaseOrders.error ? t('form.dropdownFailed') : undefined}
              options={(purchaseOrders.data ?? []).map((po) => ({
                value: po._id,
                label: po.vendor ? `${po.invoiceId} · ${po.vendor}` : po.invoiceId,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('form.sections.placement')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('officeId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.placeholders.location')}
              options={locations.map((location) => ({
                value: location._id,
                label: `${location.name} (${location.branchId})`,
              }))}
            />
          </Form.Item>
        </Col>
        {mode === 'create' ? (
          <>
            <Col xs={24} md={8}>
              <Form.Item {...item('state')}>
                <Select
                  options={groupedStateOptions(t, (s) => s === 'DISPOSED')}
                  optionLabelProp="title"
                  virtual={false}
                  listHeight={400}
                />
              </Form.Item>
            </Col>
            {state === 'ASSIGNED' ? (
              <Col xs={24} md={8}>
                <Form.Item {...item('employeeId', { required: true, dependencies: ['state'] })}>
                  <EmployeeSelect initial={initialEmployee ?? null} />
                </Form.Item>
              </Col>
            ) : null}
          </>
        ) : null}
      </Row>
      <Divider titlePlacement="start">{t('form.sections.depreciation')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('depreciationMethod')}>
            <Select
              allowClear
              placeholder={t('form.placeholders.method')}
              options={DEPRECIATION_METHODS.map((method) => ({
                value: method,
                label: t(`depreciation.methods.${method}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('usefulLifeYears')}>
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('salvageValue', { dependencies: ['price'] })}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...item('description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      {readOnly ? null : (
        <Flex gap={8} justify="end">
          <Button onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {mode === 'create' ? t('form.create') : t('form.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
