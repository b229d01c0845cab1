/**
 * `/product/:id`: one product of the catalogue: its pictures, price, live availability,
 * description, specs and (a bundle's) components; a role that may order adds it to the cart.
 */
import { Flex, theme } from '@itam/shared/antd';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, LoadError, PageHeader, Panel, ScreenRoot, Text } from '@itam/shared/ui';
import type { Product } from '@itam/shared/contracts/shop';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { AvailabilityTag } from '../../common/availability';
import { formatPaise } from '../../common/money';
import { SHOP_PERMISSIONS } from '../../common/permissions';
import { ProductPicture } from '../../common/product-picture';
import { errorText } from '../../common/error-text';
import { answerOf } from '../../common/shop-server-api';
import { useShopProductQuery } from './api/get-product';

export function ProductDetailScreen() {
  const { t } = useTranslation('shop');
  const { id = '' } = useParams();
  const product = answerOf(useShopProductQuery(id));
  return (
    <ScreenRoot remoteId="shop">
      <PageHeader
        title={product.data?.name ?? t('screens.productDetail.title')}
        description={t('screens.productDetail.description')}
        extra={<Link to={ROUTES.productsShop}>{t('product.backToShop')}</Link>}
      />
      {product.error ? (
        <LoadError
          title={t('product.loadFailed')}
          description={errorText(t, product.rawError)}
          onRetry={product.retry}
        />
      ) : product.data ? (
        <ProductView product={product.data} />
      ) : (
        <EmptyState compact title={t('common.loading')} />
      )}
    </ScreenRoot>
  );
}

const HEADING = { margin: 0, fontSize: 16 } as const;

export function ProductView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  const canOrder = useIsAllowed(SHOP_PERMISSIONS.order);
  const specs = Object.entries(product.specs);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: token.marginLG,
        alignItems: 'start',
      }}
    >
      <Flex vertical gap={8}>
        <ProductPicture
          url={product.pictures[0]?.url}
          alt={t('product.pictureOf', { name: product.name })}
          height={280}
        />
        {product.pictures.length > 1 ? (
          <Flex gap={8} wrap>
            {product.pictures.slice(1).map((p, i) => (
              <div key={p._id} style={{ width: 96 }}>
                <ProductPicture
                  url={p.url}
                  alt={t('product.pictureNumber', { name: product.name, n: i + 2 })}
                  height={72}
                />
              </div>
            ))}
          </Flex>
        ) : null}
      </Flex>
      <Flex vertical gap={12}>
        <Text type="secondary">
          {product.category.name} · {t(`kind.${product.kind}`)}
        </Text>
        <Flex align="center" gap={12} wrap>
          <Text strong style={{ fontSize: token.fontSizeXL }}>
            {formatPaise(product.pricePaise, i18n.language)}
          </Text>
          <AvailabilityTag availability={product.availability} />
          {product.retired ? <Text type="danger">{t('product.retired')}</Text> : null}
        </Flex>
        {product.description ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
        ) : null}
        {canOrder && !product.retired ? (
          <div style={{ maxWidth: 280 }}>
            <AddToCartButton product={product} block />
          </div>
        ) : null}
        {specs.length ? (
          <Panel title={<h2 style={HEADING}>{t('product.specs')}</h2>}>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 6 }}>
              {specs.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt style={{ fontWeight: 600 }}>{label}</dt>
                  <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        ) : null}
        {product.components.length ? (
          <Panel
            title={
              <h2 style={HEADING}>
                {product.kind === 'bundle' ? t('product.components') : t('product.device')}
              </h2>
            }
          >
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {product.components.map((c, i) => (
                <li key={`${c.assetType._id}-${i}`}>
                  {t('product.component', {
                    quantity: c.quantity,
                    model: c.model,
                    type: c.assetType.name,
                  })}
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
      </Flex>
    </div>
  );
}

export default ProductDetailScreen;
