/**
 * The routes of the `vendors` remote (vendor list, registration and questionnaires),
 * enabled by `saas-products`. Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import { navEntry, protectedRoute, type RouteEntry, type RouteName } from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('vendors', name, 'saas-products', extra);

export const VENDORS_ROUTES: readonly RouteEntry[] = [
  route('vendorList', navEntry('vendorList', 'vendors')),
  route('vendorRegistration', navEntry('vendorRegistration', 'vendor-registration')),
  route('vendorForm'),
  route('certificationForm'),
  route('responseSubmitted'),
  route('defaultForm'),
];

export default VENDORS_ROUTES;
