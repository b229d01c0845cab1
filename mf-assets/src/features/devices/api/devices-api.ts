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
  type AgentReviewList,
  type AgentReviewResolved,
} from '@itam/shared/contracts';

export const COMPUTER_HEALTHS = ['critical', 'warning', 'good', 'unknown'] as const;

export interface ComputerListParams {
  search?: string;
  health?: AgentComputerHealth | null;
  pageNumber: number;
  limit: number;
}

/** GET /agent-computers: one page (pageNumber from 0), with the company's counts by health. */
export async function listComputers(params: ComputerListParams): Promise<AgentComputerList> {
  const query: Record<string, string | number> = {
    pageNumber: params.pageNumber,
    limit: params.limit,
  };
  if (params.search?.trim()) query.search = params.search.trim();
  if (params.health) query.health = params.health;
  return expectSuccess(await http.get<AgentComputerList>(AGENT_API.computers, { params: query }));
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
export async function createAssetFromReview(id: string): Promise<AgentReviewResolved> {
  return expectSuccess(
    await http.post<AgentReviewResolved>(AGENT_API.createAssetFromReview(id), {}),
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
