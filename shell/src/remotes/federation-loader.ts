/**
 * Module Federation loader. Remote URLs are runtime data: `/remotes.json` next to the
 * shell (`{ "<remoteId>": { "name": "mf_assets", "entry": "/remotes/assets/remoteEntry.js" } }`),
 * fetched on the first load. A remote is registered only when first needed; a retry
 * fetches the file again and re-registers the remote with a cache-busting query so a
 * stale entry or chunk after a redeploy recovers.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINER_NAMES,
  REMOTE_EXPOSED_MODULE,
  type RemoteId,
  type RemoteManifest,
  type RemoteManifestEntry,
  type RemoteModule,
} from '@itam/shared/contracts';
import { noteRemoteEntry } from '@itam/shared/telemetry';
import { assertRemoteModule, withTimeout, type RemoteLoader } from './remote-loader';

export const REMOTES_MANIFEST_URL = '/remotes.json';
/** A remote entry that has not arrived by then counts as down. */
export const REMOTE_LOAD_TIMEOUT_MS = 20000;

export interface FederationLoaderOptions {
  manifestUrl?: string;
  timeoutMs?: number;
}

async function fetchManifest(url: string): Promise<RemoteManifest> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

function cacheBusted(entry: string): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}v=${Date.now()}`;
}

export function createFederationLoader(options: FederationLoaderOptions = {}): RemoteLoader {
  const manifestUrl = options.manifestUrl ?? REMOTES_MANIFEST_URL;
  const timeoutMs = options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
  let manifest: Promise<RemoteManifest> | null = null;
  const registered = new Set<RemoteId>();

  async function entryOf(id: RemoteId, fresh: boolean): Promise<RemoteManifestEntry> {
    if (fresh || !manifest) {
      manifest = fetchManifest(manifestUrl);
      manifest.catch(() => (manifest = null));
    }
    const entry = (await manifest)[id];
    if (!entry?.entry) throw new Error(`Remote "${id}" is not listed in ${manifestUrl}`);
    return { name: entry.name || REMOTE_CONTAINER_NAMES[id], entry: entry.entry };
  }

  async function load(id: RemoteId, attempt: number): Promise<RemoteModule> {
    const fresh = attempt > 0;
    const info = await entryOf(id, fresh);
    if (fresh || !registered.has(id)) {
      const entry = fresh ? cacheBusted(info.entry) : info.entry;
      registerRemotes([{ name: info.name, entry }], { force: registered.has(id) });
      registered.add(id);
      // Errors whose stack runs through this remote's files are tagged with it.
      noteRemoteEntry(id, info.entry);
    }
    const exposed = REMOTE_EXPOSED_MODULE.replace(/^\.\//, '');
    const loaded = await loadRemote<{ default?: unknown }>(`${info.name}/${exposed}`);
    const module = loaded?.default ?? loaded;
    assertRemoteModule(module, id);
    return module;
  }

  return {
    load: (id, { attempt }) => withTimeout(load(id, attempt), timeoutMs, `Remote "${id}"`),
  };
}
