/**
 * The scanner's screens register its service worker (scanner-sw.ts) for /scanner/, so
 * that after this online visit the scanner's pages load without a network. Only where
 * the browser has service workers and the server serves the worker (a production build:
 * a failed registration, as on a dev server, changes nothing).
 */
import { useEffect } from 'react';
import { WORKER_SCOPE, WORKER_URL } from './offline-cache';

type Registrar = Pick<ServiceWorkerContainer, 'register'>;

export function registerOfflineWorker(
  container: Registrar | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  if (!container) return Promise.resolve(false);
  return container.register(WORKER_URL, { scope: WORKER_SCOPE }).then(
    () => true,
    () => false,
  );
}

/** Registers the worker once a scanner screen shows. */
export function useOfflineWorker(): void {
  useEffect(() => {
    void registerOfflineWorker();
  }, []);
}
