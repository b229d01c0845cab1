/**
 * The scanner's audit sessions (issue 21): the shapes /api/audit-sessions and
 * /api/scanner/resolve answer, and the scan batch a device sends. api/README.md documents
 * the routes; the API validates the bodies with zod and answers these types.
 */
import type { AssetState } from './asset-states';
import type { AuditCondition } from './assets-api';

export type AuditSessionStatus = 'open' | 'closed';
/** found: on the expected list; unexpected: the company's asset, not on it; unknown: no asset has the tag. */
export type AuditScanResult = 'found' | 'unexpected' | 'unknown';

/** A device's scan id: letters, digits and `_.:-`, 1-64 characters, unique in the session. */
export const AUDIT_CLIENT_SCAN_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Scans per batch the server takes at most. */
export const AUDIT_SCAN_BATCH_MAX = 500;

/** One scan as the device read it: the code is a bare tag or a tag link (`.../url_redirect?tag=`). */
export interface AuditScanInput {
  clientScanId: string;
  code: string;
  /** The device's clock when it read the code (ISO 8601 with offset). */
  scannedAt: string;
  condition?: AuditCondition | null;
  note?: string | null;
}

export interface AuditScanBatch {
  scans: AuditScanInput[];
}

export interface AuditAssetRef {
  _id: string;
  name: string;
  tag: string | null;
  state: AssetState;
  office: { _id: string; branchId: string; name: string } | null;
}

/** The asset was on the expected list, but the register has it elsewhere now. */
export interface AuditScanConflict {
  reason: 'moved';
  office: AuditAssetRef['office'];
}

/** The answer for one scan of a batch: `duplicate` when the session had its id already (counted once). */
export interface AuditScanOutcome {
  clientScanId: string;
  status: 'recorded' | 'duplicate';
  result: AuditScanResult;
  tag: string | null;
  asset: AuditAssetRef | null;
  conflict: AuditScanConflict | null;
}

export interface AuditSessionCounts {
  expected: number;
  found: number;
  missing: number;
  unexpected: number;
  unknown: number;
}

export interface AuditScanBatchResponse {
  type: 'success';
  results: AuditScanOutcome[];
  counts: AuditSessionCounts;
}

export interface AuditUserRef {
  _id: string;
  name: string;
}

export interface AuditSessionSummary {
  _id: string;
  branch: { _id: string; branchId: string; name: string };
  area: string | null;
  filter: { assetTypeIds?: string[]; states?: AssetState[] };
  status: AuditSessionStatus;
  openedAt: string;
  openedBy: AuditUserRef | null;
  closedAt: string | null;
  closedBy: AuditUserRef | null;
  movesConfirmed: boolean | null;
  counts: AuditSessionCounts;
}

export interface AuditScanRecord {
  clientScanId: string;
  code: string;
  tag: string | null;
  result: AuditScanResult;
  asset: AuditAssetRef | null;
  condition: AuditCondition | null;
  note: string | null;
  scannedAt: string;
  receivedAt: string;
  scannedBy: AuditUserRef | null;
  undoneAt: string | null;
}

/** An expected asset: as the register had it at the start, and now; `found` by its first scan. */
export interface AuditExpectedItem {
  asset: AuditAssetRef;
  /** The name, tag and state when the session started. */
  atStart: { name: string; tag: string | null; state: AssetState };
  found: { scannedAt: string; scannedBy: AuditUserRef | null } | null;
}

/** How a follow-up was resolved: the asset turned up, or it was written off (state LOST). */
export const AUDIT_FOLLOW_UP_RESOLUTIONS = ['found', 'lost'] as const;
export type AuditFollowUpResolution = (typeof AUDIT_FOLLOW_UP_RESOLUTIONS)[number];

/** What is left to do after a close: an expected asset that was not found. */
export interface AuditFollowUp {
  _id: string;
  asset: AuditAssetRef;
  kind: 'missing';
  status: 'open' | 'resolved';
  /** Null while open. */
  resolution: AuditFollowUpResolution | null;
  resolvedAt: string | null;
  resolvedBy: AuditUserRef | null;
}

export interface AuditSessionDetail extends AuditSessionSummary {
  expected: AuditExpectedItem[];
  /** Scanned assets that were not on the expected list, each once. */
  unexpected: { asset: AuditAssetRef; scannedAt: string; scannedBy: AuditUserRef | null }[];
  /** Tags no asset of the company has, each once. */
  unknown: { tag: string; scannedAt: string; scannedBy: AuditUserRef | null }[];
  scans: AuditScanRecord[];
  followUps: AuditFollowUp[];
}

export interface AuditSessionResponse {
  type: 'success';
  session: AuditSessionDetail;
}

/** How many assets a session would expect: the branch's register under the filter, now. */
export interface AuditExpectedCountResponse {
  type: 'success';
  expected: number;
}

export interface AuditSessionsResponse {
  type: 'success';
  sessions: AuditSessionSummary[];
  total: number;
  pageNumber: number;
  limit: number;
}

export interface ScannerResolveResponse {
  type: 'success';
  asset: AuditAssetRef & { employee: { _id: string; id: string; name: string } | null };
}

/**
 * What two tags are compared by: tags ignore case (a label's `dc-000001`, typed or scanned,
 * is the register's DC-000001), as the server's lookups (`lower(tag)`) do.
 */
export const tagKey = (tag: string): string => tag.toLowerCase();

/** The tag a scanned code carries: the `tag` of a tag link, else the code itself (trimmed). */
export function tagOfCode(code: string): string {
  const text = code.trim();
  if (/^https?:\/\//i.test(text) || text.includes('url_redirect')) {
    const query = text.slice(text.indexOf('?') + 1).split('#')[0]!;
    if (text.includes('?')) {
      const tag = new URLSearchParams(query).get('tag');
      if (tag !== null) return tag.trim();
    }
  }
  return text;
}
