/**
 * Resolves a pathname to its registry entry with the same ranking react-router uses, plus
 * the custom matcher of `/register-{product}` (see contracts/route-paths.ts).
 */
import { matchRoutes, type Params, type RouteObject } from '../router';
import { ROUTE_REGISTRY, type RouteEntry } from '../contracts/route-registry';

export interface RouteMatch {
  entry: RouteEntry;
  params: Params;
}

/** Entries react-router can route by path; the others are matched in the catch-all. */
export const ROUTER_ENTRIES: readonly RouteEntry[] = ROUTE_REGISTRY.filter((entry) => !entry.match);

const customPaths = new Set(
  ROUTE_REGISTRY.filter((entry) => entry.match).map((entry) => entry.path),
);

/** False for registry paths react-router cannot express (served by a catch-all instead). */
export function isRouterPath(path: string): boolean {
  return !customPaths.has(path);
}

const routeObjects: RouteObject[] = ROUTER_ENTRIES.map((entry) => ({
  id: entry.key,
  path: entry.path,
}));
const byKey = new Map(ROUTE_REGISTRY.map((entry) => [entry.key, entry] as const));

const REGISTER_PRODUCT = /^\/register-([A-Za-z0-9][A-Za-z0-9_-]*)\/?$/;

/** The product slug of a `/register-{product}` path, or null. */
export function registerProductFromPath(pathname: string): string | null {
  return REGISTER_PRODUCT.exec(pathname)?.[1] ?? null;
}

/** The registry entry serving `pathname`, or null when no table lists it (not found). */
export function matchRoutePath(pathname: string): RouteMatch | null {
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.[matches.length - 1];
  const entry = last?.route.id ? byKey.get(last.route.id as RouteEntry['key']) : undefined;
  if (last && entry) return { entry, params: last.params };
  const product = registerProductFromPath(pathname);
  const registerEntry = ROUTE_REGISTRY.find((e) => e.match === 'register-product');
  if (product && registerEntry) return { entry: registerEntry, params: { product } };
  return null;
}
