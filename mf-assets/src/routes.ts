/**
 * The routes of the `assets` remote (dashboards, assets, diagnostics, devices, account
 * settings and branches), enabled by `asset-management`, but for the organisation's own
 * screens (account settings, branches): any module's live subscription. Its build writes them into its
 * entry of `remotes.json` (see shared/src/contracts/route-registry.ts); the shell reads
 * them there. Menu order follows this order.
 */
import {
  ASSET_API_PATHS,
  BOTH_PUBLIC,
  SETTINGS_VIEWS,
  SETTINGS_VIEW_PERMISSIONS,
  navEntry,
  perm,
  protectedRoute,
  screenHeading,
  publicRoute,
  subscriptionRoute,
  type Permission,
  type RouteEntry,
  type RouteName,
} from '@itam/shared/contracts';

type Extra = Parameters<typeof protectedRoute>[3];
const route = (name: RouteName, extra?: Extra): RouteEntry =>
  protectedRoute('assets', name, 'asset-management', extra);
// The organisation's own screens: a live subscription of any module, as the API's
// organisation routes ('subscription'); an older shell reads `asset-management` alone.
const orgRoute = (name: RouteName, extra?: Extra): RouteEntry =>
  subscriptionRoute('assets', name, 'asset-management', extra);

const assetView = perm('on_asset', 'asset', 'view');
const agentView = perm('on_organsiation', 'agent_computers', 'view');
// Any one settings view opens account settings, which lands on the first view the role
// may see (and shows the forbidden screen for a view it may not).
const anySettingsView = SETTINGS_VIEWS.map((view) => SETTINGS_VIEW_PERMISSIONS[view]);

/** The screen's page header, which the shell shows while the screen loads. */
const heading = (screen: string, permission?: Permission) =>
  screenHeading('assets', screen, permission);

export const ASSETS_ROUTES: readonly RouteEntry[] = [
  // The dashboards are asset figures: asset view, so a role without it is neither shown the
  // entry nor lands there (dashboard-frame.tsx still says so to one that comes by link).
  route('dashboard', {
    permission: assetView,
    ...navEntry('dashboard', 'dashboard'),
    ...heading('dashboard'),
    // Sent by the start-up chunk (checked against the screen: __tests__/first-requests).
    firstRequests: [ASSET_API_PATHS.dashboard],
  }),
  route('dashboardOld', { permission: assetView, ...heading('dashboardOld') }),
  route('dashboardItTracking', { permission: assetView, ...heading('dashboardItTracking') }),
  // Every role of the company: the register with asset view, otherwise the assets assigned
  // to the user (the API answers each only what it may see).
  route('assets', {
    ...navEntry('assets', 'assets'),
    ...heading('assets', assetView),
    // The type filter's choices and the first page, newest first, of the default size.
    firstRequests: [
      ASSET_API_PATHS.assetTypes,
      `${ASSET_API_PATHS.list}?pageNumber=0&limit=10&sortBy=createdAt&sortOrder=desc`,
    ],
  }),
  route('assetNew', { permission: perm('on_asset', 'asset', 'create'), ...heading('assetNew') }),
  // The edit screen is also the asset's detail (tabs by permission); without asset.edit its
  // form is read-only, so looking needs only asset.view.
  route('assetEdit', { permission: assetView }),
  route('inStock', {
    permission: assetView,
    ...navEntry('inStock', 'in-stock'),
    ...heading('inStock'),
  }),
  route('devices', {
    permission: agentView,
    ...navEntry('devices', 'devices'),
    ...heading('devices'),
  }),
  route('diagnostics', {
    permission: agentView,
    ...navEntry('diagnostics', 'diagnostics'),
    ...heading('diagnostics'),
  }),
  route('diagnosticsRunning', { permission: agentView, ...heading('diagnosticsRunning') }),
  route('diagnosticsResults', { permission: agentView, ...heading('diagnosticsResults') }),
  route('archiveList', {
    permission: perm('on_asset', 'archive_lit', 'view'),
    ...navEntry('archiveList', 'archive'),
    ...heading('archiveList'),
  }),
  route('activityInfo', {
    permission: perm('on_asset', 'activity', 'view'),
    ...navEntry('activityInfo', 'activity'),
    ...heading('activityInfo'),
  }),
  route('jobsInfo', {
    permission: agentView,
    ...navEntry('jobsInfo', 'jobs'),
    ...heading('jobsInfo'),
  }),
  route('disposeAsset', {
    permission: perm('on_asset', 'asset', 'edit'),
    ...navEntry('disposeAsset', 'dispose'),
    ...heading('disposeAsset'),
  }),
  orgRoute('companyBranches', {
    permission: perm('on_organsiation', 'company_branches', 'view'),
    ...navEntry('companyBranches', 'branches'),
    ...heading('companyBranches'),
  }),
  orgRoute('accountSettings', {
    anyPermission: anySettingsView,
    ...navEntry('accountSettings', 'settings'),
  }),
  orgRoute('accountSettingsView', { anyPermission: anySettingsView }),
  orgRoute('accountSettingsTagSetup', {
    permission: perm('on_organsiation', 'asset_tag_setup', 'view'),
  }),
  orgRoute('accountSettingsCreatePo', {
    permission: perm('on_organsiation', 'purchase_order', 'create'),
  }),
  route('urlRedirect'),
  // The holder of a one-time link (an invitation, a password reset) is not signed in: both
  // public tables.
  publicRoute('assets', 'acceptInvite', BOTH_PUBLIC),
  publicRoute('assets', 'resetPassword', BOTH_PUBLIC),
];

export default ASSETS_ROUTES;
