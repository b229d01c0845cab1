/** One product of the shop: its picture, name, category, price, availability and, for one who may order, add to cart. */
import { Flex, theme } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { Text } from '@itam/shared/ui';
import type { Product } from '@itam/shared/contracts/shop';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { AvailabilityTag } from '../../common/availability';
import { formatPaise } from '../../common/money';
import { ProductPicture } from '../../common/product-picture';
import { productHref } from './shop-url';

export interface ProductCardProps {
  product: Product;
  canOrder: boolean;
}

export function ProductCard({ product, canOrder }: ProductCardProps) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  return (
    <article
      aria-label={product.name}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        background: token.colorBgContainer,
        minWidth: 0,
      }}
    >
      <ProductPicture
        url={product.pictures[0]?.url}
        alt={t('product.pictureOf', { name: product.name })}
        height={140}
      />
      <Link to={productHref(product._id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {product.name}
      </Link>
      <Text type="secondary">
        {product.category.name} · {t(`kind.${product.kind}`)}
      </Text>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 'auto' }}>
        <Text strong>{formatPaise(product.pricePaise, i18n.language)}</Text>
        <AvailabilityTag availability={product.availability} />
      </Flex>
      {canOrder ? <AddToCartButton product={product} block /> : null}
    </article>
  );
}
