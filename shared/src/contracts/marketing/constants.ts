/**
 * Paths and constants of the marketing API (leads, registration, plans, and the
 * subscription orders' paths the pricing page calls), relative to the API base `/api`.
 * Zod-free: `@itam/shared/contracts` re-exports them as values; the schemas are in
 * ./leads.ts, ./registration.ts, ./catalogue.ts and ../subscription/.
 *
 * `open-api` paths are anonymous (and rate-limited per client address); the others
 * need a session.
 */
export const MARKETING_API_PATHS = {
  plans: (product: string) => `/${product}/open-api/plans`,
  devices: (product: string) => `/${product}/open-api/devices`,
  device: (product: string, id: string) => `/${product}/open-api/devices/${encodeURIComponent(id)}`,
  leads: (product: string) => `/${product}/open-api/leads`,
  register: (product: string) => `/${product}/open-api/register`,
  /** Verifies a payment provider's signed return (single-use). Same segment as the browser route. */
  orderVerify: (product: string) => `/${product}/open-api/order/verify`,
  /** The built-in test gateway's checkout page (HTML, served by the API). */
  testGateway: (product: string, providerOrderId: string) =>
    `/${product}/open-api/test-gateway/${encodeURIComponent(providerOrderId)}`,
  /** The caller's company's plan and subscription state (any signed-in user). */
  subscription: (product: string) => `/${product}/subscription`,
  orders: (product: string) => `/${product}/orders`,
  order: (product: string, id: string) => `/${product}/orders/${encodeURIComponent(id)}`,
  orderShipping: (product: string, id: string) =>
    `/${product}/orders/${encodeURIComponent(id)}/shipping`,
} as const;

export const LEAD_KINDS = ['contact', 'contact-us', 'eoi', 'partner', 'device-selection'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const CONTACT_TOPICS = [
  'sales',
  'support',
  'billing',
  'partnership',
  'e-waste',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const COMPANY_SIZES = ['1-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const EOI_TIMELINES = ['now', '3-months', '6-months', 'exploring'] as const;
export type EoiTimeline = (typeof EOI_TIMELINES)[number];

export const PARTNER_TYPES = [
  'reseller',
  'msp',
  'integrator',
  'bank',
  'recycler',
  'other',
] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Partner programmes: the general one and the two bank partner offers. */
export const PARTNER_PROGRAMMES = ['general', 'idfc', 'au'] as const;
export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const DEVICE_CATEGORIES = ['laptop', 'desktop', 'monitor', 'phone', 'accessory'] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

/** Password rules of registration (the schema enforces them; forms explain them). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Most device lines and units one order or device selection may carry. */
export const MAX_DEVICE_LINES = 20;
export const MAX_DEVICE_QUANTITY = 500;

/**
 * Field messages the server sends that the browser translates (matched exactly): the
 * other 400 messages only happen when the browser's own validation was bypassed.
 */
export const MARKETING_ERRORS = {
  emailTaken: 'An account with this email already exists',
  unknownDevice: 'This device is not in the catalogue',
  paymentNotVerified: 'The payment could not be verified',
  paymentAlreadyVerified: 'This payment was already verified',
  orderNotPayable: 'This order can no longer be paid',
} as const;
