/**
 * One error shape for every failure: `{type:'error', error}` (plus `issues` on
 * 400s). Client mistakes answer 4xx with a readable reason; anything else is
 * logged and answers a bare 500, never a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorBody } from '@itam/shared/contracts';

export interface FieldIssue {
  field: string;
  message: string;
}

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

/** The first field holding a NUL character, which PostgreSQL text cannot store. */
function findNul(value: unknown, at: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, at ? `${at}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

function toIssues(error: z.ZodError, source: InputSource): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : source,
    message: issue.message,
  }));
}

/** Validates request input with a contract schema; throws a 400 naming the fields. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: InputSource,
): z.infer<S> {
  const result = schema.safeParse(data ?? (source === 'body' ? undefined : {}));
  if (!result.success) {
    const issues = toIssues(result.error, source);
    const first = issues[0];
    const summary = first ? `Invalid ${first.field}: ${first.message}` : `Invalid ${source}`;
    throw new HttpError(400, summary, issues);
  }
  const nulField = findNul(result.data, '');
  if (nulField !== null) {
    const field = nulField || source;
    throw new HttpError(400, `Invalid ${field}: must not contain NUL characters`, [
      { field, message: 'Must not contain NUL characters' },
    ]);
  }
  return result.data;
}

export function errorHandler(
  err: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (err instanceof HttpError) {
    reply
      .headers(err.headers)
      .code(err.statusCode)
      .send(errorBody(err.message, err.issues, err.code));
    return;
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' client errors (bad JSON, 413, 415, 429) carry
    // messages written for clients; nothing internal is in them.
    reply.code(status).send(errorBody(err.message || 'Bad request'));
    return;
  }
  request.log.error({ err }, 'request failed');
  reply.code(500).send(errorBody('Internal server error'));
}
