/**
 * Module Federation loader. Remote URLs are runtime data: each remote's entry of
 * `/remotes.json` (remote-catalog.ts) names its `remoteEntry.js`, in production
 * `/remotes/<id>/<version>/remoteEntry.js`. A remote is registered when first needed, and
 * again when its entry changed (a deploy) or on a retry, then with a cache-busting query so
 * a stale entry or chunk after a redeploy recovers.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, type RemoteId } from '@itam/shared/contracts';
import { assertRemoteModule } from '@itam/shared/remote';
import { noteRemoteEntry } from '@itam/shared/telemetry';
import { withTimeout, type RemoteLoader } from './remote-loader';

/** A remote entry that has not arrived by then counts as down. */
export const REMOTE_LOAD_TIMEOUT_MS = 20000;

export interface FederationLoaderOptions {
  timeoutMs?: number;
}

function cacheBusted(entry: string): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}v=${Date.now()}`;
}

export function createFederationLoader(options: FederationLoaderOptions = {}): RemoteLoader {
  const timeoutMs = options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
  /** The entry URL each remote was last registered with. */
  const registered = new Map<RemoteId, string>();

  async function load(id: RemoteId, attempt: number, name: string, entryUrl: string) {
    const fresh = attempt > 0;
    if (fresh || registered.get(id) !== entryUrl) {
      const entry = fresh ? cacheBusted(entryUrl) : entryUrl;
      registerRemotes([{ name, entry }], { force: registered.has(id) });
      registered.set(id, entryUrl);
      // Errors whose stack runs through this remote's files are tagged with it.
      noteRemoteEntry(id, entryUrl);
    }
    const exposed = REMOTE_EXPOSED_MODULE.replace(/^\.\//, '');
    const loaded = await loadRemote<{ default?: unknown }>(`${name}/${exposed}`);
    const module = loaded?.default ?? loaded;
    assertRemoteModule(module, id);
    return module;
  }

  return {
    load: (id, { attempt, entry }) =>
      withTimeout(load(id, attempt, entry.name, entry.entry), timeoutMs, `Remote "${id}"`),
  };
}
