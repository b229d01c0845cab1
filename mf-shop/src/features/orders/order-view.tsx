/**
 * One order as its people see it: its state, for whom and by whom, the reason, every
 * approval step (who, their decision, when and their comment), the lines and each unit to
 * fulfil (its reserved or handed-over asset, its purchase order). What the caller may do
 * (the order's `can`): decide its current step, fulfil it (reserve, raise a purchase order,
 * hand over: the last hand-over completes the order, the server says so) or cancel it.
 */
import { useState } from 'react';
import { App, Button, Flex } from '@itam/shared/antd';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Panel, Text } from '@itam/shared/ui';
import type { Order } from '@itam/shared/contracts/shop';
import { errorText } from '../../common/error-text';
import { formatPaise } from '../../common/money';
import { OrderStatusTag } from '../../common/status-tags';
import { useShopCancelOrderMutation } from './api/cancel-order';
import { OrderDecision } from './order-decision';
import { ApprovalSteps, OrderItems } from './order-parts';

const H = { margin: 0, fontSize: 16 } as const;

export interface OrderViewProps {
  order: Order;
}

/** The order's state; a write's answer replaces the kept order (./api/get-order.ts). */
export function OrderView({ order }: OrderViewProps) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.language;
  const { modal } = App.useApp();
  const [cancelOrder, { isLoading: busy }] = useShopCancelOrderMutation();
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setError(null);
    try {
      await cancelOrder(order._id).unwrap();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  return (
    <article aria-label={t('order.title', { number: order.number })}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <h2 style={{ ...H, fontSize: 20 }}>{t('order.title', { number: order.number })}</h2>
          <OrderStatusTag status={order.status} />
        </Flex>
        <OrderFacts order={order} />

        <Panel title={<h3 style={H}>{t('order.approvals')}</h3>}>
          <ApprovalSteps order={order} />
          {order.can.decide ? <OrderDecision order={order} /> : null}
        </Panel>

        <Panel title={<h3 style={H}>{t('order.lines')}</h3>}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {order.lines.map((line) => (
              <li key={line._id}>
                {t('order.line', {
                  name: line.product.name,
                  count: line.quantity,
                  total: formatPaise(line.totalPaise, language),
                })}
              </li>
            ))}
          </ul>
        </Panel>

        <OrderItems order={order} />

        {error ? (
          <Text type="danger" role="alert">
            {error}
          </Text>
        ) : null}
        <Flex gap={8} wrap>
          {order.can.cancel ? (
            <Button
              danger
              disabled={busy}
              onClick={() =>
                modal.confirm({
                  title: t('order.cancelConfirm', { number: order.number }),
                  content: t('order.cancelHint'),
                  okText: t('order.cancel'),
                  okButtonProps: { danger: true },
                  cancelText: t('order.keep'),
                  onOk: () => cancel(),
                })
              }
            >
              {t('order.cancel')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </article>
  );
}

/** For whom and by whom, when, the total and the reason. */
function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.language;
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(100px, auto) 1fr',
        gap: '4px 12px',
      }}
    >
      <dt style={{ fontWeight: 600 }}>{t('order.for')}</dt>
      <dd style={{ margin: 0 }}>
        {order.employee.name} ({order.employee.id})
      </dd>
      {order.onBehalf && order.requester ? (
        <>
          <dt style={{ fontWeight: 600 }}>{t('order.placedBy')}</dt>
          <dd style={{ margin: 0 }}>{order.requester.name}</dd>
        </>
      ) : null}
      <dt style={{ fontWeight: 600 }}>{t('order.placedAt')}</dt>
      <dd style={{ margin: 0 }}>{formatDateTime(order.placedAt, language)}</dd>
      <dt style={{ fontWeight: 600 }}>{t('order.total')}</dt>
      <dd style={{ margin: 0 }}>{formatPaise(order.totalPaise, language)}</dd>
      <dt style={{ fontWeight: 600 }}>{t('order.reason')}</dt>
      <dd style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {order.businessReason}
      </dd>
    </dl>
  );
}
