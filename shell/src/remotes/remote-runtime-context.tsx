import type { RemoteId } from '@itam/shared/contracts';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteCatalog } from './remote-catalog';
import type { Reloader } from './reload-guard';
import type { RemoteRuntime, RemoteState } from './remote-runtime';

interface RemoteContext {
  runtime: RemoteRuntime;
  catalog: RemoteCatalog;
  /** The page's guarded reloads (reload-guard.ts). */
  reloader: Reloader;
}

const RemoteRuntimeContext = createContext<RemoteContext | null>(null);

export function RemoteRuntimeProvider({
  children,
  ...value
}: RemoteContext & { children: ReactNode }) {
  return <RemoteRuntimeContext.Provider value={value}>{children}</RemoteRuntimeContext.Provider>;
}

function useRemoteContext() {
  const value = useContext(RemoteRuntimeContext);
  if (!value) throw new Error('useRemoteRuntime needs a RemoteRuntimeProvider');
  return value;
}

export function useRemoteRuntime(): RemoteRuntime {
  return useRemoteContext().runtime;
}

/** Reloads the page once for `reason` (never twice in a row for the same one). */
export function useReload(): (reason: string) => boolean {
  return useRemoteContext().reloader.reload;
}

/** True once a reload is under way (the page is about to go: show a spinner). */
export function useReloading(): boolean {
  const { reloader } = useRemoteContext();
  return useSyncExternalStore(reloader.subscribe, reloader.reloading, reloader.reloading);
}

/** True while `remotes.json` is being read (a path nobody serves may be a route just deployed). */
export function useCatalogReading(): boolean {
  const { catalog } = useRemoteContext();
  return useSyncExternalStore(catalog.subscribe, catalog.reading, catalog.reading);
}

/** The state of remote `id`; starts loading it when first rendered. */
export function useRemote(id: RemoteId): RemoteState {
  const runtime = useRemoteRuntime();
  const state = useSyncExternalStore(runtime.subscribe, () => runtime.getState(id));
  useEffect(() => runtime.ensure(id), [runtime, id]);
  return state;
}
