/**
 * The one error type of every API call: HTTP status (0 without an answer), message, field
 * issues, the server's reason code, and on a 429 the seconds to wait. A refusal (4xx)
 * keeps the server's reason; a server failure (5xx), a timeout or no answer at all reads
 * as a sentence in the person's language that says what happened and what to do.
 */
import { isAxiosError, type AxiosError } from 'axios';
import { isFieldIssueCode, type FieldIssueDetail } from '../contracts/field-issues';
import { getI18n } from '../i18n/i18n-instance';
import { describeFieldIssue } from './field-issue-text';

/**
 * A refused field: its path and sentence, and (from the product's API) the code and limits
 * the sentence was written from.
 */
export type FieldIssue = FieldIssueDetail;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly issues: FieldIssue[];
  /** The server's machine-readable reason, when it gave one (e.g. LICENSE_EXPIRED). */
  readonly code: string | undefined;
  /** On a 429: whole seconds until the server takes the call again, when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    issues: FieldIssue[] = [],
    code?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
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

type ErrorBody = {
  error?: unknown;
  message?: unknown;
  issues?: unknown;
  code?: unknown;
  retryAfterSeconds?: unknown;
};

function codeOf(body: ErrorBody | undefined): string | undefined {
  return typeof body?.code === 'string' && body.code ? body.code : undefined;
}

const wholeSeconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;

/** The wait of a 429: the body's `retryAfterSeconds`, else Retry-After (seconds or a date). */
function retryAfterOf(body: ErrorBody | undefined, header: unknown): number | undefined {
  const fromBody = wholeSeconds(body?.retryAfterSeconds);
  if (fromBody !== undefined || typeof header !== 'string' || !header.trim()) return fromBody;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return wholeSeconds(seconds);
  return wholeSeconds((Date.parse(header) - Date.now()) / 1000);
}

const DETAIL_KEYS = ['origin', 'format'] as const;

/** The issue as the browser keeps it: the known code and limits only. */
function issueOf(issue: Record<string, unknown>): FieldIssue {
  const kept: FieldIssue = { field: String(issue.field), message: String(issue.message) };
  if (!isFieldIssueCode(issue.code)) return kept;
  kept.code = issue.code;
  for (const key of DETAIL_KEYS)
    if (typeof issue[key] === 'string') kept[key] = issue[key] as never;
  if (typeof issue.minimum === 'number') kept.minimum = issue.minimum;
  if (typeof issue.maximum === 'number') kept.maximum = issue.maximum;
  if (Array.isArray(issue.values)) kept.values = issue.values.map(String);
  return kept;
}

function issuesOf(body: ErrorBody | undefined): FieldIssue[] {
  if (!Array.isArray(body?.issues)) return [];
  return body.issues
    .filter(
      (issue): issue is Record<string, unknown> =>
        typeof issue?.field === 'string' && typeof issue?.message === 'string',
    )
    .map(issueOf);
}

/**
 * A 400's field issues in the user's language: each issue with a code reads its sentence
 * naming the field (describeFieldIssue), and so does the error's message when the first
 * issue has one, so every screen that shows either shows no validator text.
 */
function inUserLanguage(
  issues: FieldIssue[],
  message: string,
): { issues: FieldIssue[]; message: string } {
  if (!issues.some((issue) => issue.code)) return { issues, message };
  const written = issues.map((issue) =>
    issue.code ? { ...issue, message: describeFieldIssue(issue) } : issue,
  );
  return { issues: written, message: written[0]?.code ? written[0].message : message };
}

function messageOf(body: ErrorBody | undefined, fallback: string): string {
  if (typeof body?.error === 'string' && body.error) return body.error;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return fallback;
}

/** axios's codes of a request that ran out of time. */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/**
 * What a person is told when the server failed or did not answer (`common:apiError`), or
 * null when the server's own reason stands (a refusal, 4xx).
 */
function failureSentence(status: number, error: AxiosError): string | null {
  const t = getI18n().t;
  if (status === 0)
    return TIMEOUT_CODES.has(error.code ?? '')
      ? t('common:apiError.timeout')
      : t('common:apiError.network');
  if ([502, 503, 504].includes(status)) return t('common:apiError.unavailable');
  if (status >= 500) return t('common:apiError.serverError');
  return null;
}

/** Converts whatever a call threw (axios error, timeout, bug) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError<ErrorBody>(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data;
    const data = typeof body === 'object' && body !== null ? body : undefined;
    const retryAfter =
      status === 429 ? retryAfterOf(data, error.response?.headers?.['retry-after']) : undefined;
    const said = inUserLanguage(
      issuesOf(data),
      failureSentence(status, error) ?? messageOf(data, error.message),
    );
    return new ApiError(status, said.message, said.issues, codeOf(data), retryAfter);
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
  const said = inUserLanguage(issuesOf(data), messageOf(data, 'Unexpected answer from the server'));
  throw new ApiError(status, said.message, said.issues);
}
