/**
 * `/product`: the catalogue editor (shop_catalogue edit). Every product, retired ones on
 * request, searched and paged in the URL, each with its price, stock and state; a product
 * opens in the form (its id in the URL, or `new`) with its pictures once it exists; retire
 * takes it out of the shop (orders placed keep it), restore puts it back. Its settings tab
 * (`?tab=settings`) holds the shop's price limit and approvers (shop-settings.tsx).
 */
import { useState } from 'react';
import { Button } from '@itam/shared/antd';
import { Tabs } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, PageHeader, ScreenRoot } from '@itam/shared/ui';
import { SHOP_PERMISSIONS } from '../../common/permissions';
import { EditProduct } from './edit-product';
import { EDITOR_DEFAULTS, EDITOR_TABS, EDITOR_URL, type EditorTab } from './editor-url';
import { ProductTable } from './product-table';
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

export default CatalogueEditorScreen;
