/**
 * The page's side of the app's service workers: what a page hands its worker to keep, and
 * when it registers one (the shell's app worker, the scanner's).
 */

/**
 * Of the addresses a page loaded (its resource timing entries), those `keeps` accepts,
 * as `origin` + path (no query), each once.
 */
export function keptAddresses(
  loaded: readonly string[],
  origin: string,
  keeps: (url: URL) => boolean,
): string[] {
  const kept = new Set<string>();
  for (const address of loaded) {
    let url: URL;
    try {
      url = new URL(address, origin);
    } catch {
      continue;
    }
    if (keeps(url)) kept.add(`${url.origin}${url.pathname}`);
  }
  return [...kept];
}

/** Runs `task` once the page is idle (a timer where the browser has no idle callback). */
export function whenIdle(task: () => void): () => void {
  const g = globalThis as {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (g.requestIdleCallback && g.cancelIdleCallback) {
    const handle = g.requestIdleCallback(task, { timeout: 5000 });
    const cancel = g.cancelIdleCallback;
    return () => cancel(handle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
