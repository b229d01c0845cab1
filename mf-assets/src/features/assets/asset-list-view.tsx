/**
 * The asset list with server-side paging (numbered pages or 'load more'), search, filters,
 * sort, selectable columns, row selection and bulk actions. Search, filters, sort, page
 * and page size live in the URL (use-asset-list-url.ts): a list can be bookmarked and
 * survives a reload. A virtual table: with thousands of appended rows only the visible
 * ones are in the DOM. Used by `/assets` and, with fixed states, by `/in-stock`,
 * `/archieve-list` and `/dispose-asset`.
 */
import { selectLocations, useAppDispatch, useAppSelector, useIsAllowed } from '@itam/shared/store';
import type { AssetListItem, AssetState } from '@itam/shared/contracts';
import { App, Button, Flex, Space } from '@itam/shared/antd';
import { Typography } from '@itam/shared/antd-display';
import { Select } from '@itam/shared/antd-data';
import { DeleteOutlined, EditOutlined } from '@itam/shared/icons';
import { DataTable, LoadError, useSelectableColumns } from '@itam/shared/ui';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useCanPrintLabels } from '../../common/print-labels-button';
import { useGetAssetTypesQuery } from '../asset-form/api/get-asset-types';
import { AssetBulkBar, taggedOf } from './asset-bulk-bar';
import {
  ASSET_COLUMNS_STORAGE_KEY,
  ASSET_SELECTABLE_COLUMNS,
  columnTitle,
  fixedAssetColumns,
  selectableSortProps,
  sortFieldOfColumn,
} from './asset-columns';
import { AssetListToolbar, hasActiveFilters } from './asset-list-toolbar';
import { PAGE_SIZES } from './asset-list-url';
import { selectAssets } from './assets.selectors';
import * as list from './assets.slice';
import { useAssetListUrl } from './use-asset-list-url';
/** A row's icon link as large a touch target as the small icon buttons beside it (24×24, WCAG 2.2). */
const ICON_TARGET = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
} as const;
/** Height of the table body: the virtual list renders only the rows that fit. */
const BODY_HEIGHT = 560;

export interface AssetListViewProps {
  scope: string;
  /** States this screen always shows (its state filter is hidden). */
  fixedStates?: AssetState[];
  /** Extra buttons of a row (Assign, Dispose, ...). */
  rowActions?: (asset: AssetListItem) => ReactNode;
  /** What the list says when it is empty without filters. */
  emptyText?: string;
  /** Fixed: false lists only the assets reserved for no one (`/in-stock`). */
  reserved?: boolean;
}

const NO_STATES: AssetState[] = [];

