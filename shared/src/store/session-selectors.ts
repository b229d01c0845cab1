/** Read-only selectors of the session slice, for the shell and every remote. */
import { isAllowed, type Permission } from '../contracts/permissions';
import type { SessionState } from '../contracts/session';

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectIsLoggedIn = (state: WithSession) => state.session.isLoggedIn;
export const selectInitialLoading = (state: WithSession) => state.session.initialLoading;
export const selectCurrentUser = (state: WithSession) => state.session.user;
export const selectCompanyRoles = (state: WithSession) => state.session.companyRoles;
export const selectCompanyLogo = (state: WithSession) => state.session.companyLogo;
export const selectCompanyName = (state: WithSession) => state.session.companyName;
/** How the company writes days, times and money. */
export const selectCompanyTimeZone = (state: WithSession) => state.session.companyTimeZone;
export const selectCompanyCurrency = (state: WithSession) => state.session.companyCurrency;
export const selectLicenseCode = (state: WithSession) => state.session.licenseCode;
export const selectRoleName = (state: WithSession) => state.session.roleName;
export const selectPolicies = (state: WithSession) => state.session.policies;
export const selectRolesStatus = (state: WithSession) => state.session.rolesStatus;
export const selectLocations = (state: WithSession) => state.session.locations;

/** True when the signed-in role may use `permission`. */
export const selectIsAllowed = (state: WithSession, permission: Permission): boolean =>
  isAllowed(state.session.policies, permission);
