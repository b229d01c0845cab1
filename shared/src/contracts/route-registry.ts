/**
 * Route data: for every path the product serves, which package serves it, which route
 * table(s) list it, the company module that enables it, the permission it needs and its
 * menu entry. It is plain data, and each package owns its own: a remote's `src/routes.ts`
 * (the shell's own `/login` in `shell/src/routes.ts`). A remote's build writes its route
 * data into its entry of the runtime `remotes.json`, and the shell builds both route
 * tables, the side menu and the "not enabled for your company" screen from that file
 * without downloading any remote, so a remote adds or changes a route by deploying itself.
 * The paths of SPEC.md section 2 (ROUTES) stay guaranteed: the build and CI fail when one
 * is owned by no package (see `@itam/shared/federation`'s route checks).
 *
 * Decisions (documented in the shell README section of the issue note):
 * - vendors are enabled by `saas-products` (vendor registration and certification
 *   questionnaires are the SaaS-vendor review); exit sign-off and the scanner are part of
 *   `asset-management` (asset recovery and asset lookup); `/service-request` and
 *   `/request-status` by `it-services`; `/feedback` by either `incident-management` or
 *   `it-services` (`anyModule`: a service request's requester rates it too); the rest of
 *   the incidents remote by `incident-management`; the shop by `it-products`;
 *   `/url_redirect` (a tag's link into the asset register) by `asset-management`.
 * - The organisation's own screens (account settings and its sub-pages, branches) need a
 *   live subscription of any module, as the API's organisation routes (entitlement
 *   'subscription'): `subscriptionRoute`, whose `anyModule` lists every module. Inside
 *   account settings the remote leaves out what its API gates on a module (the diagnostics
 *   agent, the label printer's asset search: `asset-management`).
 * - Public paths need no module and no permission.
 * - A path in the logged-in table AND the protected group (`/products`, `/product/:id`)
 *   is public for a logged-in visitor (the logged-in table wins); a visitor who is not
 *   logged in is sent to `/` with the origin, as for every protected path.
 *
 * The shape is extendable: a field added here (a page title key, say) travels through
 * the manifest untouched, since the manifest schema keeps fields it does not know.
 */
import { COMPANY_MODULES, type CompanyModule } from './modules';
import { isAllowed, type Permission, type Policies } from './permissions';
import type { NavIconName, RemoteId } from './remote-module';
import { ROUTES, type RouteKey } from './route-paths';

export const ROUTE_TABLES = ['logged-in', 'not-logged-in', 'protected'] as const;
/** `logged-in` and `not-logged-in` are the two public tables; `protected` needs login and a subscription. */
export type RouteTable = (typeof ROUTE_TABLES)[number];

/** Who serves a path: a remote, or the shell itself (`/login`). */
export type RouteOwner = RemoteId | 'shell';

/** Custom matchers for paths react-router 7 cannot express (see route-paths.ts). */
export const ROUTE_MATCHERS = ['register-product'] as const;
export type RouteMatcher = (typeof ROUTE_MATCHERS)[number];

export interface RouteNav {
  /**
   * i18n key of the menu label: a key of the shared `common` namespace, or
   * `<namespace>:<key>` of the owner remote's own namespace (its build copies that
   * string, English and Hindi, into the manifest so the menu shows it before the remote loads).
   */
  labelKey: string;
  icon: NavIconName;
  /** A query the link adds to the route's path (`?view=approvals`): an entry for one view. */
  search?: string;
  /** Shown only to a role with this permission too (besides the route's own). */
  permission?: Permission;
  /** A number the menu shows beside the label (the orders waiting for the user, say). */
  count?: RouteNavCount;
}

/**
 * Where a menu entry's count comes from: the number at `key` of the `counts` object that
 * `GET url` (an API path, as the kit's `http` client takes it) answers. Entries naming the
 * same url share one request; the shell asks only for the entries the user sees, when the
 * menu shows, again on a navigation or a return to the tab at most every
 * NAV_COUNT_MIN_INTERVAL_MS, and at once on NAV_COUNTS_STALE_EVENT. A missing or failed
 * count shows nothing.
 */
export interface RouteNavCount {
  url: string;
  key: string;
}

