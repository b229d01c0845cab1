/**
 * The side menu, from the route registry alone (read from `remotes.json`, so no remote is
 * downloaded to build it): entries of enabled company modules whose permission the role
 * has (a view's entry, its own permission too), grouped by remote. The organisation's
 * settings are enabled by any module (`subscriptionRoute`), as the API's organisation routes.
 */
import {
  isAllowed,
  DEFAULT_AFTER_LOGIN_PATH,
  isRouteAllowed,
  isRouteEnabled,
  isSubscriptionRoute,
  needsPermission,
  type CompanyModule,
  type Policies,
  type RemoteId,
  type RemoteNavEntry,
  type RouteEntry,
} from '@itam/shared/contracts';
import { navEntriesOf, routeRegistry } from '@itam/shared/routing';

export interface NavGroup {
  remoteId: RemoteId;
  entries: RemoteNavEntry[];
}

export interface NavAccess {
  companyRoles: readonly CompanyModule[];
  policies: Policies;
}

function isVisible(
  entry: RouteEntry,
  access: NavAccess,
): entry is RouteEntry & { owner: RemoteId } {
  if ((!entry.nav && !entry.viewNav?.length) || entry.owner === 'shell') return false;
  if (!isRouteEnabled(access.companyRoles, entry)) return false;
  return isRouteAllowed(access.policies, entry);
}

export function buildNavGroups(
  access: NavAccess,
  registry: readonly RouteEntry[] = routeRegistry(),
): NavGroup[] {
  const groups = new Map<RemoteId, RouteEntry[]>();
  for (const entry of registry) {
    if (!isVisible(entry, access)) continue;
    groups.set(entry.owner, [...(groups.get(entry.owner) ?? []), entry]);
  }
  return [...groups].flatMap(([remoteId, entries]) => {
    const shown = navEntriesOf(entries).filter(
      (nav) => !nav.permission || isAllowed(access.policies, nav.permission),
    );
    return shown.length ? [{ remoteId, entries: shown }] : [];
  });
}

/**
 * The screen a signed-in user lands on without an origin to return to (after login, after
 * accepting an invitation), from the menu entries their company's modules and role allow,
 * in this order:
 * 1. the screens of LANDING_FIRST, in that order (the dashboard: its route asks asset view);
 * 2. the first entry of a module's own screens, in menu order, that asks a permission the
 *    role has (what the role is for: the service desk's queue, the shop, a department's
 *    sign-offs);
 * 3. the first entry that every company with a subscription has (the organisation's
 *    settings, `isSubscriptionRoute`) and that asks a permission the role has;
 * 4. the first entry every role may open (the assets assigned to the user);
 * 5. else `fallback`.
 * A module's new menu entry that declares its permission takes part without a change here.
 */
export function landingPath(
  access: NavAccess,
  fallback: string = DEFAULT_AFTER_LOGIN_PATH,
  registry: readonly RouteEntry[] = routeRegistry(),
): string {
  const entries = registry.filter((entry) => isVisible(entry, access));
  const first =
    LANDING_FIRST.map((key) => entries.find((entry) => entry.key === key)).find(Boolean) ??
    entries.find((entry) => needsPermission(entry) && !isSubscriptionRoute(entry)) ??
    entries.find(needsPermission) ??
    entries[0];
  return first?.path ?? fallback;
}

/**
 * The menu entry of the current page: among the entries of the matched route's path, the one
 * whose query the location has, the most specific first (a view's entry over the route's own).
 */
export function currentNavPath(
  groups: readonly NavGroup[],
  routePath: string | undefined,
  search: string,
): string | undefined {
  const params = new URLSearchParams(search);
  let best: { path: string; specificity: number } | undefined;
  for (const entry of groups.flatMap((group) => group.entries)) {
    const [base, query = ''] = entry.path.split('?');
    if (base !== routePath) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([name, value]) => params.get(name) === value)) continue;
    if (!best || wanted.length > best.specificity)
      best = { path: entry.path, specificity: wanted.length };
  }
  return best?.path;
}

/** The screens a user lands on first when their role may open them, in this order. */
export const LANDING_FIRST: readonly string[] = ['dashboard'];
