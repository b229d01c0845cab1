/** Assign an asset to an employee from a date (POST /assets/:id/assign). */
import type { AssetDetail } from '@itam/shared/contracts';
import { Form } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useAssignAssetMutation } from '../asset-form/api/assign-asset';
import { EntryDateField, EntryNoteField, LifecycleDialog } from './lifecycle-dialog';
import { EmployeeSelect } from '@itam/shared/ui';

interface Values {
  employeeId: string;
  date: string;
  note: string;
}

export interface AssignDialogProps {
  asset: Pick<AssetDetail, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
  onDone: (asset: AssetDetail) => void;
}

export function AssignDialog({ asset, open, onClose, onDone }: AssignDialogProps) {
  const [assignAsset] = useAssignAssetMutation();
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<Values>();
  return (
    <LifecycleDialog<Values>
      open={open}
      title={t('assign.title', { name: asset.name })}
      okText={t('assign.ok')}
      form={form}
      fields={['employeeId', 'date', 'note']}
      onClose={onClose}
      onSubmit={async (values) =>
        onDone(await assignAsset({ id: asset._id, body: values }).unwrap())
      }
    >
      <Form.Item
        name="employeeId"
        label={t('assign.employee')}
        rules={[{ required: true, message: t('assign.employeeRequired') }]}
      >
        <EmployeeSelect />
      </Form.Item>
      <EntryDateField label={t('assign.date')} />
      <EntryNoteField />
    </LifecycleDialog>
  );
}
