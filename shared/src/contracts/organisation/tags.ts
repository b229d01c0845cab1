/** Tag rules (the next tag of an asset type at a branch), QR labels and resolving a tag. */
import { z } from '../zod';
import { branchRefSchema, namedRefSchema, optionalId } from './common';
import { TAG_LABELS_MAX, TAG_PADDING_MAX } from './constants';

export const tagRuleInputSchema = z.object({
  assetTypeId: optionalId(),
  branchId: optionalId(),
  prefix: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/,
      'Start with a letter or digit; then letters, digits, / _ . -',
    ),
  nextNumber: z.number().int().min(1).max(999_999_999_999),
  padding: z.number().int().min(1).max(TAG_PADDING_MAX),
});
export type TagRuleInput = z.input<typeof tagRuleInputSchema>;

export const tagRuleSchema = z.object({
  _id: z.string(),
  assetType: namedRefSchema.nullable(),
  branch: branchRefSchema.nullable(),
  prefix: z.string(),
  nextNumber: z.number(),
  padding: z.number(),
  /** The tag the next asset of this rule gets. */
  nextTag: z.string(),
});
export type TagRule = z.infer<typeof tagRuleSchema>;

export const tagLabelsSchema = z.object({
  assetIds: z.array(z.guid()).min(1).max(TAG_LABELS_MAX),
});
export type TagLabelsRequest = z.input<typeof tagLabelsSchema>;

export const tagResolveQuerySchema = z.object({ tag: z.string().trim().min(1).max(100) });

export const tagRulesResponse = z.object({
  type: z.literal('success'),
  tagRules: z.array(tagRuleSchema),
});
export type TagRulesResponse = z.infer<typeof tagRulesResponse>;

export const tagRuleResponse = z.object({ type: z.literal('success'), tagRule: tagRuleSchema });
export type TagRuleResponse = z.infer<typeof tagRuleResponse>;

export const tagResolveResponse = z.object({
  type: z.literal('success'),
  asset: z.object({ _id: z.string(), name: z.string(), tag: z.string() }),
});
export type TagResolveResponse = z.infer<typeof tagResolveResponse>;
