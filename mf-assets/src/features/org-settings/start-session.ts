/**
 * Starts the app signed in with a new session's token (an accepted invitation): the
 * token is stored where the shell reads it, and a fresh start of `/` runs the shell's
 * usual session check, so no remote reaches into the shell's session state.
 */
import { storeToken } from '@itam/shared/api';

export function startSignedIn(token: string): void {
  storeToken(token);
  window.location.assign('/');
}
