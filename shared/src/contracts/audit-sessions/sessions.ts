/**
 * Audit sessions of a branch: start one (the register's assets under a filter are what it
 * expects), list and read them, count what a start would expect, close one (moving the
 * unexpected assets on confirmation) and resolve the follow-ups of a close.
 *   GET  /api/audit-sessions                 POST /api/audit-sessions
 *   GET  /api/audit-sessions/expected-count  GET  /api/audit-sessions/:id
 *   POST /api/audit-sessions/:id/close
 *   POST /api/audit-sessions/:id/follow-ups/:followUpId/resolve
 *   GET  /api/audit-sessions/:id/report?format=csv|pdf  (a file)
 */
import { ASSET_STATES } from '../asset-states';
import { z } from '../zod';
import {
  auditAssetRefSchema,
  auditOfficeSchema,
  auditSessionCountsSchema,
  auditUserRefSchema,
  optionalText,
} from './refs';
import { auditScanRecordSchema } from './scans';
import { AUDIT_FOLLOW_UP_RESOLUTIONS } from './tags';

export const AUDIT_SESSIONS_PATH = '/api/audit-sessions';
export const AUDIT_SESSION_PATH = '/api/audit-sessions/:id';
export const AUDIT_EXPECTED_COUNT_PATH = '/api/audit-sessions/expected-count';
export const AUDIT_CLOSE_PATH = '/api/audit-sessions/:id/close';
export const AUDIT_FOLLOW_UP_RESOLVE_PATH =
  '/api/audit-sessions/:id/follow-ups/:followUpId/resolve';
export const AUDIT_REPORT_PATH = '/api/audit-sessions/:id/report';

export const AUDIT_SESSION_STATUSES = ['open', 'closed'] as const;
export type AuditSessionStatus = (typeof AUDIT_SESSION_STATUSES)[number];
export type AuditFollowUpResolution = (typeof AUDIT_FOLLOW_UP_RESOLUTIONS)[number];

const filterShape = {
  assetTypeIds: z.array(z.guid()).max(50).optional(),
  states: z.array(z.enum(ASSET_STATES)).max(ASSET_STATES.length).optional(),
};

export const auditSessionStartSchema = z.object({
  branchId: z.guid(),
  area: optionalText(200),
  filter: z.object(filterShape).strict().default({}),
});
export type AuditSessionStart = z.input<typeof auditSessionStartSchema>;

/** A list in a query as comma-separated values (`states=IN_USE,IN_REPAIR`); empty: none. */
const commaList = (value: unknown) =>
  typeof value === 'string' ? value.split(',').filter((v) => v.trim() !== '') : value;

export const auditExpectedQuerySchema = z.object({
  branchId: z.guid(),
  assetTypeIds: z.preprocess(commaList, filterShape.assetTypeIds),
  states: z.preprocess(commaList, filterShape.states),
});

export const auditSessionsQuerySchema = z.object({
  status: z.enum(AUDIT_SESSION_STATUSES).optional(),
  branchId: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const auditCloseSchema = z.object({ confirmMoves: z.boolean().default(false) });
export const auditFollowUpParamsSchema = z.object({ id: z.guid(), followUpId: z.guid() });
export const auditFollowUpResolveSchema = z.object({
  resolution: z.enum(AUDIT_FOLLOW_UP_RESOLUTIONS),
});
export const auditReportQuerySchema = z.object({ format: z.enum(['csv', 'pdf']).default('pdf') });

export const auditSessionSummarySchema = z.object({
  _id: z.string(),
  branch: auditOfficeSchema,
  area: z.string().nullable(),
  filter: z.object(filterShape),
  status: z.enum(AUDIT_SESSION_STATUSES),
  openedAt: z.string(),
  openedBy: auditUserRefSchema.nullable(),
  closedAt: z.string().nullable(),
  closedBy: auditUserRefSchema.nullable(),
  movesConfirmed: z.boolean().nullable(),
  counts: auditSessionCountsSchema,
});
export type AuditSessionSummary = z.infer<typeof auditSessionSummarySchema>;

const seenSchema = { scannedAt: z.string(), scannedBy: auditUserRefSchema.nullable() };

/** An expected asset: as the register had it at the start, and now; `found` by its first scan. */
export const auditExpectedItemSchema = z.object({
  asset: auditAssetRefSchema,
  /** The name, tag and state when the session started. */
  atStart: z.object({ name: z.string(), tag: z.string().nullable(), state: z.enum(ASSET_STATES) }),
  found: z.object(seenSchema).nullable(),
});
export type AuditExpectedItem = z.infer<typeof auditExpectedItemSchema>;

/** What is left to do after a close: an expected asset that was not found. */
export const auditFollowUpSchema = z.object({
  _id: z.string(),
  asset: auditAssetRefSchema,
  kind: z.literal('missing'),
  status: z.enum(['open', 'resolved']),
  /** Null while open. */
  resolution: z.enum(AUDIT_FOLLOW_UP_RESOLUTIONS).nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: auditUserRefSchema.nullable(),
});
export type AuditFollowUp = z.infer<typeof auditFollowUpSchema>;

export const auditSessionDetailSchema = auditSessionSummarySchema.extend({
  expected: z.array(auditExpectedItemSchema),
  /** Scanned assets that were not on the expected list, each once. */
  unexpected: z.array(z.object({ asset: auditAssetRefSchema, ...seenSchema })),
  /** Tags no asset of the company has, each once. */
  unknown: z.array(z.object({ tag: z.string(), ...seenSchema })),
  scans: z.array(auditScanRecordSchema),
  followUps: z.array(auditFollowUpSchema),
});
export type AuditSessionDetail = z.infer<typeof auditSessionDetailSchema>;

export const auditSessionResponseSchema = z.object({
  type: z.literal('success'),
  session: auditSessionDetailSchema,
});
export type AuditSessionResponse = z.infer<typeof auditSessionResponseSchema>;

/** How many assets a session would expect: the branch's register under the filter, now. */
export const auditExpectedCountResponseSchema = z.object({
  type: z.literal('success'),
  expected: z.number(),
});
export type AuditExpectedCountResponse = z.infer<typeof auditExpectedCountResponseSchema>;

export const auditSessionsResponseSchema = z.object({
  type: z.literal('success'),
  sessions: z.array(auditSessionSummarySchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type AuditSessionsResponse = z.infer<typeof auditSessionsResponseSchema>;
