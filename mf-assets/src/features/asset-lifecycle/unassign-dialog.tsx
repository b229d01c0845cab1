/** End an asset's assignment on a date; it goes back to In Inventory (POST /assets/:id/unassign). */
import type { AssetDetail } from '@itam/shared/contracts';
import { Form } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useUnassignAssetMutation } from '../asset-form/api/unassign-asset';
import { EntryDateField, EntryNoteField, LifecycleDialog } from './lifecycle-dialog';

interface Values {
  date: string;
  note: string;
}

export interface UnassignDialogProps {
  asset: AssetDetail;
  open: boolean;
  onClose: () => void;
  onDone: (asset: AssetDetail) => void;
}

export function UnassignDialog({ asset, open, onClose, onDone }: UnassignDialogProps) {
  const [unassignAsset] = useUnassignAssetMutation();
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<Values>();
  return (
    <LifecycleDialog<Values>
      open={open}
      title={t('unassign.title', { name: asset.name, employee: asset.employee?.name ?? '' })}
      okText={t('unassign.ok')}
      form={form}
      fields={['date', 'note']}
      onClose={onClose}
      onSubmit={async (values) =>
        onDone(await unassignAsset({ id: asset._id, body: values }).unwrap())
      }
    >
      <EntryDateField label={t('unassign.date')} />
      <EntryNoteField />
    </LifecycleDialog>
  );
}
