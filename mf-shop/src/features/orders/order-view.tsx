/**
 * One order as its people see it: its state, for whom and by whom, the reason, every
 * approval step (who, their decision, when and their comment), the lines and each unit to
 * fulfil (its reserved or handed-over asset, its purchase order). What the caller may do
 * (the order's `can`): decide its current step, fulfil it (reserve, raise a purchase order,
 * hand over: the last hand-over completes the order, the server says so) or cancel it.
 */
import { useState } from 'react';
import { App, Button, Flex, theme } from '@itam/shared/antd';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Panel, Text } from '@itam/shared/ui';
import type { Order, OrderItem } from '@itam/shared/contracts/shop';
import { cancelOrder } from '../../api/shop-api';
import { errorText } from '../../common/error-text';
import { formatPaise } from '../../common/money';
import { DecisionTag, ItemStatusTag, OrderStatusTag } from '../../common/status-tags';
import { ItemFulfilment } from './item-fulfilment';
import { OrderDecision } from './order-decision';

const H = { margin: 0, fontSize: 16 } as const;

export interface OrderViewProps {
  order: Order;
  onChange: (order: Order) => void;
}

export function OrderView({ order, onChange }: OrderViewProps) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  const language = i18n.language;
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<Order>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await work());
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  const lineName = (item: OrderItem) =>
    order.lines.find((l) => l._id === item.lineId)?.product.name ?? '';
  const itemLabel = (item: OrderItem) =>
    item.assetType
      ? t('order.itemLabel', { type: item.assetType.name, model: item.model ?? '' })
      : lineName(item);

  return (
    <article aria-label={t('order.title', { number: order.number })}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <h2 style={{ ...H, fontSize: 20 }}>{t('order.title', { number: order.number })}</h2>
          <OrderStatusTag status={order.status} />
        </Flex>
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

        <Panel title={<h3 style={H}>{t('order.approvals')}</h3>}>
          {order.steps.length === 0 ? (
            <Text>{t('order.noSteps')}</Text>
          ) : (
            <ol aria-label={t('order.approvals')} style={{ margin: 0, paddingInlineStart: 20 }}>
              {order.steps.map((step) => (
                <li key={step._id} style={{ marginBottom: 8 }}>
                  <Flex gap={8} wrap align="center">
                    <Text strong>{t(`step.${step.kind}`)}</Text>
                    <Text>{step.approver?.name ?? t('step.administrator')}</Text>
                    <DecisionTag decision={step.decision} />
                    {order.currentStep === step.kind && step.decision === 'pending' ? (
                      <Text type="secondary">{t('step.current')}</Text>
                    ) : null}
                  </Flex>
                  {step.decidedAt ? (
                    <Text type="secondary">
                      {t('step.decided', {
                        name: step.decidedBy?.name ?? '',
                        when: formatDateTime(step.decidedAt, language),
                      })}
                    </Text>
                  ) : null}
                  {step.comment ? (
                    <blockquote
                      style={{
                        margin: '4px 0 0',
                        paddingInlineStart: 8,
                        borderInlineStart: `3px solid ${token.colorBorder}`,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {step.comment}
                    </blockquote>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
          {order.can.decide ? <OrderDecision order={order} onChange={onChange} /> : null}
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

        {order.items.length ? (
          <Panel title={<h3 style={H}>{t('order.items')}</h3>}>
            <ul aria-label={t('order.items')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {order.items.map((item) => (
                <li
                  key={item._id}
                  aria-label={itemLabel(item)}
                  style={{
                    padding: '8px 0',
                    borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  }}
                >
                  <Flex vertical gap={6}>
                    <Flex gap={8} wrap align="center">
                      <Text strong style={{ overflowWrap: 'anywhere' }}>
                        {itemLabel(item)}
                      </Text>
                      <ItemStatusTag status={item.status} />
                    </Flex>
                    {item.asset ? (
                      <Text>
                        {t('order.asset', {
                          name: item.asset.name,
                          tag: item.asset.tag ?? '—',
                        })}
                      </Text>
                    ) : null}
                    {item.purchaseOrder ? (
                      <Text>
                        {t('order.purchaseOrder', { number: item.purchaseOrder.invoiceId })}
                      </Text>
                    ) : null}
                    {item.handedOverAt ? (
                      <Text type="secondary">
                        {t('order.handedOverAt', {
                          when: formatDateTime(item.handedOverAt, language),
                        })}
                      </Text>
                    ) : null}
                    {order.can.fulfil ? (
                      <ItemFulfilment
                        order={order}
                        item={item}
                        label={itemLabel(item)}
                        onChange={onChange}
                      />
                    ) : null}
                  </Flex>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}

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
                  onOk: () => run(() => cancelOrder(order._id)),
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
