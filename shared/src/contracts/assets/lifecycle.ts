/**
 * One asset's life cycle: state changes, assignments and disposal (the transition table:
 * ./states.ts). POST /assets/:id/state also takes `date` (default today); assign and
 * unassign take `note`; unassign returns the asset to IN_INVENTORY; dispose `method` is one
 * of DISPOSAL_METHODS. GET /assets/:id/assignments needs asset.view. Each change answers
 * the asset (./detail.ts `assetResponse`).
 */
import { z } from '../zod';
import { ASSET_STATES } from './states';
import { DISPOSAL_METHODS } from './words';
import { assetAssignmentSchema } from './detail';
import { isoDateSchema, optionalDate, optionalId, optionalText, success } from './fields';

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

export const assetAssignmentsResponse = success({ assignments: z.array(assetAssignmentSchema) });
export type AssetAssignmentsResponse = z.infer<typeof assetAssignmentsResponse>;
