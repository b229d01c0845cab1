/**
 * `/assets`: the company's assets from GET /api/assets/get-assets with server-side
 * pagination (page size 10), through the `assets` slice and saga of this remote.
 */
import { DEFAULT_ASSET_PAGE_SIZE } from '@itam/shared/contracts';
import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { Table } from '@itam/shared/antd-data';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetColumns } from './asset-columns';
import { selectAssets } from './assets.selectors';
import { assetsPageRequested } from './assets.slice';

export default function AssetListScreen() {
  const { t, i18n } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const { items, totalAssetsCount, pageNumber, limit, status } = useAppSelector(selectAssets);
  const columns = useMemo(() => assetColumns(t, i18n.language), [t, i18n.language]);

  useEffect(() => {
    dispatch(assetsPageRequested({ pageNumber: 0, limit: DEFAULT_ASSET_PAGE_SIZE }));
  }, [dispatch]);

  return (
    <ScreenRoot remoteId="assets">
      <PageHeader title={t('screens.assets.title')} description={t('screens.assets.description')} />
      <Table
        rowKey="_id"
        columns={columns}
        dataSource={items}
        loading={status === 'loading'}
        locale={{ emptyText: t('list.empty') }}
        title={() => t('list.caption')}
        pagination={{
          current: pageNumber + 1,
          pageSize: limit,
          total: totalAssetsCount,
          showSizeChanger: false,
          showTotal: (total) => t('list.total', { count: total }),
        }}
        onChange={(pagination) =>
          dispatch(assetsPageRequested({ pageNumber: (pagination.current ?? 1) - 1, limit: DEFAULT_ASSET_PAGE_SIZE }))
        }
      />
    </ScreenRoot>
  );
}
