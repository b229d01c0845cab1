/** kysely types of the tables migration 0022 adds (the diagnostics agent, issue 22). */
import type { ColumnType, Generated } from 'kysely';
import type { AgentHealthReason } from '@itam/shared/contracts';
import type {
  AgentJobKind,
  AgentJobStatus,
  AgentReport,
  DiagnosticCheck,
} from '@itam/shared/schemas';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export const HEALTH_LEVELS = ['good', 'warning', 'critical'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];
export type ComputerHealth = HealthLevel | 'unknown';

/** One measure that set a computer's level (modules/agents/health.service.ts). */
export type HealthReason = AgentHealthReason;

export interface AgentEnrolmentTokensTable {
  id: Generated<string>;
  company_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  computer_id: Nullable<string>;
}

export interface AgentComputersTable {
  id: Generated<string>;
  company_id: string;
  hostname: string;
  token_hash: string;
  enrolled_by: string | null;
  enrolled_at: GeneratedTimestamp;
  revoked_at: Nullable<Date>;
  last_seen_at: Nullable<Date>;
  asset_id: Nullable<string>;
  health: ColumnType<ComputerHealth, ComputerHealth | undefined, ComputerHealth>;
  health_reasons: DefaultedJson<HealthReason[]>;
  latest_health: ColumnType<AgentReport['health'] | null, string | null | undefined, string | null>;
  serial: Nullable<string>;
  hardware_uuid: Nullable<string>;
  macs: DefaultedJson<string[]>;
  os: Nullable<string>;
  agent_version: Nullable<string>;
}

export interface AgentReportsTable {
  id: Generated<string>;
  company_id: string;
  computer_id: string;
  received_at: GeneratedTimestamp;
  body: ColumnType<unknown, string, string>;
}

export interface AgentAssetIdentifiersTable {
  company_id: string;
  kind: 'hardware_uuid' | 'mac';
  value: string;
  asset_id: string;
}

export type ReviewReason = 'unmatched' | 'ambiguous';

export interface AgentReviewsTable {
  id: Generated<string>;
  company_id: string;
  computer_id: string;
  report_id: string;
  reason: ReviewReason;
  candidates: DefaultedJson<string[]>;
  created_at: GeneratedTimestamp;
  resolved_at: Nullable<Date>;
  resolved_by: Nullable<string>;
  resolution: Nullable<'linked' | 'created'>;
  asset_id: Nullable<string>;
}

export interface AgentJobsTable {
  id: Generated<string>;
  company_id: string;
  computer_id: string;
  batch_id: string;
  kind: ColumnType<AgentJobKind, AgentJobKind | undefined, AgentJobKind>;
  status: ColumnType<AgentJobStatus, AgentJobStatus | undefined, AgentJobStatus>;
  progress: ColumnType<number, number | undefined, number>;
  step: Nullable<string>;
  result: ColumnType<
    { checks: DiagnosticCheck[] } | null,
    string | null | undefined,
    string | null
  >;
  error: Nullable<string>;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  started_at: Nullable<Date>;
  finished_at: Nullable<Date>;
}

export interface AgentHealthThresholdsTable {
  company_id: string;
  disk_free_warning_percent: number;
  disk_free_critical_percent: number;
  memory_used_warning_percent: number;
  memory_used_critical_percent: number;
  battery_capacity_warning_percent: number;
  battery_capacity_critical_percent: number;
  uptime_warning_days: number;
  uptime_critical_days: number;
  updated_at: GeneratedTimestamp;
  updated_by: string | null;
}

export interface AgentTables {
  agent_enrolment_tokens: AgentEnrolmentTokensTable;
  agent_computers: AgentComputersTable;
  agent_reports: AgentReportsTable;
  agent_asset_identifiers: AgentAssetIdentifiersTable;
  agent_reviews: AgentReviewsTable;
  agent_jobs: AgentJobsTable;
  agent_health_thresholds: AgentHealthThresholdsTable;
}
