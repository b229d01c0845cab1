/**
 * Fulfilment of one ordered unit: reserve a fitting in-stock asset (the item's model
 * first), or raise a purchase order when none is in stock; hand the reserved asset over,
 * optionally by its typed or scanned tag (which also picks the asset when none is reserved).
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, Text } from '@itam/shared/ui';
import {
  handOverItem,
  itemStock,
  raisePurchaseOrder,
  reserveItem,
  type Order,
  type OrderItem,
  type StockAsset,
} from '../../api/shop-api';
import { errorText, fieldError } from '../../common/error-text';
import { useApiData } from '../../common/use-api-data';
import { WRAPPING_BUTTON } from '../../common/wrapping';

type Mode = null | 'reserve' | 'purchase' | 'handover';

export interface ItemFulfilmentProps {
  order: Order;
  item: OrderItem;
  label: string;
  onChange: (order: Order) => void;
}

export function ItemFulfilment({ order, item, label, onChange }: ItemFulfilmentProps) {
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
        <ReserveForm order={order} item={item} onDone={(o) => (setMode(null), onChange(o))} />
      ) : null}
      {mode === 'purchase' ? (
        <PurchaseForm order={order} item={item} onDone={(o) => (setMode(null), onChange(o))} />
      ) : null}
      {mode === 'handover' ? (
        <HandOverForm order={order} item={item} onDone={(o) => (setMode(null), onChange(o))} />
      ) : null}
    </Flex>
  );
}

interface FormProps {
  order: Order;
  item: OrderItem;
  onDone: (order: Order) => void;
}

function useSubmit(onDone: (order: Order) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (work: () => Promise<Order>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await work());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}

function ReserveForm({ order, item, onDone }: FormProps) {
  const { t } = useTranslation('shop');
  const stock = useApiData<StockAsset[]>(
    () => itemStock(order._id, item._id),
    [order._id, item._id],
  );
  const assets = stock.data;
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
          onClick={() => assetId && void submit(() => reserveItem(order._id, item._id, assetId))}
        >
          {t('fulfil.reserve')}
        </Button>
      </div>
    </Flex>
  );
}

function PurchaseForm({ order, item, onDone }: FormProps) {
  const { t } = useTranslation('shop');
  const [invoiceId, setInvoiceId] = useState('');
  const [vendor, setVendor] = useState('');
  const [unitPrice, setUnitPrice] = useState<number | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const { busy, error, submit } = useSubmit(onDone);
  const errorOf = (field: string) => missing[field] ?? fieldError(t, error, field);
  const raise = () => {
    const found: Record<string, string> = {};
    if (!invoiceId.trim()) found.invoiceId = t('fulfil.required');
    if (!vendor.trim()) found.vendor = t('fulfil.required');
    if (unitPrice === null) found.unitPrice = t('fulfil.required');
    setMissing(found);
    if (Object.keys(found).length) return;
    void submit(() =>
      raisePurchaseOrder(order._id, item._id, {
        invoiceId: invoiceId.trim(),
        vendor: vendor.trim(),
        unitPrice: unitPrice ?? 0,
      }),
    );
  };
  const other =
    error && !['invoiceId', 'vendor', 'unitPrice'].some((f) => fieldError(t, error, f))
      ? errorText(t, error)
      : null;
  return (
    <Flex vertical gap={8}>
      <FormField
        id={`shop-po-${item._id}`}
        label={t('fulfil.poNumber')}
        required
        error={errorOf('invoiceId')}
      >
        {(props) => (
          <Input
            {...props}
            maxLength={60}
            value={invoiceId}
            onChange={(e) => setInvoiceId(e.target.value)}
            style={{ maxWidth: 320 }}
          />
        )}
      </FormField>
      <FormField
        id={`shop-vendor-${item._id}`}
        label={t('fulfil.vendor')}
        required
        error={errorOf('vendor')}
      >
        {(props) => (
          <Input
            {...props}
            maxLength={200}
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            style={{ maxWidth: 320 }}
          />
        )}
      </FormField>
      <FormField
        id={`shop-price-${item._id}`}
        label={t('fulfil.unitPrice')}
        required
        error={errorOf('unitPrice')}
      >
        {(props) => (
          <InputNumber<number>
            {...props}
            min={0}
            value={unitPrice}
            onChange={(v) => setUnitPrice(v ?? null)}
            style={{ width: 200 }}
          />
        )}
      </FormField>
      {other ? <Text type="danger">{other}</Text> : null}
      <div>
        <Button type="primary" loading={busy} onClick={raise}>
          {t('fulfil.raise')}
        </Button>
      </div>
    </Flex>
  );
}

function HandOverForm({ order, item, onDone }: FormProps) {
  const { t } = useTranslation('shop');
  const [tag, setTag] = useState('');
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
          onClick={() => void submit(() => handOverItem(order._id, item._id, tag))}
        >
          {t('fulfil.handOver')}
        </Button>
      </div>
    </Flex>
  );
}
