/** The database round trip of GET /api/health, readiness and the browser's runtime configuration. */
import { sql } from 'kysely';
import type { HealthResponse, RuntimeConfigResponse } from '@itam/shared/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http-errors';
import type { Readiness } from '../../platform/lifecycle';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ status: 'ok' }` after a round trip to the database; 503 when it does not answer. */
export async function health(ctx: AppContext): Promise<HealthResponse> {
  try {
    await sql`select 1`.execute(ctx.db);
  } catch {
    throw new HttpError(503, 'Database unavailable');
  }
  return { status: 'ok', database: ctx.dbKind };
}

/** Ready for traffic: not shutting down (503 from SIGTERM on) and the database answers. */
export async function readiness(ctx: AppContext, state: Readiness): Promise<HealthResponse> {
  if (state.draining) throw new HttpError(503, 'Shutting down');
  return health(ctx);
}

/**
 * PUBLIC_CONFIG goes first: it may add keys but never override the server's. The telemetry
 * keys of the environment win over a PUBLIC_CONFIG `telemetry` object.
 */
export function runtimeConfig(ctx: AppContext): RuntimeConfigResponse {
  const { publicConfig } = ctx.config;
  const extraTelemetry = isPlainObject(publicConfig.telemetry) ? publicConfig.telemetry : {};
  return {
    ...publicConfig,
    type: 'success',
    productSlug: ctx.config.productSlug,
    telemetry: { ...extraTelemetry, ...ctx.config.telemetry },
  };
}
