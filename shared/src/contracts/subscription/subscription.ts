/**
 * GET /{product}/subscription: the caller's company's plan and its state, for the
 * subscription dialog and /pricing. Open to every signed-in user whatever the state.
 */
import { z } from '../zod';
import { LICENSE_CODES } from '../license';
import { COMPANY_MODULES } from '../modules';
import { BILLING_CYCLES } from '../marketing/constants';

export const subscriptionSummarySchema = z.object({
  licenseCode: z.enum(LICENSE_CODES),
  /** The modules the company has (its plan). */
  modules: z.array(z.enum(COMPANY_MODULES)),
  /** The subscription's first and last day (YYYY-MM-DD), null when never bought. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** The billing cycle of the last paid subscription order, null without one. */
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
  /** The caller's role may buy a subscription (company information edit). */
  canPurchase: z.boolean(),
  /** Whom to ask when the caller may not: the company's active users who may buy. */
  purchasers: z.array(z.object({ name: z.string(), email: z.string() })),
});
/** An interface (not an alias), so the kit's report names it rather than spelling it out. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SubscriptionSummary extends z.infer<typeof subscriptionSummarySchema> {}

export const subscriptionResponse = z.object({
  type: z.literal('success'),
  subscription: subscriptionSummarySchema,
});
// Spelt with the interface (the same shape as the schema's), so the kit's report names it.
export type SubscriptionResponse =
  { type: 'success'; subscription: SubscriptionSummary } | { type: 'error'; error: string };
