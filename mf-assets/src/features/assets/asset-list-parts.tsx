/**
 * The parts of the asset list (asset-list-view.tsx): a row's actions column (the screen's
 * own, Edit, Delete confirmed), the bulk bar bound to the store, the empty text, the
 * 'load more' footer, and how a page or sort change of the table reaches the URL.
 */
import { useAppDispatch, useAppSelector, useIsAllowed } from '@itam/shared/store';
import type { AssetListItem } from '@itam/shared/contracts';
import { App, Button, Flex, Space } from '@itam/shared/antd';
import { Typography } from '@itam/shared/antd-display';
import { Select } from '@itam/shared/antd-data';
import { DeleteOutlined, EditOutlined } from '@itam/shared/icons';
import type { TableColumnsType, TableProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { AssetBulkBar, taggedOf } from './asset-bulk-bar';
import { sortFieldOfColumn } from './asset-columns';
import { PAGE_SIZES } from './asset-list-url';
import { selectAssets } from './assets.selectors';
import * as list from './assets.slice';
import type { AssetListUrlState } from './use-asset-list-url';

/** A row's icon link as large a touch target as the small icon buttons beside it (24×24, WCAG 2.2). */
const ICON_TARGET = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
} as const;

type RowActionsOf = (asset: AssetListItem) => ReactNode;

/** A row's buttons: the screen's own, Edit, and Delete once confirmed. */
function RowActions({
  asset,
  rowActions,
  canEdit,
  canDelete,
}: {
  asset: AssetListItem;
  rowActions?: RowActionsOf;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('assets');
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  return (
    <Space size={4}>
      {rowActions?.(asset)}
      {canEdit ? (
        <Link
          to={`/assets/edit/${asset._id}`}
          aria-label={t('list.actions.editNamed', { name: asset.name })}
          style={ICON_TARGET}
        >
          <EditOutlined aria-hidden />
        </Link>
      ) : null}
      {canDelete ? (
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('list.actions.deleteNamed', { name: asset.name })}
          onClick={() =>
            modal.confirm({
              title: t('list.actions.deleteTitle', { name: asset.name }),
              content: t('list.bulk.deleteBody'),
              okText: t('list.bulk.delete'),
              okButtonProps: { danger: true },
              cancelText: t('common.cancel'),
              onOk: () => dispatch(list.assetDeleteRequested(asset._id)),
            })
          }
        />
      ) : null}
    </Space>
  );
}

/** The actions column, when the role or the screen has any action. */
export function useTrailingColumns(rowActions?: RowActionsOf): TableColumnsType<AssetListItem> {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.edit);
  const canDelete = useIsAllowed(ASSET_PERMISSIONS.delete);
  return useMemo<TableColumnsType<AssetListItem>>(() => {
    if (!canEdit && !canDelete && !rowActions) return [];
    return [
      {
        key: 'actions',
        title: t('list.columns.actions'),
        width: rowActions ? 230 : 110,
        fixed: 'right',
        render: (_, asset) => (
          <RowActions
            asset={asset}
            rowActions={rowActions}
            canEdit={canEdit}
            canDelete={canDelete}
          />
        ),
      },
    ];
  }, [t, canEdit, canDelete, rowActions]);
}

/** The bulk bar on the selected rows, its actions dispatched to the list's saga. */
export function ListBulkBar({
  canDelete,
  canEdit,
  canPrint,
}: {
  canDelete: boolean;
  canEdit: boolean;
  canPrint: boolean;
}) {
  const dispatch = useAppDispatch();
  const { selectedIds, items, bulk } = useAppSelector(selectAssets);
  return (
    <AssetBulkBar
      selectedCount={selectedIds.length}
      canDelete={canDelete}
      canEdit={canEdit}
      labelIds={canPrint ? taggedOf(items, selectedIds) : undefined}
      bulk={bulk}
      onDelete={() => dispatch(list.assetsBulkRequested({ action: 'delete', ids: selectedIds }))}
      onSetState={(target) =>
        dispatch(list.assetsBulkRequested({ action: 'set-state', ids: selectedIds, state: target }))
      }
      onClearSelection={() => dispatch(list.assetsSelectionChanged([]))}
      onDismiss={() => dispatch(list.assetsBulkDismissed())}
    />
  );
}

/** What an empty list says: nothing matches the filters, or the screen's own words. */
export function EmptyList({ filtered, emptyText }: { filtered: boolean; emptyText?: string }) {
  const { t } = useTranslation('assets');
  return (
    <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
      <Typography.Text>
        {filtered ? t('list.emptyFiltered') : (emptyText ?? t('list.empty'))}
      </Typography.Text>
    </Flex>
  );
}

/** 'Load more': how many are shown of how many, the button, and the rows per load. */
export function LoadMore({
  shown,
  total,
  loading,
  size,
  onSizeChange,
}: {
  shown: number;
  total: number;
  loading: boolean;
  size: number;
  onSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  return (
    <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
      <Typography.Text type="secondary" aria-live="polite">
        {t('list.shown', { shown, count: total })}
      </Typography.Text>
      <Flex gap={8} align="center" wrap justify="center">
        {shown < total ? (
          <Button loading={loading} onClick={() => dispatch(list.assetsMoreRequested())}>
            {t('list.loadMoreButton')}
          </Button>
        ) : null}
        <Select<number>
          aria-label={t('list.rowsPerLoad')}
          value={size}
          onChange={onSizeChange}
          options={PAGE_SIZES.map((rows) => ({
            value: rows,
            label: t('list.perLoad', { count: rows }),
          }))}
          style={{ minWidth: 130 }}
        />
      </Flex>
    </Flex>
  );
}

/** A page change goes to the URL; a sort too (no sort: the newest first). */
export function tableChangeHandler(
  view: AssetListUrlState,
): NonNullable<TableProps<AssetListItem>['onChange']> {
  return (page, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      view.pageChanged(page.current ?? 1, page.pageSize ?? view.size);
    } else if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const field = sortFieldOfColumn(
        sorter.columnKey === undefined ? undefined : String(sorter.columnKey),
      );
      const order = sorter.order;
      view.queryChanged(
        field && order
          ? { sortBy: field, sortOrder: order === 'ascend' ? 'asc' : 'desc' }
          : { sortBy: 'createdAt', sortOrder: 'desc' },
      );
    }
  };
}
