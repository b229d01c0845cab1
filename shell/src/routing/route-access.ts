/**
 * Which of the two route tables applies (SPEC.md section 2). A logged-in visitor gets the
 * logged-in table plus the protected group; anyone else (flag unset or false) the
 * not-logged-in table, and a protected path sends them to `/` with the origin. A path in
 * both the logged-in table and the protected group (the shop's /products and /product/:id)
 * is a protected screen to a logged-in visitor: its module, subscription and permission
 * gate it and it shows in the app's frame (a company without the module sees the page
 * saying so).
 */
import {
  isRouteAllowed,
  isRouteEnabled,
  needsPermission,
  type Policies,
  type RolesStatus,
  type RouteEntry,
} from '@itam/shared/contracts';

export type RouteAccess =
  | { kind: 'public'; entry: RouteEntry }
  | { kind: 'protected'; entry: RouteEntry }
  | { kind: 'login-required'; entry: RouteEntry }
  | { kind: 'not-found' };

export function resolveRouteAccess(
  entry: RouteEntry | null | undefined,
  isLoggedIn: boolean | null,
): RouteAccess {
  if (!entry) return { kind: 'not-found' };
  const { tables } = entry;
  if (isLoggedIn === true) {
    if (tables.includes('protected')) return { kind: 'protected', entry };
    if (tables.includes('logged-in')) return { kind: 'public', entry };
    return { kind: 'not-found' };
  }
  if (tables.includes('not-logged-in')) return { kind: 'public', entry };
  if (tables.includes('protected')) return { kind: 'login-required', entry };
  return { kind: 'not-found' };
}

/**
 * What a protected route shows a company and role, past the subscription: its screen
 * (`open`), the module-not-enabled screen, the 403 screen, or a wait while the role it
 * needs is on its way. The shell's permission gate renders it; the frame hint keeps the
 * page headers of the `open` routes.
 */
export type ScreenGate = 'open' | 'not-enabled' | 'pending' | 'forbidden';

export function screenGate(
  entry: RouteEntry,
  companyRoles: readonly string[],
  policies: Policies | null | undefined,
  rolesStatus: RolesStatus,
): ScreenGate {
  if (!isRouteEnabled(companyRoles, entry)) return 'not-enabled';
  if (!needsPermission(entry)) return 'open';
  if (rolesStatus === 'idle' || rolesStatus === 'loading') return 'pending';
  return isRouteAllowed(policies, entry) ? 'open' : 'forbidden';
}

/** `/` with the origin in `?redirect=`, read back by safeRedirect() after login. */
export function loginRedirectPath(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  const origin = `${location.pathname}${location.search}${location.hash}`;
  return `/?redirect=${encodeURIComponent(origin)}`;
}
