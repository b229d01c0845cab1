/**
 * Idempotent creates (issue 33; the IETF draft "The Idempotency-Key HTTP Header Field" and
 * Stripe's idempotent requests). A create route declares `config.idempotent` (route options
 * `{ ...idempotent(access(P.create)), schema }`); a call to it with an `Idempotency-Key`
 * header claims the key in the database (idempotency.queries.ts) before the handler runs:
 *
 * - a retry with the same key (same company, user, method and route) and the same request
 *   answers the first answer again (its status and body, `Idempotent-Replayed: true`) and
 *   writes nothing;
 * - the same key with another request (params, query or body) is a 422;
 * - a request while the first with its key is still running is a 409, on any server;
 * - only a successful (2xx) answer is kept; a failed one frees the key for a retry;
 * - keys are kept 24 hours (sweepExpiredIdempotencyKeys deletes them after).
 *
 * A call without the header runs as before: the route pays a header lookup, other routes
 * nothing.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { DB } from '../db/schema';
import { authOf } from '../auth/guard';
import { badField, conflict, HttpError } from './http-errors';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type IdempotencyScope,
} from './idempotency.queries';

export { sweepExpiredIdempotencyKeys, IDEMPOTENCY_KEEP_MS } from './idempotency.queries';

/** The request header a client names its action with. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The answer header of a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Codes of the refusals, for a client to act on. */
export const IDEMPOTENCY_CODES = {
  inUse: 'IDEMPOTENCY_KEY_IN_USE',
  reused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** A POST route as declared (the test that every create is idempotent reads them). */
export interface PostRoute {
  url: string;
  creates: boolean;
  idempotent: boolean;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create: an `Idempotency-Key` header makes its retries answer the first answer. */
    idempotent?: boolean;
  }
  interface FastifyInstance {
    /** Every POST /api route: whether it answers 201 (a create) and declared idempotency. */
    postRoutes: PostRoute[];
  }
  interface FastifyRequest {
    /** The key this request claimed (its answer is kept or the key freed when it is sent). */
    idempotency: IdempotencyScope | null;
  }
}

/** Route options of a create: `{ ...idempotent(access(P.create)), schema }`. */
export function idempotent<T extends { config: object }>(
  options: T,
): T & { config: T['config'] & { idempotent: true } } {
  return { ...options, config: { ...options.config, idempotent: true as const } };
}

/** 1 to 255 printable ASCII characters (a quoted structured-field string is unquoted). */
export function parseIdempotencyKey(value: string | string[]): string {
  const raw = Array.isArray(value) ? value.join(', ') : value;
  const key = /^"(.*)"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (key.length < 1 || key.length > 255 || !/^[\x20-\x7e]+$/.test(key)) {
    throw badField(IDEMPOTENCY_HEADER, 'must be 1 to 255 printable characters');
  }
  return key;
}

/** The value with object keys in order, so the same request always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

/** A hash of what the request asks: its params, query and (validated) body. */
export function requestFingerprint(request: FastifyRequest): string {
  const asked = { params: request.params, query: request.query, body: request.body ?? null };
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(asked)))
    .digest('hex');
}

function replay(
  reply: FastifyReply,
  answer: { statusCode: number; contentType: string | null; body: string },
) {
  reply.code(answer.statusCode).header(REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.send(answer.body);
}

function claimHook(db: Kysely<DB>, now: () => Date): preHandlerAsyncHookHandler {
  return async function claimKey(request, reply) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const auth = authOf(request);
    const scope: IdempotencyScope = {
      companyId: auth.companyId,
      userId: auth.userId,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      key: parseIdempotencyKey(header),
    };
    const outcome = await claimIdempotencyKey(db, scope, requestFingerprint(request), now());
    if (outcome.kind === 'claimed') {
      request.idempotency = scope;
    } else if (outcome.kind === 'done') {
      return replay(reply, outcome.answer);
    } else if (outcome.kind === 'running') {
      throw conflict(
        'A request with this Idempotency-Key is still being processed; retry in a moment',
        { code: IDEMPOTENCY_CODES.inUse },
      );
    } else {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used with a different request; use a new key',
        [{ field: IDEMPOTENCY_HEADER, message: 'was already used with a different request' }],
        {},
        IDEMPOTENCY_CODES.reused,
      );
    }
  };
}

const storable = (payload: unknown): payload is string | Buffer | null | undefined =>
  payload === null ||
  payload === undefined ||
  typeof payload === 'string' ||
  Buffer.isBuffer(payload);

/** Keeps a claimed request's successful answer, or frees its key; the answer is sent either way. */
function answerHook(db: Kysely<DB>): onSendHookHandler {
  return async function keepAnswer(request, reply, payload) {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = null;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    try {
      if (ok && storable(payload)) {
        const contentType = reply.getHeader('content-type');
        await storeIdempotentAnswer(db, scope, {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload === null || payload === undefined ? '' : payload.toString(),
        });
      } else {
        await releaseIdempotencyKey(db, scope);
      }
    } catch (err) {
      // The work is done; its answer still goes out. The key stays claimed (a 409) until it expires.
      request.log.error({ err }, 'idempotency key: the answer could not be kept');
    }
    return payload;
  };
}

function postRouteOf(route: RouteOptions): PostRoute | null {
  if (![route.method].flat().includes('POST') || !route.url.startsWith('/api/')) return null;
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  return {
    url: route.url,
    creates: '201' in responses,
    idempotent: route.config?.idempotent === true,
    public: route.config?.access?.kind === 'public',
  };
}

function declareIdempotent(route: RouteOptions, claim: preHandlerAsyncHookHandler): void {
  if (!route.config?.idempotent) return;
  const name = `Route ${String(route.method)} ${route.url}`;
  if ([route.method].flat().some((method) => method !== 'POST'))
    throw new Error(`${name}: only a POST route may be idempotent`);
  const access = route.config.access;
  if (!access || access.kind === 'public')
    throw new Error(`${name}: an idempotent route needs a signed-in caller (its key's owner)`);
  const before = route.preHandler;
  route.preHandler = [...(before ? [before].flat() : []), claim];
}

/**
 * Installs idempotent creates on the app: before the routes (it reads their options) and
 * before any plugin that rewrites answers (compression), so it keeps the answer as sent.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Kysely<DB>,
  now: () => Date = () => new Date(),
): void {
  app.decorateRequest('idempotency', null);
  const posts: PostRoute[] = [];
  app.decorate('postRoutes', posts);
  const claim = claimHook(db, now);
  app.addHook('onRoute', (route) => {
    declareIdempotent(route, claim);
    const post = postRouteOf(route);
    if (post) posts.push(post);
  });
  app.addHook('onSend', answerHook(db));
}
