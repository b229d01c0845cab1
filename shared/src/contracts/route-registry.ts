/**
 * Route ownership registry: for every path of SPEC.md section 2, which package serves it,
 * which route table(s) list it, the company module that enables it and the permission it
 * needs. It is plain data so the shell can build both route tables, the side menu and the
 * "not enabled for your company" screen without downloading any remote, and each remote
 * derives its routes and menu entries from it (one place).
 *
 * Decisions (documented in the shell README section of the issue note):
 * - vendors are enabled by `saas-products` (vendor registration and certification
 *   questionnaires are the SaaS-vendor review); exit sign-off and the scanner are part of
 *   `asset-management` (asset recovery and asset lookup); `/service-request` and
 *   `/request-status` by `it-services`; the rest of the incidents remote by
 *   `incident-management`; the shop by `it-products`; account settings, branches and
 *   `/url_redirect` by `asset-management`.
 * - Public paths need no module and no permission.
 * - A path in the logged-in table AND the protected group (`/products`, `/product/:id`)
 *   is public for a logged-in visitor (the logged-in table wins); a visitor who is not
 *   logged in is sent to `/` with the origin, as for every protected path.
 */
import type { CompanyModule } from './modules';
import { perm, type Permission } from './permissions';
import type { NavIconName, RemoteId } from './remote-module';
import { ROUTES, type RouteKey } from './route-paths';

export const ROUTE_TABLES = ['logged-in', 'not-logged-in', 'protected'] as const;
/** `logged-in` and `not-logged-in` are the two public tables; `protected` needs login and a subscription. */
export type RouteTable = (typeof ROUTE_TABLES)[number];

/** Who serves a path: a remote, or the shell itself (`/login`). */
export type RouteOwner = RemoteId | 'shell';

export interface RouteNav {
  /** Key of the shared `common` i18n namespace. */
  labelKey: string;
  icon: NavIconName;
}

export interface RouteEntry {
  key: RouteKey;
  /** react-router path; for `match: 'register-product'` a pattern only (see route-paths.ts). */
  path: string;
  owner: RouteOwner;
  tables: readonly RouteTable[];
  /** Company module that enables the path; set for protected paths only. */
  module?: CompanyModule;
  /** Permission the role needs; absent means every logged-in user may open it. */
  permission?: Permission;
  /** Present when the path has a side-menu entry. */
  nav?: RouteNav;
  /** Custom matcher for a path react-router 7 cannot express. */
  match?: 'register-product';
}

const LOGGED_IN = 'logged-in';
const NOT_LOGGED_IN = 'not-logged-in';
const PROTECTED = 'protected';
const BOTH_PUBLIC: readonly RouteTable[] = [LOGGED_IN, NOT_LOGGED_IN];

type Extra = Pick<RouteEntry, 'permission' | 'nav' | 'match'>;

function pub(
  key: RouteKey,
  owner: RouteOwner,
  tables: readonly RouteTable[],
  extra: Extra = {},
): RouteEntry {
  return { key, path: ROUTES[key], owner, tables, ...extra };
}

function prot(
  key: RouteKey,
  owner: RemoteId,
  module: CompanyModule,
  extra: Extra = {},
): RouteEntry {
  return { key, path: ROUTES[key], owner, tables: [PROTECTED], module, ...extra };
}

function nav(labelKey: string, icon: NavIconName): { nav: RouteNav } {
  return { nav: { labelKey: `nav.${labelKey}`, icon } };
}

const AM = 'asset-management';
const assetView = perm('on_asset', 'asset', 'view');
const agentView = perm('on_organsiation', 'agent_computers', 'view');
const personalView = perm('on_organsiation', 'presonal_information', 'view');
const employeeView = perm('on_organsiation', 'employee_setup', 'view');

