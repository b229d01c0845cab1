/** GET /api/health (database round trip) and GET /api/config (browser runtime config). */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse, RuntimeConfigResponse } from '@itam/shared/contracts';
import { publicAccess } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError } from '../errors';

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
    // PUBLIC_CONFIG goes first: it may add keys but never override the server's.
    return { ...ctx.config.publicConfig, type: 'success', productSlug: ctx.config.productSlug };
  });
}
