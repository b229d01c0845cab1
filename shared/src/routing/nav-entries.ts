import type { RemoteNavEntry } from '../contracts/remote-module';
import type { RouteEntry } from '../contracts/route-registry';

/** Menu entries of registry entries, in registry order. The registry is the one source. */
export function navEntriesOf(entries: readonly RouteEntry[]): RemoteNavEntry[] {
  return entries.flatMap((entry) =>
    entry.nav
      ? [
          {
            key: entry.key,
            path: entry.path,
            labelKey: entry.nav.labelKey,
            icon: entry.nav.icon,
            ...(entry.permission ? { permission: entry.permission } : {}),
          },
        ]
      : [],
  );
}
