/** POST /{product}/open-api/register: self-service registration of a company and its admin. */
import { z } from '../zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { companyName, modules, optionalPhone, optionalText, workEmailSchema } from './fields';

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
/** What the API works with: the request as the schema parsed it. */
export type RegisterInput = z.infer<typeof registerRequestSchema>;

export const registeredResponse = z.object({
  type: z.literal('success'),
  company: z.object({ _id: z.string(), name: z.string(), roles: z.array(z.string()) }),
  user: z.object({ _id: z.string(), email: z.string() }),
});
export type RegisterResponse =
  z.infer<typeof registeredResponse> | { type: 'error'; error: string };
