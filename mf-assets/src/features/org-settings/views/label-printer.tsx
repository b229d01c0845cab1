/**
 * Choose assets and print their QR labels: a search over the company's assets (the asset
 * list's endpoint), the chosen ones, and a PDF sheet downloaded at exact label size.
 * Also used with a fixed set of assets (a purchase order's received assets).
 */
import { useState } from 'react';
import { expectSuccess, http, downloadByLink } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type AssetListItem,
  type GetAssetsResponse,
} from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { ScrollRegion } from '@itam/shared/ui';
import { QrcodeOutlined } from '@itam/shared/icons';
import { useApiData } from '../../../common/use-api-data';
import { printTagLabels } from '../api/types-tags-api';
import { messageOf } from './view-parts';

type LabelAsset = Pick<AssetListItem, '_id' | 'name' | 'tag'>;

async function searchAssets(search: string): Promise<LabelAsset[]> {
  const page = expectSuccess(
    await http.get<GetAssetsResponse>(ASSET_API_PATHS.list, {
      params: { pageNumber: 0, limit: 20, ...(search ? { search } : {}) },
    }),
  );
  return page.assets;
}

/** The Print labels button of a set of assets: downloads `asset-labels.pdf`. */
export function PrintLabelsButton({ assetIds, label }: { assetIds: string[]; label?: string }) {
  const { t } = useTranslation('assets');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const print = async () => {
    setState({ busy: true, error: null });
    try {
      const pdf = await printTagLabels(assetIds);
      const url = URL.createObjectURL(pdf);
      downloadByLink(url, 'asset-labels.pdf');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({ busy: false, error: messageOf(failure) });
    }
  };
  return (
    <Flex vertical gap={8}>
      <Button
        type="primary"
        icon={<QrcodeOutlined aria-hidden />}
        disabled={!assetIds.length}
        loading={state.busy}
        onClick={() => void print()}
      >
        {label ?? t('org.labels.print', { count: assetIds.length })}
      </Button>
      {state.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('org.labels.failed')}
          description={state.error}
        />
      ) : null}
    </Flex>
  );
}

export function LabelPrinter() {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LabelAsset[]>([]);
  const results = useApiData(() => searchAssets(search.trim()), [search]);
  const chosenIds = chosen.map((a) => a._id);
  return (
    <Flex vertical gap={12}>
      <Input.Search
        aria-label={t('org.labels.search')}
        placeholder={t('org.labels.search')}
        allowClear
        onSearch={(value) => setSearch(value)}
        style={{ maxWidth: 360 }}
      />
      <ScrollRegion label={t('org.labels.title')}>
        <Table<LabelAsset>
          rowKey="_id"
          size="small"
          loading={results.loading}
          dataSource={results.data ?? []}
          pagination={false}
          rowSelection={{
            selectedRowKeys: chosenIds,
            getCheckboxProps: (asset) => ({ disabled: !asset.tag, 'aria-label': asset.name }),
            onSelect: (asset, selected) =>
              setChosen((list) =>
                selected ? [...list, asset] : list.filter((a) => a._id !== asset._id),
              ),
            onSelectAll: (selected, _rows, changed) =>
              setChosen((list) =>
                selected
                  ? [...list, ...changed.filter((a) => !list.some((c) => c._id === a._id))]
                  : list.filter((a) => !changed.some((c) => c._id === a._id)),
              ),
          }}
          columns={[
            {
              key: 'tag',
              title: t('org.labels.tag'),
              dataIndex: 'tag',
              render: (tag: string | null) => tag ?? t('org.labels.noTag'),
            },
            { key: 'name', title: t('org.labels.name'), dataIndex: 'name' },
          ]}
        />
      </ScrollRegion>
      <span role="status">{t('org.labels.chosen', { count: chosen.length })}</span>
      <PrintLabelsButton assetIds={chosenIds} />
    </Flex>
  );
}
