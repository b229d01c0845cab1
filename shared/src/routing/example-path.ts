import type { RouteEntry } from '../contracts/route-registry';

/** A concrete URL of an entry, for menus of the dev host: every `:param` becomes `example`. */
export function examplePath(entry: Pick<RouteEntry, 'path' | 'match'>): string {
  if (entry.match === 'register-product') return '/register-example';
  return entry.path.replace(/:[A-Za-z]+/g, 'example');
}
