/**
 * One asset's depreciation: GET /assets/:id/depreciation?method= and POST (its settings).
 * Both answer `{ settings, schedule }`, schedule null while the asset lacks a price, a start
 * date or settings; `toDate: { asOf, value, accumulated }`, `endOfLife: { date, value }`.
 */
import { z } from '../zod';
import { DEPRECIATION_METHODS } from './words';
import { depreciationSettingsShape } from './detail';
import { isoDateSchema, money, success } from './fields';

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

export const depreciationRowSchema = z.object({
  year: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  opening: z.number(),
  depreciation: z.number(),
  closing: z.number(),
});
export type DepreciationRow = z.infer<typeof depreciationRowSchema>;

export const depreciationScheduleSchema = z.object({
  method: z.enum(DEPRECIATION_METHODS),
  cost: z.number(),
  salvageValue: z.number(),
  usefulLifeYears: z.number(),
  startDate: z.string(),
  rows: z.array(depreciationRowSchema),
  /** Book value today (pro rata by day within the current year) and the depreciation so far. */
  toDate: z.object({ asOf: z.string(), value: z.number(), accumulated: z.number() }),
  /** The last day of the useful life and the value then (the salvage value). */
  endOfLife: z.object({ date: z.string(), value: z.number() }),
});
export type DepreciationSchedule = z.infer<typeof depreciationScheduleSchema>;

/** `schedule` is null while the asset lacks a price, a start date or depreciation settings. */
export const depreciationResponse = success({
  settings: depreciationSettingsShape.nullable(),
  schedule: depreciationScheduleSchema.nullable(),
});
export type DepreciationResponse = z.infer<typeof depreciationResponse>;
