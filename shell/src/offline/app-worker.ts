/**
 * The signed-in frame registers the app's service worker (app-sw.ts) once the first
 * screen is on screen and the page is idle, then hands it the files the page loaded before
 * the worker controlled it (a remote's entry and chunks), so the next visit starts from
 * them. Only in a production build, whose server serves the worker; a failed registration
 * (no service workers, a dev server) changes nothing. The landing of `/` never registers
 * it: visitors who have not signed in download nothing of the app because of it.
 */
import { useEffect } from 'react';
import { whenIdle } from '@itam/shared/offline';
import { currentBuild } from '@itam/shared/telemetry';
import { APP_KEEP_MESSAGE, APP_WORKER_SCOPE, APP_WORKER_URL, appFilesToKeep } from './app-cache';

type Registrar = Pick<ServiceWorkerContainer, 'register'> & {
  readonly ready: Promise<{ readonly active: Pick<ServiceWorker, 'postMessage'> | null }>;
};

/** The addresses of every resource this page has loaded. */
function loadedResources(): string[] {
  return (globalThis.performance?.getEntriesByType?.('resource') ?? []).map((entry) => entry.name);
}

export async function registerAppWorker(
  container: Registrar | undefined = globalThis.navigator?.serviceWorker,
  loaded: () => string[] = loadedResources,
): Promise<boolean> {
  if (!container) return false;
  try {
    await container.register(APP_WORKER_URL, { scope: APP_WORKER_SCOPE });
    const { active } = await container.ready;
    active?.postMessage({
      type: APP_KEEP_MESSAGE,
      urls: appFilesToKeep(loaded(), globalThis.location.origin),
    });
    return true;
  } catch {
    return false;
  }
}

/** Registers the worker once the signed-in frame shows and the page is idle (production). */
export function useAppWorker(production = currentBuild().environment === 'production'): void {
  useEffect(() => {
    if (!production) return;
    return whenIdle(() => void registerAppWorker());
  }, [production]);
}
