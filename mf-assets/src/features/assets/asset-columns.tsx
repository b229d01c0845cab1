/**
 * Columns of the asset list: fixed ones (name, serial, tag, state, type, branch, employee),
 * the user-selectable ones of SPEC.md section 3 and the row actions.
 */
import type { AssetListItem, AssetSortField } from '@itam/shared/contracts';
import { defineSelectableColumns, AssetStateTag, type SelectableColumn } from '@itam/shared/ui';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from '@itam/shared/router';
import type { AssetQuery } from './assets.slice';

type SortOrder = 'ascend' | 'descend' | null;

/** localStorage key of the user's column choice. */
export const ASSET_COLUMNS_STORAGE_KEY = 'itam.assets.columns';

/** SPEC.md section 3: display name, path, type and mapId; unchecked by default. */
export const ASSET_SELECTABLE_COLUMNS: SelectableColumn[] = defineSelectableColumns([
  {
    mapId: 'dateOfPurchase',
    displayName: 'Date of Purchase',
    path: 'dateOfPurchase',
    type: 'date',
  },
  { mapId: 'invoiceId', displayName: 'Invoice ID', path: 'invoiceId.invoiceId', type: 'text' },
  { mapId: 'createdAt', displayName: 'Created Date', path: 'createdAt', type: 'date' },
  { mapId: 'dateOfAssign', displayName: 'Date of Assign', path: 'dateOfAssign', type: 'date' },
  { mapId: 'price', displayName: 'Price', path: 'price', type: 'int', format: 'money' },
  {
    mapId: 'warrantyRemaining',
    displayName: 'Warranty Remaining',
    path: 'warrantyRemaining',
    type: 'date',
  },
  { mapId: 'imei', displayName: 'IMEI', path: 'imei', type: 'int' },
  { mapId: 'vendor', displayName: 'Vendor', path: 'vendor', type: 'text' },
  { mapId: 'branchId', displayName: 'Branch ID', path: 'officeId.branchId', type: 'text' },
  { mapId: 'employeeId', displayName: 'Employee ID', path: 'employee.id', type: 'text' },
]);

/** Selectable columns the server can sort by (ASSET_SORT_FIELDS). */
const SORTABLE_SELECTABLE: Partial<Record<string, AssetSortField>> = {
  dateOfPurchase: 'dateOfPurchase',
  createdAt: 'createdAt',
  dateOfAssign: 'dateOfAssign',
  price: 'price',
  warrantyRemaining: 'warrantyRemaining',
};

export function sortFieldOfColumn(key: string | undefined): AssetSortField | null {
  if (!key) return null;
  if (key === 'name' || key === 'serialNumber' || key === 'state') return key;
  return SORTABLE_SELECTABLE[key] ?? null;
}

function orderOf(query: AssetQuery, field: AssetSortField): SortOrder {
  if (query.sortBy !== field) return null;
  return query.sortOrder === 'asc' ? 'ascend' : 'descend';
}

/** Sort settings for a selectable column (DataTable's selectableColumnProps). */
export function selectableSortProps(query: AssetQuery) {
  return (column: SelectableColumn) => {
    const field = SORTABLE_SELECTABLE[column.mapId];
    return field ? { sorter: true, sortOrder: orderOf(query, field) } : {};
  };
}

export function columnTitle(t: TFunction) {
  return (column: SelectableColumn) =>
    t(`list.selectable.${column.mapId}`, { defaultValue: column.displayName });
}

export function fixedAssetColumns(
  t: TFunction,
  query: AssetQuery,
  /** The name links to the asset's page (its detail, editable with asset.edit). */
  linkToDetail: boolean,
): TableColumnsType<AssetListItem> {
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('list.columns.name'),
      width: 220,
      ellipsis: true,
      sorter: true,
      sortOrder: orderOf(query, 'name'),
      render: (name: string, asset) =>
        linkToDetail ? <Link to={`/assets/edit/${asset._id}`}>{name}</Link> : name,
    },
    {
      key: 'serialNumber',
      dataIndex: 'serialNumber',
      title: t('list.columns.serialNumber'),
      width: 160,
      ellipsis: true,
      sorter: true,
      sortOrder: orderOf(query, 'serialNumber'),
    },
    { key: 'tag', dataIndex: 'tag', title: t('list.columns.tag'), width: 120, ellipsis: true },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('list.columns.state'),
      width: 150,
      sorter: true,
      sortOrder: orderOf(query, 'state'),
      render: (state: AssetListItem['state']) => <AssetStateTag state={state} />,
    },
    {
      key: 'assetType',
      title: t('list.columns.assetType'),
      width: 130,
      render: (_, asset) => asset.assetType?.name,
    },
    {
      key: 'branch',
      title: t('list.columns.branch'),
      width: 160,
      ellipsis: true,
      render: (_, asset) => asset.officeId?.name,
    },
    {
      key: 'employee',
      title: t('list.columns.employee'),
      width: 170,
      ellipsis: true,
      render: (_, asset) => asset.employee?.name,
    },
  ];
}
