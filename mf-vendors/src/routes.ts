/**
 * The routes of the `vendors` remote (vendor list, registration and questionnaires),
 * enabled by `saas-products`. Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  BOTH_PUBLIC,
  navEntry,
  protectedRoute,
  screenHeading,
  publicRoute,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';
import { VENDOR_PERMISSIONS } from './common/permissions';

/** The vendor's link to its questionnaire (api/src/modules/vendors/invitations.service.ts makes it). */
export const VENDOR_RESPONSE = { key: 'vendorResponse', path: '/vendor-response/:token' };

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('vendors', name, 'saas-products', extra);

/** The screen's page header, which the shell shows while the screen loads. */
const heading = (screen: string) => screenHeading('vendors', screen);

export const VENDORS_ROUTES: readonly RouteEntry[] = [
  // Each menu entry asks the permission its screen needs (common/permissions.ts).
  route('vendorList', {
    permission: VENDOR_PERMISSIONS.vendorView,
    ...navEntry('vendorList', 'vendors'),
    ...heading('vendorList'),
  }),
  route('vendorRegistration', {
    permission: VENDOR_PERMISSIONS.vendorCreate,
    ...navEntry('vendorRegistration', 'vendor-registration'),
    ...heading('vendorRegistration'),
  }),
  route('vendorForm'),
  route('certificationForm'),
  route('responseSubmitted'),
  route('defaultForm', heading('defaultForm')),
  // The vendor answers its questionnaire from its link without an account: both public
  // tables. A path of this remote's own (the API hands out the link), not a SPEC.md one.
  publicRoute('vendors', VENDOR_RESPONSE, BOTH_PUBLIC),
];

export default VENDORS_ROUTES;
