/**
 * The SPEC.md section 2 guarantee over the route data of every package (each owns its
 * `src/routes.ts`; remotes ship theirs in `remotes.json`): every path of the spec is
 * served, by its owner, in exactly the table(s) that list it, and nothing else is. The
 * three lists are copied literally from the spec.
 */
import '../../testing/dom-polyfills';
import {
  COMPANY_MODULES,
  ROUTES,
  SETTINGS_VIEWS,
  isRouteEnabled,
  SETTINGS_VIEW_PERMISSIONS,
  type RouteEntry,
  type RouteOwner,
  type RouteTable,
} from '../../contracts';
import { routeOwnershipProblems, workspaceRoutes } from '../../federation/workspace-routes';
import { matchRoutePath as matchIn } from '../match-route-path';

const ROUTE_REGISTRY: readonly RouteEntry[] = workspaceRoutes();
const matchRoutePath = (path: string) => matchIn(path, ROUTE_REGISTRY);

const LOGGED_IN_TABLE = `/new-landing, /, /eoi, /eoi-submit, /terms, /privacy, /faqs, /incideneManagment, /assetManagment, /reporting, /diagnosticTool, /partner, /pricing, /contact, /contact-us, /payment-failed, /confirm-shipping, /get-started, /register, /login, /refund-policy, /about-us, /idfc-connect, /register-{product}, /register-init, /download-agent, /scanner/login, /au-connect, /e-waste, /products, /product/{id}`;

const NOT_LOGGED_IN_TABLE = `/, /az-management, /eoi, /eoi-submit, /new-landing, /landing1, /landing2, /onboarding/device-selection, /onboarding/device-selection/{id}, /e-waste, /contact-us, /scanner/login, /terms, /privacy, /incideneManagment, /assetManagment, /reporting, /diagnosticTool, /partner, /pricing-new, /pricing, /{product}/open-api/order/verify, /faqs, /payment-failed, /confirm-shipping, /get-started, /register, /refund-policy, /login, /about-us, /idfc-connect, /au-connect, /register-{product}, /register-init, /download-agent`;

const PROTECTED_GROUP = `/dashboard-old, /account-settings, /account-settings/{view}, /account-settings/{view}/tag-setup, /account-settings/{view}/create-po, /company-branches, /product, /product/{id}, /vendor-list, /vendor-registration, /vendor-form/{token}, /certification-form/{vendorId}, /responseSubmitted, /default-form, /assets, /assets/new, /assets/edit/{assetId}, /diagnostics, /diagnostics/running, /diagnostics/results, /incidents, /products, /products/shop, /products/shopping-cart, /confirm-order, /devices, /service-request, /request-status, /feedback, /dashboard, /dashboard/it-tracking, /in-stock, /new-sign-off, /department-sign-off, /sign-off-suceess, /exit-responses, /thanks-for-signing, /authority-sign, /activity-info, /jobs-info, /archieve-list, /exit-employees/{employeeId}, /scanner/qr-reader, /scanner/asset/{id}, /incident-management, /create-ticket, /dispose-asset, /pre-employee-onboarding, /url_redirect`;

const list = (text: string) => text.split(',').map((path) => path.trim());

const OWNERS: Record<Exclude<RouteOwner, 'marketing'>, string[]> = {
  shell: ['/login'],
  scanner: ['/scanner/login', '/scanner/qr-reader', '/scanner/asset/{id}'],
  shop: [
    '/product',
    '/product/{id}',
    '/products',
    '/products/shop',
    '/products/shopping-cart',
    '/confirm-order',
  ],
  assets: list(
    `/dashboard-old, /dashboard, /dashboard/it-tracking, /assets, /assets/new, /assets/edit/{assetId}, /diagnostics, /diagnostics/running, /diagnostics/results, /devices, /in-stock, /archieve-list, /activity-info, /jobs-info, /dispose-asset, /account-settings, /account-settings/{view}, /account-settings/{view}/tag-setup, /account-settings/{view}/create-po, /company-branches, /url_redirect`,
  ),
  vendors: list(
    `/vendor-list, /vendor-registration, /vendor-form/{token}, /certification-form/{vendorId}, /responseSubmitted, /default-form`,
  ),
  incidents: list(
    `/incidents, /incident-management, /create-ticket, /service-request, /request-status, /feedback`,
  ),
  'exit-signoff': list(
    `/new-sign-off, /department-sign-off, /sign-off-suceess, /exit-responses, /thanks-for-signing, /authority-sign, /exit-employees/{employeeId}, /pre-employee-onboarding`,
  ),
};

