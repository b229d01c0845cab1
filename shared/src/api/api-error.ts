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
  /** The server's machine-readable reason, when it gave one (e.g. LICENSE_EXPIRED). */
  readonly code: string | undefined;

  constructor(status: number, message: string, issues: FieldIssue[] = [], code?: string) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.code = code;
  }
}

/** Refusals for what the company has not bought (the guard's 402 and 403 codes). */
export const ENTITLEMENT_CODES = [
  'LICENSE_REQUIRED',
  'LICENSE_EXPIRED',
  'MODULE_NOT_ENABLED',
] as const;

/** The call was refused because the company's subscription or modules changed. */
export function isEntitlementRefusal(error: unknown): error is ApiError {
  return (
    isApiError(error) && (ENTITLEMENT_CODES as readonly (string | undefined)[]).includes(error.code)
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ErrorBody = { error?: unknown; message?: unknown; issues?: unknown; code?: unknown };

function codeOf(body: ErrorBody | undefined): string | undefined {
  return typeof body?.code === 'string' && body.code ? body.code : undefined;
}

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
    return new ApiError(status, messageOf(data, error.message), issuesOf(data), codeOf(data));
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
