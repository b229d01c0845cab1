/**
 * One error shape for every failure: `{type:'error', error}` (plus `issues` on
 * 400s). Client mistakes answer 4xx with a readable reason; anything else is
 * logged and answers a bare 500, never a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, FieldIssueDetail } from '@itam/shared/contracts';

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

/** What a refusal may carry besides its sentence: the code the browser acts on, the field. */
export interface RefusalDetail {
  code?: string;
  field?: string;
}

const issuesOf = (message: string, field?: string): FieldIssue[] | undefined =>
  field ? [{ field, message }] : undefined;

/** 400: one field refused, its sentence "Invalid <field>: <reason>". */
export const badField = (field: string, message: string, code?: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }], {}, code);

/** 403: the caller may not do this (the guard refuses whole routes; this, one record). */
export const forbidden = (
  message = 'You do not have permission to do this',
  code?: string,
): HttpError => new HttpError(403, message, undefined, {}, code);

export const notFound = (what = 'Not found', code?: string): HttpError =>
  new HttpError(404, what, undefined, {}, code);

/** 409: the record's state or another record refuses the change. */
export const conflict = (message: string, detail: RefusalDetail = {}): HttpError =>
  new HttpError(409, message, issuesOf(message, detail.field), {}, detail.code);

/** The name of the unique constraint a failed statement broke, if that is why it failed. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  return typeof e.message === 'string' ? e.message : '';
}

/** True when a failed statement broke the unique index of that name. */
export const violates = (err: unknown, constraint: string): boolean =>
  uniqueViolation(err)?.includes(constraint) ?? false;

/**
 * Runs work another module owns and gives its refusal of this status the caller's code,
 * keeping its message and field (a refusal that already has a code keeps it).
 */
export async function withCode<T>(work: Promise<T>, status: number, code: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== status || error.code) throw error;
    throw new HttpError(error.statusCode, error.message, error.issues, error.headers, code);
  }
}

export function errorBody(error: string, issues?: FieldIssue[], code?: string): ApiErrorBody {
  return { type: 'error', error, ...(issues ? { issues } : {}), ...(code ? { code } : {}) };
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

/** Node's codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's words for a connection it lost or could not get in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database did not answer (it is down, restarting or out of connections), as opposed
 * to refusing a statement: PostgreSQL's connection exceptions (SQLSTATE class 08), its
 * shutdown and start-up (57P01-57P03) and too many connections (53300), or the driver
 * failing to reach it (a refused, reset or missing socket, a pool timeout).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; syscall?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))
    return true;
  if (CONNECTION_CODES.has(code)) return true;
  // A unix socket that is gone: the server stopped.
  if (code === 'ENOENT' && e?.syscall === 'connect') return true;
  return typeof e?.message === 'string' && LOST_CONNECTION.test(e.message);
}

/** The 503 of a database that did not answer: nothing was done, trying again later works. */
export const DATABASE_UNAVAILABLE =
  'The service is unavailable for the moment: its database did not answer. Nothing was changed; try again in a moment.';

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
    // Fastify marks an input refused by the route's schema FST_ERR_VALIDATION: not ours.
    const code = err.code === 'FST_ERR_VALIDATION' ? undefined : err.code;
    reply.send(withRetryAfter(reply, errorBody(err.message, err.issues, code)));
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
  if (isDatabaseUnavailable(err)) {
    // Not the request's fault nor a bug: the browser says so in the user's language
    // (a 503 reads as `common:apiError.unavailable`) and the caller may try again.
    request.log.error({ err }, 'database unavailable');
    reply.code(503).header('retry-after', '5').send(errorBody(DATABASE_UNAVAILABLE));
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
