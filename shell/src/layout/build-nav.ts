/**
 * The side menu, from the route registry alone (read from `remotes.json`, so no remote is
 * downloaded to build it): entries of enabled company modules whose permission the role
 * has, grouped by remote.
 */
import {
  isRouteAllowed,
  isRouteEnabled,
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
  if (!entry.nav || entry.owner === 'shell') return false;
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
  return [...groups].map(([remoteId, entries]) => ({ remoteId, entries: navEntriesOf(entries) }));
}

/**
 * Where a signed-in user lands without an origin to return to: the first screen of the menu
 * (a module their company has and their role may open), else `fallback`.
 */
export function homePath(access: NavAccess, fallback: string): string {
  return buildNavGroups(access)[0]?.entries[0]?.path ?? fallback;
}
