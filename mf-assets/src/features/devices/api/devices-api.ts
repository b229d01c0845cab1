/**
 * The diagnostics agent's endpoints for the browser: computers, revoking one, the review
 * queue, enrolment tokens and the agent's download.
 */
import { expectSuccess, http } from '@itam/shared/api';
import {
  AGENT_API,
  type AgentComputerHealth,
  type AgentComputerList,
  type AgentEnrolmentToken,
  type AgentJobList,
  type AgentJobsCreated,
  type AgentThresholdsAnswer,
  type AgentReviewList,
  type AgentReviewResolved,
} from '@itam/shared/contracts';
import type { AgentJobStatus, HealthThresholds } from '@itam/shared/schemas';

export const COMPUTER_HEALTHS = ['critical', 'warning', 'good', 'unknown'] as const;

export interface ComputerListParams {
  search?: string;
  health?: AgentComputerHealth | null;
  pageNumber: number;
  limit: number;
}

/** GET /agent-computers: one page (pageNumber from 0), with the company's counts by health. */
export async function listComputers(params: ComputerListParams): Promise<AgentComputerList> {
  return expectSuccess(
    await http.get<AgentComputerList>(AGENT_API.computers, { params: computerListQuery(params) }),
  );
}

/** The list's query: only the parameters that are set. */
export function computerListQuery(params: ComputerListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    pageNumber: params.pageNumber,
    limit: params.limit,
  };
  if (params.search?.trim()) query.search = params.search.trim();
  if (params.health) query.health = params.health;
  return query;
}

/** POST /agent-computers/:id/revoke: the computer's agent is refused from now on. */
export async function revokeComputer(id: string): Promise<void> {
  expectSuccess(await http.post<{ type: 'success' }>(AGENT_API.revoke(id), {}));
}

/** GET /agent-reviews: the open entries of the review queue, newest first. */
export async function listReviews(pageNumber: number, limit: number): Promise<AgentReviewList> {
  return expectSuccess(
    await http.get<AgentReviewList>(AGENT_API.reviews, {
      params: { pageNumber, limit },
    }),
  );
}

/** POST /agent-reviews/:id/link: the computer belongs to this asset. */
export async function linkReview(id: string, assetId: string): Promise<AgentReviewResolved> {
  return expectSuccess(await http.post<AgentReviewResolved>(AGENT_API.linkReview(id), { assetId }));
}

/** POST /agent-reviews/:id/create-asset: a new asset from the report (name: the host name). */
export async function createAssetFromReview(
  id: string,
  assetTypeId: string,
): Promise<AgentReviewResolved> {
  return expectSuccess(
    await http.post<AgentReviewResolved>(AGENT_API.createAssetFromReview(id), { assetTypeId }),
  );
}

/** POST /agent/enrolment-tokens: a one-time token, shown only in this answer. */
export async function createEnrolmentToken(expiresInHours: number): Promise<AgentEnrolmentToken> {
  return expectSuccess(
    await http.post<AgentEnrolmentToken>(AGENT_API.enrolmentTokens, { expiresInHours }),
  );
}

/** GET /agent/download: the agent's one file (it needs the bearer token, so fetched here). */
export async function downloadAgent(): Promise<Blob> {
  return http.get<Blob>(AGENT_API.download, { responseType: 'blob' });
}

export interface JobListParams {
  /** `in-flight`: queued or running; `done`: succeeded or failed. */
  state?: 'in-flight' | 'done';
  status?: AgentJobStatus | null;
  computerId?: string | null;
  /** ISO instants of creation (from ≤ createdAt < to). */
  from?: string | null;
  to?: string | null;
  pageNumber: number;
  limit: number;
}

/** GET /agent-jobs: one page of diagnostic jobs, newest first. */
export async function listJobs(params: JobListParams): Promise<AgentJobList> {
  return expectSuccess(
    await http.get<AgentJobList>(AGENT_API.jobs, { params: jobListQuery(params) }),
  );
}

/** The jobs' query: only the parameters that are set. */
export function jobListQuery(params: JobListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    pageNumber: params.pageNumber,
    limit: params.limit,
  };
  if (params.state) query.state = params.state;
  if (params.status) query.status = params.status;
  if (params.computerId) query.computerId = params.computerId;
  if (params.from) query.from = params.from;
  if (params.to) query.to = params.to;
  return query;
}

/** POST /agent-jobs: run diagnostics now on these computers (one job each, one batch). */
export async function runDiagnostics(computerIds: readonly string[]): Promise<AgentJobsCreated> {
  return expectSuccess(await http.post<AgentJobsCreated>(AGENT_API.jobs, { computerIds }));
}

/** GET /agent-health-thresholds: the company's levels (the defaults until changed). */
export async function getThresholds(): Promise<AgentThresholdsAnswer> {
  return expectSuccess(await http.get<AgentThresholdsAnswer>(AGENT_API.thresholds));
}

/** PUT /agent-health-thresholds: new levels; every computer is graded again. */
export async function saveThresholds(body: HealthThresholds): Promise<AgentThresholdsAnswer> {
  return expectSuccess(await http.put<AgentThresholdsAnswer>(AGENT_API.thresholds, body));
}
