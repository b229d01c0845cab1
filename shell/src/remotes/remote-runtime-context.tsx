import type { RemoteId } from '@itam/shared/contracts';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteRuntime, RemoteState } from './remote-runtime';

const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);

export function RemoteRuntimeProvider({
  runtime,
  children,
}: {
  runtime: RemoteRuntime;
  children: ReactNode;
}) {
  return <RemoteRuntimeContext.Provider value={runtime}>{children}</RemoteRuntimeContext.Provider>;
}

export function useRemoteRuntime(): RemoteRuntime {
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('useRemoteRuntime needs a RemoteRuntimeProvider');
  return runtime;
}

/** The state of remote `id`; starts loading it when first rendered. */
export function useRemote(id: RemoteId): RemoteState {
  const runtime = useRemoteRuntime();
  const state = useSyncExternalStore(runtime.subscribe, () => runtime.getState(id));
  useEffect(() => runtime.ensure(id), [runtime, id]);
  return state;
}