const marketing: RouteEntry[] = [
  pub('home', 'marketing', BOTH_PUBLIC),
  pub('newLanding', 'marketing', BOTH_PUBLIC),
  pub('azManagement', 'marketing', [NOT_LOGGED_IN]),
  pub('landing1', 'marketing', [NOT_LOGGED_IN]),
  pub('landing2', 'marketing', [NOT_LOGGED_IN]),
  pub('onboardingDeviceSelection', 'marketing', [NOT_LOGGED_IN]),
  pub('onboardingDeviceSelectionItem', 'marketing', [NOT_LOGGED_IN]),
  pub('eoi', 'marketing', BOTH_PUBLIC),
  pub('eoiSubmit', 'marketing', BOTH_PUBLIC),
  pub('terms', 'marketing', BOTH_PUBLIC),
  pub('privacy', 'marketing', BOTH_PUBLIC),
  pub('faqs', 'marketing', BOTH_PUBLIC),
  pub('incidentManagementInfo', 'marketing', BOTH_PUBLIC),
  pub('assetManagementInfo', 'marketing', BOTH_PUBLIC),
  pub('reporting', 'marketing', BOTH_PUBLIC),
  pub('diagnosticTool', 'marketing', BOTH_PUBLIC),
  pub('partner', 'marketing', BOTH_PUBLIC),
  pub('pricing', 'marketing', BOTH_PUBLIC),
  pub('pricingNew', 'marketing', [NOT_LOGGED_IN]),
  pub('orderVerify', 'marketing', [NOT_LOGGED_IN]),
  pub('contact', 'marketing', [LOGGED_IN]),
  pub('contactUs', 'marketing', BOTH_PUBLIC),
  pub('paymentFailed', 'marketing', BOTH_PUBLIC),
  pub('confirmShipping', 'marketing', BOTH_PUBLIC),
  pub('getStarted', 'marketing', BOTH_PUBLIC),
  pub('register', 'marketing', BOTH_PUBLIC),
  pub('registerProduct', 'marketing', BOTH_PUBLIC, { match: 'register-product' }),
  pub('registerInit', 'marketing', BOTH_PUBLIC),
  pub('refundPolicy', 'marketing', BOTH_PUBLIC),
  pub('aboutUs', 'marketing', BOTH_PUBLIC),
  pub('idfcConnect', 'marketing', BOTH_PUBLIC),
  pub('auConnect', 'marketing', BOTH_PUBLIC),
  pub('downloadAgent', 'marketing', BOTH_PUBLIC),
  pub('eWaste', 'marketing', BOTH_PUBLIC),
];

const shell: RouteEntry[] = [pub('login', 'shell', BOTH_PUBLIC)];

const assets: RouteEntry[] = [
  prot('dashboard', 'assets', AM, nav('dashboard', 'dashboard')),
  prot('dashboardOld', 'assets', AM),
  prot('dashboardItTracking', 'assets', AM),
  prot('assets', 'assets', AM, { permission: assetView, ...nav('assets', 'assets') }),
  prot('assetNew', 'assets', AM, { permission: perm('on_asset', 'asset', 'create') }),
  // The edit screen is also the asset's detail (tabs by permission); without asset.edit its
  // form is read-only, so looking needs only asset.view.
  prot('assetEdit', 'assets', AM, { permission: assetView }),
  prot('inStock', 'assets', AM, { permission: assetView, ...nav('inStock', 'in-stock') }),
  prot('devices', 'assets', AM, { permission: agentView, ...nav('devices', 'devices') }),
  prot('diagnostics', 'assets', AM, {
    permission: agentView,
    ...nav('diagnostics', 'diagnostics'),
  }),
  prot('diagnosticsRunning', 'assets', AM, { permission: agentView }),
  prot('diagnosticsResults', 'assets', AM, { permission: agentView }),
  prot('archiveList', 'assets', AM, {
    permission: perm('on_asset', 'archive_lit', 'view'),
    ...nav('archiveList', 'archive'),
  }),
  prot('activityInfo', 'assets', AM, {
    permission: perm('on_asset', 'activity', 'view'),
    ...nav('activityInfo', 'activity'),
  }),
  prot('jobsInfo', 'assets', AM, { permission: agentView, ...nav('jobsInfo', 'jobs') }),
  prot('disposeAsset', 'assets', AM, {
    permission: perm('on_asset', 'asset', 'edit'),
    ...nav('disposeAsset', 'dispose'),
  }),
  prot('companyBranches', 'assets', AM, {
    permission: perm('on_organsiation', 'company_branches', 'view'),
    ...nav('companyBranches', 'branches'),
  }),
  prot('accountSettings', 'assets', AM, {
    permission: personalView,
    ...nav('accountSettings', 'settings'),
  }),
  prot('accountSettingsView', 'assets', AM, { permission: personalView }),
  prot('accountSettingsTagSetup', 'assets', AM, {
    permission: perm('on_organsiation', 'asset_tag_setup', 'view'),
  }),
  prot('accountSettingsCreatePo', 'assets', AM, {
    permission: perm('on_organsiation', 'purchase_order', 'create'),
  }),
  prot('urlRedirect', 'assets', AM),
  // The invitee of a one-time invitation link is not signed in yet: both public tables.
  pub('acceptInvite', 'assets', BOTH_PUBLIC),
];

