/**
 * The agent's calls to the server, with errors a person can act on: the server cannot be
 * reached, is not an ITAM server, refused the enrolment token, or revoked this computer.
 */
import type {
  AgentEnrolResponse,
  AgentJobResult,
  AgentPolledJob,
  AgentReport,
} from '@itam/shared/schemas';
import type { AgentConfig } from './config';

export class AgentError extends Error {}

interface Options {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  /** What a 400/401/403/404/410 means for this call. */
  refused?: string;
}

export async function call<T>(server: string, path: string, options: Options = {}): Promise<T> {
  const url = `${server}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new AgentError(
      `Cannot reach the server at ${server}: ${cause?.code ?? cause?.message ?? (err as Error).message}`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new AgentError(
      `${server} is not an ITAM server (${url} answered ${response.status} without JSON)`,
    );
  }
  if (response.ok) return body as T;
  const message = (body as { error?: string } | null)?.error ?? `HTTP ${response.status}`;
  if (response.status === 401)
    throw new AgentError(
      options.refused ?? `The server refused this computer's token (${message}): enrol it again`,
    );
  if ([400, 403, 404, 410].includes(response.status) && options.refused)
    throw new AgentError(`${options.refused}: ${message}`);
  if (response.status === 404 && !options.refused)
    throw new AgentError(
      `${server} is not an ITAM server, or too old for this agent (${url}: 404)`,
    );
  throw new AgentError(`The server answered ${response.status}: ${message}`);
}

export const enrol = (server: string, token: string, hostname: string) =>
  call<AgentEnrolResponse>(server, '/api/agent/enrol', {
    method: 'POST',
    body: { token, hostname },
    refused: 'The server refused the enrolment token (wrong, used or expired)',
  });

const computerPath = (config: AgentConfig) =>
  `/api/agent/computers/${encodeURIComponent(config.computerId)}`;

export const sendReport = (config: AgentConfig, report: AgentReport) =>
  call<{ assetId: string | null; review: boolean }>(
    config.server,
    `${computerPath(config)}/reports`,
    {
      method: 'POST',
      token: config.agentToken,
      body: report,
    },
  );

export const pollJobs = (config: AgentConfig) =>
  call<{ jobs: AgentPolledJob[] }>(config.server, `${computerPath(config)}/jobs`, {
    method: 'POST',
    token: config.agentToken,
    body: {},
  });

export const sendProgress = (config: AgentConfig, jobId: string, progress: number, step: string) =>
  call<unknown>(config.server, `${computerPath(config)}/jobs/${jobId}/progress`, {
    method: 'POST',
    token: config.agentToken,
    body: { progress, step },
  });

export const sendResult = (config: AgentConfig, jobId: string, result: AgentJobResult) =>
  call<unknown>(config.server, `${computerPath(config)}/jobs/${jobId}/result`, {
    method: 'POST',
    token: config.agentToken,
    body: result,
  });
