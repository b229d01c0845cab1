/**
 * The form fields the public site's requests share (leads, registration, subscription
 * orders): one rule and one message each, the same in the browser's forms and the API.
 */
import { z } from '../zod';
import { COMPANY_MODULES } from '../modules';
import { MAX_DEVICE_LINES, MAX_DEVICE_QUANTITY } from './constants';

export const personName = z
  .string()
  .trim()
  .min(2, 'Enter at least 2 characters')
  .max(100, 'Use at most 100 characters');
export const companyName = z
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
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Enter a valid phone number (digits, spaces, + - ( ) only)');
/** Optional fields arrive as '' from forms; '' means "not given". */
export const optionalPhone = z.union([z.literal(''), phone]).optional();
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).optional();
export const message = z
  .string()
  .trim()
  .min(10, 'Write at least 10 characters')
  .max(2000, 'Use at most 2000 characters');
export const modules = z
  .array(z.enum(COMPANY_MODULES))
  .min(1, 'Choose at least one module')
  .max(COMPANY_MODULES.length)
  .transform((list) => [...new Set(list)]);
const deviceId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'Unknown device');

export const deviceLineSchema = z.object({
  deviceId,
  quantity: z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Enter at least 1')
    .max(MAX_DEVICE_QUANTITY, `Enter at most ${MAX_DEVICE_QUANTITY}`),
});
export type DeviceLine = z.infer<typeof deviceLineSchema>;

export const deviceLines = z
  .array(deviceLineSchema)
  .max(MAX_DEVICE_LINES, `Choose at most ${MAX_DEVICE_LINES} devices`)
  .refine(
    (lines) => new Set(lines.map((l) => l.deviceId)).size === lines.length,
    'Each device may appear once',
  );
