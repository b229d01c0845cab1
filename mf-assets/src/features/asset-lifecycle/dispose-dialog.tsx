/** Dispose of an asset that is Pending Disposal: date, method, certificate number (POST /assets/:id/dispose). */
import { DISPOSAL_METHODS, type AssetDetail, type DisposalMethod } from '@itam/shared/contracts';
import { Form, Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useDisposeAssetMutation } from '../asset-form/api/dispose-asset';
import { EntryDateField, EntryNoteField, LifecycleDialog } from './lifecycle-dialog';

interface Values {
  date: string;
  method: DisposalMethod;
  certificateNumber: string;
  note: string;
}

export interface DisposeDialogProps {
  asset: Pick<AssetDetail, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
  onDone: (asset: AssetDetail) => void;
}

export function DisposeDialog({ asset, open, onClose, onDone }: DisposeDialogProps) {
  const [disposeAsset] = useDisposeAssetMutation();
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<Values>();
  return (
    <LifecycleDialog<Values>
      open={open}
      danger
      title={t('dispose.title', { name: asset.name })}
      okText={t('dispose.ok')}
      form={form}
      fields={['date', 'method', 'certificateNumber', 'note']}
      onClose={onClose}
      onSubmit={async (values) =>
        onDone(await disposeAsset({ id: asset._id, body: values }).unwrap())
      }
    >
      <p>{t('dispose.final')}</p>
      <EntryDateField label={t('dispose.date')} />
      <Form.Item
        name="method"
        label={t('dispose.method')}
        rules={[{ required: true, message: t('dispose.methodRequired') }]}
      >
        <Select
          options={DISPOSAL_METHODS.map((method) => ({
            value: method,
            label: t(`dispose.methods.${method}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="certificateNumber"
        label={t('dispose.certificateNumber')}
        rules={[{ required: true, whitespace: true, message: t('dispose.certificateRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <EntryNoteField />
    </LifecycleDialog>
  );
}
