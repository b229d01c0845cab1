/**
 * Resolves a pathname to its registry entry with the same ranking react-router uses, plus
 * the custom matcher of `/register-{product}` (see contracts/route-paths.ts).
 */
import { matchRoutes, type Params, type RouteObject } from '../router';
import type { RouteEntry } from '../contracts/route-registry';
import { routeRegistry } from './route-registry-store';

export interface RouteMatch {
  entry: RouteEntry;
  params: Params;
}

/** Entries react-router can route by path; the others are matched in the catch-all. */
export function routerEntries(entries: readonly RouteEntry[] = routeRegistry()): RouteEntry[] {
  return entries.filter((entry) => !entry.match);
}

/** False for registry paths react-router cannot express (served by a catch-all instead). */
export function isRouterPath(path: string, entries = routeRegistry()): boolean {
  return !entries.some((entry) => entry.match && entry.path === path);
}

interface Matcher {
  routeObjects: RouteObject[];
  byId: Map<string, RouteEntry>;
}

const matchers = new WeakMap<readonly RouteEntry[], Matcher>();

function matcherOf(entries: readonly RouteEntry[]): Matcher {
  let matcher = matchers.get(entries);
  if (!matcher) {
    const routable = routerEntries(entries);
    matcher = {
      routeObjects: routable.map((entry) => ({ id: entry.path, path: entry.path })),
      byId: new Map(routable.map((entry) => [entry.path, entry] as const)),
    };
    matchers.set(entries, matcher);
  }
  return matcher;
}

const REGISTER_PRODUCT = /^\/register-([A-Za-z0-9][A-Za-z0-9_-]*)\/?$/;

/** The product slug of a `/register-{product}` path, or null. */
export function registerProductFromPath(pathname: string): string | null {
  return REGISTER_PRODUCT.exec(pathname)?.[1] ?? null;
}

/** The registry entry serving `pathname`, or null when no table lists it (not found). */
export function matchRoutePath(
  pathname: string,
  entries: readonly RouteEntry[] = routeRegistry(),
): RouteMatch | null {
  const { routeObjects, byId } = matcherOf(entries);
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.[matches.length - 1];
  const entry = last?.route.id ? byId.get(last.route.id) : undefined;
  if (last && entry) return { entry, params: last.params };
  const product = registerProductFromPath(pathname);
  const registerEntry = entries.find((e) => e.match === 'register-product');
  if (product && registerEntry) return { entry: registerEntry, params: { product } };
  return null;
}
