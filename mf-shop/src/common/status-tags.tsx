/** The coloured states of an order, an approval step and an item to fulfil (the kit's AA-contrast tags). */
import { useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';
import type { ItemStatus, OrderStatus, StepDecision } from '@itam/shared/contracts/shop';

const ORDER_COLORS: Record<OrderStatus, string> = {
  placed: 'default',
  'awaiting-approval': 'gold',
  approved: 'blue',
  fulfilling: 'geekblue',
  complete: 'green',
  rejected: 'red',
  cancelled: 'default',
};

const ITEM_COLORS: Record<ItemStatus, string> = {
  open: 'default',
  ordered: 'purple',
  reserved: 'blue',
  'handed-over': 'green',
};

const DECISION_COLORS: Record<StepDecision, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return <ReadableTag color={ORDER_COLORS[status]}>{t(`orderStatus.${status}`)}</ReadableTag>;
}

export function ItemStatusTag({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('shop');
  return <ReadableTag color={ITEM_COLORS[status]}>{t(`itemStatus.${status}`)}</ReadableTag>;
}

export function DecisionTag({ decision }: { decision: StepDecision }) {
  const { t } = useTranslation('shop');
  return <ReadableTag color={DECISION_COLORS[decision]}>{t(`decision.${decision}`)}</ReadableTag>;
}
