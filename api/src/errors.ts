/**
 * One error shape for every failure: `{type:'error', error}` (plus `issues` on
 * 400s). Client mistakes answer 4xx with a readable reason; anything else is
 * logged and answers a bare 500, never a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorBody, FieldIssueDetail } from '@itam/shared/contracts';
import { fieldIssueOf } from './field-issues';

/** A refused field: its path, an English sentence naming it, and (zod's) code and limits. */
export type FieldIssue = FieldIssueDetail;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers: Record<string, string> = {},
    /** A machine-readable reason the browser acts on (e.g. LICENSE_EXPIRED). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found'): HttpError => new HttpError(404, what);

export function errorBody(error: string, issues?: FieldIssue[], code?: string): ApiErrorBody {
  return { type: 'error', error, ...(issues ? { issues } : {}), ...(code ? { code } : {}) };
}

type InputSource = 'body' | 'query' | 'params';

/**
 * Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (JSON's
 * `"\ud800"` parses to one, and text or jsonb refuses it with an internal error).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Must be well-formed Unicode text';
  return null;
}

/** The first field (or key) holding text PostgreSQL cannot store, with the reason. */
function findBadText(value: unknown, at: string): FieldIssue | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: at, message } : null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      const keyMessage = textProblem(key);
      if (keyMessage) return { field: at || field, message: keyMessage };
      const found = findBadText(inner, field);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates request input with a contract schema; throws a 400 naming the fields: each
 * issue with its code and limits and an English sentence naming the field (field-issues.ts),
 * the first one's sentence as the error.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: InputSource,
): z.infer<S> {
  const result = schema.safeParse(data ?? (source === 'body' ? undefined : {}));
  if (!result.success) {
    const input = data ?? {};
    const issues = result.error.issues.map((issue) => fieldIssueOf(issue, source, input));
    throw new HttpError(400, issues[0]?.message ?? `Invalid ${source}`, issues);
  }
  const bad = findBadText(result.data, '');
  if (bad) {
    const field = bad.field || source;
    const reason = bad.message.charAt(0).toLowerCase() + bad.message.slice(1);
    throw new HttpError(400, `Invalid ${field}: ${reason}`, [{ field, message: bad.message }]);
  }
  return result.data;
}

/**
 * A 429 states its wait (the Retry-After its thrower or the rate-limit plugin set) in the
 * body as well, as `retryAfterSeconds`, so a browser can tell the user how long.
 */
function withRetryAfter(reply: FastifyReply, body: ApiErrorBody): ApiErrorBody {
  if (reply.statusCode !== 429) return body;
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? { ...body, retryAfterSeconds: seconds } : body;
}

/** PostgreSQL's data exceptions (SQLSTATE class 22: bad text, out-of-range numbers and dates). */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Fastify's content parsers' failures: invalid JSON, a forbidden prototype key, an empty body. */
function isBodyParseError(err: FastifyError): boolean {
  return (
    err instanceof SyntaxError ||
    (typeof err.code === 'string' && err.code.startsWith('FST_ERR_CTP_'))
  );
}

export function errorHandler(
  err: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (err instanceof HttpError) {
    reply.headers(err.headers).code(err.statusCode);
    reply.send(withRetryAfter(reply, errorBody(err.message, err.issues, err.code)));
    return;
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' client errors (bad JSON, 413, 415, 429) carry
    // messages written for clients; nothing internal is in them. A body that could not
    // be read at all (not JSON, a forbidden `__proto__` key) names the body as its field,
    // as every other 400 names its own.
    const message = err.message || 'Bad request';
    const unreadBody = status === 400 && isBodyParseError(err);
    reply.code(status);
    reply.send(
      withRetryAfter(
        reply,
        errorBody(message, unreadBody ? [{ field: 'body', message }] : undefined),
      ),
    );
    return;
  }
  if (isDataException(err)) {
    // parseInput refuses what it knows PostgreSQL cannot store; a value that still
    // reaches the database and is refused there (class 22) is the client's input too.
    request.log.warn({ err }, 'input refused by the database');
    reply.code(400).send(errorBody('Invalid input: a value could not be stored'));
    return;
  }
  request.log.error({ err }, 'request failed');
  reply.code(500).send(errorBody('Internal server error'));
}
