/** The company's asset types as the settings list them: depreciation and what uses each. */
import { z } from '../zod';
import { DEPRECIATION_METHODS } from '../assets/words';

export const assetTypeInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  depreciationMethod: z
    .enum(DEPRECIATION_METHODS)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  usefulLifeYears: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type AssetTypeInput = z.input<typeof assetTypeInputSchema>;

export const assetTypeSettingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  depreciationMethod: z.enum(DEPRECIATION_METHODS).nullable(),
  usefulLifeYears: z.number().nullable(),
  assetCount: z.number(),
});
export type AssetTypeSetting = z.infer<typeof assetTypeSettingSchema>;

export const assetTypeSettingsResponse = z.object({
  type: z.literal('success'),
  assetTypes: z.array(assetTypeSettingSchema),
});
export type AssetTypeSettingsResponse = z.infer<typeof assetTypeSettingsResponse>;

export const assetTypeSettingResponse = z.object({
  type: z.literal('success'),
  assetType: assetTypeSettingSchema,
});
export type AssetTypeSettingResponse = z.infer<typeof assetTypeSettingResponse>;
