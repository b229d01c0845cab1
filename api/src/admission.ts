/**
 * Admission control in front of database work: at most a few signed-in
 * requests run their handlers at once, the others wait their turn, first come
 * first served; none is refused.
 *
 * A list request runs two or three statements one after another. Let 200 of
 * them in at once and each statement queues behind everyone else's (PGlite has
 * one connection, the PostgreSQL pool ten), so a request waits several full
 * queues while newer requests' statements overtake it: under 200 clients some
 * took 5 s. Admitted in turn, a request waits once for the requests before it,
 * then its statements meet only the few others admitted (api/README.md,
 * Performance). Public routes (health, login, the public site) are not held
 * back, so health still answers in a statement's time under that load.
 */
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { RouteAccess } from './auth/guard';
import type { DatabaseConfig } from './config';

/**
 * Requests admitted at once: enough to keep the database busy while the admitted
 * ones parse, serialise and send, and to leave room for a handler that waits on
 * something else (a file, a payment provider). PGlite runs one statement at a time
 * (2, 4, 8 and 16 measured alike under the crowd); the pool runs `poolMax`.
 */
export function admittedAtOnce(database: DatabaseConfig): number {
  return database.kind === 'pglite' ? 8 : 2 * database.poolMax;
}

/** A first-come first-served semaphore: `acquire` resolves to the release function. */
export class Turns {
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(readonly capacity: number) {}

  async acquire(): Promise<() => void> {
    if (this.#running < this.capacity) this.#running += 1;
    else await new Promise<void>((admit) => this.#waiting.push(admit));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The turn passes straight to the next in line, or is given back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    };
  }

  /** Requests waiting for their turn. */
  get waiting(): number {
    return this.#waiting.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: Turns;
  }
}

/** Every route with a non-public access declaration runs its handler in turn from now on. */
export function admitInTurn(app: FastifyInstance, turns: Turns): void {
  app.decorate('admission', turns);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access || access.kind === 'public') return;
    const handler = route.handler as (...args: unknown[]) => unknown;
    route.handler = async function admitted(this: unknown, request, reply) {
      const release = await turns.acquire();
      try {
        return await handler.call(this, request, reply);
      } finally {
        release();
      }
    } as RouteHandlerMethod;
  });
}
