/**
 * The cart's lines as a list that reads on a phone too: each product with its unit price,
 * quantity and line total; editable on the cart (quantity, removal), plain on the review.
 */
import { Button, Flex, theme } from '@itam/shared/antd';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { Text } from '@itam/shared/ui';
import { MAX_QUANTITY, type Cart, type CartItem } from '@itam/shared/contracts/shop';
import { AvailabilityTag } from '../../common/availability';
import { formatPaise } from '../../common/money';
import { productHref } from '../shop/shop-url';

export interface CartLinesProps {
  cart: Cart;
  /** Absent: read only. */
  onQuantity?: (item: CartItem, quantity: number) => void;
  onRemove?: (item: CartItem) => void;
  busy?: boolean;
}

export function CartLines({ cart, onQuantity, onRemove, busy }: CartLinesProps) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  const language = i18n.language;
  return (
    <Flex vertical gap={8}>
      <ul aria-label={t('cart.lines')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cart.items.map((item) => (
          <li
            key={item.product._id}
            aria-label={item.product.name}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              justifyContent: 'space-between',
              padding: '12px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Link to={productHref(item.product._id)} style={{ overflowWrap: 'anywhere' }}>
                {item.product.name}
              </Link>
              <Flex gap={8} wrap align="center">
                <Text type="secondary">
                  {t('cart.each', { price: formatPaise(item.product.pricePaise, language) })}
                </Text>
                <AvailabilityTag availability={item.product.availability} />
              </Flex>
            </Flex>
            <Flex gap={8} align="center" wrap>
              {onQuantity ? (
                <InputNumber<number>
                  aria-label={t('cart.quantityOf', { name: item.product.name })}
                  min={1}
                  max={MAX_QUANTITY}
                  precision={0}
                  value={item.quantity}
                  disabled={busy}
                  style={{ width: 80 }}
                  onChange={(value) => {
                    if (value && value !== item.quantity) onQuantity(item, value);
                  }}
                />
              ) : (
                <Text>{t('cart.times', { count: item.quantity })}</Text>
              )}
              <Text strong style={{ minWidth: 100, textAlign: 'end' }}>
                {formatPaise(item.totalPaise, language)}
              </Text>
              {onRemove ? (
                <Button
                  danger
                  disabled={busy}
                  onClick={() => onRemove(item)}
                  aria-label={t('cart.removeNamed', { name: item.product.name })}
                >
                  {t('cart.remove')}
                </Button>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
      <Flex justify="flex-end" gap={8}>
        <Text strong>{t('cart.total', { total: formatPaise(cart.totalPaise, language) })}</Text>
      </Flex>
      {cart.needsFinance ? <Text type="secondary">{t('cart.needsFinance')}</Text> : null}
    </Flex>
  );
}
