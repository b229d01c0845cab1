/** Roles, users, invitations and the organisation's activity log. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ORG_API_PATHS,
  type CompanyRoleResponse,
  type CompanyRolesResponse,
  type CompanyUsersResponse,
  type InvitationAcceptResponse,
  type InvitationCreatedResponse,
  type InvitationInput,
  type InvitationLookupResponse,
  type InvitationsResponse,
  type OkResponse,
  type OrgActivityResponse,
  type PasswordResetLinkResponse,
  type PasswordResetLookupResponse,
  type RoleInput,
} from '@itam/shared/contracts';
import { activityParams, type ActivityFilters } from '../../asset-detail/api/asset-detail-api';

/** GET /company/roles */
export async function getRoles() {
  return expectSuccess(await http.get<CompanyRolesResponse>(ORG_API_PATHS.roles)).roles;
}

/** POST /company/roles */
export async function createRole(body: RoleInput) {
  return expectSuccess(await http.post<CompanyRoleResponse>(ORG_API_PATHS.roles, body)).role;
}

/** PUT /company/roles/:id */
export async function updateRole(id: string, body: RoleInput) {
  return expectSuccess(await http.put<CompanyRoleResponse>(ORG_API_PATHS.role(id), body)).role;
}

/** GET /company/users */
export async function getUsers() {
  return expectSuccess(await http.get<CompanyUsersResponse>(ORG_API_PATHS.users)).users;
}

/** PUT /company/users/:id/role */
export async function assignRole(userId: string, roleId: string): Promise<void> {
  expectSuccess(await http.put<OkResponse>(ORG_API_PATHS.userRole(userId), { roleId }));
}

/** POST /company/users/:id/deactivate: they can no longer sign in; their sessions end. */
export async function deactivateUser(userId: string): Promise<void> {
  expectSuccess(await http.post<OkResponse>(ORG_API_PATHS.userDeactivate(userId)));
}

/** POST /company/users/:id/reactivate */
export async function reactivateUser(userId: string): Promise<void> {
  expectSuccess(await http.post<OkResponse>(ORG_API_PATHS.userReactivate(userId)));
}

/** POST /company/invitations/:id/revoke: its link stops working. */
export async function revokeInvitation(id: string): Promise<void> {
  expectSuccess(await http.post<OkResponse>(ORG_API_PATHS.invitationRevoke(id)));
}

/** GET /company/invitations */
export async function getInvitations() {
  return expectSuccess(await http.get<InvitationsResponse>(ORG_API_PATHS.invitations)).invitations;
}

/** POST /company/invitations: the invitation and its one-time link. */
export async function createInvitation(body: InvitationInput) {
  return expectSuccess(await http.post<InvitationCreatedResponse>(ORG_API_PATHS.invitations, body));
}

/** GET /invitations/:token (public) */
export async function lookUpInvitation(token: string) {
  return expectSuccess(await http.get<InvitationLookupResponse>(ORG_API_PATHS.invitation(token)))
    .invitation;
}

/** POST /invitations/:token/accept (public): the new user's session token. */
export async function acceptInvitation(token: string, password: string): Promise<string> {
  return expectSuccess(
    await http.post<InvitationAcceptResponse>(ORG_API_PATHS.invitationAccept(token), { password }),
  ).token;
}

/** POST /company/users/:id/password-reset: a one-time link to hand on to the user. */
export async function createPasswordResetLink(userId: string) {
  return expectSuccess(
    await http.post<PasswordResetLinkResponse>(ORG_API_PATHS.userPasswordReset(userId)),
  );
}

/** GET /auth/password-reset/:token (public): the account's masked email. */
export async function lookUpPasswordReset(token: string) {
  return expectSuccess(
    await http.get<PasswordResetLookupResponse>(ORG_API_PATHS.passwordReset(token)),
  ).reset;
}

/** POST /auth/password-reset/:token (public): sets the new password; the link is used up. */
export async function resetPassword(token: string, password: string): Promise<void> {
  expectSuccess(await http.post<OkResponse>(ORG_API_PATHS.passwordReset(token), { password }));
}

/** GET /company/activity: the organisation's log, filtered by who, what and when. */
export async function getOrgActivity(
  pageNumber: number,
  limit: number,
  filters: ActivityFilters & { entityType?: string | null } = {},
) {
  return expectSuccess(
    await http.get<OrgActivityResponse>(ORG_API_PATHS.activity, {
      params: activityParams(pageNumber, limit, filters),
    }),
  );
}
