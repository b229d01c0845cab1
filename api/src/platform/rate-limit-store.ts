/**
 * The @fastify/rate-limit store on the database (limit-counts.ts, `rate_limit_counts`):
 * the routes' limits (`config.rateLimit`) count per route and client address where every
 * server sees them, so N servers enforce one limit, in the same fixed window as the
 * plugin's own in-memory store. The plugin's store API (its index.js and
 * store/LocalStore.js): `new Store(globalParams)`, `incr(key, cb, timeWindow, max)`,
 * `read(key, cb)` for `{ increment: false }`, and `child(params)` per route, whose
 * `params.routeInfo` is the route's options.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitCounts } from './limit-counts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What `child` receives: the route's merged limit parameters with the route's options. */
interface ChildParams {
  routeInfo?: { method?: unknown; url?: unknown };
}

const settle = (work: Promise<{ current: number; ttl: number }>, callback: Callback): void => {
  work.then(
    (result) => callback(null, result),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
};

/** The store class for `fastifyRateLimit({ store })`, counting in this database. */
export function databaseRateLimitStore(counts: LimitCounts): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      settle(counts.countRequest(this.prefix + key, timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      settle(counts.readRequests(this.prefix + key), callback);
    }

    child(params: unknown): FastifyRateLimitStore {
      const route = (params as ChildParams).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${String(method ?? '')} ${String(route?.url ?? '')}:`,
      );
    }
  }
  return DatabaseRateLimitStore;
}
