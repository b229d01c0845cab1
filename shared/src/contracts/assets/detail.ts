/**
 * One asset as GET /assets/:id (and every change of it) answers: the list's fields plus the
 * detail (its description, depreciation settings, newest comments, open assignment,
 * disposal and reservation), and the records it is built of.
 */
import { z } from '../zod';
import { ASSET_STATES } from './states';
import { DEPRECIATION_METHODS, DISPOSAL_METHODS } from './words';
import { employeeRefSchema, personRefSchema, success } from './fields';

const ref = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ _id: z.string(), ...shape }).nullable();

/** An asset as listed: `_id` plus every column path of SPEC.md section 3 (AssetListItem). */
export const assetListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  serialNumber: z.string().nullable(),
  tag: z.string().nullable(),
  state: z.enum(ASSET_STATES),
  assetType: ref({ name: z.string() }),
  make: z.string().nullable(),
  model: z.string().nullable(),
  dateOfPurchase: z.string().nullable(),
  invoiceId: ref({ invoiceId: z.string() }),
  createdAt: z.string(),
  dateOfAssign: z.string().nullable(),
  price: z.number().nullable(),
  warrantyRemaining: z.string().nullable(),
  imei: z.string().nullable(),
  vendor: z.string().nullable(),
  officeId: ref({ branchId: z.string(), name: z.string() }),
  employee: employeeRefSchema.nullable(),
});

export const depreciationSettingsShape = z.object({
  method: z.enum(DEPRECIATION_METHODS),
  usefulLifeYears: z.number(),
  salvageValue: z.number(),
  /** Default: the date of purchase. */
  startDate: z.string().nullable(),
});
export type DepreciationSettings = z.infer<typeof depreciationSettingsShape>;

export const assetAssignmentSchema = z.object({
  _id: z.string(),
  employee: employeeRefSchema,
  assignedOn: z.string(),
  returnedOn: z.string().nullable(),
  note: z.string().nullable(),
  returnNote: z.string().nullable(),
  assignedBy: personRefSchema.nullable(),
});
export type AssetAssignment = z.infer<typeof assetAssignmentSchema>;

export const assetCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});
export type AssetComment = z.infer<typeof assetCommentSchema>;

export const assetDisposalSchema = z.object({
  date: z.string(),
  method: z.enum(DISPOSAL_METHODS),
  certificateNumber: z.string(),
});
export type AssetDisposal = z.infer<typeof assetDisposalSchema>;

/**
 * What holds an in-stock asset for someone: a shop order's unit until it is handed over, or
 * a joiner's onboarding until day one. Nobody else may be given it meanwhile.
 */
export const assetReservationSchema = z.object({
  kind: z.enum(['shop', 'onboarding']),
  /** The shop order or the onboarding. */
  sourceId: z.string(),
  /** The shop order's number (per company), null for an onboarding. */
  orderNumber: z.number().nullable(),
  employee: personRefSchema,
  /** YYYY-MM-DD, an onboarding's joining date. */
  joiningDate: z.string().nullable(),
});
export type AssetReservation = z.infer<typeof assetReservationSchema>;

/** GET /assets/:id: the list fields plus the detail. */
export const assetDetailSchema = assetListItemSchema.extend({
  description: z.string().nullable(),
  /** Same as warrantyRemaining (the warranty end date). */
  warrantyEndDate: z.string().nullable(),
  depreciation: depreciationSettingsShape.nullable(),
  /** The 20 newest comments; GET /assets/:id/comments has them all. */
  comments: z.array(assetCommentSchema),
  /** The open assignment of an ASSIGNED asset. */
  assignment: assetAssignmentSchema.nullable(),
  disposal: assetDisposalSchema.nullable(),
  /** Set aside for someone (in stock only), or null. */
  reservation: assetReservationSchema.nullable().optional(),
  updatedAt: z.string(),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

/** GET /assets/:id and every change of one asset (PUT, state, assign, unassign, dispose). */
export const assetResponse = success({ asset: assetDetailSchema });
export type AssetResponse = z.infer<typeof assetResponse>;
export type GetAssetDetailResponse = AssetResponse;
