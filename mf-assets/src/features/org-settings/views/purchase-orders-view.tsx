/**
 * Purchase orders: the list by status, one order in a dialog (purchase-order-detail.tsx:
 * its lines with Receive, the received assets with Print labels), and New order
 * (`/account-settings/purchase_order/create-po`).
 */
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import {
  ORG_PERMISSIONS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
} from '@itam/shared/contracts';
import { Button } from '@itam/shared/antd';
import { Select, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { PlusOutlined } from '@itam/shared/icons';
import { useNavigate } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, FilterBar, ScrollRegion } from '@itam/shared/ui';
import { formatDate, formatMoney } from '../../../common/format';
import { answerOf } from '../../../common/assets-api';
import { useGetPurchaseOrdersQuery } from '../api/get-purchase-orders';
import { settingsPath } from '../settings-path';
import { OrderDetail, StatusTag } from './purchase-order-detail';
import { LoadFailed } from './view-parts';

/** The orders' columns: number (opens the order), vendor, date, status, received, amount. */
function useOrderColumns(onOpen: (id: string) => void): TableColumnsType<PurchaseOrderSummary> {
  const { t, i18n } = useTranslation('assets');
  return [
    {
      key: 'number',
      title: t('org.orders.number'),
      render: (_: unknown, o: PurchaseOrderSummary) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(o._id)}>
          {o.invoiceId}
        </Button>
      ),
    },
    { key: 'vendor', title: t('org.orders.vendor'), dataIndex: 'vendor' },
    {
      key: 'date',
      title: t('org.orders.orderDate'),
      render: (_: unknown, o: PurchaseOrderSummary) => formatDate(o.orderDate, i18n.language),
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
      render: (_: unknown, o: PurchaseOrderSummary) => formatMoney(o.amount, i18n.language),
    },
  ];
}

/** New order: the create-po sub-page. */
function NewOrderButton() {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => navigate(settingsPath('purchase_order', 'create-po'))}
    >
      {t('org.orders.add')}
    </Button>
  );
}

/** Any status, or one of them. */
function StatusFilter({
  value,
  onChange,
}: {
  value: PurchaseOrderStatus | '';
  onChange: (status: PurchaseOrderStatus | '') => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <Select<PurchaseOrderStatus | ''>
      aria-label={t('org.orders.status')}
      value={value}
      style={{ width: 200 }}
      onChange={onChange}
      options={[
        { value: '', label: t('org.orders.anyStatus') },
        ...PURCHASE_ORDER_STATUSES.map((s) => ({
          value: s,
          label: t(`org.orders.statuses.${s}`),
        })),
      ]}
    />
  );
}

export default function PurchaseOrdersView() {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ORG_PERMISSIONS.orderCreate);
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const [page, setPage] = useState({ pageNumber: 0, limit: 10 });
  const [open, setOpen] = useState<string | null>(null);
  const columns = useOrderColumns(setOpen);
  const list = answerOf(useGetPurchaseOrdersQuery({ ...page, ...(status ? { status } : {}) }));
  return (
    <>
      <FilterBar
        label={t('org.orders.filterLabel')}
        activeCount={status ? 1 : 0}
        onReset={() => setStatus('')}
        loading={list.loading}
        extra={canCreate ? <NewOrderButton /> : null}
      >
        <StatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage((p) => ({ ...p, pageNumber: 0 }));
          }}
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
            columns={columns}
          />
        </ScrollRegion>
      )}
      {open ? <OrderDetail id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