const SAAS = 'saas-products';
const vendors: RouteEntry[] = [
  prot('vendorList', 'vendors', SAAS, nav('vendorList', 'vendors')),
  prot('vendorRegistration', 'vendors', SAAS, nav('vendorRegistration', 'vendor-registration')),
  prot('vendorForm', 'vendors', SAAS),
  prot('certificationForm', 'vendors', SAAS),
  prot('responseSubmitted', 'vendors', SAAS),
  prot('defaultForm', 'vendors', SAAS),
];

const IM = 'incident-management';
const incidents: RouteEntry[] = [
  prot('incidents', 'incidents', IM, nav('incidents', 'incidents')),
  prot('incidentManagement', 'incidents', IM, nav('incidentManagement', 'incidents')),
  prot('createTicket', 'incidents', IM, nav('createTicket', 'ticket')),
  prot('feedback', 'incidents', IM),
  prot('serviceRequest', 'incidents', 'it-services', nav('serviceRequest', 'service')),
  prot('requestStatus', 'incidents', 'it-services', nav('requestStatus', 'status')),
];

const exitSignoff: RouteEntry[] = [
  prot('newSignOff', 'exit-signoff', AM, nav('newSignOff', 'sign-off')),
  prot('exitResponses', 'exit-signoff', AM, nav('exitResponses', 'responses')),
  prot('departmentSignOff', 'exit-signoff', AM, nav('departmentSignOff', 'department')),
  prot('signOffSuccess', 'exit-signoff', AM),
  prot('thanksForSigning', 'exit-signoff', AM),
  prot('authoritySign', 'exit-signoff', AM),
  prot('exitEmployee', 'exit-signoff', AM, { permission: employeeView }),
  prot('preEmployeeOnboarding', 'exit-signoff', AM, {
    permission: employeeView,
    ...nav('preEmployeeOnboarding', 'onboarding'),
  }),
];

const IP = 'it-products';
const shop: RouteEntry[] = [
  prot('product', 'shop', IP),
  { ...prot('productDetail', 'shop', IP), tables: [LOGGED_IN, PROTECTED] },
  { ...prot('products', 'shop', IP), tables: [LOGGED_IN, PROTECTED] },
  prot('productsShop', 'shop', IP, nav('productsShop', 'shop')),
  prot('shoppingCart', 'shop', IP, nav('shoppingCart', 'cart')),
  prot('confirmOrder', 'shop', IP),
];

const scanner: RouteEntry[] = [
  pub('scannerLogin', 'scanner', BOTH_PUBLIC),
  prot('scannerQrReader', 'scanner', AM, {
    permission: assetView,
    ...nav('scannerQrReader', 'scanner'),
  }),
  prot('scannerAsset', 'scanner', AM, { permission: assetView }),
];

/** Every path of SPEC.md section 2, once. Menu order follows this order. */
export const ROUTE_REGISTRY: readonly RouteEntry[] = [
  ...shell,
  ...marketing,
  ...assets,
  ...vendors,
  ...incidents,
  ...exitSignoff,
  ...shop,
  ...scanner,
];

/** The registry entries a remote serves. */
export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return ROUTE_REGISTRY.filter((entry) => entry.owner === owner);
}

/** The entries of one route table. */
export function routesInTable(table: RouteTable): RouteEntry[] {
  return ROUTE_REGISTRY.filter((entry) => entry.tables.includes(table));
}
