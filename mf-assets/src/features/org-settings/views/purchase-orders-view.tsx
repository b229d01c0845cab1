/**
 * Purchase orders: the list by status, one order's lines with Receive (its assets arrive
 * in stock, tagged by the rule), the received assets with Print labels, and New order
 * (`/account-settings/purchase_order/create-po`).
 */
import { useState } from 'react';
import {
  ORG_PERMISSIONS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderLine,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
} from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Select, Table } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { PlusOutlined } from '@itam/shared/icons';
import { useNavigate } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, FilterBar, ReadableTag, ScrollRegion } from '@itam/shared/ui';
import { formatDate, formatMoney } from '../../../common/format';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { useGetPurchaseOrderQuery } from '../api/get-purchase-order';
import { useGetPurchaseOrdersQuery } from '../api/get-purchase-orders';
import { receivePurchaseOrder } from '../api/orders-api';
import { settingsPath } from '../settings-views';
import { PrintLabelsButton } from '../../../common/print-labels-button';
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

function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('assets');
  const canReceive = useIsAllowed(ORG_PERMISSIONS.orderCreate);
  const order = answerOf(useGetPurchaseOrderQuery(id));
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
  const data = order.data;
  const toReceive = Object.values(quantities).some((q) => q > 0);
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
          <ScrollRegion label={t('org.orders.lines')}>
            <Table<PurchaseOrderLine>
              rowKey="_id"
              size="small"
              pagination={false}
              dataSource={data.lines}
              columns={[
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
                  render: (_: unknown, l: PurchaseOrderLine) =>
                    formatMoney(l.unitPrice, i18n.language),
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
              ]}
            />
          </ScrollRegion>
          {state.error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('org.orders.receiveFailed')}
              description={state.error}
            />
          ) : null}
          {canReceive && data.status !== 'received' ? (
            <Flex justify="end">
              <Button
                type="primary"
                disabled={!toReceive}
                loading={state.busy}
                onClick={() => void receive()}
              >
                {t('org.orders.receive')}
              </Button>
            </Flex>
          ) : null}
          <h3 style={{ margin: 0, fontSize: 16 }}>
            {t('org.orders.assetsReceived', { count: data.assets.length })}
          </h3>
          {data.assets.length ? (
            <>
              <ul
                aria-label={t('org.orders.assetsReceivedList')}
                style={{ margin: 0, paddingInlineStart: 20 }}
              >
                {data.assets.map((a) => (
                  <li key={a._id}>
                    {a.tag ?? t('org.labels.noTag')} — {a.name}
                  </li>
                ))}
              </ul>
              <PrintLabelsButton assetIds={data.assets.filter((a) => a.tag).map((a) => a._id)} />
            </>
          ) : null}
        </Flex>
      ) : null}
    </Modal>
  );
}

export default function PurchaseOrdersView() {
  const { t, i18n } = useTranslation('assets');
  const navigate = useNavigate();
  const canCreate = useIsAllowed(ORG_PERMISSIONS.orderCreate);
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const [page, setPage] = useState({ pageNumber: 0, limit: 10 });
  const [open, setOpen] = useState<string | null>(null);
  const list = answerOf(useGetPurchaseOrdersQuery({ ...page, ...(status ? { status } : {}) }));
  return (
    <>
      <FilterBar
        label={t('org.orders.filterLabel')}
        activeCount={status ? 1 : 0}
        onReset={() => setStatus('')}
        loading={list.loading}
        extra={
          canCreate ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(settingsPath('purchase_order', 'create-po'))}
            >
              {t('org.orders.add')}
            </Button>
          ) : null
        }
      >
        <Select<PurchaseOrderStatus | ''>
          aria-label={t('org.orders.status')}
          value={status}
          style={{ width: 200 }}
          onChange={(value) => {
            setStatus(value);
            setPage((p) => ({ ...p, pageNumber: 0 }));
          }}
          options={[
            { value: '', label: t('org.orders.anyStatus') },
            ...PURCHASE_ORDER_STATUSES.map((s) => ({
              value: s,
              label: t(`org.orders.statuses.${s}`),
            })),
          ]}
        />
      </FilterBar>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.retry} />
      ) : (
        <ScrollRegion label={t('org.views.purchase_order')}>
          <Table<PurchaseOrderSummary>
            rowKey="_id"
            loading={list.loading}
            dataSource={list.data?.purchaseOrders ?? []}
            locale={{ emptyText: <EmptyState compact title={t('org.orders.empty')} /> }}
            pagination={{
              current: page.pageNumber + 1,
              pageSize: page.limit,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (current) => setPage((p) => ({ ...p, pageNumber: current - 1 })),
            }}
            columns={[
              {
                key: 'number',
                title: t('org.orders.number'),
                render: (_: unknown, o: PurchaseOrderSummary) => (
                  <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(o._id)}>
                    {o.invoiceId}
                  </Button>
                ),
              },
              { key: 'vendor', title: t('org.orders.vendor'), dataIndex: 'vendor' },
              {
                key: 'date',
                title: t('org.orders.orderDate'),
                render: (_: unknown, o: PurchaseOrderSummary) =>
                  formatDate(o.orderDate, i18n.language),
              },
              {
                key: 'status',
                title: t('org.orders.status'),
                render: (_: unknown, o: PurchaseOrderSummary) => <StatusTag status={o.status} />,
              },
              {
                key: 'received',
                title: t('org.orders.received'),
                render: (_: unknown, o: PurchaseOrderSummary) =>
                  o.lineCount ? `${o.receivedQuantity} / ${o.quantity}` : '—',
              },
              {
                key: 'amount',
                title: t('org.orders.amount'),
                align: 'right',
                render: (_: unknown, o: PurchaseOrderSummary) =>
                  formatMoney(o.amount, i18n.language),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {open ? <OrderDetail id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
