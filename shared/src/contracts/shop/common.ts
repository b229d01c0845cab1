/**
 * What the IT shop's resources share: the states and kinds its records take (the database's
 * CHECKs of migration 0020 hold the same lists), the params naming a record, the paging of
 * its lists, and the filling of a path pattern.
 */
import { z } from '../zod';

export const PRODUCT_KINDS = ['device', 'bundle', 'software'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const ORDER_STATUSES = [
  'placed',
  'awaiting-approval',
  'approved',
  'fulfilling',
  'complete',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STEP_KINDS = ['manager', 'it', 'finance'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const STEP_DECISIONS = ['pending', 'approved', 'rejected'] as const;
export type StepDecision = (typeof STEP_DECISIONS)[number];

export const ITEM_STATUSES = ['open', 'ordered', 'reserved', 'handed-over'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The most of one product in the cart, and of one component in a product. */
export const MAX_QUANTITY = 20;

/** A path pattern (`/shop/orders/:id`) with its params filled in. */
export function shopPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

export const idParams = z.object({ id: z.guid() });

/** A record named by its id and name (a category, an asset type, a user). */
export const namedRef = z.object({ _id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/** A list's page: `limit` (1–100, 24) and `pageNumber` (from 0). */
export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(24),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
};

/** Paise: whole, from 0 to a thousand crore rupees. */
export const paise = z.number().int('Use whole paise').min(0).max(100_000_000_000);

export { optionalText } from '../text-fields';

/** An instant as the wire carries it: ISO 8601 text in UTC. */
export const instant = z.iso.datetime();
