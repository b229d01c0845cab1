/** Employee exits' and onboarding's permissions (group `on_exit`, module `asset-management`). */
import { perm, type Policies } from '@itam/shared/contracts';

export const EXIT_PERMISSIONS = {
  start: perm('on_exit', 'exit', 'create'),
  view: perm('on_exit', 'exit', 'view'),
  signDepartment: perm('on_exit', 'exit_department_sign', 'edit'),
  signAuthority: perm('on_exit', 'exit_authority_sign', 'edit'),
  responses: perm('on_exit', 'exit_responses', 'view'),
} as const;

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
