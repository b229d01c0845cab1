import { routesInTable } from '@itam/shared/contracts';
import { routeRegistry } from '@itam/shared/routing';

/**
 * Whether the visitor's route table lists `path` (SPEC.md section 2): some public pages
 * exist only for visitors who are not logged in (and `/contact` only for members), so
 * links to them are shown only to whom they open for. Read from the app's route registry,
 * which lists the pages of every package (`/login` is the shell's).
 */
export function isPublicPathFor(path: string, isLoggedIn: boolean | null): boolean {
  const table = isLoggedIn === true ? 'logged-in' : 'not-logged-in';
  return routesInTable(routeRegistry(), table).some((entry) => entry.path === path);
}
