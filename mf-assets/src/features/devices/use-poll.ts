/**
 * Calls `tick` every `intervalMs` while `active` and the page is visible: a hidden tab stops
 * asking, and catches up at once when it is shown again.
 */
import { useEffect, useRef } from 'react';

export const POLL_INTERVAL_MS = 4000;

export function usePoll(active: boolean, tick: () => void, intervalMs = POLL_INTERVAL_MS): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else {
        latest.current();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, intervalMs]);
}