/** The shortest time between two readings of a menu count (bar NAV_COUNTS_STALE_EVENT). */
export const NAV_COUNT_MIN_INTERVAL_MS = 30_000;

/**
 * The window event a screen dispatches when what the menu counts changed (an order
 * approved): the shell reads the counts again. `requestNavCountsRefresh()` of
 * `@itam/shared/routing` dispatches it (the contracts stay free of the browser's API: the
 * inventory agent compiles them too).
 */
export const NAV_COUNTS_STALE_EVENT = 'itam:nav-counts-stale';

/**
 * The page header of a route's screen (its h1 and the line under it), which the shell
 * draws while the owner remote's code is still on its way, so the visitor sees where they
 * are at once; the screen draws the same header when it arrives. Keys are
 * `<namespace>:<key>` of the owner remote's namespace: its build copies those strings,
 * English and Hindi, into the manifest (as for menu labels).
 */
export interface RouteHeading {
  titleKey: string;
  descriptionKey?: string;
  /**
   * Shown only to a role with this permission, for a screen whose header reads otherwise
   * to the others (`/assets` is "Assets assigned to you" without asset view).
   */
  permission?: Permission;
}

export interface RouteEntry {
  /** Unique name of the route: a key of ROUTES for the spec's paths, any identifier else. */
  key: string;
  /** react-router path; for `match: 'register-product'` a pattern only (see route-paths.ts). */
  path: string;
  owner: RouteOwner;
  tables: readonly RouteTable[];
  /** Company module that enables the path; set for protected paths only. */
  module?: CompanyModule;
  /**
   * Company modules of which the company needs at least one (a screen two modules share,
   * such as `/feedback`: incident management's tickets and it-services' requests); it
   * includes `module`, which a shell older than this field reads alone.
   */
  anyModule?: readonly CompanyModule[];
  /** Permission the role needs; absent means every logged-in user may open it. */
  permission?: Permission;
  /**
   * Permissions of which the role needs at least one (a screen of several views, each
   * with its own permission, such as `/account-settings`); with `permission`, both apply.
   * A shell older than this field ignores it: the screen itself must still check.
   */
  anyPermission?: readonly Permission[];
  /** Present when the path has a side-menu entry. */
  nav?: RouteNav;
  /**
   * More side-menu entries of the path, each for a view of its screen (a `search` of its
   * own), with its own permission and count (a shell older than this field shows none).
   */
  viewNav?: readonly RouteNav[];
  /** Custom matcher for a path react-router 7 cannot express. */
  match?: RouteMatcher;
  /** The screen's page header, drawn by the shell until the screen's code arrives. */
  heading?: RouteHeading;
  /**
   * The GET requests the screen makes first when opened at its path with no query: API
   * paths (under the API base) with their query, as the kit's client sends them. The
   * start-up chunk sends them with the session check's token for a company with the
   * route's module, and the client takes each answer for the same call
   * (shared/src/api/early-requests.ts). The remote's test checks them against what the
   * screen requests (`firstRequestsOf` of `@itam/shared/testing`).
   */
  firstRequests?: readonly string[];
}

export const LOGGED_IN: RouteTable = 'logged-in';
export const NOT_LOGGED_IN: RouteTable = 'not-logged-in';
export const PROTECTED: RouteTable = 'protected';
/** Both public tables. */
export const BOTH_PUBLIC: readonly RouteTable[] = [LOGGED_IN, NOT_LOGGED_IN];

/** A spec path by its ROUTES key, or a route of the package's own: `{ key, path }`. */
export type RouteName = RouteKey | { key: string; path: string };

type Extra = Pick<
  RouteEntry,
  | 'permission'
  | 'anyPermission'
  | 'anyModule'
  | 'nav'
  | 'viewNav'
  | 'match'
  | 'heading'
  | 'firstRequests'
>;

/** True when the company's modules enable the route: one of its `anyModule`, else its `module`. */
export function isRouteEnabled(
  companyRoles: readonly string[],
  entry: Pick<RouteEntry, 'module' | 'anyModule'>,
): boolean {
  if (entry.anyModule?.length) return entry.anyModule.some((m) => companyRoles.includes(m));
  return !entry.module || companyRoles.includes(entry.module);
}

