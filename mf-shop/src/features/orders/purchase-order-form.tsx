/**
 * Raising a purchase order for one unit. IT buys what it cannot reserve: when assets of the
 * unit's type and model are in stock, the form says how many, offers to reserve one instead,
 * and raises the order only once the user confirms it is still needed (`force`; the server
 * refuses it otherwise with SHOP_MATCHING_IN_STOCK, which shows the same confirmation).
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Checkbox, Input } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, Text } from '@itam/shared/ui';
import { answerOf } from '../../common/shop-server-api';
import { errorText, fieldError } from '../../common/error-text';
import { useShopItemStockQuery } from './api/item-stock';
import { useShopRaisePurchaseOrderMutation } from './api/raise-purchase-order';
import { useSubmit, type FulfilFormProps } from './fulfil-submit';

const FIELDS = ['invoiceId', 'vendor', 'unitPrice'] as const;
const IN_STOCK = 'SHOP_MATCHING_IN_STOCK';

export interface PurchaseOrderFormProps extends FulfilFormProps {
  /** Switches the unit to reserving one of the assets in stock. */
  onReserve: () => void;
}

export function PurchaseOrderForm({ order, item, onDone, onReserve }: PurchaseOrderFormProps) {
  const { t } = useTranslation('shop');
  const stock = answerOf(useShopItemStockQuery({ orderId: order._id, itemId: item._id }));
  const [raisePurchaseOrder] = useShopRaisePurchaseOrderMutation();
  const [invoiceId, setInvoiceId] = useState('');
  const [vendor, setVendor] = useState('');
  const [unitPrice, setUnitPrice] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const { busy, error, submit } = useSubmit(onDone);
  const matching = stock.data?.matching ?? 0;
  const refusedInStock = isApiError(error) && error.code === IN_STOCK;
  const needsConfirmation = matching > 0 || refusedInStock;
  const errorOf = (field: string) => missing[field] ?? fieldError(t, error, field);
  const raise = () => {
    const found: Record<string, string> = {};
    if (!invoiceId.trim()) found.invoiceId = t('fulfil.required');
    if (!vendor.trim()) found.vendor = t('fulfil.required');
    if (unitPrice === null) found.unitPrice = t('fulfil.required');
    setMissing(found);
    if (Object.keys(found).length) return;
    const body = { invoiceId: invoiceId.trim(), vendor: vendor.trim(), unitPrice: unitPrice ?? 0 };
    void submit(async () => {
      try {
        return await raisePurchaseOrder({
          orderId: order._id,
          itemId: item._id,
          body: { ...body, ...(needsConfirmation && confirmed ? { force: true } : {}) },
        }).unwrap();
      } catch (failure) {
        // Stock came in since the form opened: count it again for the confirmation.
        if (isApiError(failure) && failure.code === IN_STOCK) stock.retry();
        throw failure;
      }
    });
  };
  const other =
    error && !refusedInStock && !FIELDS.some((f) => fieldError(t, error, f))
      ? errorText(t, error)
      : null;
  return (
    <Flex vertical gap={8}>
      {needsConfirmation ? (
        <Alert
          type="warning"
          showIcon
          title={
            matching > 0 ? t('fulfil.inStock', { count: matching }) : t(`errors.code.${IN_STOCK}`)
          }
          description={
            <Flex vertical gap={8} align="start">
              <Button size="small" onClick={onReserve}>
                {t('fulfil.reserveInstead')}
              </Button>
              <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)}>
                {t('fulfil.forceConfirm')}
              </Checkbox>
            </Flex>
          }
        />
      ) : null}
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
        <Button
          type="primary"
          loading={busy}
          disabled={needsConfirmation && !confirmed}
          onClick={raise}
        >
          {t('fulfil.raise')}
        </Button>
      </div>
    </Flex>
  );
}
