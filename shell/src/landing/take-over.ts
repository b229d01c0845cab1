/**
 * The app's side of the pre-rendered landing (see landing-loader.ts). On a page served
 * from it, the app renders into the hidden #root while the visitor keeps reading the
 * landing, and shows itself in its place when its first screen has rendered (or after
 * `fallbackMs`, whatever it shows then), at the same scroll position and with the same
 * control focused. Intents queued before the app ran are replayed, later ones at once.
 */
import {
  landingBridge,
  LANDING_STATIC_ID,
  SCREEN_SHOWN_EVENT,
  type LandingIntent,
} from '@itam/shared/contracts';

export interface TakeOverOptions {
  onIntent(intent: LandingIntent): void;
  fallbackMs?: number;
}

const FOCUSABLE = 'a[href], button, select, input, textarea, [tabindex]';

function focusedIndex(landing: HTMLElement): number {
  const active = document.activeElement;
  if (!active || !landing.contains(active)) return -1;
  return Array.from(landing.querySelectorAll(FOCUSABLE)).indexOf(active);
}

/** True when the page came from the pre-rendered landing and the app takes it over. */
export function takeOverLanding(
  container: HTMLElement,
  { onIntent, fallbackMs = 10_000 }: TakeOverOptions,
): boolean {
  const bridge = landingBridge();
  const landing = document.getElementById(LANDING_STATIC_ID);
  if (!bridge) return false;

  const queued = bridge.intents.splice(0);
  bridge.intents.push = (...intents: LandingIntent[]) => {
    intents.forEach(onIntent);
    return 0;
  };
  queued.forEach(onIntent);
  if (!landing) return true;

  const reveal = () => {
    window.removeEventListener(SCREEN_SHOWN_EVENT, reveal);
    clearTimeout(timer);
    if (!landing.isConnected) return;
    const y = window.scrollY;
    const focus = focusedIndex(landing);
    container.hidden = false;
    landing.remove();
    window.scrollTo(0, y);
    if (focus >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[focus]?.focus();
  };
  window.addEventListener(SCREEN_SHOWN_EVENT, reveal);
  const timer = setTimeout(reveal, fallbackMs);
  return true;
}
