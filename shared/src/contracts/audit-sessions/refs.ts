/** The assets, offices and people an audit session names, as every answer of it carries them. */
import { ASSET_STATES } from '../asset-states';
import { z } from '../zod';

export const auditUserRefSchema = z.object({ _id: z.string(), name: z.string() });
export type AuditUserRef = z.infer<typeof auditUserRefSchema>;

export const auditOfficeSchema = z.object({
  _id: z.string(),
  branchId: z.string(),
  name: z.string(),
});

export const auditAssetRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
  state: z.enum(ASSET_STATES),
  office: auditOfficeSchema.nullable(),
});
export type AuditAssetRef = z.infer<typeof auditAssetRefSchema>;

export const auditSessionCountsSchema = z.object({
  expected: z.number(),
  found: z.number(),
  missing: z.number(),
  unexpected: z.number(),
  unknown: z.number(),
});
export type AuditSessionCounts = z.infer<typeof auditSessionCountsSchema>;

/** A guid in a path (400 naming `id` otherwise). */
export const auditSessionParamsSchema = z.object({ id: z.guid() });

export { optionalText } from '../text-fields';
