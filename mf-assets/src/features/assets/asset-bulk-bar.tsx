/**
 * Bulk actions on the selected rows: delete, or set one state from the grouped list of
 * SPEC.md section 4 (not Assigned, which needs an employee per asset, nor Disposed, which
 * needs its own details), each confirmed; and print the QR labels of those with a tag.
 */
import { ASSET_STATES, type AssetListItem } from '@itam/shared/contracts';
import { Alert, App, Button, Flex } from '@itam/shared/antd';
import { Typography } from '@itam/shared/antd-display';
import { Select } from '@itam/shared/antd-data';
import { DeleteOutlined } from '@itam/shared/icons';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { PrintLabelsButton } from '../../common/print-labels-button';
import { groupedStateOptions } from '../../common/state-options';
import type { BulkTargetState } from './api/assets-api';
import type { BulkState } from './assets.slice';

export const BULK_STATES = ASSET_STATES.filter(
  (s): s is BulkTargetState => s !== 'ASSIGNED' && s !== 'DISPOSED',
);

export interface AssetBulkBarProps {
  selectedCount: number;
  canDelete: boolean;
  canEdit: boolean;
  /** Set when the role may print labels: the selected assets that have a tag. */
  labelIds?: string[];
  bulk: BulkState;
  onDelete: () => void;
  onSetState: (state: BulkTargetState) => void;
  onClearSelection: () => void;
  onDismiss: () => void;
}

/** The selected assets that have a tag, in list order: the ones a label sheet can print. */
export function taggedOf(
  items: readonly AssetListItem[],
  selectedIds: readonly string[],
): string[] {
  const selected = new Set(selectedIds);
  return items.filter((a) => a.tag && selected.has(a._id)).map((a) => a._id);
}

/** Print labels of the selected assets with a tag; those without one are named as left out. */
function PrintLabels({ ids, untagged }: { ids: string[]; untagged: number }) {
  const { t } = useTranslation('assets');
  return (
    <>
      <PrintLabelsButton assetIds={ids} primary={false} />
      {untagged > 0 ? (
        <Typography.Text type="secondary">
          {t('list.bulk.untagged', { count: untagged })}
        </Typography.Text>
      ) : null}
    </>
  );
}

/** How the last bulk action went: how many changed, how many failed, or why it failed. */
function BulkResult({ bulk, onDismiss }: { bulk: BulkState; onDismiss: () => void }) {
  const { t } = useTranslation('assets');
  if (bulk.status !== 'done' && bulk.status !== 'failed') return null;
  return (
    <Alert
      showIcon
      closable={{ onClose: onDismiss, 'aria-label': t('common.dismiss') }}
      style={{ marginBottom: 12 }}
      type={bulk.status === 'failed' || bulk.failed ? 'warning' : 'success'}
      title={
        bulk.status === 'failed'
          ? t('list.bulk.failed', { error: bulk.error })
          : t('list.bulk.done', { count: bulk.updated, failed: bulk.failed })
      }
    />
  );
}

/** A state from the grouped list, set on the selected assets once confirmed. */
function BulkStateChoice({
  count,
  pending,
  target,
  onTarget,
  onSetState,
}: {
  count: number;
  pending: boolean;
  /** The state chosen (kept by the bar while the selection comes and goes). */
  target: BulkTargetState | null;
  onTarget: (state: BulkTargetState | null) => void;
  onSetState: (state: BulkTargetState) => void;
}) {
  const { t } = useTranslation('assets');
  const { modal } = App.useApp();

  const confirmState = () => {
    if (!target) return;
    modal.confirm({
      title: t('list.bulk.setStateTitle', { count, state: t(`states.${target}`) }),
      content: t('list.bulk.setStateBody'),
      okText: t('list.bulk.setState'),
      cancelText: t('common.cancel'),
      onOk: () => onSetState(target),
    });
  };

  return (
    <>
      <Select<BulkTargetState>
        aria-label={t('list.bulk.newState')}
        placeholder={t('list.bulk.newState')}
        value={target}
        onChange={onTarget}
        options={groupedStateOptions(t, (state) => !BULK_STATES.includes(state as BulkTargetState))}
        optionLabelProp="title"
        virtual={false}
        popupMatchSelectWidth={280}
        style={{ minWidth: 180 }}
      />
      <Button disabled={!target || pending} onClick={confirmState}>
        {t('list.bulk.setState')}
      </Button>
    </>
  );
}

/** Delete the selected assets, once confirmed. */
function DeleteSelected({
  count,
  pending,
  onDelete,
}: {
  count: number;
  pending: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('assets');
  const { modal } = App.useApp();
  const confirmDelete = () =>
    modal.confirm({
      title: t('list.bulk.deleteTitle', { count }),
      content: t('list.bulk.deleteBody'),
      okText: t('list.bulk.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: onDelete,
    });
  return (
    <Button danger icon={<DeleteOutlined aria-hidden />} disabled={pending} onClick={confirmDelete}>
      {t('list.bulk.delete')}
    </Button>
  );
}

export function AssetBulkBar(props: AssetBulkBarProps) {
  const { t } = useTranslation('assets');
  const [target, setTarget] = useState<BulkTargetState | null>(null);
  const pending = props.bulk.status === 'pending';
  const count = props.selectedCount;

  return (
    <>
      <BulkResult bulk={props.bulk} onDismiss={props.onDismiss} />
      {count > 0 ? (
        <Flex
          gap={8}
          align="center"
          wrap
          role="region"
          aria-label={t('list.bulk.label')}
          style={{
            marginBottom: 12,
            padding: '8px 12px',
            background: 'rgba(51, 215, 219, 0.08)',
            borderRadius: 6,
          }}
        >
          <Typography.Text strong>{t('list.bulk.selected', { count })}</Typography.Text>
          {props.canEdit ? (
            <BulkStateChoice
              count={count}
              pending={pending}
              target={target}
              onTarget={setTarget}
              onSetState={props.onSetState}
            />
          ) : null}
          {props.labelIds ? (
            <PrintLabels ids={props.labelIds} untagged={count - props.labelIds.length} />
          ) : null}
          {props.canDelete ? (
            <DeleteSelected count={count} pending={pending} onDelete={props.onDelete} />
          ) : null}
          <Button type="link" onClick={props.onClearSelection}>
            {t('list.bulk.clearSelection')}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}
