/**
 * Change state (SPEC.md section 4, second list): its disabled entries stay disabled, and
 * whatever the transition table forbids from the current state is greyed out with why.
 * Radio buttons, not a dropdown: all nine choices and their reasons are visible at once,
 * and arrow keys move between the enabled ones.
 */
import type { AssetDetail, AssetState } from '@itam/shared/contracts';
import { Form, Radio } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { changeStateOptions } from '../../common/state-options';
import { useChangeAssetStateMutation } from '../asset-form/api/change-asset-state';
import { EntryDateField, EntryNoteField, LifecycleDialog } from './lifecycle-dialog';

interface Values {
  state: AssetState;
  date: string;
  note: string;
}

export interface ChangeStateDialogProps {
  asset: AssetDetail;
  open: boolean;
  onClose: () => void;
  onDone: (asset: AssetDetail) => void;
}

export function ChangeStateDialog({ asset, open, onClose, onDone }: ChangeStateDialogProps) {
  const [changeAssetState] = useChangeAssetStateMutation();
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<Values>();
  return (
    <LifecycleDialog<Values>
      open={open}
      title={t('stateChange.title', { name: asset.name })}
      okText={t('stateChange.ok')}
      form={form}
      fields={['state', 'date', 'note']}
      onClose={onClose}
      onSubmit={async (values) =>
        onDone(await changeAssetState({ id: asset._id, body: values }).unwrap())
      }
    >
      <p>{t('stateChange.current', { state: t(`states.${asset.state}`) })}</p>
      <Form.Item
        name="state"
        label={t('stateChange.newState')}
        rules={[{ required: true, message: t('stateChange.required') }]}
      >
        <Radio.Group
          vertical
          options={changeStateOptions(t, asset.state).map(({ value, label, disabled }) => ({
            value,
            label,
            disabled,
          }))}
        />
      </Form.Item>
      <EntryDateField label={t('stateChange.date')} />
      <EntryNoteField />
    </LifecycleDialog>
  );
}
