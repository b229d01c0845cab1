/**
 * The catalogue editor's list: every product (retired ones on request), searched and paged
 * in the URL, each with its price, stock and state; retire takes one out of the shop (orders
 * placed keep it), restore puts it back, and the list reads again (./api/retire-product.ts).
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import {
  DataTable,
  EmptyState,
  FilterBar,
  LoadError,
  ReadableTag,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import type { Product } from '@itam/shared/contracts/shop';
import { AvailabilityTag } from '../../common/availability';
import { answerOf } from '../../common/shop-server-api';
import { errorText } from '../../common/error-text';
import { formatPaise } from '../../common/money';
import { useShopProductsQuery } from '../shop/api/list-products';
import { useShopRetireProductMutation } from './api/retire-product';
import { EDITOR_DEFAULTS, EDITOR_PAGE_SIZE, EDITOR_URL, type EditorUrl } from './editor-url';

export function ProductTable() {
  const { t, i18n } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(EDITOR_URL, EDITOR_DEFAULTS);
  const page = answerOf(
    useShopProductsQuery({
      search: url.search,
      retired: url.retired ?? 'false',
      sort: 'name',
      limit: EDITOR_PAGE_SIZE,
      pageNumber: url.page - 1,
    }),
  );
  const { rowError, busyId, toggle } = useRetireToggle();
  const columns = [
    ...infoColumns(t, i18n.language, (row) => setUrl({ edit: row._id })),
    ...stateColumns(t, busyId, (row) => void toggle(row)),
  ];
  return (
    <Flex vertical gap={12}>
      <ProductFilters loading={page.loading} />
      {rowError ? (
        <Text type="danger" role="alert">
          {rowError}
        </Text>
      ) : null}
      {page.error ? (
        <LoadError
          title={t('browse.loadFailed')}
          description={errorText(t, page.rawError)}
          onRetry={page.retry}
        />
      ) : (
        <ScrollRegion label={t('editor.tableLabel')}>
          <DataTable<Product>
            rowKey="_id"
            style={{ minWidth: 1060 }}
            columns={columns}
            dataSource={page.data?.products ?? []}
            loading={page.loading}
            locale={{
              emptyText: page.loading ? ' ' : <EmptyState compact title={t('browse.empty')} />,
            }}
            pagination={{
              current: url.page,
              pageSize: EDITOR_PAGE_SIZE,
              total: page.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('browse.total', { count: total }),
            }}
            onChange={(pagination) => setUrl({ page: pagination.current ?? 1 })}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** The product's name (opens it in the form), category, kind, price and availability. */
function infoColumns(
  t: T,
  language: string,
  onEdit: (row: Product) => void,
): TableColumnsType<Product> {
  return [
    {
      key: 'name',
      title: t('editor.columns.name'),
      width: 260,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => onEdit(row)}
          aria-label={t('editor.edit', { name: row.name })}
        >
          {row.name}
        </Button>
      ),
    },
    {
      key: 'category',
      title: t('editor.columns.category'),
      width: 160,
      render: (_, row) => row.category.name,
    },
    {
      key: 'kind',
      title: t('editor.columns.kind'),
      width: 110,
      render: (_, row) => t(`kind.${row.kind}`),
    },
    {
      key: 'price',
      title: t('editor.columns.price'),
      width: 120,
      align: 'end',
      render: (_, row) => formatPaise(row.pricePaise, language),
    },
    {
      key: 'availability',
      title: t('editor.columns.availability'),
      width: 170,
      render: (_, row) => <AvailabilityTag availability={row.availability} />,
    },
  ];
}

/** Whether it is in the shop, and its retire or restore button. */
function stateColumns(
  t: T,
  busyId: string | null,
  onToggle: (row: Product) => void,
): TableColumnsType<Product> {
  return [
    {
      key: 'state',
      title: t('editor.columns.state'),
      width: 110,
      render: (_, row) =>
        row.retired ? (
          <ReadableTag color="default">{t('editor.retiredTag')}</ReadableTag>
        ) : (
          <ReadableTag color="green">{t('editor.inShopTag')}</ReadableTag>
        ),
    },
    {
      key: 'actions',
      title: t('editor.columns.actions'),
      width: 130,
      render: (_, row) => (
        <Button
          size="small"
          danger={!row.retired}
          loading={busyId === row._id}
          onClick={() => onToggle(row)}
          aria-label={
            row.retired
              ? t('editor.restoreNamed', { name: row.name })
              : t('editor.retireNamed', { name: row.name })
          }
        >
          {row.retired ? t('editor.restore') : t('editor.retire')}
        </Button>
      ),
    },
  ];
}

/** The list's search and whether retired products show, in the URL. */
function ProductFilters({ loading }: { loading: boolean }) {
  const { t } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(EDITOR_URL, EDITOR_DEFAULTS);
  return (
    <FilterBar
      label={t('editor.filters')}
      activeCount={(url.search ? 1 : 0) + (url.retired ? 1 : 0)}
      onReset={() => setUrl({ search: '', retired: null, page: 1 })}
      loading={loading}
    >
      <Input.Search
        key={`search-${url.search}`}
        aria-label={t('browse.search')}
        placeholder={t('browse.search')}
        defaultValue={url.search}
        allowClear
        style={{ width: 240, maxWidth: '100%' }}
        onSearch={(value) => setUrl({ search: value, page: 1 })}
      />
      <Select<'all' | 'true' | 'false'>
        aria-label={t('editor.show')}
        style={{ width: 220, maxWidth: '100%' }}
        value={url.retired ?? 'false'}
        options={[
          { value: 'false', label: t('editor.showInShop') },
          { value: 'all', label: t('editor.showAll') },
          { value: 'true', label: t('editor.showRetired') },
        ]}
        onChange={(value) =>
          setUrl({ retired: value === 'false' ? null : (value as EditorUrl['retired']), page: 1 })
        }
      />
    </FilterBar>
  );
}

/** Retire or restore a product from its row: busy meanwhile, a refusal above the table. */
function useRetireToggle() {
  const { t } = useTranslation('shop');
  const [retireProduct] = useShopRetireProductMutation();
  const [rowError, setRowError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const toggle = async (product: Product) => {
    setBusyId(product._id);
    setRowError(null);
    try {
      await retireProduct({ id: product._id, retire: !product.retired }).unwrap();
    } catch (failure) {
      setRowError(errorText(t, failure));
    } finally {
      setBusyId(null);
    }
  };
  return { rowError, busyId, toggle };
}
