/**
 * State of every remote in the browser: idle → loading → ready | error. A remote loads
 * once, on first need (navigation or menu hover), from its entry of `remotes.json` (a retry
 * reads the file again); its reducers, saga and translations are installed on its first
 * successful load only. A remote whose singleton contract this shell does not provide is
 * refused before its code is fetched (RemoteUpdateRequiredError). `retry` loads it again
 * with a fresh attempt number (the loader bypasses caches) and gives the screen a new
 * error boundary.
 */
import { satisfiesKitVersion, type RemoteId, type RemoteModule } from '@itam/shared/contracts';
import { reportError } from '@itam/shared/telemetry';
import type { RemoteCatalog } from './remote-catalog';
import { isUpdateRequired, RemoteUpdateRequiredError, type RemoteLoader } from './remote-loader';

export type RemoteState =
  | { status: 'idle'; attempt: number }
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; module: RemoteModule; version: string }
  | { status: 'error'; attempt: number; error: unknown };

export interface RemoteRuntime {
  getState(id: RemoteId): RemoteState;
  /** Starts loading if nothing happened yet. */
  ensure(id: RemoteId): void;
  /** Loads again unless a load is under way. */
  retry(id: RemoteId): void;
  subscribe(listener: () => void): () => void;
}

export interface RemoteRuntimeOptions {
  loader: RemoteLoader;
  catalog: RemoteCatalog;
  /** The kit's singleton contract this shell provides; null skips the check (unbuilt code). */
  contract: string | null;
  /** Installs a remote on its first load; it is ready once a returned promise settles. */
  install: (module: RemoteModule) => void | Promise<void>;
}

const IDLE: RemoteState = { status: 'idle', attempt: 0 };

export function createRemoteRuntime({
  loader,
  catalog,
  contract,
  install,
}: RemoteRuntimeOptions): RemoteRuntime {
  const states = new Map<RemoteId, RemoteState>();
  const installed = new Set<RemoteId>();
  const listeners = new Set<() => void>();

  const getState = (id: RemoteId) => states.get(id) ?? IDLE;
  const set = (id: RemoteId, state: RemoteState) => {
    states.set(id, state);
    listeners.forEach((listener) => listener());
  };

  async function loadModule(id: RemoteId, attempt: number) {
    const manifest = attempt > 0 ? await catalog.refresh() : await catalog.current();
    const entry = manifest[id];
    if (!entry) throw new Error(`Remote "${id}" is not listed in remotes.json`);
    if (contract && !satisfiesKitVersion(contract, entry.contract))
      throw new RemoteUpdateRequiredError(id, entry.contract, contract);
    return { module: await loader.load(id, { attempt, entry }), version: entry.version };
  }

  async function start(id: RemoteId): Promise<void> {
    const attempt = getState(id).attempt + (getState(id).status === 'idle' ? 0 : 1);
    set(id, { status: 'loading', attempt });
    try {
      const { module, version } = await loadModule(id, attempt);
      if (!installed.has(id)) {
        installed.add(id);
        await install(module);
      }
      set(id, { status: 'ready', attempt, module, version });
    } catch (error) {
      console.error(`[remotes] ${id} could not be loaded`, error);
      const source = isUpdateRequired(error) ? 'remote-contract' : 'remote-load';
      reportError(error, { remote: id, source });
      set(id, { status: 'error', attempt, error });
    }
  }

  return {
    getState,
    ensure(id) {
      if (getState(id).status === 'idle') void start(id);
    },
    retry(id) {
      if (getState(id).status !== 'loading') void start(id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
