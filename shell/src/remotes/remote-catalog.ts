/**
 * The runtime `/remotes.json` as the shell knows it: read at start (before the router is
 * built, since the remotes' routes are in it) and again when a navigation enters a remote
 * or lands on a path nobody serves, so a remote deployed alone is picked up by open tabs.
 * Every read installs the route registry (`@itam/shared/routing`: the shell's own routes,
 * then each remote's in manifest order) and the menu strings remotes ship with their routes.
 */
import type {
  RemoteId,
  RemoteManifest,
  RemoteManifestEntry,
  RouteEntry,
} from '@itam/shared/contracts';
import { addModuleResources } from '@itam/shared/i18n';
import { setRouteRegistry } from '@itam/shared/routing';
import { reportError } from '@itam/shared/telemetry';
import { fetchRemotesManifest, REMOTES_MANIFEST_URL } from './remote-catalog-fetch';
import { parseRemoteManifest } from './remote-manifest';

export { REMOTES_MANIFEST_URL };

export interface RemoteCatalog {
  /** The manifest of the last read, waiting for a read under way (reads once if never read). */
  current(): Promise<RemoteManifest>;
  /** Reads `remotes.json` again (one read at a time; callers during a read share it). */
  refresh(): Promise<RemoteManifest>;
  /** The entry of remote `id` in the last read. */
  entryOf(id: RemoteId): RemoteManifestEntry | undefined;
  /** True while a read is under way. */
  reading(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface RemoteCatalogOptions {
  /** The routes the shell serves itself (first in the registry). */
  shellRoutes: readonly RouteEntry[];
  url?: string;
  /** Where the manifest comes from (tests pass one). */
  fetchManifest?: (url: string) => Promise<unknown>;
  /** A read of `url` already under way (index.ts starts it before the app's code loads). */
  initial?: Promise<unknown> | null;
  /** The manifest, already read (tests). */
  manifest?: unknown;
}

export function createRemoteCatalog({
  shellRoutes,
  url = REMOTES_MANIFEST_URL,
  fetchManifest = fetchRemotesManifest,
  initial = null,
  manifest: known,
}: RemoteCatalogOptions): RemoteCatalog {
  let manifest: RemoteManifest = {};
  let read: Promise<RemoteManifest> | null = null;
  let everRead = false;
  const reported = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function install(raw: unknown): RemoteManifest {
    const { manifest: next, problems } = parseRemoteManifest(raw);
    const fresh = problems.filter((problem) => !reported.has(problem));
    if (fresh.length) {
      fresh.forEach((problem) => reported.add(problem));
      reportError(new Error(`${url}: ${fresh.join('; ')}`), { source: 'remotes-manifest' });
    }
    for (const entry of Object.values(next)) {
      if (entry?.i18n) addModuleResources(entry.i18n.namespace, entry.i18n.resources);
    }
    setRouteRegistry([...shellRoutes, ...Object.values(next).flatMap((entry) => entry!.routes)]);
    manifest = next;
    return next;
  }

  function start(source: Promise<unknown>): Promise<RemoteManifest> {
    const current = source.then(install).finally(() => {
      if (read === current) read = null;
      everRead = true;
      notify();
    });
    read = current;
    notify();
    return current;
  }

  if (known !== undefined) {
    install(known);
    everRead = true;
  } else {
    // Until the first read: the shell's own routes (its login page works without the file).
    setRouteRegistry(shellRoutes);
    if (initial) start(initial).catch(() => undefined);
  }

  return {
    current: () => read ?? (everRead ? Promise.resolve(manifest) : start(fetchManifest(url))),
    refresh: () => read ?? start(fetchManifest(url)),
    entryOf: (id) => manifest[id],
    reading: () => read !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
