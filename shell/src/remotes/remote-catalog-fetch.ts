/** Fetching `remotes.json` (no telemetry, no kit: index.ts runs it before the app loads). */
export const REMOTES_MANIFEST_URL = '/remotes.json';

/**
 * Reads the manifest. `fresh` (every read but the start-up's): the server's answer, never a
 * kept copy: the deploy watch compares it with what runs. The start-up read takes what the
 * app's service worker kept (shell/src/offline/app-cache.ts), which it refreshes for the next
 * load; without a worker both are the same request (the file is served with no-cache).
 */
export async function fetchRemotesManifest(url: string, fresh = true): Promise<unknown> {
  const response = await fetch(url, {
    cache: fresh ? 'no-cache' : 'default',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
