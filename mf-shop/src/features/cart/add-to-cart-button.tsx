/**
 * Adds one of a product to the caller's server cart; once added it says so with a link to
 * the cart. A refusal (a retired product, the quantity past the limit) shows beside it.
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { Text } from '@itam/shared/ui';
import type { Product } from '@itam/shared/contracts/shop';
import { errorText } from '../../common/error-text';
import { useShopAddToCartMutation } from './api/add-to-cart';

export function AddToCartButton({ product, block }: { product: Product; block?: boolean }) {
  const { t } = useTranslation('shop');
  const [addToCart, { isLoading: busy }] = useShopAddToCartMutation();
  const [added, setAdded] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    setError(null);
    try {
      const cart = await addToCart({ productId: product._id, quantity: 1 }).unwrap();
      setAdded(cart.items.find((i) => i.product._id === product._id)?.quantity ?? 1);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  return (
    <Flex vertical gap={4}>
      <Button
        type="primary"
        block={block}
        loading={busy}
        onClick={() => void add()}
        aria-label={t('cart.addNamed', { name: product.name })}
      >
        {t('cart.add')}
      </Button>
      <div aria-live="polite">
        {added ? (
          <Text>
            {t('cart.added', { count: added })}{' '}
            <Link to={ROUTES.shoppingCart}>{t('cart.open')}</Link>
          </Text>
        ) : null}
        {error ? <Text type="danger">{error}</Text> : null}
      </div>
    </Flex>
  );
}
