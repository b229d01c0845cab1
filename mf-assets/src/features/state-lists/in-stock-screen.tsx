/**
 * `/in-stock` (In Inventory): the assets free to hand out, each with Assign (its count is
 * theirs); below, apart, the ones set aside for a shop order or a joiner, with who holds
 * each (only that process hands them out, so they have no Assign).
 */
import type { AssetState } from '@itam/shared/contracts';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssignDialog } from '../asset-lifecycle/assign-dialog';
import { ReservedStock } from './reserved-stock';
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
      reserved={false}
      emptyKey="lists.inStockEmpty"
      action={ACTION}
    >
      <ReservedStock />
    </RowActionScreen>
  );
}
