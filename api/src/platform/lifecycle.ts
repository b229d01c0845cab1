/**
 * A stopping server drains before it closes (issue 33). From SIGTERM on, readiness
 * (GET /api/health/ready) answers 503 so the load balancer stops routing here, while every
 * other request is still served for the grace period (SHUTDOWN_GRACE_SECONDS), each answer
 * with `connection: close` so kept-alive clients reconnect elsewhere. Then the server closes:
 * no new connections, the running requests finish, the database closes.
 */
import type { FastifyInstance } from 'fastify';

export class Readiness {
  #draining = false;

  /** True from the start of the shutdown on: readiness answers 503. */
  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Decorates the app with its readiness; while it drains, no answer keeps its connection open. */
export function registerReadiness(app: FastifyInstance): void {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
}

export interface ShutdownOptions {
  /** How long readiness answers 503 while requests are still served. */
  graceMs: number;
  /** The longest wait for handlers still running once the server has closed. */
  idleTimeoutMs?: number;
  closeDatabase(): Promise<void>;
}

/** Drains the app for the grace period, then closes it and, once its handlers are done, the database. */
export async function drainAndClose(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  app.readiness.drain();
  if (options.graceMs > 0) {
    app.log.info({ graceMs: options.graceMs }, 'draining: readiness answers 503');
    await new Promise((resolve) => setTimeout(resolve, options.graceMs));
  }
  await app.close();
  // Handlers of clients that hung up may still be running: let them finish.
  await app.inFlight.whenIdle(options.idleTimeoutMs ?? 8_000);
  await options.closeDatabase();
}
