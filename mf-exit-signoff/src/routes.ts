/**
 * The routes of the `exit-signoff` remote (employee exit sign-off and pre-employee
 * onboarding), enabled by `asset-management`. Its build writes them into its entry of
 * `remotes.json` (see shared/src/contracts/route-registry.ts); the shell reads them there.
 * Each route needs the `on_exit` permission its screen's API calls need (an exit's page
 * none: it is also the leaving employee's own).
 */
import { navEntry, protectedRoute, type RouteEntry, type RouteName } from '@itam/shared/contracts';
import { EXIT_PERMISSIONS as P } from './common/permissions';

/**
 * The signed-in user's own exit (a page of the product's own, beyond the spec's paths): no
 * menu entry; HR sends its address to the leaving employee.
 */
export const MY_EXIT = { key: 'myExit', path: '/my-exit' };

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('exit-signoff', name, 'asset-management', extra);

export const EXIT_SIGNOFF_ROUTES: readonly RouteEntry[] = [
  route('newSignOff', { permission: P.start, ...navEntry('newSignOff', 'sign-off') }),
  route('exitResponses', { permission: P.responses, ...navEntry('exitResponses', 'responses') }),
  route('departmentSignOff', {
    permission: P.signDepartment,
    ...navEntry('departmentSignOff', 'department'),
  }),
  route('signOffSuccess', { permission: P.signDepartment }),
  route('thanksForSigning', { permission: P.signAuthority }),
  route('authoritySign', {
    permission: P.signAuthority,
    ...navEntry('authoritySign', 'authority'),
  }),
  // No permission: the leaving employee opens their own exit here; the full exit needs
  // exit view, which the screen checks.
  route('exitEmployee'),
  route('preEmployeeOnboarding', {
    permission: P.start,
    ...navEntry('preEmployeeOnboarding', 'onboarding'),
  }),
  // The leaving employee's way in to their own exit: any signed-in user. Not in the menu
  // (it would show to every user, and be the landing of roles with no other screen): HR
  // sends its address to the leaver (common/own-exit-link.tsx).
  route(MY_EXIT),
];

export default EXIT_SIGNOFF_ROUTES;