/** True when the policies allow the route: its `permission` and one of its `anyPermission`. */
export function isRouteAllowed(
  policies: Policies | null | undefined,
  entry: Pick<RouteEntry, 'permission' | 'anyPermission'>,
): boolean {
  if (entry.permission && !isAllowed(policies, entry.permission)) return false;
  return !entry.anyPermission || entry.anyPermission.some((p) => isAllowed(policies, p));
}

/** True when the route needs any permission at all (the role must be known first). */
export const needsPermission = (entry: Pick<RouteEntry, 'permission' | 'anyPermission'>): boolean =>
  Boolean(entry.permission || entry.anyPermission);

function named(name: RouteName): { key: string; path: string } {
  return typeof name === 'string' ? { key: name, path: ROUTES[name] } : name;
}

/** A route of the public table(s) `tables`. */
export function publicRoute(
  owner: RouteOwner,
  name: RouteName,
  tables: readonly RouteTable[],
  extra: Extra = {},
): RouteEntry {
  return { ...named(name), owner, tables, ...extra };
}

/**
 * A route of the protected group, enabled by company module `module`; `tables` adds the
 * logged-in table for the paths listed in both (`/products`).
 */
export function protectedRoute(
  owner: RemoteId,
  name: RouteName,
  module: CompanyModule,
  extra: Extra & { tables?: readonly RouteTable[] } = {},
): RouteEntry {
  const { tables = [PROTECTED], ...rest } = extra;
  return { ...named(name), owner, tables, module, ...rest };
}

/**
 * A protected route of the organisation's own data (settings, branches), which a live
 * subscription of any module opens, as the API's entitlement 'subscription': `anyModule`
 * lists every company module; `module` is the one a shell older than `anyModule` reads.
 */
export function subscriptionRoute(
  owner: RemoteId,
  name: RouteName,
  module: CompanyModule,
  extra: Extra & { tables?: readonly RouteTable[] } = {},
): RouteEntry {
  return protectedRoute(owner, name, module, { ...extra, anyModule: COMPANY_MODULES });
}

/** True for a route every company with a live subscription has, whatever its modules. */
export const isSubscriptionRoute = (entry: Pick<RouteEntry, 'anyModule'>): boolean =>
  COMPANY_MODULES.every((module) => entry.anyModule?.includes(module));

/** A side-menu entry; `labelKey` without a namespace is `nav.<labelKey>` of `common`. */
export function navEntry(labelKey: string, icon: NavIconName): { nav: RouteNav } {
  return { nav: { labelKey: labelKey.includes(':') ? labelKey : `nav.${labelKey}`, icon } };
}

/** The link of a menu entry: the route's path with the entry's query. */
export const navHref = (path: string, nav: Pick<RouteNav, 'search'>): string =>
  nav.search ? `${path}${nav.search.startsWith('?') ? '' : '?'}${nav.search}` : path;

/**
 * The heading of a screen whose header reads `screens.<screen>.title` and
 * `.description` of `namespace` (the remotes' convention), for a route's extra; with
 * `permission`, only roles that have it see it early.
 */
export function screenHeading(
  namespace: string,
  screen: string,
  permission?: Permission,
): { heading: RouteHeading } {
  const base = `${namespace}:screens.${screen}`;
  const keys = { titleKey: `${base}.title`, descriptionKey: `${base}.description` };
  return { heading: permission ? { ...keys, permission } : keys };
}

/**
 * The heading a route shows while its screen loads (the shell's RoutePending, and the frame
 * the served page draws): the route's, unless it is for roles with a permission this one
 * lacks, or the role is not known yet.
 */
export function shownHeading(
  heading: RouteHeading | undefined,
  policies: Policies | null | undefined,
  rolesLoaded: boolean,
): RouteHeading | null {
  if (!heading) return null;
  if (!heading.permission) return heading;
  return rolesLoaded && isAllowed(policies, heading.permission) ? heading : null;
}

/** The entries of `entries` that owner `owner` serves. */
export function routesOwnedBy(entries: readonly RouteEntry[], owner: RouteOwner): RouteEntry[] {
  return entries.filter((entry) => entry.owner === owner);
}

/** The entries of `entries` in route table `table`. */
export function routesInTable(entries: readonly RouteEntry[], table: RouteTable): RouteEntry[] {
  return entries.filter((entry) => entry.tables.includes(table));
}
