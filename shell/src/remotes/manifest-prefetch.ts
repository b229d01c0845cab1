/**
 * `remotes.json` fetched by the start-up chunk (index.ts), in parallel with the app's code:
 * the route registry is in it, so the first screen waits for it.
 */
import { fetchRemotesManifest, REMOTES_MANIFEST_URL } from './remote-catalog-fetch';

let prefetched: Promise<unknown> | null = null;

export function prefetchRemotesManifest(): Promise<unknown> {
  // Not fresh: a service worker may answer with its kept copy (remote-catalog-fetch.ts).
  const read = (prefetched ??= fetchRemotesManifest(REMOTES_MANIFEST_URL, false));
  // Handled by whoever takes it; an unread failure must not be an unhandled rejection.
  read.catch(() => undefined);
  return read;
}

/** The prefetched read, once (later reads fetch again). */
export function takePrefetchedManifest(): Promise<unknown> | null {
  const taken = prefetched;
  prefetched = null;
  return taken;
}
