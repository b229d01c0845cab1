/** The one error type of every API call: HTTP status (0 without an answer), message, field issues. */
import { isAxiosError } from 'axios';

export interface FieldIssue {
  field: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly issues: FieldIssue[];

  constructor(status: number, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ErrorBody = { error?: unknown; message?: unknown; issues?: unknown };

function issuesOf(body: ErrorBody | undefined): FieldIssue[] {
  if (!Array.isArray(body?.issues)) return [];
  return body.issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue?.field === 'string' && typeof issue?.message === 'string',
  );
}

function messageOf(body: ErrorBody | undefined, fallback: string): string {
  if (typeof body?.error === 'string' && body.error) return body.error;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return fallback;
}

/** Converts whatever a call threw (axios error, timeout, bug) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError<ErrorBody>(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data;
    const data = typeof body === 'object' && body !== null ? body : undefined;
    return new ApiError(status, messageOf(data, error.message), issuesOf(data));
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

/** A `{ type: 'error' }` answer that came with a 2xx status is a failure too. */
export function expectSuccess<T extends { type: string }>(
  body: T,
  status = 200,
): Extract<T, { type: 'success' }> {
  if (body?.type === 'success') return body as Extract<T, { type: 'success' }>;
  const data = body as unknown as ErrorBody;
  throw new ApiError(status, messageOf(data, 'Unexpected answer from the server'), issuesOf(data));
}
