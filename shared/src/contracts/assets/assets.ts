/**
 * The register's assets (`/api/assets`): create, edit and delete one, bulk changes, and the
 * pickers' lists of assets in stock (available, reserved). The list itself
 * (GET /assets/get-assets) is described by the schemas' `getAssetsQuerySchema` and the
 * fast list's JSON schema; one asset's answer is ./detail.ts.
 *
 * Details settled here (beyond or differing from ASSETS-API.md):
 * - States are the keys of ASSET_STATES ('IN_INVENTORY', not 'In Inventory').
 * - POST /assets validates with `assetCreateSchema` (no DISPOSED start), PUT with
 *   `assetInputSchema`. Creates (assets, audits, comments) answer 201.
 * - A state change the table refuses (state, assign, unassign, dispose, PUT) answers
 *   409 with `issues: [{ field: 'state' }]`; a date out of order 400 `date`.
 * - Bulk refuses ASSIGNED and DISPOSED as targets.
 */
import { z } from '../zod';
import { ASSET_STATES, type AssetState } from './states';
import { BULK_ASSET_LIMIT, DEPRECIATION_METHODS } from './words';
import { assetReservationSchema } from './detail';
import { money, optionalDate, optionalId, optionalText, success } from './fields';

/** Path parameters of one asset's routes. */
export const assetIdParams = z.object({ id: z.guid() });

/** The fields of an asset as a form sends them (POST /assets and PUT /assets/:id). */
const assetFields = z.object({
  name: z.string().trim().min(1).max(200),
  assetTypeId: z.guid(),
  serialNumber: optionalText(100),
  make: optionalText(100),
  model: optionalText(100),
  tag: optionalText(100),
  imei: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{15}$/, 'IMEI must be 15 digits'),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  price: money()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  dateOfPurchase: optionalDate(),
  warrantyEndDate: optionalDate(),
  vendor: optionalText(200),
  officeId: optionalId(),
  invoiceId: optionalId(),
  description: optionalText(2000),
  state: z.enum(ASSET_STATES).optional(),
  employeeId: optionalId(),
  usefulLifeYears: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  salvageValue: money()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  depreciationMethod: z
    .enum(DEPRECIATION_METHODS)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

type AssetFields = z.infer<typeof assetFields>;

/** Rules between fields, the same on create and edit. */
function checkAsset(v: AssetFields, ctx: z.RefinementCtx): void {
  if (v.dateOfPurchase && v.warrantyEndDate && v.warrantyEndDate < v.dateOfPurchase) {
    ctx.addIssue({
      code: 'custom',
      path: ['warrantyEndDate'],
      message: 'Warranty end must not be before the date of purchase',
    });
  }
  if (v.state === 'ASSIGNED' && !v.employeeId) {
    ctx.addIssue({
      code: 'custom',
      path: ['employeeId'],
      message: 'An assigned asset needs an employee',
    });
  }
  if (v.state && v.state !== 'ASSIGNED' && v.employeeId) {
    ctx.addIssue({
      code: 'custom',
      path: ['employeeId'],
      message: 'Only an assigned asset has an employee',
    });
  }
  if (v.salvageValue !== null && v.price !== null && v.salvageValue > v.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['salvageValue'],
      message: 'Salvage value must not exceed the price',
    });
  }
}

/**
 * PUT /assets/:id. Every descriptive field is replaced (absent optional ones become
 * null). `state` absent keeps the state; a different one is a state change under
 * the transition table (409 when refused, nothing saved). `employeeId` absent keeps
 * the holder of an assigned asset; a different one is a hand-over. Both are dated today.
 */
export const assetInputSchema = assetFields.superRefine(checkAsset);
export type AssetInput = z.input<typeof assetInputSchema>;
export type AssetInputParsed = z.infer<typeof assetInputSchema>;

/** POST /assets: `state` defaults to IN_INVENTORY and cannot be DISPOSED (disposal has its own details). */
export const assetCreateSchema = assetFields
  .extend({
    state: z
      .enum(ASSET_STATES)
      .optional()
      .transform((v): AssetState => v ?? 'IN_INVENTORY'),
  })
  .superRefine((v, ctx) => {
    checkAsset(v, ctx);
    if (v.state === 'DISPOSED') {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: 'A new asset cannot start disposed',
      });
    }
  });
export type AssetCreateParsed = z.infer<typeof assetCreateSchema>;

/** POST /assets/bulk. The permission checked is the action's (asset.delete or asset.edit). */
export const bulkAssetsSchema = z
  .object({
    action: z.enum(['delete', 'set-state']),
    ids: z.array(z.guid()).min(1).max(BULK_ASSET_LIMIT),
    // ASSIGNED needs one employee per asset and DISPOSED its own details: neither in bulk.
    state: z.enum(ASSET_STATES).exclude(['ASSIGNED', 'DISPOSED']).optional(),
    note: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'set-state' && !v.state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the new state' });
    }
  });
export type BulkAssetsRequest = z.input<typeof bulkAssetsSchema>;

export const bulkAssetsResponse = success({
  updated: z.number(),
  failed: z.array(z.object({ id: z.string(), error: z.string() })),
});
export type BulkAssetsResponse = z.infer<typeof bulkAssetsResponse>;

/** DELETE /assets/:id: `{ type: 'success' }`. */
export const deleteAssetResponse = success({});

/** GET /assets/available: in stock and reserved for no one (the hand-out pickers). */
export const availableAssetsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  assetTypeId: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

/** One asset of `GET /assets/available`: in stock and reserved for no one. */
export const availableAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
  serialNumber: z.string().nullable(),
  model: z.string().nullable(),
  assetType: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type AvailableAsset = z.infer<typeof availableAssetSchema>;

export const availableAssetsResponse = success({ assets: z.array(availableAssetSchema) });
export type AvailableAssetsResponse = z.infer<typeof availableAssetsResponse>;

/** GET /assets/reserved: in stock and set aside for someone (`?limit=`, 50). */
export const reservedAssetsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One asset of `GET /assets/reserved`: in stock and set aside for someone, with what holds it. */
export const reservedAssetSchema = availableAssetSchema.extend({
  reservation: assetReservationSchema,
});
export type ReservedAsset = z.infer<typeof reservedAssetSchema>;

export const reservedAssetsResponse = success({
  assets: z.array(reservedAssetSchema),
  /** Every reserved asset of the company (the list holds at most `limit`). */
  total: z.number(),
});
export type ReservedAssetsResponse = z.infer<typeof reservedAssetsResponse>;
