/**
 * The scanner's screens register its service worker (scanner-sw.ts) for /scanner/, so
 * that after this online visit the scanner's pages load without a network. Each screen
 * then hands the worker the files the page has loaded so far (the shell's and the kit's
 * chunks loaded before the worker controlled the page), which it keeps; what the page
 * loads once controlled, the worker keeps as it passes. Only where the browser has
 * service workers and the server serves the worker (a production build: a failed
 * registration, as on a dev server, changes nothing).
 */
import { useEffect } from 'react';
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
