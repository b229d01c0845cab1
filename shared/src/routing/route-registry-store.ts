/**
 * The route registry of the running app: the shell's own routes and every remote's, as
 * read from the runtime `remotes.json` (and again after a deploy). One instance in the
 * browser (`@itam/shared/routing` is a singleton kit entry): the router, the side menu,
 * page views and the dev host read it here. Order is menu order.
 */
import { useSyncExternalStore } from 'react';
import type { RouteEntry } from '../contracts/route-registry';

let registry: readonly RouteEntry[] = [];
const listeners = new Set<() => void>();

/** Every route the app serves now. */
export function routeRegistry(): readonly RouteEntry[] {
  return registry;
}

/**
 * Replaces the registry (the shell at start and after re-reading `remotes.json`). The
 * first entry for a path wins; a later one for the same path is left out.
 */
export function setRouteRegistry(entries: readonly RouteEntry[]): void {
  const seen = new Set<string>();
  const next = entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
  const same =
    next.length === registry.length &&
    next.every((entry, i) => JSON.stringify(entry) === JSON.stringify(registry[i]));
  if (same) return;
  registry = next;
  listeners.forEach((listener) => listener());
}

export function subscribeRouteRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registry, re-rendering when it changes. */
export function useRouteRegistry(): readonly RouteEntry[] {
  return useSyncExternalStore(subscribeRouteRegistry, routeRegistry, routeRegistry);
}
