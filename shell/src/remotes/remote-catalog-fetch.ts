/** Fetching `remotes.json` (no telemetry, no kit: index.ts runs it before the app loads). */
export const REMOTES_MANIFEST_URL = '/remotes.json';

export async function fetchRemotesManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
