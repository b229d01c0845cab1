/**
 * zod schemas of the marketing API: leads (contact, contact-us, expression of interest,
 * partner enquiry, onboarding device selection), registration, plans, orders, payment
 * verification and shipping. The API validates with them and the public forms validate
 * with the same rules; other browser code imports the inferred types from
 * `@itam/shared/contracts`.
 */
import { z } from 'zod';
import type { LicenseCode } from '../contracts/license';
import { COMPANY_MODULES, type CompanyModule } from '../contracts/modules';
import {
  BILLING_CYCLES,
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DEVICE_CATEGORIES,
  EOI_TIMELINES,
  MAX_DEVICE_LINES,
  MAX_DEVICE_QUANTITY,
  ORDER_STATUSES,
  PARTNER_PROGRAMMES,
  PARTNER_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../contracts/marketing-api';

const personName = z
  .string()
  .trim()
  .min(2, 'Enter at least 2 characters')
  .max(100, 'Use at most 100 characters');
const companyName = z
  .string()
  .trim()
  .min(2, 'Enter at least 2 characters')
  .max(200, 'Use at most 200 characters');
export const workEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an email address')
  .max(254, 'Use at most 254 characters')
  .email('Enter a valid email address');
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Enter a valid phone number (digits, spaces, + - ( ) only)');
/** Optional fields arrive as '' from forms; '' means "not given". */
const optionalPhone = z.union([z.literal(''), phone]).optional();
const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).optional();
const message = z
  .string()
  .trim()
  .min(10, 'Write at least 10 characters')
  .max(2000, 'Use at most 2000 characters');
const modules = z
  .array(z.enum(COMPANY_MODULES))
  .min(1, 'Choose at least one module')
  .max(COMPANY_MODULES.length)
  .transform((list) => [...new Set(list)]);
const deviceId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'Unknown device');

// Leads ------------------------------------------------------------------------------

export const contactLeadSchema = z.object({
  kind: z.enum(['contact', 'contact-us']),
  name: personName,
  email: workEmailSchema,
  phone: optionalPhone,
  company: optionalText(200),
  topic: z.enum(CONTACT_TOPICS),
  message,
});
export type ContactLeadRequest = z.input<typeof contactLeadSchema>;

export const eoiLeadSchema = z.object({
  kind: z.literal('eoi'),
  name: personName,
  email: workEmailSchema,
  phone,
  company: companyName,
  companySize: z.enum(COMPANY_SIZES),
  modules,
  timeline: z.enum(EOI_TIMELINES),
  message: optionalText(2000),
});
export type EoiLeadRequest = z.input<typeof eoiLeadSchema>;

export const partnerLeadSchema = z.object({
  kind: z.literal('partner'),
  programme: z.enum(PARTNER_PROGRAMMES).default('general'),
  name: personName,
  email: workEmailSchema,
  phone,
  company: companyName,
  partnerType: z.enum(PARTNER_TYPES),
  website: z
    .union([
      z.literal(''),
      z.string().trim().max(300).url('Enter a full web address, e.g. https://example.com'),
    ])
    .optional(),
  message: optionalText(2000),
});
export type PartnerLeadRequest = z.input<typeof partnerLeadSchema>;

export const deviceLineSchema = z.object({
  deviceId,
  quantity: z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Enter at least 1')
    .max(MAX_DEVICE_QUANTITY, `Enter at most ${MAX_DEVICE_QUANTITY}`),
});
export type DeviceLine = z.infer<typeof deviceLineSchema>;

const deviceLines = z
  .array(deviceLineSchema)
  .max(MAX_DEVICE_LINES, `Choose at most ${MAX_DEVICE_LINES} devices`)
  .refine(
    (lines) => new Set(lines.map((l) => l.deviceId)).size === lines.length,
    'Each device may appear once',
  );

export const deviceSelectionLeadSchema = z.object({
  kind: z.literal('device-selection'),
  name: personName,
  email: workEmailSchema,
  phone,
  company: companyName,
  joiners: z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Enter at least 1')
    .max(10000, 'Enter at most 10000'),
  startDate: z.union([z.literal(''), z.iso.date('Enter a date')]).optional(),
  devices: deviceLines.min(1, 'Choose at least one device'),
  message: optionalText(2000),
});
export type DeviceSelectionLeadRequest = z.input<typeof deviceSelectionLeadSchema>;

export const leadRequestSchema = z.discriminatedUnion('kind', [
  contactLeadSchema,
  eoiLeadSchema,
  partnerLeadSchema,
  deviceSelectionLeadSchema,
]);
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type LeadResponse =
  { type: 'success'; reference: string } | { type: 'error'; error: string };

