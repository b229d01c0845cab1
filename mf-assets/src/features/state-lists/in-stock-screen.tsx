/** `/in-stock` (In Inventory): assets ready to hand out, each with Assign. */
import type { AssetState } from '@itam/shared/contracts';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssignDialog } from '../asset-lifecycle/assign-dialog';
import { RowActionScreen } from './row-action-screen';

const STATES: AssetState[] = ['IN_INVENTORY'];
const ACTION = {
  labelKey: 'assign.button',
  permission: ASSET_PERMISSIONS.assign,
  Dialog: AssignDialog,
};

export default function InStockScreen() {
  return (
    <RowActionScreen
      screenKey="inStock"
      scope="in-stock"
      states={STATES}
      emptyKey="lists.inStockEmpty"
      action={ACTION}
    />
  );
}
