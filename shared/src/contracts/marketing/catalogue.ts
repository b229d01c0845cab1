/**
 * GET /{product}/open-api/plans, /devices and /devices/:id: the plans on sale and the
 * onboarding device catalogue, anonymous and rate-limited per client address.
 */
import { z } from '../zod';
import { COMPANY_MODULES } from '../modules';
import { BILLING_CYCLES, DEVICE_CATEGORIES } from './constants';

export const planSchema = z.object({
  id: z.string(),
  module: z.enum(COMPANY_MODULES),
  billingCycle: z.enum(BILLING_CYCLES),
  /** Price in paise (1/100 rupee), taxes included. */
  amountPaise: z.number(),
  currency: z.literal('INR'),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponse = z.object({ type: z.literal('success'), plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponse> | { type: 'error'; error: string };

export const catalogueDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.enum(DEVICE_CATEGORIES),
  /** Specification lines: processor, memory, storage, display, ... (values as printed). */
  specs: z.record(z.string(), z.string()),
  /** Indicative unit price in paise. */
  unitPaise: z.number(),
  currency: z.literal('INR'),
});
export type CatalogueDevice = z.infer<typeof catalogueDeviceSchema>;
export const devicesResponse = z.object({
  type: z.literal('success'),
  devices: z.array(catalogueDeviceSchema),
});
export type DevicesResponse = z.infer<typeof devicesResponse> | { type: 'error'; error: string };
export const deviceResponse = z.object({
  type: z.literal('success'),
  device: catalogueDeviceSchema,
});
export type DeviceResponse = z.infer<typeof deviceResponse> | { type: 'error'; error: string };

/**
 * The :id of GET /devices/:id. Any text: an id that names no device (malformed or not) is
 * the same 404 "Device not found", so the check is the service's.
 */
export const deviceParams = z.object({ id: z.string() });
export const DEVICE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,63}$/;
