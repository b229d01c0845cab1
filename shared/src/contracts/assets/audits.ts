/** One asset's audits: GET and POST /assets/:id/audits (a create answers 201). */
import { z } from '../zod';
import { AUDIT_CONDITIONS } from './words';
import { isoDateSchema, optionalId, optionalText, personRefSchema, success } from './fields';

/** POST /assets/:id/audits. */
export const assetAuditInputSchema = z.object({
  date: isoDateSchema,
  auditorName: z.string().trim().min(1).max(120),
  officeId: optionalId(),
  condition: z.enum(AUDIT_CONDITIONS),
  notes: optionalText(2000),
});
export type AssetAuditInput = z.input<typeof assetAuditInputSchema>;

export const assetAuditSchema = z.object({
  _id: z.string(),
  date: z.string(),
  auditorName: z.string(),
  office: z.object({ _id: z.string(), branchId: z.string(), name: z.string() }).nullable(),
  condition: z.enum(AUDIT_CONDITIONS),
  notes: z.string().nullable(),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type AssetAudit = z.infer<typeof assetAuditSchema>;

export const assetAuditsResponse = success({ audits: z.array(assetAuditSchema) });
export type AssetAuditsResponse = z.infer<typeof assetAuditsResponse>;
export const assetAuditResponse = success({ audit: assetAuditSchema });
export type AssetAuditResponse = z.infer<typeof assetAuditResponse>;