// Registration -----------------------------------------------------------------------

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[a-z]/, 'Password must contain a lower-case letter')
  .regex(/[A-Z]/, 'Password must contain an upper-case letter')
  .regex(/[0-9]/, 'Password must contain a digit')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a symbol');

export const registerRequestSchema = z.object({
  companyName,
  firstName: z
    .string()
    .trim()
    .min(1, 'Enter your first name')
    .max(100, 'Use at most 100 characters'),
  lastName: optionalText(100),
  email: workEmailSchema,
  phone: optionalPhone,
  password: passwordSchema,
  modules,
  acceptTerms: z.literal(true, 'Accept the terms to continue'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterResponse =
  | {
      type: 'success';
      company: { _id: string; name: string; roles: string[] };
      user: { _id: string; email: string };
    }
  | { type: 'error'; error: string };

// Plans and devices --------------------------------------------------------------------

export interface Plan {
  id: string;
  module: (typeof COMPANY_MODULES)[number];
  billingCycle: (typeof BILLING_CYCLES)[number];
  /** Price in paise (1/100 rupee), taxes included. */
  amountPaise: number;
  currency: 'INR';
}
export type PlansResponse = { type: 'success'; plans: Plan[] } | { type: 'error'; error: string };

export interface CatalogueDevice {
  id: string;
  name: string;
  brand: string;
  category: (typeof DEVICE_CATEGORIES)[number];
  /** Specification lines: processor, memory, storage, display, ... (values as printed). */
  specs: Record<string, string>;
  /** Indicative unit price in paise. */
  unitPaise: number;
  currency: 'INR';
}
export type DevicesResponse =
  { type: 'success'; devices: CatalogueDevice[] } | { type: 'error'; error: string };
export type DeviceResponse =
  { type: 'success'; device: CatalogueDevice } | { type: 'error'; error: string };

// Orders and payments ------------------------------------------------------------------

export const createOrderRequestSchema = z
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
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export type OrderItem =
  | { kind: 'plan'; planId: string; module: (typeof COMPANY_MODULES)[number]; amountPaise: number }
  | {
      kind: 'device';
      deviceId: string;
      name: string;
      quantity: number;
      unitPaise: number;
      amountPaise: number;
    };

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

export interface OrderSummary {
  _id: string;
  reference: string;
  status: (typeof ORDER_STATUSES)[number];
  billingCycle: (typeof BILLING_CYCLES)[number];
  items: OrderItem[];
  amountPaise: number;
  currency: 'INR';
  needsShipping: boolean;
  shippingAddress: ShippingAddress | null;
  shippingConfirmedAt: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** Where the browser goes to pay: a hosted page (the test gateway, a payment link). */
export interface Checkout {
  kind: 'redirect';
  url: string;
  provider: string;
}

export type CreateOrderResponse =
  { type: 'success'; order: OrderSummary; checkout: Checkout } | { type: 'error'; error: string };
export type OrderResponse =
  { type: 'success'; order: OrderSummary } | { type: 'error'; error: string };
export type OrdersResponse =
  { type: 'success'; orders: OrderSummary[] } | { type: 'error'; error: string };

export const ordersQuerySchema = z.object({ shipping: z.enum(['pending']).optional() });

/**
 * The query of the provider's return to the site, passed on as it came: the server's
 * provider reads its own parameter names and checks the signature.
 */
export const verifyOrderRequestSchema = z.object({
  params: z
    .record(z.string().max(64), z.string().max(512))
    .refine((params) => Object.keys(params).length <= 20, 'Too many parameters'),
});
export type VerifyOrderRequest = z.input<typeof verifyOrderRequestSchema>;
export type VerifyOrderResponse =
  | {
      type: 'success';
      order: Pick<
        OrderSummary,
        '_id' | 'reference' | 'status' | 'needsShipping' | 'billingCycle' | 'amountPaise'
      >;
      subscription: { start: string; end: string; modules: string[] };
    }
  | { type: 'error'; error: string };

/**
 * GET /{product}/subscription: the caller's company's plan and its state, for the
 * subscription dialog and /pricing. Open to every signed-in user whatever the state.
 */
export interface SubscriptionSummary {
  licenseCode: LicenseCode;
  /** The modules the company has (its plan). */
  modules: CompanyModule[];
  /** The subscription's first and last day (YYYY-MM-DD), null when never bought. */
  start: string | null;
  end: string | null;
  /** The billing cycle of the last paid order, null without one. */
  billingCycle: (typeof BILLING_CYCLES)[number] | null;
  /** The caller's role may buy a subscription (company information edit). */
  canPurchase: boolean;
  /** Whom to ask when the caller may not: the company's active users who may buy. */
  purchasers: { name: string; email: string }[];
}
export type SubscriptionResponse =
  { type: 'success'; subscription: SubscriptionSummary } | { type: 'error'; error: string };