export function AssetListView({
  scope,
  fixedStates = NO_STATES,
  rowActions,
  emptyText,
  reserved,
}: AssetListViewProps) {
  const { t } = useTranslation('assets');
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAssets);
  const locations = useAppSelector(selectLocations);
  // The asset's page is its detail too (read-only without asset.edit): every reader gets the link.
  const canOpen = useIsAllowed(ASSET_PERMISSIONS.view);
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.edit);
  const canDelete = useIsAllowed(ASSET_PERMISSIONS.delete);
  const canPrint = useCanPrintLabels();
  const chosen = useSelectableColumns(ASSET_COLUMNS_STORAGE_KEY, ASSET_SELECTABLE_COLUMNS);
  // The type filter's choices are the register's: a role without asset view lists only its
  // own assets and may not read them (the server would refuse).
  const assetTypes = useGetAssetTypesQuery(undefined, { skip: !canOpen });
  const view = useAssetListUrl(scope, fixedStates, reserved);
  const { query } = view;
  const { pagingMode, status, items } = state;
  const fixed = fixedStates.length > 0;

  const columns = useMemo(() => fixedAssetColumns(t, query, canOpen), [t, query, canOpen]);
  const trailing = useMemo<TableColumnsType<AssetListItem>>(() => {
    if (!canEdit && !canDelete && !rowActions) return [];
    return [
      {
        key: 'actions',
        title: t('list.columns.actions'),
        width: rowActions ? 230 : 110,
        fixed: 'right',
        render: (_, asset) => (
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
        ),
      },
    ];
  }, [t, canEdit, canDelete, rowActions, modal, dispatch]);

  const width = useMemo(
    () =>
      [...columns, ...trailing].reduce((sum, c) => sum + Number(c.width ?? 0), 0) +
      chosen.columns.filter((c) => c.checked).length * 160 +
      48,
    [columns, trailing, chosen.columns],
  );

  const pagination: TablePaginationConfig | false =
    pagingMode === 'pages'
      ? {
          current: view.page,
          pageSize: view.size,
          total: state.totalAssetsCount,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('list.total', { count: total }),
        }
      : false;

  const filtered = hasActiveFilters({ ...query, states: fixed ? [] : query.states });
  const empty = (
    <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
      <Typography.Text>
        {filtered ? t('list.emptyFiltered') : (emptyText ?? t('list.empty'))}
      </Typography.Text>
    </Flex>
  );

  return (
    <>
      <AssetListToolbar
        query={query}
        onSearchTyped={view.searchTyped}
        onQueryChange={view.queryChanged}
        pagingMode={pagingMode}
        onPagingModeChange={view.pagingModeChanged}
        columns={chosen.columns}
        onColumnsChange={chosen.setColumns}
        onColumnsReset={chosen.reset}
        assetTypes={assetTypes.data ?? []}
        locations={locations}
        fixedStates={fixed}
      />
      {status === 'failed' ? (
        <LoadError
          title={t('list.loadFailed')}
          description={state.error}
          style={{ marginBottom: 12 }}
          onRetry={() => dispatch(list.assetsReloadRequested())}
        />
      ) : null}
      <AssetBulkBar
        selectedCount={state.selectedIds.length}
        canDelete={canDelete}
        canEdit={canEdit}
        labelIds={canPrint ? taggedOf(items, state.selectedIds) : undefined}
        bulk={state.bulk}
        onDelete={() =>
          dispatch(list.assetsBulkRequested({ action: 'delete', ids: state.selectedIds }))
        }
        onSetState={(target) =>
          dispatch(
            list.assetsBulkRequested({
              action: 'set-state',
              ids: state.selectedIds,
              state: target,
            }),
          )
        }
        onClearSelection={() => dispatch(list.assetsSelectionChanged([]))}
        onDismiss={() => dispatch(list.assetsBulkDismissed())}
      />
      <DataTable<AssetListItem>
        rowKey="_id"
        virtual
        scroll={{ x: width, y: BODY_HEIGHT }}
        size="middle"
        columns={columns}
        selectableColumns={chosen.columns}
        selectableColumnProps={selectableSortProps(query)}
        trailingColumns={trailing}
        columnTitle={columnTitle(t)}
        dataSource={items}
        loading={status === 'loading'}
        locale={{ emptyText: status === 'loading' || status === 'idle' ? ' ' : empty }}
        title={() => t(canOpen ? 'list.caption' : 'list.mine.title')}
        rowSelection={
          canEdit || canDelete || canPrint
            ? {
                selectedRowKeys: state.selectedIds,
                onChange: (keys) => dispatch(list.assetsSelectionChanged(keys.map(String))),
                columnWidth: 48,
              }
            : undefined
        }
        pagination={pagination}
        onChange={(page, _filters, sorter, extra) => {
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
        }}
      />
      {pagingMode === 'load-more' ? (
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary" aria-live="polite">
            {t('list.shown', { shown: items.length, count: state.totalAssetsCount })}
          </Typography.Text>
          <Flex gap={8} align="center" wrap justify="center">
            {items.length < state.totalAssetsCount ? (
              <Button
                loading={status === 'loading-more'}
                onClick={() => dispatch(list.assetsMoreRequested())}
              >
                {t('list.loadMoreButton')}
              </Button>
            ) : null}
            <Select<number>
              aria-label={t('list.rowsPerLoad')}
              value={view.size}
              onChange={view.sizeChanged}
              options={PAGE_SIZES.map((size) => ({
                value: size,
                label: t('list.perLoad', { count: size }),
              }))}
              style={{ minWidth: 130 }}
            />
          </Flex>
        </Flex>
      ) : null}
    </>
  );
}
