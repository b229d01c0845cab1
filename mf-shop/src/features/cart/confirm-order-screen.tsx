/**
 * `/confirm-order`: the review before placing: the cart's lines at their current prices, for
 * whom and why (the details the cart screen saved with the cart on the server), and the
 * approvals it will go through (the manager, IT, and Finance above the company's price
 * limit). Placing it empties the cart, its details too, and shows the order where it stands.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { isApiError } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate } from '@itam/shared/router';
import type { Cart } from '@itam/shared/contracts/shop';
import { EmptyState, LoadError, PageHeader, Panel, ScreenRoot, Text } from '@itam/shared/ui';
import { answerOf } from '../../common/shop-server-api';
import { errorText } from '../../common/error-text';
import { orderHref } from '../orders/orders-url';
import { useShopCartQuery } from './api/get-cart';
import { useShopPlaceOrderMutation } from './api/place-order';
import { CartLines } from './cart-lines';
import { draftOf, type OrderDraft } from './order-draft';

const H = { margin: 0, fontSize: 16 } as const;
const NO_DRAFT: OrderDraft = { employee: null, businessReason: '' };

/**
 * Places the cart as the order (its details from the cart), then shows it; a refusal stays
 * on the screen, a retired product named.
 */
function usePlaceOrder(cart: Cart | null, draft: OrderDraft) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [placeOrder] = useShopPlaceOrderMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A product retired since it was added is named (the refusal's `cart.<i>` is its line). */
  const refusalText = (failure: unknown) => {
    const line =
      isApiError(failure) && failure.code === 'SHOP_PRODUCT_RETIRED'
        ? /^cart\.(\d+)$/.exec(failure.issues[0]?.field ?? '')
        : null;
    const name = line ? cart?.items[Number(line[1])]?.product.name : undefined;
    return name ? t('confirm.retired', { name }) : errorText(t, failure);
  };
  const place = async () => {
    setBusy(true);
    setError(null);
    try {
      const order = await placeOrder({
        businessReason: draft.businessReason.trim(),
        employeeId: draft.employee?._id ?? null,
      }).unwrap();
      void navigate(orderHref(order._id));
    } catch (failure) {
      setError(refusalText(failure));
      setBusy(false);
    }
  };
  return { busy, error, place };
}

export function ConfirmOrderScreen() {
  const { t } = useTranslation('shop');
  const cart = answerOf(useShopCartQuery());
  const draft: OrderDraft = cart.data ? draftOf(cart.data) : NO_DRAFT;
  const { busy, error, place } = usePlaceOrder(cart.data, draft);
  const ready = draft.businessReason.trim() !== '';
  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={t('screens.confirmOrder.title')}
        description={t('screens.confirmOrder.description')}
        extra={<Link to={ROUTES.shoppingCart}>{t('confirm.backToCart')}</Link>}
      />
      {cart.error ? (
        <LoadError
          title={t('cart.loadFailed')}
          description={errorText(t, cart.rawError)}
          onRetry={cart.retry}
        />
      ) : !cart.data ? (
        <EmptyState compact title={t('common.loading')} />
      ) : cart.data.items.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          action={<Link to={ROUTES.productsShop}>{t('cart.goShopping')}</Link>}
        />
      ) : (
        <Flex vertical gap={16}>
          <Panel title={<h2 style={H}>{t('confirm.lines')}</h2>}>
            <CartLines cart={cart.data} />
          </Panel>
          <Panel title={<h2 style={H}>{t('confirm.details')}</h2>}>
            <Flex vertical gap={8}>
              <Text>
                {draft.employee
                  ? t('confirm.forOther', { name: draft.employee.name })
                  : t('confirm.forMe')}
              </Text>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {ready ? t('confirm.reason', { reason: draft.businessReason.trim() }) : null}
              </Text>
              <Text type="secondary">
                {cart.data.needsFinance ? t('confirm.chainFinance') : t('confirm.chain')}
              </Text>
            </Flex>
          </Panel>
          {!ready ? (
            <Alert
              type="warning"
              showIcon
              title={t('confirm.noReason')}
              action={<Link to={ROUTES.shoppingCart}>{t('confirm.backToCart')}</Link>}
            />
          ) : null}
          {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
          <Flex justify="flex-end">
            <Button type="primary" disabled={!ready} loading={busy} onClick={() => void place()}>
              {t('confirm.place')}
            </Button>
          </Flex>
        </Flex>
      )}
    </ScreenRoot>
  );
}

export default ConfirmOrderScreen;
