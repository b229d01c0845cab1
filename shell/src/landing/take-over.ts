/**
 * The app's side of what the served page showed before the app ran: the pre-rendered
 * landing (see landing-loader.ts) or the signed-in frame its inline script drew
 * (../frame/frame-paint.ts). The app renders into the hidden #root while the visitor keeps
 * reading that page, and shows itself in its place when its first screen (or a screen's
 * page header) has rendered, or after `fallbackMs` whatever it shows then, at the same
 * scroll position and with the same control focused. On the landing, intents queued
 * before the app ran are replayed, later ones at once.
 */
import {
  landingBridge,
  LANDING_STATIC_ID,
  SCREEN_SHOWN_EVENT,
  type LandingIntent,
} from '@itam/shared/contracts';
import { FRAME_STATIC_ID } from '../frame/frame-hint-names';

export interface TakeOverOptions {
  onIntent(intent: LandingIntent): void;
  fallbackMs?: number;
}

const FOCUSABLE = 'a[href], button, select, input, textarea, [tabindex]';

/** How long the served page waits for a screen before the app shows whatever it has. */
const FALLBACK_MS = 10_000;

function focusedIndex(page: HTMLElement): number {
  const active = document.activeElement;
  if (!active || !page.contains(active)) return -1;
  return Array.from(page.querySelectorAll(FOCUSABLE)).indexOf(active);
}

/** Replaces the served page `page` by the app's `container` once a screen has rendered. */
function revealWhenShown(container: HTMLElement, page: HTMLElement, fallbackMs: number): void {
  const reveal = () => {
    window.removeEventListener(SCREEN_SHOWN_EVENT, reveal);
    clearTimeout(timer);
    if (!page.isConnected) return;
    const y = window.scrollY;
    const focus = focusedIndex(page);
    container.hidden = false;
    page.remove();
    window.scrollTo(0, y);
    if (focus >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[focus]?.focus();
  };
  window.addEventListener(SCREEN_SHOWN_EVENT, reveal);
  const timer = setTimeout(reveal, fallbackMs);
}

/** True when the served page drew the signed-in frame and the app takes it over. */
export function takeOverFrame(container: HTMLElement, fallbackMs = FALLBACK_MS): boolean {
  const frame = document.getElementById(FRAME_STATIC_ID);
  if (!frame) return false;
  revealWhenShown(container, frame, fallbackMs);
  return true;
}

/** True when the page came from the pre-rendered landing and the app takes it over. */
export function takeOverLanding(
  container: HTMLElement,
  { onIntent, fallbackMs = FALLBACK_MS }: TakeOverOptions,
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
  if (landing) revealWhenShown(container, landing, fallbackMs);
  return true;
}
