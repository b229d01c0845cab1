/**
 * Route access: every /api route declares in its options who may call it
 * (`config.access`), and one preHandler enforces it before any handler runs:
 * 401 without a live session; for a route of the product, what the company
 * must have bought (its entitlement): 402 `LICENSE_REQUIRED` / `LICENSE_EXPIRED`
 * without a live subscription, 403 `MODULE_NOT_ENABLED` without the route's
 * company module; then 403 without one of the listed permissions (none listed, `anyRoleOf`:
 * any role, the handler answering each what it may see). A route that
 * forgets to declare either fails at start-up instead of silently being open.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  isAllowed,
  isCompanyModule,
  type CompanyModule,
  type Permission,
  type Policies,
} from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import { HttpError } from '../platform/http-errors';
import type { InFlight } from '../in-flight';
import type { TokenService } from './jwt';
import { entitlementRefusal, type CompanyEntitlements } from '../modules/subscription/license';
import type { SessionCache } from './session-cache';

/**
 * What the caller's company must have for a route: one of the company modules of
 * SPEC.md section 1, or `'subscription'` (a live subscription, any module: the
 * organisation data every module stands on), or `'none'` (nothing bought: the
 * company's own subscription orders, which an expired company needs to renew).
 */
export type Entitlement = CompanyModule | 'subscription' | 'none';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'permission'; entitlement: Entitlement; anyOf: Permission[] };

/** Anyone, no token. */
export const publicAccess = (): RouteAccess => ({ kind: 'public' });
/** Any signed-in user of any role and any subscription state (sign-in, roles). */
export const sessionAccess = (): RouteAccess => ({ kind: 'session' });
/**
 * A signed-in user of a company with the entitlement, whose role allows at
 * least one of the permissions.
 */
export const requireAnyOf = (
  entitlement: Entitlement,
  ...anyOf: [Permission, ...Permission[]]
): RouteAccess => ({ kind: 'permission', entitlement, anyOf });

/**
 * A signed-in user of a company with the entitlement, whatever their role: for a route that
 * answers each role what it may see (the asset list: the register with asset view, otherwise
 * the caller's own assets), so the handler narrows the answer, not the guard.
 */
export const anyRoleOf = (entitlement: Entitlement): RouteAccess => ({
  kind: 'permission',
  entitlement,
  anyOf: [],
});

function isEntitlement(value: unknown): value is Entitlement {
  return value === 'subscription' || value === 'none' || isCompanyModule(value);
}

export interface AuthContext {
  userId: string;
  companyId: string;
  jti: string;
  roleName: string;
  accessLevel: string;
  policies: Policies;
  /** The company's modules and subscription, read with the session. */
  company: CompanyEntitlements;
}

/** One declared /api route: what it needs. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared (the access table the guard enforces). */
    declaredRoutes: DeclaredRoute[];
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
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      'r.role_name',
      'r.access_level',
      'r.policies',
      's.expires_at',
      'c.modules',
      'c.license_not_required',
      'c.subscription_start',
      'c.subscription_end',
    ])
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
    company: {
      modules: row.modules,
      license_not_required: row.license_not_required,
      subscription_start: row.subscription_start,
      subscription_end: row.subscription_end,
    },
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
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const name = `Route ${String(route.method)} ${route.url}`;
    if (!access) throw new Error(`${name} declares no access (config.access)`);
    if (access.kind === 'permission' && !isEntitlement(access.entitlement)) {
      throw new Error(`${name} declares no company module or subscription (entitlement)`);
    }
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
  });

  // Before validation: a caller without the right is refused 401/402/403 whatever they sent.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    const session = authenticate(db, tokens, sessions, request);
    inFlight?.track(session);
    const auth = (request.auth = await session);
    if (access.kind !== 'permission') return;
    const refusal = entitlementRefusal(auth.company, access.entitlement);
    if (refusal) throw new HttpError(refusal.status, refusal.message, undefined, {}, refusal.code);
    // An empty list is anyRoleOf's: every role of the entitled company.
    if (access.anyOf.length > 0 && !access.anyOf.some((p) => isAllowed(auth.policies, p))) {
      throw new HttpError(403, 'You do not have permission to do this');
    }
  });
}
