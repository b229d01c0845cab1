/** What every organisation route shares: its access, the caller, the :id parameter and field errors. */
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@itam/shared/contracts';
import { orgIdParamsSchema } from '@itam/shared/schemas';
import { authOf, requireAnyOf } from '../../auth/guard';
import { HttpError, parseInput } from '../../errors';

/**
 * Route options of an organisation route: a live subscription (the organisation's data
 * needs no module of its own) and one of the `on_organsiation` permissions.
 */
export const orgAccess = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf('subscription', ...permissions) },
});

export interface OrgActor {
  companyId: string;
  userId: string;
}

export function actorOf(request: FastifyRequest): OrgActor {
  const { companyId, userId } = authOf(request);
  return { companyId, userId };
}

/** The caller and the :id of the path (400 naming `id` when it is not a uuid). */
export function orgTarget(request: FastifyRequest): { actor: OrgActor; id: string } {
  const { id } = parseInput(orgIdParamsSchema, request.params, 'params');
  return { actor: actorOf(request), id };
}

export const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

export const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, message, field ? [{ field, message }] : undefined);

/** The name of the unique constraint a failed statement broke, if that is why it failed. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  return typeof e.message === 'string' ? e.message : '';
}

/** "3 assets and 2 employees": the counts that keep a row from being deleted. */
export function countsText(counts: [number, string, string][]): string {
  return counts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' and ');
}
