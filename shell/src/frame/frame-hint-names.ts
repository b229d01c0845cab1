/**
 * The names the served page's frame script and the app share (frame-paint.ts,
 * frame-hint.ts), and forgetting the hint: light, for the session code of the start-up.
 */

/** localStorage key of the frame hint. */
export const FRAME_HINT_KEY = 'itam.frame';

/** The hint's format: a page never draws from a hint of another format. */
export const FRAME_HINT_VERSION = 1;

/** The id of the frame the page drew, which the app removes when it takes over. */
export const FRAME_STATIC_ID = 'itam-frame';

/** Forgets the frame hint (with the rest of the session: offline-session.ts). */
export function forgetFrameHint(): void {
  try {
    globalThis.localStorage?.removeItem(FRAME_HINT_KEY);
  } catch {
    // Nothing to forget.
  }
}
