/** kysely types of the tables migration 0021 adds (the scanner's audit sessions, issue 21), with 0024's follow-up resolution. */
import type { ColumnType, Generated } from 'kysely';
import type { AuditCondition, AuditFollowUpResolution } from '@itam/shared/contracts';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type AuditSessionStatus = 'open' | 'closed';
export type AuditScanResult = 'found' | 'unexpected' | 'unknown';

/** The filter an expected list was taken with (absent keys: no restriction). */
export interface AuditSessionFilter {
  assetTypeIds?: string[];
  states?: string[];
}

export interface AuditSessionsTable {
  id: Generated<string>;
  company_id: string;
  branch_id: string;
  area: Nullable<string>;
  filter: ColumnType<AuditSessionFilter, string | undefined, string>;
  status: ColumnType<AuditSessionStatus, AuditSessionStatus | undefined, AuditSessionStatus>;
  opened_by: Nullable<string>;
  opened_at: GeneratedTimestamp;
  closed_by: Nullable<string>;
  closed_at: Nullable<Date>;
  found_count: Nullable<number>;
  missing_count: Nullable<number>;
  unexpected_count: Nullable<number>;
  moves_confirmed: Nullable<boolean>;
}

export interface AuditSessionItemsTable {
  session_id: string;
  company_id: string;
  asset_id: string;
  name: string;
  tag: string | null;
  state: string;
}

export interface AuditScansTable {
  id: Generated<string>;
  company_id: string;
  session_id: string;
  client_scan_id: string;
  code: string;
  tag: string | null;
  asset_id: string | null;
  result: AuditScanResult;
  condition: Nullable<AuditCondition>;
  note: Nullable<string>;
  scanned_by: Nullable<string>;
  scanned_at: Date | string;
  received_at: GeneratedTimestamp;
  undone_at: Nullable<Date>;
  undone_by: Nullable<string>;
}

export interface AuditFollowUpsTable {
  id: Generated<string>;
  company_id: string;
  session_id: string;
  asset_id: string;
  kind: ColumnType<'missing', 'missing' | undefined, 'missing'>;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  created_at: GeneratedTimestamp;
  // migration 0024
  resolution: Nullable<AuditFollowUpResolution>;
  resolved_by: Nullable<string>;
  resolved_at: Nullable<Date>;
}

export interface AuditSessionTables {
  audit_sessions: AuditSessionsTable;
  audit_session_items: AuditSessionItemsTable;
  audit_scans: AuditScansTable;
  audit_follow_ups: AuditFollowUpsTable;
}