/** The product's own public pages beyond the spec (both public tables), by owner. */
const PRODUCT_PAGES: Record<string, RouteOwner> = {
  '/accept-invite/{token}': 'assets',
  '/reset-password/{token}': 'assets',
  '/vendor-response/{token}': 'vendors',
};

/** The product's own logged-in screens beyond the spec (protected group), by owner. */
const PRODUCT_SCREENS: Record<string, RouteOwner> = {
  '/my-exit': 'exit-signoff',
};

function expectedOwner(specPath: string): RouteOwner {
  if (PRODUCT_PAGES[specPath]) return PRODUCT_PAGES[specPath];
  if (PRODUCT_SCREENS[specPath]) return PRODUCT_SCREENS[specPath];
  const found = Object.entries(OWNERS).find(([, paths]) => paths.includes(specPath));
  return (found?.[0] as RouteOwner | undefined) ?? 'marketing'; // marketing: every other public page
}

/** A concrete URL for a spec path: `{x}` becomes a sample value. */
function sample(specPath: string): string {
  return specPath.replace('{product}', 'itam').replace(/\{[A-Za-z]+\}/g, 'a1b2');
}

const TABLES: Record<RouteTable, string[]> = {
  'logged-in': list(LOGGED_IN_TABLE),
  'not-logged-in': list(NOT_LOGGED_IN_TABLE),
  protected: list(PROTECTED_GROUP),
};
const ALL_PATHS = [
  ...new Set([
    ...Object.values(TABLES).flat(),
    ...Object.keys(PRODUCT_PAGES),
    ...Object.keys(PRODUCT_SCREENS),
  ]),
];

/** The tables a path is listed in: the spec's, or both public tables for a product page. */
const tablesOf = (specPath: string): RouteTable[] =>
  PRODUCT_PAGES[specPath]
    ? ['logged-in', 'not-logged-in']
    : PRODUCT_SCREENS[specPath]
      ? ['protected']
      : (Object.keys(TABLES) as RouteTable[]).filter((t) => TABLES[t].includes(specPath));

