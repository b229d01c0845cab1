import { NAV_COUNTS_STALE_EVENT } from '../contracts/route-registry';

/** Tells the shell the menu's counts changed (a shell without counts ignores it). */
export function requestNavCountsRefresh(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NAV_COUNTS_STALE_EVENT));
}
