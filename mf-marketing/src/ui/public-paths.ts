import { routesInTable } from '@itam/shared/contracts';

const loggedIn = new Set(routesInTable('logged-in').map((entry) => entry.path));
const loggedOut = new Set(routesInTable('not-logged-in').map((entry) => entry.path));

/**
 * Whether the visitor's route table lists `path` (SPEC.md section 2): some public pages
 * exist only for visitors who are not logged in (and `/contact` only for members), so
 * links to them are shown only to whom they open for.
 */
export function isPublicPathFor(path: string, isLoggedIn: boolean | null): boolean {
  return (isLoggedIn === true ? loggedIn : loggedOut).has(path);
}
