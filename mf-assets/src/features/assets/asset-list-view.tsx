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
import { DataTable, LoadError, useSelectableColumns } from '@itam/shared/ui';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@itam/shared/i18n';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useCanPrintLabels } from '../../common/print-labels-button';
import { useGetAssetTypesQuery } from '../asset-form/api/get-asset-types';
import {
  ASSET_COLUMNS_STORAGE_KEY,
  ASSET_SELECTABLE_COLUMNS,
  columnTitle,
  fixedAssetColumns,
  selectableSortProps,
} from './asset-columns';
import {
  EmptyList,
  ListBulkBar,
  LoadMore,
  tableChangeHandler,
  useTrailingColumns,
} from './asset-list-parts';
import { AssetListToolbar, hasActiveFilters } from './asset-list-toolbar';
import { PAGE_SIZES } from './asset-list-url';
import { selectAssets } from './assets.selectors';
import * as list from './assets.slice';
import { useAssetListUrl, type AssetListUrlState } from './use-asset-list-url';

type SelectableColumns = ReturnType<typeof useSelectableColumns>;
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

/** The search, filters and view controls, their choices (types, branches) read here. */
function BoundToolbar({
  view,
  chosen,
  fixed,
  canOpen,
}: {
  view: AssetListUrlState;
  chosen: SelectableColumns;
  fixed: boolean;
  canOpen: boolean;
}) {
  const { pagingMode } = useAppSelector(selectAssets);
  const locations = useAppSelector(selectLocations);
  // The type filter's choices are the register's: a role without asset view lists only its
  // own assets and may not read them (the server would refuse).
  const assetTypes = useGetAssetTypesQuery(undefined, { skip: !canOpen });
  return (
    <AssetListToolbar
      query={view.query}
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
  );
}

/** Numbered pages (with the page size), or none when the list loads more instead. */
function paginationOf(
  view: AssetListUrlState,
  pagingMode: list.PagingMode,
  total: number,
  t: TFunction,
): TablePaginationConfig | false {
  return pagingMode === 'pages'
    ? {
        current: view.page,
        pageSize: view.size,
        total,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZES],
        showTotal: (count) => t('list.total', { count }),
      }
    : false;
}

/** The table's width: its fixed and action columns, 160 per chosen column, the selection. */
function useTableWidth(
  columns: TableColumnsType<AssetListItem>,
  trailing: TableColumnsType<AssetListItem>,
  chosen: SelectableColumns['columns'],
): number {
  return useMemo(
    () =>
      [...columns, ...trailing].reduce((sum, c) => sum + Number(c.width ?? 0), 0) +
      chosen.filter((c) => c.checked).length * 160 +
      48,
    [columns, trailing, chosen],
  );
}

/** The virtual table: fixed, chosen and action columns, selection, paging and sort. */
function AssetTable({
  view,
  chosen,
  fixed,
  rowActions,
  emptyText,
  can,
}: {
  view: AssetListUrlState;
  chosen: SelectableColumns;
  fixed: boolean;
  rowActions?: AssetListViewProps['rowActions'];
  emptyText?: string;
  can: { open: boolean; select: boolean };
}) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAssets);
  const { query } = view;
  const { status, items } = state;
  const columns = useMemo(() => fixedAssetColumns(t, query, can.open), [t, query, can.open]);
  const trailing = useTrailingColumns(rowActions);
  const width = useTableWidth(columns, trailing, chosen.columns);
  const filtered = hasActiveFilters({ ...query, states: fixed ? [] : query.states });
  const empty = <EmptyList filtered={filtered} emptyText={emptyText} />;
  return (
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
      title={() => t(can.open ? 'list.caption' : 'list.mine.title')}
      rowSelection={
        can.select
          ? {
              selectedRowKeys: state.selectedIds,
              onChange: (keys) => dispatch(list.assetsSelectionChanged(keys.map(String))),
              columnWidth: 48,
            }
          : undefined
      }
      pagination={paginationOf(view, state.pagingMode, state.totalAssetsCount, t)}
      onChange={tableChangeHandler(view)}
    />
  );
}

export function AssetListView({
  scope,
  fixedStates = NO_STATES,
  rowActions,
  emptyText,
  reserved,
}: AssetListViewProps) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAssets);
  // The asset's page is its detail too (read-only without asset.edit): every reader gets the link.
  const canOpen = useIsAllowed(ASSET_PERMISSIONS.view);
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.edit);
  const canDelete = useIsAllowed(ASSET_PERMISSIONS.delete);
  const canPrint = useCanPrintLabels();
  const chosen = useSelectableColumns(ASSET_COLUMNS_STORAGE_KEY, ASSET_SELECTABLE_COLUMNS);
  const view = useAssetListUrl(scope, fixedStates, reserved);
  const { pagingMode, status, items } = state;
  const fixed = fixedStates.length > 0;
  return (
    <>
      <BoundToolbar view={view} chosen={chosen} fixed={fixed} canOpen={canOpen} />
      {status === 'failed' ? (
        <LoadError
          title={t('list.loadFailed')}
          description={state.error}
          style={{ marginBottom: 12 }}
          onRetry={() => dispatch(list.assetsReloadRequested())}
        />
      ) : null}
      <ListBulkBar canDelete={canDelete} canEdit={canEdit} canPrint={canPrint} />
      <AssetTable
        view={view}
        chosen={chosen}
        fixed={fixed}
        rowActions={rowActions}
        emptyText={emptyText}
        can={{ open: canOpen, select: canEdit || canDelete || canPrint }}
      />
      {pagingMode === 'load-more' ? (
        <LoadMore
          shown={items.length}
          total={state.totalAssetsCount}
          loading={status === 'loading-more'}
          size={view.size}
          onSizeChange={view.sizeChanged}
        />
      ) : null}
    </>
  );
}
