import type { AssetListItem } from '@itam/shared/contracts';
import { Tag } from '@itam/shared/antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Columns of the asset list; titles and states from the `assets` namespace. */
export function assetColumns(t: TFunction, language: string): TableColumnsType<AssetListItem> {
  const date = language === 'hi' ? new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium' }) : dateFormat;
  return [
    { key: 'name', dataIndex: 'name', title: t('list.columns.name') },
    { key: 'serialNumber', dataIndex: 'serialNumber', title: t('list.columns.serialNumber') },
    { key: 'tag', dataIndex: 'tag', title: t('list.columns.tag') },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('list.columns.state'),
      render: (state: AssetListItem['state']) => <Tag>{t(`states.${state}`)}</Tag>,
    },
    { key: 'assetType', title: t('list.columns.assetType'), render: (_, asset) => asset.assetType?.name },
    { key: 'branch', title: t('list.columns.branch'), render: (_, asset) => asset.officeId?.branchId },
    { key: 'employee', title: t('list.columns.employee'), render: (_, asset) => asset.employee?.name },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('list.columns.createdAt'),
      render: (value: string) => date.format(new Date(value)),
    },
  ];
}
