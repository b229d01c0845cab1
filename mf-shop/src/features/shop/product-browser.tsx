/**
 * The catalogue as cards, browsed through the URL (./shop-url.ts): search, category, kind,
 * price range, in stock only, sort and page. The shop (/products/shop) and the catalogue
 * page (/products) both show it; a role that may order adds to its cart from each card.
 */
import { Flex, theme } from '@itam/shared/antd';
import { Input, Pagination, Select, Switch } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { EmptyState, FilterBar, LoadError, Text } from '@itam/shared/ui';
import {
  PRODUCT_KINDS,
  PRODUCT_SORTS,
  type ProductKind,
  type ProductSort,
} from '@itam/shared/contracts/shop';
import { errorText } from '../../common/error-text';
import { answerOf } from '../../common/shop-server-api';
import { useShopCategoriesQuery } from './api/list-categories';
import { useShopProductsQuery } from './api/list-products';
import { ProductCard } from './product-card';
import { SHOP_DEFAULTS, SHOP_PAGE_SIZES, SHOP_URL, type ShopUrl } from './shop-url';

export function ProductBrowser({ canOrder }: { canOrder: boolean }) {
  const { t } = useTranslation('shop');
  const { token } = theme.useToken();
  const [url] = useUrlListState(SHOP_URL, SHOP_DEFAULTS);
  const page = answerOf(
    useShopProductsQuery({
      search: url.search,
      categoryId: url.category ?? undefined,
      kind: url.kind ?? undefined,
      minPricePaise: url.min === null ? null : url.min * 100,
      maxPricePaise: url.max === null ? null : url.max * 100,
      inStock: url.stock === '1',
      sort: url.sort,
      limit: url.size,
      pageNumber: url.page - 1,
    }),
  );
  const active = [url.search, url.category, url.kind, url.min, url.max, url.stock].filter(
    (v) => v !== null && v !== '',
  ).length;
  const products = page.data?.products ?? [];

  return (
    <Flex vertical gap={12}>
      <ProductFilters loading={page.loading} active={active} />
      {page.error ? (
        <LoadError
          title={t('browse.loadFailed')}
          description={errorText(t, page.rawError)}
          onRetry={page.retry}
        />
      ) : !page.loading && products.length === 0 ? (
        <EmptyState title={active ? t('browse.emptyFiltered') : t('browse.empty')} />
      ) : (
        <section aria-label={t('browse.results')} aria-busy={page.loading}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              gap: token.margin,
            }}
          >
            {products.map((product) => (
              <ProductCard key={product._id} product={product} canOrder={canOrder} />
            ))}
          </div>
        </section>
      )}
      {page.data && page.data.total > 0 ? <BrowserPages total={page.data.total} /> : null}
    </Flex>
  );
}

/** The catalogue's filters and sort, in the URL; a change goes back to the first page. */
function ProductFilters({ loading, active }: { loading: boolean; active: number }) {
  const { t } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(SHOP_URL, SHOP_DEFAULTS);
  const categories = answerOf(useShopCategoriesQuery());
  const filter = (change: Partial<ShopUrl>) => setUrl({ ...change, page: 1 });
  return (
    <FilterBar
      label={t('browse.filters')}
      activeCount={active}
      onReset={() =>
        filter({ search: '', category: null, kind: null, min: null, max: null, stock: null })
      }
      loading={loading}
    >
      <Input.Search
        key={`search-${url.search}`}
        aria-label={t('browse.search')}
        placeholder={t('browse.search')}
        defaultValue={url.search}
        allowClear
        style={{ width: 240, maxWidth: '100%' }}
        onSearch={(value) => filter({ search: value })}
      />
      <Select<string | null>
        aria-label={t('browse.category')}
        allowClear
        placeholder={t('browse.allCategories')}
        style={{ width: 220, maxWidth: '100%' }}
        value={url.category}
        loading={categories.loading}
        options={(categories.data ?? []).map((c) => ({
          value: c._id,
          label: t('browse.categoryCount', { name: c.name, count: c.productCount }),
        }))}
        onChange={(value) => filter({ category: value ?? null })}
      />
      <Select<ProductKind | null>
        aria-label={t('browse.kind')}
        allowClear
        placeholder={t('browse.allKinds')}
        style={{ width: 160, maxWidth: '100%' }}
        value={url.kind}
        options={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        onChange={(value) => filter({ kind: value ?? null })}
      />
      <PriceRange />
      <Select<ProductSort>
        aria-label={t('browse.sort')}
        style={{ width: 200, maxWidth: '100%' }}
        value={url.sort}
        options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`browse.sorts.${s}`) }))}
        onChange={(value) => setUrl({ sort: value, page: 1 })}
      />
    </FilterBar>
  );
}

/** The lowest and highest price in whole rupees (applied when the field is left), and in stock only. */
function PriceRange() {
  const { t } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(SHOP_URL, SHOP_DEFAULTS);
  const filter = (change: Partial<ShopUrl>) => setUrl({ ...change, page: 1 });
  return (
    <>
      <InputNumber<number>
        key={`min-${url.min}`}
        aria-label={t('browse.minPrice')}
        placeholder={t('browse.minPrice')}
        min={0}
        precision={0}
        defaultValue={url.min ?? undefined}
        style={{ width: 150 }}
        onBlur={(event) => {
          const value = event.target.value.replace(/[^\d]/g, '');
          const next = value ? Number(value) : null;
          if (next !== url.min) filter({ min: next });
        }}
      />
      <InputNumber<number>
        key={`max-${url.max}`}
        aria-label={t('browse.maxPrice')}
        placeholder={t('browse.maxPrice')}
        min={0}
        precision={0}
        defaultValue={url.max ?? undefined}
        style={{ width: 150 }}
        onBlur={(event) => {
          const value = event.target.value.replace(/[^\d]/g, '');
          const next = value ? Number(value) : null;
          if (next !== url.max) filter({ max: next });
        }}
      />
      <Flex align="center" gap={6}>
        <Switch
          id="shop-in-stock"
          checked={url.stock === '1'}
          onChange={(on) => filter({ stock: on ? '1' : null })}
        />
        <label htmlFor="shop-in-stock">{t('browse.inStockOnly')}</label>
      </Flex>
    </>
  );
}

/** The number of products, and the pages with their size. */
function BrowserPages({ total }: { total: number }) {
  const { t } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(SHOP_URL, SHOP_DEFAULTS);
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Text>{t('browse.total', { count: total })}</Text>
      <Pagination
        current={url.page}
        pageSize={url.size}
        total={total}
        showSizeChanger
        pageSizeOptions={SHOP_PAGE_SIZES.map(String)}
        onChange={(current, pageSize) => {
          const size = pageSize as ShopUrl['size'];
          setUrl({ page: size === url.size ? current : 1, size });
        }}
      />
    </Flex>
  );
}
