/**
 * The diagnostics agent's answers (issue 22): the computers of /devices, one computer with
 * its latest report, diagnostic jobs, the review queue and the health thresholds. The
 * bodies the agent sends are zod schemas of `@itam/shared/schemas` (`agent.ts`). api/README.md
 * documents the routes.
 */
import type {
  AgentJobKind,
  AgentJobStatus,
  AgentReport,
  DiagnosticCheck,
  HealthThresholds,
} from '../schemas/agent';

export type AgentHealthLevel = 'good' | 'warning' | 'critical';
/** `unknown` until the computer's first report. */
export type AgentComputerHealth = AgentHealthLevel | 'unknown';

/** One measure that set a computer's level. */
export interface AgentHealthReason {
  key: 'disk_free' | 'memory_used' | 'battery_capacity' | 'uptime';
  level: AgentHealthLevel;
  /** A percentage, or days for uptime. */
  value: number;
  /** The disk's mount point, for disk_free. */
  mount?: string;
}

export interface AgentComputer {
  _id: string;
  hostname: string;
  health: AgentComputerHealth;
  healthReasons: AgentHealthReason[];
  lastSeenAt: string | null;
  enrolledAt: string | null;
  revoked: boolean;
  serial: string | null;
  os: string | null;
  agentVersion: string | null;
  asset: { _id: string; name: string | null; tag: string | null } | null;
  /** Waiting in the review queue for an asset. */
  inReview: boolean;
}

export interface AgentComputerList {
  type: 'success';
  items: AgentComputer[];
  total: number;
  pageNumber: number;
  limit: number;
  /** The company's computers at each level (whatever the filters). */
  byHealth: Record<AgentComputerHealth, number>;
}

/** The latest report; each optional section only with its `on_asset` view. */
export interface AgentComputerReport {
  receivedAt: string | null;
  collectedAt: string;
  agentVersion: string;
  hardware: Omit<AgentReport['hardware'], 'ramBytes'>;
  os: AgentReport['os'];
  /** ram_view */
  ram?: { installedBytes: number } & AgentReport['health']['memory'];
  /** programs_view */
  programs?: AgentReport['programs'];
  /** location_view */
  location?: AgentReport['location'];
  /** users_view */
  users?: AgentReport['users'];
  /** health_view */
  health?: AgentReport['health'];
}

export interface AgentJobSummary {
  _id: string;
  status: AgentJobStatus;
  progress: number;
  step: string | null;
  error: string | null;
  createdAt: string | null;
  finishedAt: string | null;
}

export interface AgentComputerDetail {
  type: 'success';
  computer: AgentComputer;
  report: AgentComputerReport | null;
  recentJobs: AgentJobSummary[];
}

export interface AgentJob {
  _id: string;
  batchId: string;
  computer: { _id: string; hostname: string };
  asset: { _id: string; name: string | null } | null;
  kind: AgentJobKind;
  status: AgentJobStatus;
  progress: number;
  step: string | null;
  result: { checks: DiagnosticCheck[] } | null;
  error: string | null;
  createdAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface AgentJobList {
  type: 'success';
  items: AgentJob[];
  total: number;
  pageNumber: number;
  limit: number;
}

export interface AgentJobsCreated {
  type: 'success';
  batchId: string;
  count: number;
  jobs: AgentJob[];
}

export interface AgentReview {
  _id: string;
  computer: { _id: string; hostname: string };
  reason: 'unmatched' | 'ambiguous';
  /** The assets an ambiguous report matched. */
  candidates: { _id: string; name: string; tag: string | null; serialNumber: string | null }[];
  createdAt: string | null;
  reportedAt: string | null;
  hardware: Pick<AgentReport['hardware'], 'make' | 'model' | 'serial' | 'hardwareUuid' | 'macs'>;
}

export interface AgentReviewList {
  type: 'success';
  items: AgentReview[];
  total: number;
  pageNumber: number;
  limit: number;
}

export interface AgentReviewResolved {
  type: 'success';
  reviewId: string;
  computerId: string;
  assetId: string;
}

export interface AgentThresholdsAnswer {
  type: 'success';
  thresholds: HealthThresholds & { isDefault: boolean };
  /** After a change: how many computers were graded again. */
  regraded?: number;
}

export interface AgentEnrolmentToken {
  type: 'success';
  id: string;
  /** Shown only in this answer. */
  token: string;
  expiresAt: string | null;
}

/** The API paths of the diagnostics screens (under `/api`). */
export const AGENT_API = {
  download: '/agent/download',
  enrolmentTokens: '/agent/enrolment-tokens',
  computers: '/agent-computers',
  computer: (id: string) => `/agent-computers/${encodeURIComponent(id)}`,
  revoke: (id: string) => `/agent-computers/${encodeURIComponent(id)}/revoke`,
  jobs: '/agent-jobs',
  reviews: '/agent-reviews',
  linkReview: (id: string) => `/agent-reviews/${encodeURIComponent(id)}/link`,
  createAssetFromReview: (id: string) => `/agent-reviews/${encodeURIComponent(id)}/create-asset`,
  thresholds: '/agent-health-thresholds',
} as const;
