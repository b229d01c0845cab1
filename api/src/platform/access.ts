/**
 * The one access factory every module declares its routes with: a module's `access.ts` names
 * its company module once (`moduleAccess('it-products')`), each route lists the permissions
 * that may call it, and the guard (auth/guard.ts) enforces both before validation runs.
 * `callerOf` is the verified caller every service receives instead of the request.
 */
import type { FastifyRequest } from 'fastify';
import { isAllowed, type Permission, type Policies } from '@itam/shared/contracts';
import { authOf, requireAnyOf, type Entitlement } from '../auth/guard';

/** Route options of a module's routes: `access(P.view)` → `{ config: { access } }`. */
export function moduleAccess(entitlement: Entitlement) {
  return (...permissions: [Permission, ...Permission[]]) => ({
    config: { access: requireAnyOf(entitlement, ...permissions) },
  });
}

/** The verified caller of a route: their company, their user, and what their role allows. */
export interface Caller {
  companyId: string;
  userId: string;
  /** The company's admin role (some rules let an admin act for anyone). */
  isAdmin: boolean;
  policies: Policies;
}

export function callerOf(request: FastifyRequest): Caller {
  const auth = authOf(request);
  return {
    companyId: auth.companyId,
    userId: auth.userId,
    isAdmin: auth.accessLevel === 'admin',
    policies: auth.policies,
  };
}

/** Whether the caller's role allows the permission. */
export const can = (caller: Pick<Caller, 'policies'>, permission: Permission): boolean =>
  isAllowed(caller.policies, permission);
