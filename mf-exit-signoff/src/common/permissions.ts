/** The permissions of the exit screens (group `on_exit`), by name: the API's own. */
import { perm } from '@itam/shared/contracts';

export const EXIT_PERMISSIONS = {
  /** Start exits and onboardings, record interview answers. */
  start: perm('on_exit', 'exit', 'create'),
  view: perm('on_exit', 'exit', 'view'),
  /** Sign a department's part (its head or an administrator), and IT's item recovery. */
  signDepartment: perm('on_exit', 'exit_department_sign', 'edit'),
  signAuthority: perm('on_exit', 'exit_authority_sign', 'edit'),
  responses: perm('on_exit', 'exit_responses', 'view'),
} as const;
