/**
 * `/products`: the catalogue page, and the shop's orders as its views (SPEC.md has no route
 * for them): the catalogue, the caller's orders with where each stands, the approval queue
 * (approvers) and every order to fulfil (IT). The view and the open order are in the URL.
 */
import { Tabs } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { SHOP_PERMISSIONS } from '../../common/permissions';
import { OrdersPanel } from '../orders/orders-panel';
import { PRODUCTS_DEFAULTS, PRODUCTS_URL, type ProductsView } from '../orders/orders-url';
import { ProductBrowser } from '../shop/product-browser';

export function ProductsScreen() {
  const { t } = useTranslation('shop');
  const canOrder = useIsAllowed(SHOP_PERMISSIONS.order);
  const canView = useIsAllowed(SHOP_PERMISSIONS.orderView);
  const canApprove = useIsAllowed(SHOP_PERMISSIONS.approve);
  const canFulfil = useIsAllowed(SHOP_PERMISSIONS.fulfil);
  const [url, setUrl] = useUrlListState(PRODUCTS_URL, PRODUCTS_DEFAULTS);
  const views: ProductsView[] = [
    'catalogue',
    ...(canOrder || canView || canFulfil ? (['orders'] as const) : []),
    ...(canApprove ? (['approvals'] as const) : []),
    ...(canFulfil ? (['fulfilment'] as const) : []),
  ];
  const view = views.includes(url.view) ? url.view : 'catalogue';
  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={t('screens.products.title')}
        description={t('screens.products.description')}
      />
      <Tabs
        activeKey={view}
        onChange={(key) =>
          setUrl({ view: key as ProductsView, order: null, status: null, opage: 1 })
        }
        items={views.map((key) => ({
          key,
          label: t(`views.${key}`),
          children:
            key === 'catalogue' ? (
              <ProductBrowser canOrder={canOrder} />
            ) : (
              <OrdersPanel view={key} />
            ),
        }))}
        destroyOnHidden
      />
    </ScreenRoot>
  );
}

export default ProductsScreen;
