/**
 * The routes of the `marketing` remote: every public page of SPEC.md section 2 but /login
 * and /scanner/login. Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  BOTH_PUBLIC,
  LOGGED_IN,
  NOT_LOGGED_IN,
  publicRoute,
  type RouteEntry,
  type RouteName,
  type RouteTable,
} from '@itam/shared/contracts';

const page = (name: RouteName, tables: readonly RouteTable[], extra = {}): RouteEntry =>
  publicRoute('marketing', name, tables, extra);

export const MARKETING_ROUTES: readonly RouteEntry[] = [
  page('home', BOTH_PUBLIC),
  page('newLanding', BOTH_PUBLIC),
  page('azManagement', [NOT_LOGGED_IN]),
  page('landing1', [NOT_LOGGED_IN]),
  page('landing2', [NOT_LOGGED_IN]),
  page('onboardingDeviceSelection', [NOT_LOGGED_IN]),
  page('onboardingDeviceSelectionItem', [NOT_LOGGED_IN]),
  page('eoi', BOTH_PUBLIC),
  page('eoiSubmit', BOTH_PUBLIC),
  page('terms', BOTH_PUBLIC),
  page('privacy', BOTH_PUBLIC),
  page('faqs', BOTH_PUBLIC),
  page('incidentManagementInfo', BOTH_PUBLIC),
  page('assetManagementInfo', BOTH_PUBLIC),
  page('reporting', BOTH_PUBLIC),
  page('diagnosticTool', BOTH_PUBLIC),
  page('partner', BOTH_PUBLIC),
  page('pricing', BOTH_PUBLIC),
  page('pricingNew', [NOT_LOGGED_IN]),
  page('orderVerify', [NOT_LOGGED_IN]),
  page('contact', [LOGGED_IN]),
  page('contactUs', BOTH_PUBLIC),
  page('paymentFailed', BOTH_PUBLIC),
  page('confirmShipping', BOTH_PUBLIC),
  page('getStarted', BOTH_PUBLIC),
  page('register', BOTH_PUBLIC),
  page('registerProduct', BOTH_PUBLIC, { match: 'register-product' }),
  page('registerInit', BOTH_PUBLIC),
  page('refundPolicy', BOTH_PUBLIC),
  page('aboutUs', BOTH_PUBLIC),
  page('idfcConnect', BOTH_PUBLIC),
  page('auConnect', BOTH_PUBLIC),
  page('downloadAgent', BOTH_PUBLIC),
  page('eWaste', BOTH_PUBLIC),
];

export default MARKETING_ROUTES;
