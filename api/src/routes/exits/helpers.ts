/** What the exit and onboarding routes share: their access, the caller, field errors and the company's today. */
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@itam/shared/contracts';
import { authOf, requireAnyOf, type Entitlement } from '../../auth/guard';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import type { Refusal } from '../../services/exits/state';

/** The company module of the exit-signoff screens (their routes are enabled by asset-management). */
export const EXIT_MODULE: Entitlement = 'asset-management';

export const exitAccess = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf(EXIT_MODULE, ...permissions) },
});

export interface ExitActor {
  companyId: string;
  userId: string;
  /** An administrator may sign any department's part. */
  isAdmin: boolean;
  modules: readonly string[];
}

export function exitActorOf(request: FastifyRequest): ExitActor {
  const auth = authOf(request);
  return {
    companyId: auth.companyId,
    userId: auth.userId,
    isAdmin: auth.accessLevel === 'admin',
    modules: auth.company.modules,
  };
}

export const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

export const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, message, field ? [{ field, message }] : undefined);

/** Throws the refusal of a state rule (403 or 409), or returns. */
export function enforce(refusal: Refusal): void {
  if (refusal.ok) return;
  if (refusal.status === 403) throw new HttpError(403, refusal.reason);
  throw conflict(refusal.reason, refusal.field);
}

/** The company's date today (YYYY-MM-DD) in its time zone. */
export async function companyToday(db: Kysely<DB>, companyId: string): Promise<string> {
  const row = await sql<{
    today: string;
  }>`select to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today from companies c where c.id = ${companyId}`.execute(
    db,
  );
  return row.rows[0]!.today;
}

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();
