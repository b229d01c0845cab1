/**
 * The pre-rendered landing page. `/` reaches an anonymous English visitor as finished
 * HTML (built from the real public layout and landing screen), with a small inline
 * loader that starts the app on the visitor's first interaction. The loader, the visit
 * beacon and the app meet on one page global, named here.
 */

/** `window[LANDING_GLOBAL]`: present only on a page served from the pre-rendered landing. */
export const LANDING_GLOBAL = '__ITAM_LANDING__';
/** Wraps the pre-rendered markup; removed when the app shows its own first screen. */
export const LANDING_STATIC_ID = 'itam-static';
/** Marks a control of the pre-rendered markup whose click the app replays once it runs. */
export const LANDING_INTENT_ATTR = 'data-landing-intent';
/** The name of the pre-rendered language switch, whose choice the app applies once it runs. */
export const LANDING_LANGUAGE_FIELD = 'language';
/** What a visitor asked for before the app ran: the login dialog, or another language. */
export type LandingIntent = { type: 'login' } | { type: 'language'; language: string };

export interface LandingBridge {
  /** Clicks on intent controls, oldest first; the app replaces `push` when it takes over. */
  intents: LandingIntent[];
  /** Set by whichever sends this page load's web-visited call first (beacon or app). */
  visitClaimed?: boolean;
  /** Starts the app at once (the loader's own trigger, also for tests). */
  start?: () => void;
}

/** Window event a screen fires when it has rendered: the app is ready to replace the landing. */
export const SCREEN_SHOWN_EVENT = 'itam:screen-shown';

/** The page's landing bridge, when the page came from the pre-rendered landing. */
export function landingBridge(): LandingBridge | undefined {
  return (globalThis as { [LANDING_GLOBAL]?: LandingBridge })[LANDING_GLOBAL];
}
