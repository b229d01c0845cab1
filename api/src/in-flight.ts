/**
 * Counts route work still running, so shutdown can wait for it before closing
 * the database. Fastify's close() waits for open connections, not for handlers:
 * a client that hangs up mid-request leaves its handler running, and closing
 * the database under it would fail its next query.
 */
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';

export class InFlight {
  #running = 0;
  #waiters: (() => void)[] = [];

  track(work: PromiseLike<unknown>): void {
    this.#running += 1;
    const done = () => {
      this.#running -= 1;
      if (this.#running === 0) this.#waiters.splice(0).forEach((wake) => wake());
    };
    Promise.resolve(work).then(done, done);
  }

  get running(): number {
    return this.#running;
  }

  /** Resolves true when nothing runs, or false after `timeoutMs`. */
  whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.#running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

/** Tracks every route handler's promise from now on. */
export function trackHandlers(app: FastifyInstance, inFlight: InFlight): void {
  app.decorate('inFlight', inFlight);
  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler as (...args: unknown[]) => unknown;
    route.handler = function tracked(this: unknown, request, reply) {
      const result = handler.call(this, request, reply);
      if (
        result !== reply &&
        typeof (result as PromiseLike<unknown> | undefined)?.then === 'function'
      ) {
        inFlight.track(result as PromiseLike<unknown>);
      }
      return result;
    } as RouteHandlerMethod;
  });
}
