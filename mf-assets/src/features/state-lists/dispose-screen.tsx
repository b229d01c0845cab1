/** `/dispose-asset`: assets Pending Disposal, each disposed of with date, method and certificate number. */
import type { AssetState } from '@itam/shared/contracts';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { DisposeDialog } from '../asset-lifecycle/dispose-dialog';
import { RowActionScreen } from './row-action-screen';

const STATES: AssetState[] = ['PENDING_DISPOSAL'];
const ACTION = {
  labelKey: 'dispose.button',
  permission: ASSET_PERMISSIONS.edit,
  danger: true,
  Dialog: DisposeDialog,
};

export default function DisposeScreen() {
  return (
    <RowActionScreen
      screenKey="disposeAsset"
      scope="pending-disposal"
      states={STATES}
      emptyKey="lists.disposeEmpty"
      action={ACTION}
    />
  );
}
