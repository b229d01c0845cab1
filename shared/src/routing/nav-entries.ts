import type { RemoteNavEntry } from '../contracts/remote-module';
import { navHref, type RouteEntry, type RouteNav } from '../contracts/route-registry';

/** The menu entry of one of a route's `nav` or `viewNav`. */
function navEntryOf(entry: RouteEntry, nav: RouteNav): RemoteNavEntry {
  const path = navHref(entry.path, nav);
  const permission = nav.permission ?? entry.permission;
  return {
    key: path === entry.path ? entry.key : `${entry.key}${path.slice(entry.path.length)}`,
    path,
    labelKey: nav.labelKey,
    icon: nav.icon,
    ...(permission ? { permission } : {}),
    ...(nav.count ? { count: nav.count } : {}),
  };
}

/**
 * Menu entries of registry entries, in registry order (a route's own entry, then its views').
 * The registry is the one source.
 */
export function navEntriesOf(entries: readonly RouteEntry[]): RemoteNavEntry[] {
  return entries.flatMap((entry) =>
    [...(entry.nav ? [entry.nav] : []), ...(entry.viewNav ?? [])].map((nav) =>
      navEntryOf(entry, nav),
    ),
  );
}
