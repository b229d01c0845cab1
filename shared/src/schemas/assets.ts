/**
 * zod schemas and response types of the asset register API (ASSETS-API.md; paths in
 * contracts/assets-api.ts). The API validates with these schemas; a browser form may
 * import one to validate with the same rules. Request types are `z.input` (what the
 * browser sends) and `z.infer` (what the server works with after defaults).
 *
 * Conventions: dates are 'YYYY-MM-DD' strings, timestamps ISO strings, money numbers
 * with at most two decimals; an optional text sent as '' counts as "not set" (null).
 * Errors: 400 `issues[].field` names the body field (e.g. `serialNumber`); a state
 * change the transition table refuses answers 409 with `issues: [{ field: 'state' }]`.
 */
import { z } from 'zod';
import { ASSET_STATES, type AssetState } from '../contracts/asset-states';
import {
  ACTIVITY_ENTITY_TYPES,
  ASSET_ACTIVITY_ACTIONS,
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  AUDIT_CONDITIONS,
  BULK_ASSET_LIMIT,
  DEPRECIATION_METHODS,
  DISPOSAL_METHODS,
} from '../contracts/assets-api';
import { commaList } from './query-lists';

const MAX_MONEY = 999_999_999_999.99;

/** Optional text: trimmed, '' becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** Optional reference to a row of the company ('' or null: none). */
const optionalId = () =>
  z
    .union([z.literal(''), z.guid()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A calendar date 'YYYY-MM-DD' (a real date: 2023-02-30 is refused). */
export const isoDateSchema = z.iso.date();
const optionalDate = () =>
  z
    .union([z.literal(''), isoDateSchema])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const money = () => z.number().finite().min(0).max(MAX_MONEY);

/** Path parameters of the comment routes. */
export const assetCommentParamsSchema = z.object({ id: z.guid(), commentId: z.guid() });

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

/** POST /assets/:id/state. */
export const assetStateChangeSchema = z
  .object({
    state: z.enum(ASSET_STATES),
    note: optionalText(500),
    employeeId: optionalId(),
    /** The day of the change (assignment start or end); default today. */
    date: optionalDate(),
  })
  .superRefine((v, ctx) => {
    if (v.state === 'ASSIGNED' && !v.employeeId) {
      ctx.addIssue({
        code: 'custom',
        path: ['employeeId'],
        message: 'An assigned asset needs an employee',
      });
    }
    if (v.state !== 'ASSIGNED' && v.employeeId) {
      ctx.addIssue({
        code: 'custom',
        path: ['employeeId'],
        message: 'Only an assigned asset has an employee',
      });
    }
  });
export type AssetStateChangeRequest = z.input<typeof assetStateChangeSchema>;

/** POST /assets/:id/assign (also a hand-over when already assigned). */
export const assetAssignSchema = z.object({
  employeeId: z.guid(),
  date: isoDateSchema,
  note: optionalText(500),
});
export type AssetAssignRequest = z.input<typeof assetAssignSchema>;

/** POST /assets/:id/unassign: back to IN_INVENTORY. */
export const assetUnassignSchema = z.object({
  date: isoDateSchema,
  note: optionalText(500),
});
export type AssetUnassignRequest = z.input<typeof assetUnassignSchema>;

/** POST /assets/:id/dispose: only from PENDING_DISPOSAL. */
export const assetDisposeSchema = z.object({
  date: isoDateSchema,
  method: z.enum(DISPOSAL_METHODS),
  certificateNumber: z.string().trim().min(1).max(100),
  note: optionalText(500),
});
export type AssetDisposeRequest = z.input<typeof assetDisposeSchema>;

const activityFields = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Who: the user who acted. */
  actorId: z.guid().optional(),
  /** What: one or more actions (comma list). */
  action: commaList(z.enum(ASSET_ACTIVITY_ACTIONS), ASSET_ACTIVITY_ACTIONS.length),
  /** What: the kind of record ('asset' is the only one logged so far). */
  entityType: z.enum(ACTIVITY_ENTITY_TYPES).optional(),
  /** When: entries at or after `from` and before `to` (ISO timestamps with an offset). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** An activity query's `to` comes after its `from` (both logs, the asset's and the organisation's). */
export function checkRange(v: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (v.from && v.to && Date.parse(v.to) <= Date.parse(v.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
  }
}

/** GET /assets/:id/activity: one asset's log, with the filters of the company log. */
export const assetActivityQuerySchema = activityFields.superRefine(checkRange);

/** GET /activity: the company's log, filtered by who, what and when, or by one asset. */
export const activityQuerySchema = activityFields
  .extend({ assetId: z.guid().optional() })
  .superRefine(checkRange);
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** POST /assets/:id/audits. */
export const assetAuditInputSchema = z.object({
  date: isoDateSchema,
  auditorName: z.string().trim().min(1).max(120),
  officeId: optionalId(),
  condition: z.enum(AUDIT_CONDITIONS),
  notes: optionalText(2000),
});
export type AssetAuditInput = z.input<typeof assetAuditInputSchema>;

/** GET /assets/:id/depreciation?method= (default: the asset's own method). */
export const depreciationQuerySchema = z.object({
  method: z.enum(DEPRECIATION_METHODS).optional(),
});
export type DepreciationQuery = z.input<typeof depreciationQuerySchema>;

/** POST /assets/:id/depreciation: the asset's settings (salvage must not exceed its price). */
export const depreciationSettingsSchema = z.object({
  method: z.enum(DEPRECIATION_METHODS),
  usefulLifeYears: z.number().int().min(1).max(50),
  salvageValue: money(),
  startDate: isoDateSchema,
});
export type DepreciationSettingsInput = z.input<typeof depreciationSettingsSchema>;

/** POST /assets/:id/images/upload-url. */
export const imageUploadRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine(
      (v) =>
        ![...v].some(
          (c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
        ),
      'File name must not contain slashes or control characters',
    ),
  contentType: z.enum(ASSET_IMAGE_TYPES),
  size: z.number().int().min(1).max(ASSET_IMAGE_MAX_BYTES),
});
export type ImageUploadRequest = z.input<typeof imageUploadRequestSchema>;

/** POST /assets/:id/comments and PUT /assets/:id/comments/:commentId. */
export const assetCommentInputSchema = z.object({ text: z.string().trim().min(1).max(2000) });
export type AssetCommentInput = z.input<typeof assetCommentInputSchema>;

/** GET /company/employees/dropdown. */
export const employeesDropdownQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export type EmployeesDropdownQuery = z.input<typeof employeesDropdownQuerySchema>;

// Response types (no zod): ./asset-responses.ts.
export type * from './asset-responses';
