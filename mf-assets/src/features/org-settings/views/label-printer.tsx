/**
 * Choose assets and print their QR labels: a search over the company's assets (the asset
 * list's endpoint), the chosen ones, and a PDF sheet downloaded at exact label size
 * (common/print-labels-button.tsx).
 */
import { useState } from 'react';
import { Flex } from '@itam/shared/antd';
import { Input, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { ScrollRegion } from '@itam/shared/ui';
import { answerOf } from '../../../common/assets-api';
import { useSearchLabelAssetsQuery, type LabelAsset } from '../api/search-label-assets';
import { PrintLabelsButton } from '../../../common/print-labels-button';

export function LabelPrinter() {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LabelAsset[]>([]);
  const results = answerOf(useSearchLabelAssetsQuery(search.trim()));
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
