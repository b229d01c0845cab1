/** The caller's own profile and password, and the company's information (GET/PUT). */
import { z } from '../zod';
import { passwordSchema } from '../marketing/registration';
import { COMPANY_CLOCKS } from '../date-time';
import { optionalText, phone } from './common';

export const personalInfoInputSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  phone: phone(),
  language: z.enum(['en', 'hi']),
});
export type PersonalInfoInput = z.input<typeof personalInfoInputSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  /** The product's one password rule (registration's). */
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const personalInfoSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  roleName: z.string(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

function isTagLinkBase(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    );
  } catch {
    return false;
  }
}

const tagLinkBase = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(200)
      .refine(isTagLinkBase, 'Use an http(s) address such as https://tags.example.com'),
  ])
  .nullable()
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, '') : null));

export const companyInfoInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  legalName: optionalText(200),
  address: optionalText(500),
  taxId: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{5,30}$/, 'Use 5 to 30 letters, digits or dashes'),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  timeZone,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code'),
  /** Empty: the product's own origin. */
  tagLinkBase,
  /** 24-hour or 12-hour times; absent: unchanged. */
  clock: z.enum(COMPANY_CLOCKS).optional(),
});
export type CompanyInfoInput = z.input<typeof companyInfoInputSchema>;

export const companyInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  /** How the product writes times for the company: 24-hour (14:30) or 12-hour (2:30 pm). */
  clock: z.enum(COMPANY_CLOCKS),
  /** The company's own setting; null: the default below. */
  tagLinkBase: z.string().nullable(),
  /** What QR labels encode now: the setting, else the product's origin. */
  effectiveTagLinkBase: z.string(),
  /** A signed address of the logo (or the stored address); null without one. */
  logo: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const personalInfoResponse = z.object({
  type: z.literal('success'),
  profile: personalInfoSchema,
});
export type PersonalInfoResponse = z.infer<typeof personalInfoResponse>;

export const companyInfoResponse = z.object({
  type: z.literal('success'),
  company: companyInfoSchema,
});
export type CompanyInfoResponse = z.infer<typeof companyInfoResponse>;
