/**
 * A new purchase order: number, vendor, order date, delivery branch, lines (asset type,
 * model, quantity, unit price) and the invoice file (PDF, PNG or JPEG, uploaded through a
 * signed address before the order is saved). Saved, it opens the order list.
 */
import { useState, type ChangeEvent } from 'react';
import { COMPANY_FILE_RULES, type PurchaseOrderInput } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Form, Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { DeleteOutlined, PlusOutlined } from '@itam/shared/icons';
import { useNavigate } from '@itam/shared/router';
import { useAppSelector } from '@itam/shared/store';
import { todayIso } from '../../../common/format';
import { applyServerErrors } from '../../../common/server-errors';
import { answerOf, useInvalidate, type Answer } from '../../../common/assets-api';
import type { AssetTypeOption } from '../../../common/dropdowns-api';
import { useGetAssetTypesQuery } from '../../asset-form/api/get-asset-types';
import { createPurchaseOrder } from '../api/orders-api';
import { uploadCompanyFile } from '../api/profile-api';
import { settingsPath } from '../settings-path';
import { FileField, FormAlert, messageOf } from './view-parts';
import { DateInput } from '@itam/shared/ui';

const INVOICE = COMPANY_FILE_RULES.invoice;
const FIELDS = ['invoiceId', 'vendor', 'orderDate', 'branchId', 'invoiceFileId', 'lines'];

/** The order's number, vendor, date and the branch it is delivered to. */
function OrderFields() {
  const { t } = useTranslation('assets');
  const branches = useAppSelector((state) => state.session?.locations ?? []);
  const required = [{ required: true, message: t('org.required') }];
  return (
    <Flex gap={16} wrap>
      <Form.Item name="invoiceId" label={t('org.orders.number')} rules={required}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="vendor" label={t('org.orders.vendor')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="orderDate" label={t('org.orders.orderDate')} rules={required}>
        <DateInput />
      </Form.Item>
      <Form.Item name="branchId" label={t('org.orders.deliverTo')}>
        <Select
          style={{ minWidth: 200 }}
          options={[
            { value: '', label: t('common.none') },
            ...branches.map((b) => ({ value: b._id, label: b.name })),
          ]}
        />
      </Form.Item>
    </Flex>
  );
}

/** One line: asset type, model, quantity and unit price, and Remove when there are more. */
function OrderLine({
  name,
  index,
  types,
  onRemove,
}: {
  name: number;
  index: number;
  types: Answer<AssetTypeOption[]>;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation('assets');
  const required = [{ required: true, message: t('org.required') }];
  return (
    <Flex gap={12} wrap align="flex-start">
      <Form.Item name={[name, 'assetTypeId']} label={t('org.orders.assetType')} rules={required}>
        <Select
          style={{ width: 180, maxWidth: '100%' }}
          loading={types.loading}
          options={(types.data ?? []).map((type) => ({
            value: type._id,
            label: type.name,
          }))}
        />
      </Form.Item>
      <Form.Item name={[name, 'model']} label={t('org.orders.model')} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={[name, 'quantity']} label={t('org.orders.quantity')} rules={required}>
        <InputNumber min={1} max={1000} precision={0} />
      </Form.Item>
      <Form.Item name={[name, 'unitPrice']} label={t('org.orders.unitPrice')} rules={required}>
        <InputNumber min={0} precision={2} />
      </Form.Item>
      {onRemove ? (
        <Button
          style={{ marginTop: 30 }}
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('org.orders.removeLine', { n: index + 1 })}
          onClick={onRemove}
        />
      ) : null}
    </Flex>
  );
}

/** The order's lines; add and remove lines. */
function OrderLines() {
  const { t } = useTranslation('assets');
  const types = answerOf(useGetAssetTypesQuery());
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('org.orders.lines')}</legend>
          {fields.map((field, index) => (
            <OrderLine
              key={field.key}
              name={field.name}
              index={index}
              types={types}
              onRemove={fields.length > 1 ? () => remove(field.name) : null}
            />
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ model: '', quantity: 1, unitPrice: 0 })}
            style={{ marginBottom: 16 }}
          >
            {t('org.orders.addLine')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

interface InvoiceFile {
  id: string | null;
  name: string | null;
  busy: boolean;
  error: string | null;
}

/** The invoice chosen: checked against the rule, then uploaded as the company's file. */
function useInvoiceFile() {
  const { t } = useTranslation('assets');
  const [file, setFile] = useState<InvoiceFile>({ id: null, name: null, busy: false, error: null });

  const pickInvoice = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (
      !(INVOICE.types as readonly string[]).includes(chosen.type) ||
      chosen.size > INVOICE.maxBytes
    ) {
      setFile({ id: null, name: null, busy: false, error: t('org.orders.invoiceRule') });
      return;
    }
    setFile({ id: null, name: chosen.name, busy: true, error: null });
    try {
      const id = await uploadCompanyFile('invoice', chosen);
      setFile({ id, name: chosen.name, busy: false, error: null });
    } catch (failure) {
      setFile({ id: null, name: null, busy: false, error: messageOf(failure) });
    }
  };
  return { file, pickInvoice };
}

/** Attach invoice, and whether it is uploading, attached, or refused. */
function InvoiceField({
  file,
  disabled,
  onPick,
}: {
  file: InvoiceFile;
  disabled: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  const { t } = useTranslation('assets');
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <FileField
        label={t('org.orders.attachInvoice')}
        accept={INVOICE.types.join(',')}
        disabled={disabled}
        onChange={(e) => void onPick(e)}
      />
      <span role="status">
        {file.busy
          ? t('org.company.uploading')
          : file.id
            ? t('org.orders.invoiceAttached', { name: file.name })
            : null}
      </span>
      {file.error ? <FormAlert error={file.error} /> : null}
    </Flex>
  );
}

export default function CreatePoForm() {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const [form] = Form.useForm<PurchaseOrderInput>();
  const invalidate = useInvalidate();
  const { file, pickInvoice } = useInvoiceFile();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (values: PurchaseOrderInput) => {
    setSaving(true);
    setError(null);
    try {
      await createPurchaseOrder({ ...values, invoiceFileId: file.id ?? '' });
      invalidate(['PurchaseOrder']);
      navigate(settingsPath('purchase_order'));
    } catch (failure) {
      setError(applyServerErrors(form, failure, t, FIELDS));
      setSaving(false);
    }
  };

  return (
    <Card title={t('screens.accountSettingsCreatePo.title')}>
      <Form<PurchaseOrderInput>
        form={form}
        layout="vertical"
        name="create-po"
        initialValues={{
          orderDate: todayIso(),
          branchId: '',
          lines: [{ model: '', quantity: 1, unitPrice: 0 }] as never,
        }}
        onFinish={(values) => void save(values)}
        disabled={saving}
      >
        <FormAlert error={error} />
        <OrderFields />
        <OrderLines />
        <InvoiceField file={file} disabled={file.busy || saving} onPick={pickInvoice} />
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(settingsPath('purchase_order'))} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={file.busy}>
            {t('org.orders.create')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
