/**
 * Fulfilment of one ordered unit: reserve a fitting in-stock asset (the item's model
 * first), or raise a purchase order when none is in stock (purchase-order-form.tsx asks
 * first when one is); hand the reserved asset over, optionally by its typed or scanned tag
 * (which also picks the asset when none is reserved). The last hand-over completes the order.
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, Text } from '@itam/shared/ui';
import type { Order, OrderItem } from '@itam/shared/contracts/shop';
import { answerOf } from '../../common/shop-server-api';
import { errorText, fieldError } from '../../common/error-text';
import { useShopHandOverItemMutation } from './api/hand-over-item';
import { useShopItemStockQuery } from './api/item-stock';
import { useShopReserveItemMutation } from './api/reserve-item';
import { WRAPPING_BUTTON } from '../../common/wrapping';
import { useSubmit, type FulfilFormProps } from './fulfil-submit';
import { PurchaseOrderForm } from './purchase-order-form';

type Mode = null | 'reserve' | 'purchase' | 'handover';

export interface ItemFulfilmentProps {
  order: Order;
  item: OrderItem;
  label: string;
}

/** Each step's answer replaces the kept order (./api/get-order.ts): the view shows it. */
export function ItemFulfilment({ order, item, label }: ItemFulfilmentProps) {
  const { t } = useTranslation('shop');
  const [mode, setMode] = useState<Mode>(null);
  const licence = item.assetType === null;
  const canReserve = !licence && (item.status === 'open' || item.status === 'ordered');
  const canPurchase = !licence && item.status === 'open';
  const canHandOver = item.status !== 'handed-over';
  if (item.status === 'handed-over') return null;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {canReserve ? (
          <Button
            style={WRAPPING_BUTTON}
            onClick={() => setMode(mode === 'reserve' ? null : 'reserve')}
          >
            {t('fulfil.reserveFor', { item: label })}
          </Button>
        ) : null}
        {canPurchase ? (
          <Button
            style={WRAPPING_BUTTON}
            onClick={() => setMode(mode === 'purchase' ? null : 'purchase')}
          >
            {t('fulfil.purchaseFor', { item: label })}
          </Button>
        ) : null}
        {canHandOver ? (
          <Button
            style={WRAPPING_BUTTON}
            onClick={() => setMode(mode === 'handover' ? null : 'handover')}
          >
            {t('fulfil.handOverFor', { item: label })}
          </Button>
        ) : null}
      </Flex>
      {mode === 'reserve' ? (
        <ReserveForm order={order} item={item} onDone={() => setMode(null)} />
      ) : null}
      {mode === 'purchase' ? (
        <PurchaseOrderForm
          order={order}
          item={item}
          onDone={() => setMode(null)}
          onReserve={() => setMode('reserve')}
        />
      ) : null}
      {mode === 'handover' ? (
        <HandOverForm order={order} item={item} onDone={() => setMode(null)} />
      ) : null}
    </Flex>
  );
}

function ReserveForm({ order, item, onDone }: FulfilFormProps) {
  const { t } = useTranslation('shop');
  const stock = answerOf(useShopItemStockQuery({ orderId: order._id, itemId: item._id }));
  const [reserveItem] = useShopReserveItemMutation();
  const assets = stock.data?.assets;
  const loadError = stock.rawError ? errorText(t, stock.rawError) : null;
  const [assetId, setAssetId] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit(onDone);
  const id = `shop-reserve-${item._id}`;
  const shownError =
    loadError ?? (error ? (fieldError(t, error, 'assetId') ?? errorText(t, error)) : null);
  return (
    <Flex vertical gap={8}>
      <FormField id={id} label={t('fulfil.asset')} required error={shownError}>
        {(props) => (
          <Select<string | null>
            {...props}
            style={{ width: '100%', maxWidth: 420 }}
            loading={stock.loading}
            placeholder={t('fulfil.assetPlaceholder')}
            notFoundContent={t('fulfil.noStock')}
            value={assetId}
            onChange={setAssetId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(assets ?? []).map((a) => ({
              value: a._id,
              label: [a.name, a.tag, a.model].filter(Boolean).join(' · '),
            }))}
          />
        )}
      </FormField>
      <div>
        <Button
          type="primary"
          loading={busy}
          disabled={!assetId}
          onClick={() =>
            assetId &&
            void submit(() =>
              reserveItem({ orderId: order._id, itemId: item._id, assetId }).unwrap(),
            )
          }
        >
          {t('fulfil.reserve')}
        </Button>
      </div>
    </Flex>
  );
}

function HandOverForm({ order, item, onDone }: FulfilFormProps) {
  const { t } = useTranslation('shop');
  const [tag, setTag] = useState('');
  const [handOverItem] = useShopHandOverItemMutation();
  const { busy, error, submit } = useSubmit(onDone);
  const licence = item.assetType === null;
  const shown = error ? (fieldError(t, error, 'tag') ?? errorText(t, error)) : null;
  return (
    <Flex vertical gap={8}>
      {licence ? null : (
        <FormField
          id={`shop-tag-${item._id}`}
          label={t('fulfil.tag')}
          hint={item.asset ? t('fulfil.tagHintReserved') : t('fulfil.tagHintOpen')}
          error={shown}
        >
          {(props) => (
            <Input
              {...props}
              value={tag}
              autoComplete="off"
              onChange={(e) => setTag(e.target.value)}
              style={{ maxWidth: 320 }}
            />
          )}
        </FormField>
      )}
      {licence && shown ? <Text type="danger">{shown}</Text> : null}
      <div>
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            void submit(() => handOverItem({ orderId: order._id, itemId: item._id, tag }).unwrap())
          }
        >
          {t('fulfil.handOver')}
        </Button>
      </div>
    </Flex>
  );
}
