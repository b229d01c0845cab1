/**
 * The life-cycle buttons of an asset's page, each shown only when the role may use it and
 * the asset's state allows it: change state (asset.edit), assign / unassign
 * (asset_assign_unassign.create), dispose (asset.edit, from Pending Disposal only).
 */
import {
  ASSET_ASSIGNABLE_FROM,
  ASSET_DISPOSE_FROM,
  type AssetDetail,
} from '@itam/shared/contracts';
import { Button, Space } from '@itam/shared/antd';
import { useIsAllowed } from '@itam/shared/store';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssignDialog } from './assign-dialog';
import { ChangeStateDialog } from './change-state-dialog';
import { DisposeDialog } from './dispose-dialog';
import { UnassignDialog } from './unassign-dialog';

type Dialog = 'state' | 'assign' | 'unassign' | 'dispose' | null;

export interface LifecycleActionsProps {
  asset: AssetDetail;
  /** After a change, with the asset as it is now (the cache already holds it). */
  onDone: (asset: AssetDetail) => void;
}

export function LifecycleActions({ asset, onDone }: LifecycleActionsProps) {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.edit);
  const canAssign = useIsAllowed(ASSET_PERMISSIONS.assign);
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const final = asset.state === 'DISPOSED';
  const assigned = asset.state === 'ASSIGNED';

  return (
    <>
      <Space wrap>
        {canEdit && !final ? (
          <Button onClick={() => setOpen('state')}>{t('stateChange.button')}</Button>
        ) : null}
        {canAssign && !assigned && ASSET_ASSIGNABLE_FROM.includes(asset.state) ? (
          <Button onClick={() => setOpen('assign')}>{t('assign.button')}</Button>
        ) : null}
        {canAssign && assigned ? (
          <Button onClick={() => setOpen('unassign')}>{t('unassign.button')}</Button>
        ) : null}
        {canEdit && asset.state === ASSET_DISPOSE_FROM ? (
          <Button danger onClick={() => setOpen('dispose')}>
            {t('dispose.button')}
          </Button>
        ) : null}
      </Space>
      <ChangeStateDialog asset={asset} open={open === 'state'} onClose={close} onDone={onDone} />
      <AssignDialog asset={asset} open={open === 'assign'} onClose={close} onDone={onDone} />
      <UnassignDialog asset={asset} open={open === 'unassign'} onClose={close} onDone={onDone} />
      <DisposeDialog asset={asset} open={open === 'dispose'} onClose={close} onDone={onDone} />
    </>
  );
}
