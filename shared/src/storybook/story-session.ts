/**
 * The signed-in sessions stories render with, one per role of the Storybook toolbar:
 * every permission (like admin@demo.test), asset view only (viewer@demo.test), none.
 */
import { COMPANY_MODULES } from '../contracts/modules';
import { allPolicies, type Policies } from '../contracts/permissions';
import { INITIAL_SESSION_STATE, type SessionState } from '../contracts/session';

export const STORY_ROLES = ['admin', 'viewer', 'none'] as const;
export type StoryRole = (typeof STORY_ROLES)[number];

export function isStoryRole(value: unknown): value is StoryRole {
  return STORY_ROLES.some((role) => role === value);
}

const POLICIES: Record<StoryRole, () => Policies> = {
  admin: allPolicies,
  viewer: () => ({ on_asset: { asset: ['view'] } }),
  none: () => ({}),
};

/** A loaded session of Demo Corp with the policies of `role`, then `overrides` on top. */
export function storySession(
  role: StoryRole = 'admin',
  overrides: Partial<SessionState> = {},
): SessionState {
  return {
    ...INITIAL_SESSION_STATE,
    isLoggedIn: true,
    initialLoading: false,
    user: { _id: 'story-user', firstName: 'Asha', lastName: 'Verma', email: `${role}@demo.test` },
    companyRoles: [...COMPANY_MODULES],
    licenseCode: 'LICENSE_EXIST',
    roleName: role,
    policies: POLICIES[role](),
    rolesStatus: 'loaded',
    ...overrides,
  };
}
