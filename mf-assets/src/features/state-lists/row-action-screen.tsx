/**
 * A list of the assets in some states with one life-cycle action per row (Assign on In
 * stock, Dispose on Pending disposal). Once the action succeeds the asset has left those
 * states, so its row goes (assetRemoved).
 */
import type { AssetDetail, AssetListItem, AssetState, Permission } from '@itam/shared/contracts';
import { Button } from '@itam/shared/antd';
import { useAppDispatch, useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssetListView } from '../assets/asset-list-view';
import { assetRemoved } from '../assets/assets.slice';

export interface RowDialogProps {
  asset: Pick<AssetDetail, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
  onDone: (asset: AssetDetail) => void;
}

export interface RowActionScreenProps {
  screenKey: 'inStock' | 'disposeAsset' | 'archiveList';
  scope: string;
  /** A module-level constant: a new array each render would reload the list each render. */
  states: AssetState[];
  emptyKey: string;
  /** Fixed: false lists only the assets reserved for no one (see AssetListView). */
  reserved?: boolean;
  /** Shown below the list (In stock: the reserved assets, apart). */
  children?: ReactNode;
  action?: {
    labelKey: string;
    permission: Permission;
    danger?: boolean;
    Dialog: ComponentType<RowDialogProps>;
  };
}

export function RowActionScreen({
  screenKey,
  scope,
  states,
  emptyKey,
  reserved,
  children,
  action,
}: RowActionScreenProps) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const allowed = useIsAllowed(action?.permission ?? ASSET_PERMISSIONS.view);
  const [target, setTarget] = useState<AssetListItem | null>(null);
  const labelKey = action?.labelKey;
  const danger = action?.danger;

  const rowActions = useCallback(
    (asset: AssetListItem) => (
      <Button
        size="small"
        danger={danger}
        onClick={() => setTarget(asset)}
        aria-label={t(`${labelKey}Named`, { name: asset.name })}
      >
        {t(labelKey ?? '')}
      </Button>
    ),
    [t, labelKey, danger],
  );

  const Dialog = action?.Dialog;
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t(`screens.${screenKey}.title`)}
        description={t(`screens.${screenKey}.description`)}
      />
      <AssetListView
        scope={scope}
        fixedStates={states}
        emptyText={t(emptyKey)}
        rowActions={action && allowed ? rowActions : undefined}
        reserved={reserved}
      />
      {children}
      {Dialog && target ? (
        <Dialog
          asset={target}
          open
          onClose={() => setTarget(null)}
          onDone={(asset) => {
            dispatch(assetRemoved(asset._id));
            setTarget(null);
          }}
        />
      ) : null}
    </ScreenRoot>
  );
}
