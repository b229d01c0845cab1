/**
 * The marketing and subscription schemas under the names `@itam/shared/schemas` has always
 * exported them by. They are declared in `contracts/marketing/` and
 * `contracts/subscription/` (`@itam/shared/contracts/marketing`, `/subscription`); the
 * subscription orders' new names say "subscription order" (the shop's orders and the
 * organisation's purchase orders are other things).
 */
import type {
  CreateSubscriptionOrderRequest,
  CreateSubscriptionOrderResponse,
  SubscriptionOrderItem,
  SubscriptionOrderResponse,
  SubscriptionOrdersResponse,
  SubscriptionOrderSummary,
  VerifySubscriptionOrderRequest,
  VerifySubscriptionOrderResponse,
} from '../subscription';

export {
  workEmailSchema,
  deviceLineSchema,
  contactLeadSchema,
  eoiLeadSchema,
  partnerLeadSchema,
  deviceSelectionLeadSchema,
  leadRequestSchema,
  passwordSchema,
  registerRequestSchema,
  type DeviceLine,
  type ContactLeadRequest,
  type EoiLeadRequest,
  type PartnerLeadRequest,
  type DeviceSelectionLeadRequest,
  type LeadRequest,
  type LeadResponse,
  type RegisterRequest,
  type RegisterResponse,
  type Plan,
  type PlansResponse,
  type CatalogueDevice,
  type DevicesResponse,
  type DeviceResponse,
} from './index';
export {
  shippingAddressSchema,
  confirmShippingRequestSchema,
  createSubscriptionOrderInput as createOrderRequestSchema,
  subscriptionOrdersQuery as ordersQuerySchema,
  verifySubscriptionOrderInput as verifyOrderRequestSchema,
  type ShippingAddress,
  type ShippingAddressInput,
  type ConfirmShippingRequest,
  type Checkout,
  type SubscriptionSummary,
  type SubscriptionResponse,
} from '../subscription';

export type CreateOrderRequest = CreateSubscriptionOrderRequest;
export type OrderItem = SubscriptionOrderItem;
export type OrderSummary = SubscriptionOrderSummary;
export type CreateOrderResponse = CreateSubscriptionOrderResponse;
export type OrderResponse = SubscriptionOrderResponse;
export type OrdersResponse = SubscriptionOrdersResponse;
export type VerifyOrderRequest = VerifySubscriptionOrderRequest;
export type VerifyOrderResponse = VerifySubscriptionOrderResponse;
