/** Request bodies and query strings of the IT shop (zod: a 400 names the field). */
import { z } from 'zod';
import { isoDateSchema } from '@itam/shared/schemas';
import { ORDER_STATUSES, PRODUCT_KINDS } from '@itam/shared/contracts/shop';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const paging = {
  limit: z.coerce.number().int().min(1).max(100).default(24),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
};

const paise = z.number().int('Use whole paise').min(0).max(100_000_000_000);

export const idParamsSchema = z.object({ id: z.guid() });
export const pictureParamsSchema = z.object({ id: z.guid(), pictureId: z.guid() });
export const productParamsSchema = z.object({ productId: z.guid() });
export const itemParamsSchema = z.object({ id: z.guid(), itemId: z.guid() });

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name').max(100),
  position: z.number().int().min(0).max(1000).optional(),
});

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const productListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: z.guid().optional(),
  kind: z.enum(PRODUCT_KINDS).optional(),
  minPricePaise: z.coerce.number().int().min(0).optional(),
  maxPricePaise: z.coerce.number().int().min(0).optional(),
  /** Only products with at least one in stock now (a licence always is). */
  inStock: booleanQuery.optional(),
  /** Catalogue editors only: also (or only) retired products. */
  retired: z.enum(['false', 'true', 'all']).default('false'),
  sort: z.enum(['name', 'price', '-price']).default('name'),
  ...paging,
});

const component = z.object({
  assetTypeId: z.guid(),
  model: z.string().trim().min(1, 'Enter the model').max(100),
  quantity: z.number().int().min(1).max(20).default(1),
});

export const productInputSchema = z
  .object({
    categoryId: z.guid(),
    kind: z.enum(PRODUCT_KINDS),
    name: z.string().trim().min(1, 'Enter the name').max(200),
    description: z.string().trim().max(4000).default(''),
    specs: z
      .record(z.string().trim().min(1).max(60), z.string().trim().max(300))
      .refine((s) => Object.keys(s).length <= 30, 'At most 30 specifications')
      .default({}),
    pricePaise: paise,
    leadTimeDays: z.number().int().min(0).max(365).default(14),
    components: z.array(component).max(10).default([]),
  })
  .superRefine((p, ctx) => {
    const n = p.components.length;
    const want =
      p.kind === 'device'
        ? n === 1 || 'A device has exactly one component'
        : p.kind === 'bundle'
          ? n >= 2 || 'A bundle has two or more components'
          : n === 0 || 'A software licence has no components';
    if (want !== true) ctx.addIssue({ code: 'custom', path: ['components'], message: want });
  });

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 1024 * 1024;

export const pictureInputSchema = z.object({
  contentType: z.enum(PICTURE_TYPES),
  /** The image, base64 (or a data URL). */
  data: z
    .string()
    .min(1, 'Attach the picture')
    .max(Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 64),
});

export const cartAddSchema = z.object({
  productId: z.guid(),
  quantity: z.number().int().min(1).max(20).default(1),
});
export const cartQuantitySchema = z.object({ quantity: z.number().int().min(1).max(20) });

/** The most characters of a business reason (the orders' bound too). */
export const REASON_MAX = 1000;

/**
 * The cart's order details as the cart screen keeps them while they are typed: each field
 * given is saved (the reason as typed, trimmed when the order is placed), each absent kept.
 */
export const cartDraftSchema = z.object({
  businessReason: z.string().max(REASON_MAX, `At most ${REASON_MAX} characters`).optional(),
  /** null: for oneself. */
  employeeId: z.guid().nullable().optional(),
});

export const placeOrderSchema = z.object({
  /** Absent or null: for oneself. */
  employeeId: z
    .guid()
    .nullish()
    .transform((v) => v ?? null),
  businessReason: z.string().trim().min(1, 'Give the business reason').max(REASON_MAX),
});

export const orderListQuerySchema = z.object({
  /** mine: placed by or for the caller; all: every order (fulfilment and administrators). */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(ORDER_STATUSES).optional(),
  ...paging,
});

export const approvalQueueQuerySchema = z.object({ ...paging });

export const approveSchema = z.object({ comment: optionalText(2000) });
export const rejectSchema = z.object({
  comment: z.string().trim().min(1, 'Say why the order is rejected').max(2000),
});

export const reserveSchema = z.object({ assetId: z.guid() });

export const purchaseOrderSchema = z.object({
  invoiceId: z.string().trim().min(1, 'Enter the purchase order number').max(60),
  vendor: z.string().trim().min(1, 'Enter the vendor').max(200),
  orderDate: isoDateSchema.optional(),
  /** Rupees per unit, as purchase orders keep them. */
  unitPrice: z.number().min(0).max(100_000_000).multipleOf(0.01),
  /**
   * Raise it though a matching asset is in stock (the screen asks first): without it, the
   * server refuses with 409 SHOP_MATCHING_IN_STOCK, as IT buys only what it cannot reserve.
   */
  force: z.boolean().default(false),
});

export const handOverSchema = z.object({
  /** The scanned tag: it must be the reserved asset's, or picks the asset to reserve. */
  tag: optionalText(100),
  date: isoDateSchema.optional(),
});

/** The settings' user picker: by name or email. */
export const settingsUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});

export const settingsSchema = z.object({
  priceLimitPaise: paise,
  itApproverUserId: z.guid().nullable(),
  financeApproverUserId: z.guid().nullable(),
});