describe('route ownership registry', () => {
  it('copies the spec lists completely', () => {
    expect(TABLES['logged-in']).toHaveLength(31);
    expect(TABLES['not-logged-in']).toHaveLength(35);
    expect(TABLES.protected).toHaveLength(49);
  });

  it.each(ALL_PATHS)('%s resolves to its owner and tables', (specPath) => {
    const match = matchRoutePath(sample(specPath));
    expect(match).not.toBeNull();
    expect(match?.entry.owner).toBe(expectedOwner(specPath));
    const tables = tablesOf(specPath);
    expect([...(match?.entry.tables ?? [])].sort()).toEqual(tables.sort());
  });

  it('finds every spec path owned, and none owned twice', () => {
    expect(routeOwnershipProblems(ROUTE_REGISTRY)).toEqual([]);
  });

  it('fails when a package stops serving a spec path', () => {
    const without = ROUTE_REGISTRY.filter((entry) => entry.path !== ROUTES.vendorList);
    expect(routeOwnershipProblems(without)).toEqual([
      '/vendor-list (ROUTES.vendorList, SPEC.md section 2) is served by no package',
    ]);
    const twice = [...ROUTE_REGISTRY, { ...ROUTE_REGISTRY[1]!, owner: 'shop' as const }];
    expect(routeOwnershipProblems(twice)).toEqual([
      `${ROUTE_REGISTRY[1]!.path} is served by both marketing and shop`,
    ]);
  });

  it('has one entry per spec path and nothing else', () => {
    expect(ROUTE_REGISTRY).toHaveLength(ALL_PATHS.length);
    expect(new Set(ROUTE_REGISTRY.map((e) => e.path)).size).toBe(ROUTE_REGISTRY.length);
  });

  it('gives a company module to exactly the paths of the protected group', () => {
    for (const entry of ROUTE_REGISTRY) {
      expect([entry.path, entry.module !== undefined]).toEqual([
        entry.path,
        entry.tables.includes('protected'),
      ]);
    }
  });

  it('opens the organisation settings to a live subscription of any module, as the API does', () => {
    // The API's organisation routes need a live subscription, no module of their own
    // (entitlement 'subscription'); `module` is what a shell older than `anyModule` reads.
    for (const path of [
      '/account-settings',
      '/account-settings/admin_setup',
      '/account-settings/asset_tag_setup/tag-setup',
      '/account-settings/purchase_order/create-po',
      '/company-branches',
    ]) {
      const entry = matchRoutePath(path)!.entry;
      expect([path, entry.anyModule]).toEqual([path, COMPANY_MODULES]);
      expect([path, entry.module]).toEqual([path, 'asset-management']);
      for (const module of COMPANY_MODULES)
        expect([path, module, isRouteEnabled([module], entry)]).toEqual([path, module, true]);
      expect([path, isRouteEnabled([], entry)]).toEqual([path, false]);
    }
    // Asset management's own screens stay its own: the tag link reads the asset register
    // (GET /company/tags/resolve), the classic dashboard asset figures.
    for (const path of ['/url_redirect', '/dashboard-old', '/devices', '/assets']) {
      const entry = matchRoutePath(path)!.entry;
      expect([path, isRouteEnabled(['incident-management'], entry)]).toEqual([path, false]);
      expect([path, isRouteEnabled(['asset-management'], entry)]).toEqual([path, true]);
    }
  });

  it('carries the permissions named in the issue', () => {
    const permissionOf = (path: string) => matchRoutePath(path)?.entry.permission;
    // Every role opens /assets: with asset view the register, otherwise the assets assigned
    // to the user (the API answers each only what it may see); its early heading is the
    // register's, for asset view only.
    expect(permissionOf('/assets')).toBeUndefined();
    expect(matchRoutePath('/assets')?.entry.heading?.permission).toEqual({
      group: 'on_asset',
      object: 'asset',
      action: 'view',
    });
    expect(permissionOf('/assets/new')).toEqual({
      group: 'on_asset',
      object: 'asset',
      action: 'create',
    });
    // The edit screen is also the asset's detail, read-only without asset.edit.
    expect(permissionOf('/assets/edit/7')).toEqual({
      group: 'on_asset',
      object: 'asset',
      action: 'view',
    });
    // Account settings: any one settings view opens it (the screen picks the view).
    for (const path of ['/account-settings', '/account-settings/employee_setup']) {
      const entry = matchRoutePath(path)?.entry;
      expect(entry?.permission).toBeUndefined();
      expect(entry?.anyPermission).toEqual(
        SETTINGS_VIEWS.map((view) => SETTINGS_VIEW_PERMISSIONS[view]),
      );
    }
    expect(permissionOf('/company-branches')).toEqual({
      group: 'on_organsiation',
      object: 'company_branches',
      action: 'view',
    });
    expect(permissionOf('/archieve-list')).toEqual({
      group: 'on_asset',
      object: 'archive_lit',
      action: 'view',
    });
    expect(permissionOf('/activity-info')).toEqual({
      group: 'on_asset',
      object: 'activity',
      action: 'view',
    });
  });

  it('has every menu entry declare the permission its screen needs, but the every-role ones', () => {
    // The screens every role uses: /assets lists the assets assigned to the user without
    // asset view. Any other menu entry names its permission, so the menu shows it only to
    // roles that may open it and a user never lands on a screen that refuses them.
    const EVERY_ROLE = ['/assets'];
    const open = ROUTE_REGISTRY.filter(
      (entry) => entry.nav && !entry.permission && !entry.anyPermission?.length,
    ).map((entry) => entry.path);
    expect(open).toEqual(EVERY_ROLE);
    const assetView = { group: 'on_asset', object: 'asset', action: 'view' };
    for (const path of ['/dashboard', '/dashboard-old', '/dashboard/it-tracking'])
      expect(matchRoutePath(path)?.entry.permission).toEqual(assetView);
    expect(matchRoutePath('/incidents')?.entry.permission).toEqual({
      group: 'on_incident',
      object: 'ticket',
      action: 'view',
    });
  });

  it('matches /register-{product} specially, after static paths', () => {
    expect(matchRoutePath('/register-init')?.entry.key).toBe('registerInit');
    expect(matchRoutePath('/register-itam')).toMatchObject({
      entry: { key: 'registerProduct' },
      params: { product: 'itam' },
    });
    expect(matchRoutePath('/register')?.entry.key).toBe('register');
    expect(matchRoutePath('/register-')).toBeNull();
    expect(matchRoutePath('/register-a/b')).toBeNull();
  });

  it('treats unknown paths as not found', () => {
    expect(matchRoutePath('/nope')).toBeNull();
    expect(matchRoutePath('/assets/edit')).toBeNull();
  });
});
