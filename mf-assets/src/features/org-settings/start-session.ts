/**
 * Starts the app signed in with a new session's token (an accepted invitation): the
 * token is stored where the shell reads it, and a fresh start of `/login` runs the shell's
 * usual session check, after which the login page sends the signed-in user on to their
 * landing screen (the first screen their company's modules and role allow), never the
 * public sales page of `/`. No remote reaches into the shell's session state.
 */
import { storeToken } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';

export function startSignedIn(
  token: string,
  go: (path: string) => void = (path) => window.location.assign(path),
): void {
  storeToken(token);
  go(ROUTES.login);
}
