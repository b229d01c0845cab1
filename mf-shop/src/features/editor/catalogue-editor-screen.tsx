/**
 * `/product`: the catalogue editor (shop_catalogue edit). Every product, retired ones on
 * request, searched and paged in the URL, each with its price, stock and state; a product
 * opens in the form (its id in the URL, or `new`) with its pictures once it exists; retire
 * takes it out of the shop (orders placed keep it), restore puts it back. Its settings tab
 * (`?tab=settings`) holds the shop's price limit and approvers (shop-settings.tsx).
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select, Tabs } from '@itam/shared/antd-data';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  DataTable,
  EmptyState,
  FilterBar,
  LoadError,
  PageHeader,
  Panel,
  ReadableTag,
  ScreenRoot,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import type { Product } from '@itam/shared/contracts/shop';
import { getProduct, listProducts, retireProduct } from '../../api/shop-api';
import { AvailabilityTag } from '../../common/availability';
import { errorText } from '../../common/error-text';
import { formatPaise } from '../../common/money';
import { SHOP_PERMISSIONS } from '../../common/permissions';
import { useApiData } from '../../common/use-api-data';
import { productHref } from '../shop/shop-url';
import {
  EDITOR_DEFAULTS,
  EDITOR_PAGE_SIZE,
  EDITOR_TABS,
  EDITOR_URL,
  type EditorTab,
  type EditorUrl,
} from './editor-url';
import { draftOf, NEW_PRODUCT } from './product-draft';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';
import { ShopSettingsPanel } from './shop-settings';

export function CatalogueEditorScreen() {
  const { t } = useTranslation('shop');
  const canEdit = useIsAllowed(SHOP_PERMISSIONS.catalogue);
  const [url, setUrl] = useUrlListState(EDITOR_URL, EDITOR_DEFAULTS);
  // A product just created opens under its id (a fresh form) still saying it was saved.
  const [created, setCreated] = useState<string | null>(null);
  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={t('screens.product.title')}
        description={t('screens.product.description')}
        extra={
          canEdit && url.tab === 'products' && !url.edit ? (
            <Button type="primary" onClick={() => setUrl({ edit: 'new' })}>
              {t('editor.new')}
            </Button>
          ) : null
        }
      />
      <Tabs
        activeKey={url.tab}
        onChange={(key) => setUrl({ tab: key as EditorTab })}
        items={EDITOR_TABS.map((key) => ({
          key,
          label: t(`editor.tabs.${key}`),
          children:
            key === 'settings' ? (
              <ShopSettingsPanel />
            ) : !canEdit ? (
              <EmptyState title={t('editor.notAllowed')} />
            ) : url.edit ? (
              <EditProduct
                key={url.edit}
                id={url.edit}
                justCreated={created === url.edit}
                onCreated={(product) => {
                  setCreated(product._id);
                  setUrl({ edit: product._id }, { history: 'replace' });
                }}
                onClose={() => setUrl({ edit: null })}
              />
            ) : (
              <ProductTable />
            ),
        }))}
        destroyOnHidden
      />
    </ScreenRoot>
  );
}

interface EditProductProps {
  id: string;
  justCreated: boolean;
  onCreated: (product: Product) => void;
  onClose: () => void;
}

function EditProduct({ id, justCreated, onCreated, onClose }: EditProductProps) {
  const { t } = useTranslation('shop');
  const isNew = id === 'new';
  const loaded = useApiData(() => (isNew ? Promise.resolve(null) : getProduct(id)), [id]);
  const [changed, setChanged] = useState<Product | null>(null);
  const [saved, setSaved] = useState(justCreated);
  const product = changed ?? loaded.data;
  if (loaded.error)
    return (
      <LoadError
        title={t('product.loadFailed')}
        description={errorText(t, loaded.rawError)}
        onRetry={loaded.reload}
      />
    );
  if (!isNew && !product) return <EmptyState compact title={t('common.loading')} />;
  return (
    <Flex vertical gap={16}>
      <Panel
        title={
          <h2 style={{ margin: 0, fontSize: 16 }}>
            {product ? t('editor.editing', { name: product.name }) : t('editor.new')}
          </h2>
        }
        extra={product ? <Link to={productHref(product._id)}>{t('editor.view')}</Link> : null}
      >
        {saved ? (
          <Text role="status" style={{ display: 'block', marginBottom: 8 }}>
            {t('editor.saved')}
          </Text>
        ) : null}
        <ProductForm
          productId={product?._id ?? null}
          initial={product ? draftOf(product) : NEW_PRODUCT}
          onSaved={(next) => {
            if (isNew) {
              onCreated(next);
              return;
            }
            setChanged(next);
            setSaved(true);
          }}
          onCancel={onClose}
        />
      </Panel>
      {product ? (
        <Panel>
          <ProductPictures product={product} onChange={setChanged} />
        </Panel>
      ) : (
        <Text type="secondary">{t('editor.picturesAfterCreate')}</Text>
      )}
    </Flex>
  );
}

function ProductTable() {
  const { t, i18n } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(EDITOR_URL, EDITOR_DEFAULTS);
  const page = useApiData(
    () =>
      listProducts({
        search: url.search,
        retired: url.retired ?? 'false',
        sort: 'name',
        limit: EDITOR_PAGE_SIZE,
        pageNumber: url.page - 1,
      }),
    [url.search, url.retired, url.page],
  );
  const [rowError, setRowError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const toggle = async (product: Product) => {
    setBusyId(product._id);
    setRowError(null);
    try {
      await retireProduct(product._id, !product.retired);
      page.reload();
    } catch (failure) {
      setRowError(errorText(t, failure));
    } finally {
      setBusyId(null);
    }
  };
  const language = i18n.language;
  const columns: TableColumnsType<Product> = [
    {
      key: 'name',
      title: t('editor.columns.name'),
      width: 260,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setUrl({ edit: row._id })}
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
          onClick={() => void toggle(row)}
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
  return (
    <Flex vertical gap={12}>
      <FilterBar
        label={t('editor.filters')}
        activeCount={(url.search ? 1 : 0) + (url.retired ? 1 : 0)}
        onReset={() => setUrl({ search: '', retired: null, page: 1 })}
        loading={page.loading}
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
      {rowError ? (
        <Text type="danger" role="alert">
          {rowError}
        </Text>
      ) : null}
      {page.error ? (
        <LoadError
          title={t('browse.loadFailed')}
          description={errorText(t, page.rawError)}
          onRetry={page.reload}
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

export default CatalogueEditorScreen;
