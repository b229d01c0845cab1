/**
 * The shop's settings: the price limit above which Finance approves, and the IT and Finance
 * approvers (none: an administrator approves that step), with the company's users an editor
 * picks them from.
 */
import { z } from '../zod';
import { namedRef, paise } from './common';

export const SETTINGS_PATHS = {
  settings: '/shop/settings',
  users: '/shop/settings/users',
} as const;

/** The bound of the price limit, in paise. */
export const MAX_PRICE_LIMIT_PAISE = 100_000_000_000;

export const settingsInput = z.object({
  priceLimitPaise: paise,
  itApproverUserId: z.guid().nullable(),
  financeApproverUserId: z.guid().nullable(),
});
export type ShopSettingsBody = z.input<typeof settingsInput>;

/** The settings' user picker: by name or email. */
export const settingsUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
});

export const shopSettingsSchema = z.object({
  /** Above it (in paise) Finance approves an order too. */
  priceLimitPaise: z.number(),
  /** null: an administrator approves that step. */
  itApproverUserId: z.string().nullable(),
  financeApproverUserId: z.string().nullable(),
  itApprover: namedRef.nullable(),
  financeApprover: namedRef.nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const settingsResponse = z.object({
  type: z.literal('success'),
  settings: shopSettingsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const settingsUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type SettingsUser = z.infer<typeof settingsUserSchema>;

export const settingsUsersResponse = z.object({
  type: z.literal('success'),
  users: z.array(settingsUserSchema),
});
export type SettingsUsersResponse = z.infer<typeof settingsUsersResponse>;
