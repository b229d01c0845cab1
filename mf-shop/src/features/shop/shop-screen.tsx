/**
 * `/products/shop`: the IT shop. Products as cards with their picture, price and live
 * availability (in stock now, or the expected delivery), browsed by search, category,
 * kind, price range and stock, sorted and paged, all in the URL; each adds to the cart.
 */
import { Button } from '@itam/shared/antd';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { SHOP_PERMISSIONS } from '../../common/permissions';
import { ProductBrowser } from './product-browser';

export function ShopScreen() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const canOrder = useIsAllowed(SHOP_PERMISSIONS.order);
  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={t('screens.productsShop.title')}
        description={t('screens.productsShop.description')}
        extra={<Button onClick={() => navigate(ROUTES.shoppingCart)}>{t('cart.open')}</Button>}
      />
      <ProductBrowser canOrder={canOrder} />
    </ScreenRoot>
  );
}

export default ShopScreen;
