/**
 * One purchase order in a dialog: its status, vendor, date, branch and invoice; its lines
 * with what to receive now and Receive (its assets arrive in stock, tagged by the rule);
 * the assets received, with Print labels.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { TableColumnsType } from 'antd';
import {
  ORG_PERMISSIONS,
  type PurchaseOrderResponse,
  type PurchaseOrderLine,
  type PurchaseOrderStatus,
} from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Table } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { ReadableTag, ScrollRegion } from '@itam/shared/ui';
import { formatDate, formatMoney } from '../../../common/format';
import { answerOf, useInvalidate, type Ok } from '../../../common/assets-api';
import { PrintLabelsButton } from '../../../common/print-labels-button';
import { useGetPurchaseOrderQuery } from '../api/get-purchase-order';
import { receivePurchaseOrder } from '../api/orders-api';
import { LoadFailed, messageOf } from './view-parts';

const STATUS_COLOURS: Record<PurchaseOrderStatus, string> = {
  ordered: 'blue',
  'partly-received': 'gold',
  received: 'green',
};

export function StatusTag({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('assets');
  return (
    <ReadableTag color={STATUS_COLOURS[status]}>{t(`org.orders.statuses.${status}`)}</ReadableTag>
  );
}

/** The quantities to receive per line, and Receive: the lines' assets arrive in stock. */
function useReceive(id: string) {
  const invalidate = useInvalidate();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const receive = async () => {
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([lineId, quantity]) => ({ lineId, quantity }));
    setState({ busy: true, error: null });
    try {
      await receivePurchaseOrder(id, { lines });
      setQuantities({});
      setState({ busy: false, error: null });
      // Received items are new assets: the order, the orders' list and the assets follow.
      invalidate(['PurchaseOrder', 'AssetList', 'Dashboard']);
    } catch (failure) {
      setState({ busy: false, error: messageOf(failure) });
    }
  };
  return { quantities, setQuantities, state, receive };
}

/** The order's lines: type, model, ordered, received, unit price, and what to receive now. */
function useLineColumns(
  canReceive: boolean,
  quantities: Record<string, number>,
  setQuantities: Dispatch<SetStateAction<Record<string, number>>>,
): TableColumnsType<PurchaseOrderLine> {
  const { t, i18n } = useTranslation('assets');
  return [
    {
      key: 'type',
      title: t('org.orders.assetType'),
      render: (_: unknown, l: PurchaseOrderLine) => l.assetType.name,
    },
    { key: 'model', title: t('org.orders.model'), dataIndex: 'model' },
    {
      key: 'quantity',
      title: t('org.orders.quantity'),
      dataIndex: 'quantity',
      align: 'right',
    },
    {
      key: 'received',
      title: t('org.orders.received'),
      dataIndex: 'receivedQuantity',
      align: 'right',
    },
    {
      key: 'price',
      title: t('org.orders.unitPrice'),
      align: 'right',
      render: (_: unknown, l: PurchaseOrderLine) => formatMoney(l.unitPrice, i18n.language),
    },
    ...(canReceive
      ? [
          {
            key: 'receive',
            title: t('org.orders.receiveNow'),
            render: (_: unknown, l: PurchaseOrderLine) =>
              l.quantity > l.receivedQuantity ? (
                <InputNumber
                  aria-label={t('org.orders.receiveOf', { model: l.model })}
                  min={0}
                  max={l.quantity - l.receivedQuantity}
                  precision={0}
                  value={quantities[l._id] ?? 0}
                  onChange={(value) =>
                    setQuantities((q) => ({ ...q, [l._id]: Number(value ?? 0) }))
                  }
                />
              ) : (
                t('org.orders.lineDone')
              ),
          },
        ]
      : []),
  ];
}

type ReceivedAsset = Ok<PurchaseOrderResponse>['purchaseOrder']['assets'][number];

/** The assets the order brought in so far, with Print labels for those with a tag. */
function ReceivedAssets({ assets }: { assets: ReceivedAsset[] }) {
  const { t } = useTranslation('assets');
  return (
    <>
      <h3 style={{ margin: 0, fontSize: 16 }}>
        {t('org.orders.assetsReceived', { count: assets.length })}
      </h3>
      {assets.length ? (
        <>
          <ul
            aria-label={t('org.orders.assetsReceivedList')}
            style={{ margin: 0, paddingInlineStart: 20 }}
          >
            {assets.map((a) => (
              <li key={a._id}>
                {a.tag ?? t('org.labels.noTag')} — {a.name}
              </li>
            ))}
          </ul>
          <PrintLabelsButton assetIds={assets.filter((a) => a.tag).map((a) => a._id)} />
        </>
      ) : null}
    </>
  );
}

type Order = Ok<PurchaseOrderResponse>['purchaseOrder'];

/** The order's status, vendor, date, branch and invoice file. */
function OrderFacts({ order: data }: { order: Order }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <Flex gap={16} wrap>
      <StatusTag status={data.status} />
      <span>{t('org.orders.vendorIs', { vendor: data.vendor ?? '—' })}</span>
      <span>{formatDate(data.orderDate, i18n.language)}</span>
      <span>{data.branch?.name ?? ''}</span>
      {data.invoiceFile?.url ? (
        <a href={data.invoiceFile.url} target="_blank" rel="noreferrer">
          {t('org.orders.invoiceFile', { name: data.invoiceFile.fileName })}
        </a>
      ) : null}
    </Flex>
  );
}

/** Why the last Receive failed, and Receive (for a role that may, on an order still open). */
function ReceiveBar({
  state,
  withButton,
  toReceive,
  onReceive,
}: {
  state: { busy: boolean; error: string | null };
  withButton: boolean;
  toReceive: boolean;
  onReceive: () => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      {state.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('org.orders.receiveFailed')}
          description={state.error}
        />
      ) : null}
      {withButton ? (
        <Flex justify="end">
          <Button type="primary" disabled={!toReceive} loading={state.busy} onClick={onReceive}>
            {t('org.orders.receive')}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}

/** One order: its facts, lines and Receive, and the assets received. */
export function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const canReceive = useIsAllowed(ORG_PERMISSIONS.orderCreate);
  const order = answerOf(useGetPurchaseOrderQuery(id));
  const { quantities, setQuantities, state, receive } = useReceive(id);
  const data = order.data;
  const toReceive = Object.values(quantities).some((q) => q > 0);
  const columns = useLineColumns(canReceive, quantities, setQuantities);
  return (
    <Modal
      open
      width={820}
      title={
        data ? t('org.orders.detailTitle', { number: data.invoiceId }) : t('org.orders.loading')
      }
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {order.error ? <LoadFailed error={order.error} onRetry={order.retry} /> : null}
      {data ? (
        <Flex vertical gap={12}>
          <OrderFacts order={data} />
          <ScrollRegion label={t('org.orders.lines')}>
            <Table<PurchaseOrderLine>
              rowKey="_id"
              size="small"
              pagination={false}
              dataSource={data.lines}
              columns={columns}
            />
          </ScrollRegion>
          <ReceiveBar
            state={state}
            withButton={canReceive && data.status !== 'received'}
            toReceive={toReceive}
            onReceive={() => void receive()}
          />
          <ReceivedAssets assets={data.assets} />
        </Flex>
      ) : null}
    </Modal>
  );
}
