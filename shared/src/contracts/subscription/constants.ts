/**
 * Words of the subscription orders (a company buying the product's plans and onboarding
 * devices), zod-free. "Subscription order" says which of the product's orders: the shop's
 * orders are `contracts/shop`, the organisation's purchase orders `contracts/organisation`.
 */
export const SUBSCRIPTION_ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type SubscriptionOrderStatus = (typeof SUBSCRIPTION_ORDER_STATUSES)[number];

/** The names the pricing page has always used (same values). */
export const ORDER_STATUSES = SUBSCRIPTION_ORDER_STATUSES;
export type OrderStatus = SubscriptionOrderStatus;
