/**
 * Route access: every /api route declares in its options who may call it
 * (`config.access`), and one preHandler enforces it: 401 without a live
 * session, 403 without one of the listed permissions. A route that forgets to
 * declare fails at start-up instead of silently being public.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isAllowed, type Permission, type Policies } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import type { InFlight } from '../in-flight';
import type { TokenService } from './jwt';
import type { SessionCache } from './session-cache';

export type RouteAccess =
  { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; anyOf: Permission[] };

/** Anyone, no token. */
export const publicAccess = (): RouteAccess => ({ kind: 'public' });
/** Any signed-in user of any role. */
export const sessionAccess = (): RouteAccess => ({ kind: 'session' });
/** A signed-in user whose role allows at least one of the permissions. */
export const requireAnyOf = (...anyOf: [Permission, ...Permission[]]): RouteAccess => ({
  kind: 'permission',
  anyOf,
});

export interface AuthContext {
  userId: string;
  companyId: string;
  jti: string;
  roleName: string;
  accessLevel: string;
  policies: Policies;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The verified caller of a route that declared session or permission access. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Authentication required');
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Loads the live session of a verified token, with the role it grants. */
async function loadSession(db: Kysely<DB>, userId: string, companyId: string, jti: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 's.user_id').onRef('u.company_id', '=', 's.company_id'),
    )
    .innerJoin('roles as r', (join) =>
      join.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
    )
    .select(['r.role_name', 'r.access_level', 'r.policies', 's.expires_at'])
    .where('s.id', '=', jti)
    .where('s.user_id', '=', userId)
    .where('s.company_id', '=', companyId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .executeTakeFirst();
}

async function authenticate(
  db: Kysely<DB>,
  tokens: TokenService,
  sessions: SessionCache | undefined,
  request: FastifyRequest,
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Authentication required');
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, 'Invalid or expired token');
  // See session-cache.ts for why a remembered session is as good as the row.
  const cached = sessions?.get(claims);
  if (cached) return { ...claims, ...cached };
  const ticket = sessions?.ticket(claims.companyId) ?? null;
  const row = await loadSession(db, claims.userId, claims.companyId, claims.jti);
  if (!row) throw new HttpError(401, 'Session expired or signed out');
  const session = {
    roleName: row.role_name,
    accessLevel: row.access_level,
    policies: row.policies ?? {},
  };
  sessions?.set(ticket, claims, session, new Date(row.expires_at).getTime());
  return { ...claims, ...session };
}

export function registerGuard(
  app: FastifyInstance,
  db: Kysely<DB>,
  tokens: TokenService,
  inFlight?: InFlight,
  sessions?: SessionCache,
): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access (config.access)`,
      );
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    const session = authenticate(db, tokens, sessions, request);
    inFlight?.track(session);
    request.auth = await session;
    if (
      access.kind === 'permission' &&
      !access.anyOf.some((p) => isAllowed(request.auth?.policies, p))
    ) {
      throw new HttpError(403, 'You do not have permission to do this');
    }
  });
}
