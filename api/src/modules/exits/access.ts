/**
 * Employee exits' and onboarding's access: the company module of the exit-signoff screens
 * (their routes are enabled by asset-management), the permissions (group `on_exit`), the
 * seeded roles' policies, and who acts on an exit.
 */
import type { FastifyRequest } from 'fastify';
import { perm, type Policies } from '@itam/shared/contracts';
import { authOf, sessionAccess, type Entitlement } from '../../auth/guard';
import { callerOf, moduleAccess, type Caller } from '../../platform/access';
import { HttpError } from '../../platform/http-errors';
import { entitlementRefusal } from '../subscription/license';

/** The company module of the exit-signoff screens. */
export const EXIT_MODULE: Entitlement = 'asset-management';

export const access = moduleAccess(EXIT_MODULE);

export const EXIT_PERMISSIONS = {
  start: perm('on_exit', 'exit', 'create'),
  view: perm('on_exit', 'exit', 'view'),
  signDepartment: perm('on_exit', 'exit_department_sign', 'edit'),
  signAuthority: perm('on_exit', 'exit_authority_sign', 'edit'),
  responses: perm('on_exit', 'exit_responses', 'view'),
} as const;
const P = EXIT_PERMISSIONS;

/** Whoever reads exits: every on_exit right. */
export const EXIT_READERS = [P.view, P.responses, P.signDepartment, P.signAuthority] as const;

/** The policies of the seeded "Department head" role: read exits and sign their own part. */
export const DEPARTMENT_HEAD_POLICIES: Policies = {
  on_exit: { exit: ['view'], exit_department_sign: ['edit'] },
  on_organsiation: { employee_setup: ['view'] },
  on_asset: { asset: ['view'] },
};

/** The policies of the seeded "HR" role: start exits and onboardings, sign HR's part, the responses. */
export const HR_POLICIES: Policies = {
  on_exit: {
    exit: ['create', 'view'],
    exit_department_sign: ['edit'],
    exit_responses: ['view'],
  },
  on_organsiation: { employee_setup: ['view'] },
  on_asset: { asset: ['view'] },
};

/**
 * Who acts on an exit: the caller (an administrator may sign any department's part) and
 * their company's modules (the service desk's decide what an exit opens).
 */
export type ExitActor = Pick<Caller, 'companyId' | 'userId' | 'isAdmin'> & {
  modules: readonly string[];
};

export function exitActorOf(request: FastifyRequest): ExitActor {
  const { companyId, userId, isAdmin } = callerOf(request);
  return { companyId, userId, isAdmin, modules: authOf(request).company.modules };
}

/** The caller of an own-exit route, once their company may use the exit screens (the guard's refusals else). */
export function ownCallerOf(request: FastifyRequest): { companyId: string; userId: string } {
  const auth = authOf(request);
  const refusal = entitlementRefusal(auth.company, EXIT_MODULE);
  if (refusal) throw new HttpError(refusal.status, refusal.message, undefined, {}, refusal.code);
  return { companyId: auth.companyId, userId: auth.userId };
}

/**
 * The leaving employee's own routes: any signed-in user, whose company's module is checked
 * before their input is (as the guard's refusals come first everywhere).
 */
export const ownAccess = () => ({
  config: { access: sessionAccess() },
  preValidation: async (request: FastifyRequest) => {
    ownCallerOf(request);
  },
});
