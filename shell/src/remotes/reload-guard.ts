/**
 * One automatic reload, never a loop. After a deploy an open tab may ask for a chunk the
 * deploy removed, or run a remote version that is no longer the deployed one; a reload
 * fetches what is deployed now. The reason is kept in sessionStorage: the same reason
 * never reloads twice in a row, and a screen that renders clears it (so a later deploy
 * may reload again).
 */
const GUARD_KEY = 'itam.reloaded-for';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless it was just reloaded for the same `reason`; true when it
 * reloads (the caller shows a spinner meanwhile). Without sessionStorage, never reloads.
 */
export function reloadOnce(reason: string, reload = () => globalThis.location.reload()): boolean {
  const store = storage();
  if (!store || store.getItem(GUARD_KEY) === reason) return false;
  try {
    store.setItem(GUARD_KEY, reason);
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A screen rendered: the next failure may reload again. */
export function clearReloadGuard(): void {
  try {
    storage()?.removeItem(GUARD_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** webpack's error for a script or CSS chunk that did not load (404, network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}

/** The page's reloads: the guarded reload, and whether one is under way (show a spinner). */
export interface Reloader {
  /** Reloads once for `reason` (see reloadOnce); true when it does. */
  reload(reason: string): boolean;
  reloading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createReloader(reload: (reason: string) => boolean = reloadOnce): Reloader {
  let reloading = false;
  const listeners = new Set<() => void>();
  return {
    reload(reason) {
      if (reloading || !reload(reason)) return reloading;
      reloading = true;
      listeners.forEach((listener) => listener());
      return true;
    },
    reloading: () => reloading,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
