/**
 * Scans of an audit session: a device sends them in batches with its own ids (a repeat is
 * counted once), may undo one, and resolves a code to the asset it names.
 *   POST /api/audit-sessions/:id/scans
 *   POST /api/audit-sessions/:id/scans/:clientScanId/undo
 *   GET  /api/scanner/resolve?code=
 */
import { AUDIT_CONDITIONS } from '../assets/words';
import { z } from '../zod';
import {
  auditAssetRefSchema,
  auditSessionCountsSchema,
  auditUserRefSchema,
  optionalText,
} from './refs';
import { AUDIT_CLIENT_SCAN_ID, AUDIT_SCAN_BATCH_MAX } from './tags';

export const AUDIT_SCANS_PATH = '/api/audit-sessions/:id/scans';
export const AUDIT_SCAN_UNDO_PATH = '/api/audit-sessions/:id/scans/:clientScanId/undo';
export const SCANNER_RESOLVE_PATH = '/api/scanner/resolve';

/** found: on the expected list; unexpected: the company's asset, not on it; unknown: no asset has the tag. */
export const AUDIT_SCAN_RESULTS = ['found', 'unexpected', 'unknown'] as const;
export type AuditScanResult = (typeof AUDIT_SCAN_RESULTS)[number];

/** One scan as the device read it: the code is a bare tag or a tag link (`.../url_redirect?tag=`). */
export const auditScanInputSchema = z.object({
  clientScanId: z.string().regex(AUDIT_CLIENT_SCAN_ID, 'Use 1-64 letters, digits or _ . : -'),
  code: z.string().trim().min(1, 'Scan or type a tag').max(500),
  /** The device's clock when it read the code (ISO 8601 with offset). */
  scannedAt: z.iso.datetime({ offset: true }),
  condition: z.enum(AUDIT_CONDITIONS).nullish(),
  note: optionalText(1000),
});
export type AuditScanInput = z.input<typeof auditScanInputSchema>;

export const auditScanBatchSchema = z.object({
  scans: z.array(auditScanInputSchema).min(1, 'Send at least one scan').max(AUDIT_SCAN_BATCH_MAX),
});
export type AuditScanBatch = z.input<typeof auditScanBatchSchema>;

export const auditScanParamsSchema = z.object({
  id: z.guid(),
  clientScanId: z.string().regex(AUDIT_CLIENT_SCAN_ID),
});

/** The asset was on the expected list, but the register has it elsewhere now. */
export const auditScanConflictSchema = z.object({
  reason: z.literal('moved'),
  office: auditAssetRefSchema.shape.office,
});
export type AuditScanConflict = z.infer<typeof auditScanConflictSchema>;

/** The answer for one scan of a batch: `duplicate` when the session had its id already (counted once). */
export const auditScanOutcomeSchema = z.object({
  clientScanId: z.string(),
  status: z.enum(['recorded', 'duplicate']),
  result: z.enum(AUDIT_SCAN_RESULTS),
  tag: z.string().nullable(),
  asset: auditAssetRefSchema.nullable(),
  conflict: auditScanConflictSchema.nullable(),
});
export type AuditScanOutcome = z.infer<typeof auditScanOutcomeSchema>;

export const auditScanBatchResponseSchema = z.object({
  type: z.literal('success'),
  results: z.array(auditScanOutcomeSchema),
  counts: auditSessionCountsSchema,
});
export type AuditScanBatchResponse = z.infer<typeof auditScanBatchResponseSchema>;

/** A scan as the session keeps it. */
export const auditScanRecordSchema = z.object({
  clientScanId: z.string(),
  code: z.string(),
  tag: z.string().nullable(),
  result: z.enum(AUDIT_SCAN_RESULTS),
  asset: auditAssetRefSchema.nullable(),
  condition: z.enum(AUDIT_CONDITIONS).nullable(),
  note: z.string().nullable(),
  scannedAt: z.string(),
  receivedAt: z.string(),
  scannedBy: auditUserRefSchema.nullable(),
  undoneAt: z.string().nullable(),
});
export type AuditScanRecord = z.infer<typeof auditScanRecordSchema>;

export const scannerResolveQuerySchema = z.object({
  code: z.string().trim().min(1, 'Scan or type a tag').max(500),
});

export const scannerResolveResponseSchema = z.object({
  type: z.literal('success'),
  asset: auditAssetRefSchema.extend({
    employee: z.object({ _id: z.string(), id: z.string(), name: z.string() }).nullable(),
  }),
});
export type ScannerResolveResponse = z.infer<typeof scannerResolveResponseSchema>;
