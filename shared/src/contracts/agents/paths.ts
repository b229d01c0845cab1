/**
 * The API paths of the diagnostics screens (under `/api`). Free of zod: the
 * `@itam/shared/contracts` entry every page loads re-exports them.
 */
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

/** A computer's health level; `unknown` until its first report. */
export const AGENT_HEALTH_LEVELS = ['good', 'warning', 'critical'] as const;
export type AgentHealthLevel = (typeof AGENT_HEALTH_LEVELS)[number];
export type AgentComputerHealth = AgentHealthLevel | 'unknown';
