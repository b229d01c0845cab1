/** POST /api/{product}/open-api/web-visited: anonymous page-view fingerprints. */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { OkResponse } from '@itam/shared/contracts';
import { webVisitedRequestSchema } from '@itam/shared/schemas';
import { publicAccess } from '../auth/guard';
import type { AppContext } from '../context';
import { parseInput } from '../platform/input';

export function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const options = {
    config: {
      access: publicAccess(),
      // Anonymous writes: bound them per client address.
      rateLimit: { max: ctx.config.limits.webVisitedPerMinute, timeWindow: 60_000 },
    },
  };
  app.post(
    `/api/${ctx.config.productSlug}/open-api/web-visited`,
    options,
    async (request): Promise<OkResponse> => {
      const { visitorId } = parseInput(webVisitedRequestSchema, request.body, 'body');
      // One row per visitor: a repeat visit bumps last_seen and the count.
      await ctx.db
        .insertInto('web_visits')
        .values({ visitor_id: visitorId })
        .onConflict((oc) =>
          oc.column('visitor_id').doUpdateSet({
            last_seen: sql<Date>`now()`,
            visit_count: sql<number>`web_visits.visit_count + 1`,
          }),
        )
        .execute();
      return { type: 'success' };
    },
  );
}
