/**
 * POST /{product}/open-api/leads: the public site's enquiries (contact, contact-us,
 * expression of interest, partner enquiry, onboarding device selection), and
 * POST /{product}/open-api/web-visited's answer. Anonymous, rate-limited per address.
 */
import { z } from '../zod';
import {
  COMPANY_SIZES,
  CONTACT_TOPICS,
  EOI_TIMELINES,
  PARTNER_PROGRAMMES,
  PARTNER_TYPES,
} from './constants';
import {
  companyName,
  deviceLines,
  message,
  modules,
  optionalPhone,
  optionalText,
  personName,
  phone,
  workEmailSchema,
} from './fields';

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
/** What the API works with: the request as the schema parsed it. */
export type LeadInput = z.infer<typeof leadRequestSchema>;

export const leadCreatedResponse = z.object({ type: z.literal('success'), reference: z.string() });
export type LeadResponse =
  { type: 'success'; reference: string } | { type: 'error'; error: string };

/** POST /{product}/open-api/web-visited and other answers that say only "done". */
export const okResponse = z.object({ type: z.literal('success') });
