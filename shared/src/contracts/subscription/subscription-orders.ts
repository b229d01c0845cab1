/**
 * Subscription orders: a signed-in admin orders plans (and onboarding devices) for their
 * company and pays through the payment provider; the provider's signed return is verified
 * once. POST/GET /{product}/orders, GET /{product}/orders/:id, POST .../:id/shipping and
 * POST /{product}/open-api/order/verify (paths: MARKETING_API_PATHS).
 */
import { z } from '../zod';
import { COMPANY_MODULES } from '../modules';
import { BILLING_CYCLES } from '../marketing/constants';
import { deviceLines, optionalText, personName, phone } from '../marketing/fields';
import { SUBSCRIPTION_ORDER_STATUSES } from './constants';

export const createSubscriptionOrderInput = z
  .object({
    billingCycle: z.enum(BILLING_CYCLES),
    modules: z
      .array(z.enum(COMPANY_MODULES))
      .max(COMPANY_MODULES.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    devices: deviceLines.default([]),
  })
  .refine((order) => order.modules.length + order.devices.length > 0, {
    message: 'Choose at least one plan or device',
    path: ['modules'],
  });
export type CreateSubscriptionOrderRequest = z.input<typeof createSubscriptionOrderInput>;
/** What the API works with: the request as the schema parsed it. */
export type CreateSubscriptionOrderInput = z.infer<typeof createSubscriptionOrderInput>;

export const subscriptionOrderItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('plan'),
    planId: z.string(),
    module: z.enum(COMPANY_MODULES),
    amountPaise: z.number(),
  }),
  z.object({
    kind: z.literal('device'),
    deviceId: z.string(),
    name: z.string(),
    quantity: z.number(),
    unitPaise: z.number(),
    amountPaise: z.number(),
  }),
]);
export type SubscriptionOrderItem = z.infer<typeof subscriptionOrderItemSchema>;

export const shippingAddressSchema = z.object({
  contactName: personName,
  phone,
  line1: z
    .string()
    .trim()
    .min(3, 'Enter the street address')
    .max(200, 'Use at most 200 characters'),
  line2: optionalText(200),
  city: z.string().trim().min(2, 'Enter the city').max(100, 'Use at most 100 characters'),
  state: z.string().trim().min(2, 'Enter the state').max(100, 'Use at most 100 characters'),
  postalCode: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code'),
  country: z.literal('India').default('India'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const confirmShippingRequestSchema = z.object({ address: shippingAddressSchema });
export type ConfirmShippingRequest = z.input<typeof confirmShippingRequestSchema>;

/** A stored address as the API sends it (checked when it was confirmed). */
const shippingAddressWire = z.object({
  contactName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.literal('India'),
});

export const subscriptionOrderSummarySchema = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(SUBSCRIPTION_ORDER_STATUSES),
  billingCycle: z.enum(BILLING_CYCLES),
  items: z.array(subscriptionOrderItemSchema),
  amountPaise: z.number(),
  currency: z.literal('INR'),
  needsShipping: z.boolean(),
  shippingAddress: shippingAddressWire.nullable(),
  shippingConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type SubscriptionOrderSummary = z.infer<typeof subscriptionOrderSummarySchema>;

/** Where the browser goes to pay: a hosted page (the test gateway, a payment link). */
export const checkoutSchema = z.object({
  kind: z.literal('redirect'),
  url: z.string(),
  provider: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

type ErrorAnswer = { type: 'error'; error: string };

export const subscriptionOrderCreatedResponse = z.object({
  type: z.literal('success'),
  order: subscriptionOrderSummarySchema,
  checkout: checkoutSchema,
});
export type CreateSubscriptionOrderResponse =
  z.infer<typeof subscriptionOrderCreatedResponse> | ErrorAnswer;
export const subscriptionOrderResponse = z.object({
  type: z.literal('success'),
  order: subscriptionOrderSummarySchema,
});
export type SubscriptionOrderResponse = z.infer<typeof subscriptionOrderResponse> | ErrorAnswer;
export const subscriptionOrdersResponse = z.object({
  type: z.literal('success'),
  orders: z.array(subscriptionOrderSummarySchema),
});
export type SubscriptionOrdersResponse = z.infer<typeof subscriptionOrdersResponse> | ErrorAnswer;

export const subscriptionOrdersQuery = z.object({ shipping: z.enum(['pending']).optional() });

/**
 * The :id of /orders/:id. Any text: an id that is not a uuid cannot name an order of the
 * company, so it gets the same 404 "Order not found" as a foreign one (the service checks).
 */
export const subscriptionOrderParams = z.object({ id: z.string() });

/**
 * The query of the provider's return to the site, passed on as it came: the server's
 * provider reads its own parameter names and checks the signature.
 */
export const verifySubscriptionOrderInput = z.object({
  params: z
    .record(z.string().max(64), z.string().max(512))
    .refine((params) => Object.keys(params).length <= 20, 'Too many parameters'),
});
export type VerifySubscriptionOrderRequest = z.input<typeof verifySubscriptionOrderInput>;
export const subscriptionOrderVerifiedResponse = z.object({
  type: z.literal('success'),
  order: subscriptionOrderSummarySchema.pick({
    _id: true,
    reference: true,
    status: true,
    needsShipping: true,
    billingCycle: true,
    amountPaise: true,
  }),
  subscription: z.object({ start: z.string(), end: z.string(), modules: z.array(z.string()) }),
});
export type VerifySubscriptionOrderResponse =
  z.infer<typeof subscriptionOrderVerifiedResponse> | ErrorAnswer;

/** The built-in test gateway's page: its :providerOrderId and its language. */
export const testGatewayParams = z.object({ providerOrderId: z.string().max(64) });
export const testGatewayQuery = z.object({
  lang: z.enum(['en', 'hi']).catch('en').default('en'),
});
