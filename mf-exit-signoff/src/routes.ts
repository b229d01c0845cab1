/**
 * The routes of the `exit-signoff` remote (employee exit sign-off and pre-employee
 * onboarding), enabled by `asset-management`. Its build writes them into its entry of
 * `remotes.json` (see shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  navEntry,
  perm,
  protectedRoute,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('exit-signoff', name, 'asset-management', extra);

const employeeView = perm('on_organsiation', 'employee_setup', 'view');

export const EXIT_SIGNOFF_ROUTES: readonly RouteEntry[] = [
  route('newSignOff', navEntry('newSignOff', 'sign-off')),
  route('exitResponses', navEntry('exitResponses', 'responses')),
  route('departmentSignOff', navEntry('departmentSignOff', 'department')),
  route('signOffSuccess'),
  route('thanksForSigning'),
  route('authoritySign'),
  route('exitEmployee', { permission: employeeView }),
  route('preEmployeeOnboarding', {
    permission: employeeView,
    ...navEntry('preEmployeeOnboarding', 'onboarding'),
  }),
];

export default EXIT_SIGNOFF_ROUTES;
