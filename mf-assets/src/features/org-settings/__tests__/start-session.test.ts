/** An accepted invitation starts the app signed in, on the way to the user's landing screen. */
import '@itam/shared/testing';
import { readToken } from '@itam/shared/api';
import { startSignedIn } from '../start-session';

it('stores the session and opens /login, which sends a signed-in user to their landing screen', () => {
  const go = jest.fn();
  startSignedIn('session-token', go);
  expect(readToken()).toBe('session-token');
  // Not `/`, the public sales page.
  expect(go).toHaveBeenCalledWith('/login');
});
