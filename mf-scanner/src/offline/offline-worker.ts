/**
 * The scanner's screens register its service worker (scanner-sw.ts) for /scanner/, so
 * that after this online visit the scanner's pages load without a network. Each screen
 * then hands the worker the files the page has loaded so far (the shell's and the kit's
 * chunks loaded before the worker controlled the page), which it keeps; what the page
 * loads once controlled, the worker keeps as it passes. Only where the browser has
 * service workers and the server serves the worker (a production build: a failed
 * registration, as on a dev server, changes nothing).
 *
 * A screen may also load, once the page is idle, the code of a screen the user may open
 * offline later (the reader: the asset card), and hand the worker what that loaded: the
 * kit's chunks of that screen are then kept like the rest, with no rule of their own.
 */
import { useEffect, useRef } from 'react';
import { whenIdle } from '@itam/shared/offline';
import { WORKER_SCOPE, WORKER_URL, filesToKeep, type KeepMessage } from './offline-cache';

type Registrar = Pick<ServiceWorkerContainer, 'register'> & {
  readonly ready: Promise<{ readonly active: Pick<ServiceWorker, 'postMessage'> | null }>;
};

/** The addresses of every resource this page has loaded. */
function loadedResources(): string[] {
  return (globalThis.performance?.getEntriesByType?.('resource') ?? []).map((entry) => entry.name);
}

/** Hands the active worker the files this page has loaded, for it to keep. */
export async function keepLoadedFiles(
  container: Pick<Registrar, 'ready'>,
  loaded: () => string[] = loadedResources,
): Promise<void> {
  const { active } = await container.ready;
  const message: KeepMessage = {
    type: 'itam-scanner-keep',
    urls: filesToKeep(loaded(), globalThis.location.origin),
  };
  active?.postMessage(message);
}

export async function registerOfflineWorker(
  container: Registrar | undefined = globalThis.navigator?.serviceWorker,
  loaded: () => string[] = loadedResources,
): Promise<boolean> {
  if (!container) return false;
  try {
    await container.register(WORKER_URL, { scope: WORKER_SCOPE });
  } catch {
    return false;
  }
  await keepLoadedFiles(container, loaded);
  return true;
}

/**
 * Registers the worker once a scanner screen shows, and has it keep what is loaded; again
 * when the worker takes control of the page (what loaded until then did not pass it).
 */
export function useOfflineWorker(): void {
  useEffect(() => {
    const container = globalThis.navigator?.serviceWorker;
    void registerOfflineWorker(container);
    if (!container) return;
    const keepAgain = () => void keepLoadedFiles(container);
    container.addEventListener('controllerchange', keepAgain);
    return () => container.removeEventListener('controllerchange', keepAgain);
  }, []);
}

/**
 * Loads the screens `screens` names (their lazy imports) and then hands the worker every
 * file the page has loaded, so what they need is kept for offline use. A screen that
 * fails to load (offline already) changes nothing.
 */
export async function prefetchForOffline(
  screens: readonly (() => Promise<unknown>)[],
  container: Pick<Registrar, 'ready'> | undefined = globalThis.navigator?.serviceWorker,
  loaded: () => string[] = loadedResources,
): Promise<void> {
  const results = await Promise.allSettled(screens.map((load) => load()));
  if (container && results.some((r) => r.status === 'fulfilled'))
    await keepLoadedFiles(container, loaded);
}

/** Once the screen is idle, loads `screens` for offline use (prefetchForOffline). */
export function usePrefetchForOffline(screens: readonly (() => Promise<unknown>)[]): void {
  const first = useRef(screens);
  useEffect(() => whenIdle(() => void prefetchForOffline(first.current)), []);
}
