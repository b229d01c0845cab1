/**
 * `/products/shopping-cart`: the caller's cart, kept on the server (it survives a reload and
 * another device): quantities, removal, whom the order is for (oneself, or another employee
 * picked by name) and the business reason, both saved with the cart; "Review the order" goes
 * on to /confirm-order.
 */
import { useState } from 'react';
import { Alert, Flex } from '@itam/shared/antd';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { EmptyState, LoadError, PageHeader, Panel, ScreenRoot } from '@itam/shared/ui';
import type { Cart, CartItem } from '@itam/shared/contracts/shop';
import { answerOf } from '../../common/shop-server-api';
import { errorText } from '../../common/error-text';
import { useShopCartQuery } from './api/get-cart';
import { useShopRemoveFromCartMutation } from './api/remove-from-cart';
import { useShopSetCartQuantityMutation } from './api/set-cart-quantity';
import { CartLines } from './cart-lines';
import { OrderDetailsForm } from './order-details-form';
import { draftOf } from './order-draft';

export function CartScreen() {
  const { t } = useTranslation('shop');
  const loaded = answerOf(useShopCartQuery());
  const cart = loaded.data;
  const [setQuantity, quantityWrite] = useShopSetCartQuantityMutation();
  const [removeLine, removal] = useShopRemoveFromCartMutation();
  const busy = quantityWrite.isLoading || removal.isLoading;
  const [error, setError] = useState<string | null>(null);

  // The written cart replaces the kept one (the write's answer), so the lines show it at once.
  const change = async (work: () => { unwrap: () => Promise<Cart> }) => {
    setError(null);
    try {
      await work().unwrap();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={t('screens.shoppingCart.title')}
        description={t('screens.shoppingCart.description')}
        extra={<Link to={ROUTES.productsShop}>{t('cart.continue')}</Link>}
      />
      {loaded.error && !cart ? (
        <LoadError
          title={t('cart.loadFailed')}
          description={errorText(t, loaded.rawError)}
          onRetry={loaded.retry}
        />
      ) : !cart ? (
        <EmptyState compact title={t('common.loading')} />
      ) : cart.items.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          action={<Link to={ROUTES.productsShop}>{t('cart.goShopping')}</Link>}
        />
      ) : (
        <Flex vertical gap={16}>
          {error ? <Alert type="error" showIcon title={error} /> : null}
          <Panel>
            <CartLines
              cart={cart}
              busy={busy}
              onQuantity={(item: CartItem, quantity) =>
                void change(() => setQuantity({ productId: item.product._id, quantity }))
              }
              onRemove={(item) => void change(() => removeLine(item.product._id))}
            />
          </Panel>
          <OrderDetailsForm initial={draftOf(cart)} />
        </Flex>
      )}
    </ScreenRoot>
  );
}

export default CartScreen;
