/** GET /api/health (database round trip) and GET /api/config (browser runtime config). */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse, RuntimeConfigResponse } from '@itam/shared/contracts';
import { publicAccess } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError } from '../platform/http-errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = { config: { access: publicAccess() } };

  app.get('/api/health', open, async (): Promise<HealthResponse> => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok', database: ctx.dbKind };
  });

  app.get('/api/config', open, async (_request, reply): Promise<RuntimeConfigResponse> => {
    reply.header('cache-control', 'no-cache');
    // PUBLIC_CONFIG goes first: it may add keys but never override the server's. The
    // telemetry keys of the environment win over a PUBLIC_CONFIG `telemetry` object.
    const { publicConfig } = ctx.config;
    const extraTelemetry = isPlainObject(publicConfig.telemetry) ? publicConfig.telemetry : {};
    return {
      ...publicConfig,
      type: 'success',
      productSlug: ctx.config.productSlug,
      telemetry: { ...extraTelemetry, ...ctx.config.telemetry },
    };
  });
}
