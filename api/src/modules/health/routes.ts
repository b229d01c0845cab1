/**
 * GET /api/health (liveness with a database round trip, as ever), GET /api/health/live (the
 * process answers, nothing more), GET /api/health/ready (readiness: 503 from SIGTERM on, see
 * platform/lifecycle.ts) and GET /api/config (browser runtime config). The
 * config's response schema is open (`runtimeConfigSchema`): PUBLIC_CONFIG may add any key.
 */
import type { FastifyInstance } from 'fastify';
import { runtimeConfigSchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access } from './access';
import { health, readiness, runtimeConfig } from './service';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health', access(), async () => health(ctx));
  r.get('/api/health/live', access(), async () => ({ status: 'ok' as const }));
  r.get('/api/health/ready', access(), async (request) => readiness(ctx, request.server.readiness));

  r.get(
    '/api/config',
    { ...access(), schema: { response: { 200: runtimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return runtimeConfig(ctx);
    },
  );
}
