/**
 * The routes of the `exit-signoff` remote (employee exit sign-off and pre-employee
 * onboarding), enabled by `asset-management`. Its build writes them into its entry of
 * `remotes.json` (see shared/src/contracts/route-registry.ts); the shell reads them there.
 * Each route needs the `on_exit` permission its screen's API calls need (an exit's page
 * none: it is also the leaving employee's own).
 */
import {
  navEntry,
  protectedRoute,
  screenHeading,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';
import { EXIT_PERMISSIONS as P } from './common/permissions';

/**
 * The signed-in user's own exit (a page of the product's own, beyond the spec's paths): no
 * menu entry; HR sends its address to the leaving employee.
 */
export const MY_EXIT = { key: 'myExit', path: '/my-exit' };

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('exit-signoff', name, 'asset-management', extra);

/** The screen's page header, which the shell shows while the screen loads. */
const heading = (screen: string) => screenHeading('exit-signoff', screen);

export const EXIT_SIGNOFF_ROUTES: readonly RouteEntry[] = [
  route('newSignOff', {
    permission: P.start,
    ...navEntry('newSignOff', 'sign-off'),
    ...heading('newSignOff'),
  }),
  route('exitResponses', {
    permission: P.responses,
    ...navEntry('exitResponses', 'responses'),
    ...heading('exitResponses'),
  }),
  route('departmentSignOff', {
    permission: P.signDepartment,
    ...navEntry('departmentSignOff', 'department'),
    ...heading('departmentSignOff'),
  }),
  route('signOffSuccess', { permission: P.signDepartment }),
  route('thanksForSigning', { permission: P.signAuthority }),
  route('authoritySign', {
    permission: P.signAuthority,
    ...navEntry('authoritySign', 'authority'),
    ...heading('authoritySign'),
  }),
  // No permission: the leaving employee opens their own exit here; the full exit needs
  // exit view, which the screen checks.
  route('exitEmployee'),
  route('preEmployeeOnboarding', {
    permission: P.start,
    ...navEntry('preEmployeeOnboarding', 'onboarding'),
    ...heading('preEmployeeOnboarding'),
  }),
  // The leaving employee's way in to their own exit: any signed-in user. Not in the menu
  // (it would show to every user, and be the landing of roles with no other screen): HR
  // sends its address to the leaver (common/own-exit-link.tsx).
  route(MY_EXIT),
];

export default EXIT_SIGNOFF_ROUTES;
