/** Employee exits' and onboarding's permissions (group `on_exit`, module `asset-management`). */
import { perm } from '@itam/shared/contracts';

export const EXIT_PERMISSIONS = {
  start: perm('on_exit', 'exit', 'create'),
  view: perm('on_exit', 'exit', 'view'),
  signDepartment: perm('on_exit', 'exit_department_sign', 'edit'),
  signAuthority: perm('on_exit', 'exit_authority_sign', 'edit'),
  responses: perm('on_exit', 'exit_responses', 'view'),
} as const;
