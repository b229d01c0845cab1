/**
 * Parts of one order's view (./order-view.tsx): its approval steps (who, their decision,
 * when and their comment) and each unit to fulfil (its reserved or handed-over asset, its
 * purchase order, and the fulfilment steps when the caller may fulfil).
 */
import { Flex, theme } from '@itam/shared/antd';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Panel, Text } from '@itam/shared/ui';
import type { Order, OrderItem } from '@itam/shared/contracts/shop';
import { DecisionTag, ItemStatusTag } from '../../common/status-tags';
import { ItemFulfilment } from './item-fulfilment';

const H = { margin: 0, fontSize: 16 } as const;

export function ApprovalSteps({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  const language = i18n.language;
  return order.steps.length === 0 ? (
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
  );
}

export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  const language = i18n.language;
  const lineName = (item: OrderItem) =>
    order.lines.find((l) => l._id === item.lineId)?.product.name ?? '';
  const itemLabel = (item: OrderItem) =>
    item.assetType
      ? t('order.itemLabel', { type: item.assetType.name, model: item.model ?? '' })
      : lineName(item);
  if (!order.items.length) return null;
  return (
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
                <Text>{t('order.purchaseOrder', { number: item.purchaseOrder.invoiceId })}</Text>
              ) : null}
              {item.handedOverAt ? (
                <Text type="secondary">
                  {t('order.handedOverAt', {
                    when: formatDateTime(item.handedOverAt, language),
                  })}
                </Text>
              ) : null}
              {order.can.fulfil ? (
                <ItemFulfilment order={order} item={item} label={itemLabel(item)} />
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
