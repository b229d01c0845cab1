/**
 * State of every remote in the browser: idle → loading → ready | error. A remote loads
 * once, on first need (navigation or menu hover); its reducers, saga and translations are
 * installed on its first successful load only. `retry` loads it again with a fresh attempt
 * number (the loader bypasses caches) and gives the screen a new error boundary.
 */
import type { RemoteId, RemoteModule } from '@itam/shared/contracts';
import { reportError } from '@itam/shared/telemetry';
import type { RemoteLoader } from './remote-loader';

export type RemoteState =
  | { status: 'idle'; attempt: number }
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; module: RemoteModule }
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
  install: (module: RemoteModule) => void;
}

const IDLE: RemoteState = { status: 'idle', attempt: 0 };

export function createRemoteRuntime({ loader, install }: RemoteRuntimeOptions): RemoteRuntime {
  const states = new Map<RemoteId, RemoteState>();
  const installed = new Set<RemoteId>();
  const listeners = new Set<() => void>();

  const getState = (id: RemoteId) => states.get(id) ?? IDLE;
  const set = (id: RemoteId, state: RemoteState) => {
    states.set(id, state);
    listeners.forEach((listener) => listener());
  };

  async function start(id: RemoteId): Promise<void> {
    const attempt = getState(id).attempt + (getState(id).status === 'idle' ? 0 : 1);
    set(id, { status: 'loading', attempt });
    try {
      const module = await loader.load(id, { attempt });
      if (!installed.has(id)) {
        install(module);
        installed.add(id);
      }
      set(id, { status: 'ready', attempt, module });
    } catch (error) {
      console.error(`[remotes] ${id} could not be loaded`, error);
      reportError(error, { remote: id, source: 'remote-load' });
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
