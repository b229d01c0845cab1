/** How the answers of the session calls map onto the session state (SPEC.md sections 3 and 7). */
import type { Location } from '../contracts/wire';
import { DEFAULT_COMPANY_CLOCK } from '../contracts/date-time';
import {
  DEFAULT_COMPANY_CURRENCY,
  DEFAULT_COMPANY_TIME_ZONE,
  type SessionState,
} from '../contracts/session';
import type { RolesSuccess } from '../api/endpoints/get-roles';
import type { VerifyTokenSuccess } from '../api/endpoints/verify-token';

export type VerifiedFields = Pick<
  SessionState,
  | 'user'
  | 'companyRoles'
  | 'companyLogo'
  | 'companyName'
  | 'companyTimeZone'
  | 'companyCurrency'
  | 'companyClock'
  | 'licenseCode'
>;
export type RoleFields = Pick<SessionState, 'roleName' | 'policies'>;

/** POST /auth/verify-token answer → session fields; licenseCode 'NOT_REQUIRED' when absent. */
export function verifiedSessionFields(answer: VerifyTokenSuccess): VerifiedFields {
  return {
    user: answer.user,
    companyRoles: answer.company?.roles ?? [],
    companyLogo: answer.company?.logo ?? null,
    companyName: answer.company?.name ?? null,
    companyTimeZone: answer.company?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
    companyCurrency: answer.company?.currency ?? DEFAULT_COMPANY_CURRENCY,
    companyClock: answer.company?.clock ?? DEFAULT_COMPANY_CLOCK,
    licenseCode: answer.licenseCode ?? 'NOT_REQUIRED',
  };
}

/** GET /{product}/roles/get answer → roleName (or else accessLevel) and policies. */
export function roleFields(answer: RolesSuccess): RoleFields {
  return {
    roleName: answer.roleInfo?.roleName || answer.accessLevel || null,
    policies: answer.roleInfo?.policies ?? {},
  };
}

export function locationFields(answer: {
  locations?: Location[];
}): Pick<SessionState, 'locations'> {
  return { locations: answer.locations ?? [] };
}
