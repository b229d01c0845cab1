/**
 * The catalogue editor's open product (`?edit=<id>` or `new`): its form, then its pictures
 * once it exists. A save's answer replaces the kept product (./api/update-product.ts), so
 * the heading, the pictures and every screen showing the product follow it.
 */
import { useState } from 'react';
import { Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { EmptyState, LoadError, Panel, Text } from '@itam/shared/ui';
import type { Product } from '@itam/shared/contracts/shop';
import { answerOf } from '../../common/shop-server-api';
import { errorText } from '../../common/error-text';
import { useShopProductQuery } from '../product/api/get-product';
import { productHref } from '../shop/shop-url';
import { draftOf, NEW_PRODUCT } from './product-draft';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';

interface EditProductProps {
  id: string;
  justCreated: boolean;
  onCreated: (product: Product) => void;
  onClose: () => void;
}

export function EditProduct({ id, justCreated, onCreated, onClose }: EditProductProps) {
  const { t } = useTranslation('shop');
  const isNew = id === 'new';
  const loaded = answerOf(useShopProductQuery(id, { skip: isNew }));
  const [saved, setSaved] = useState(justCreated);
  const product = loaded.data;
  if (loaded.error)
    return (
      <LoadError
        title={t('product.loadFailed')}
        description={errorText(t, loaded.rawError)}
        onRetry={loaded.retry}
      />
    );
  if (!isNew && !product) return <EmptyState compact title={t('common.loading')} />;
  return (
    <Flex vertical gap={16}>
      <Panel
        title={
          <h2 style={{ margin: 0, fontSize: 16 }}>
            {product ? t('editor.editing', { name: product.name }) : t('editor.new')}
          </h2>
        }
        extra={product ? <Link to={productHref(product._id)}>{t('editor.view')}</Link> : null}
      >
        {saved ? (
          <Text role="status" style={{ display: 'block', marginBottom: 8 }}>
            {t('editor.saved')}
          </Text>
        ) : null}
        <ProductForm
          productId={product?._id ?? null}
          initial={product ? draftOf(product) : NEW_PRODUCT}
          onSaved={(next) => {
            if (isNew) {
              onCreated(next);
              return;
            }
            setSaved(true);
          }}
          onCancel={onClose}
        />
      </Panel>
      {product ? (
        <Panel>
          <ProductPictures product={product} />
        </Panel>
      ) : (
        <Text type="secondary">{t('editor.picturesAfterCreate')}</Text>
      )}
    </Flex>
  );
}
