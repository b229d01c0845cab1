/**
 * Where a host screen's extension points get the modules of the remotes that may
 * contribute: the shell provides an `ExtensionHost` over its remote runtime (it loads, on
 * request, the remotes the company has and the user may use; a remote the company does not
 * have is never fetched, and one that fails to load contributes nothing). A remote's
 * standalone dev host and the component tests provide a static host of the modules at hand.
 * Without a provider a point has no contributions. A singleton entry's (`/routing`): the
 * shell's provider and a remote's hook must share this context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ExtensionPointId } from '../contracts/extension-points';
import type { RemoteModule } from '../contracts/remote-module';

export interface ExtensionHost {
  /** The loaded modules that may contribute (the same array while nothing changed). */
  modules(): readonly RemoteModule[];
  /** Starts loading the remotes that may contribute (each once; a failed one stays out). */
  request(): void;
  subscribe(listener: () => void): () => void;
}

/** A host that loads, for one point, only the remotes contributing to it (the shell's). */
export interface PointExtensionHost extends ExtensionHost {
  /** Starts loading the remotes that may contribute to `point` (each once). */
  requestPoint(point: ExtensionPointId): void;
}

/** Asks `host` for the remotes of `point`: only those contributing to it when it knows them. */
export function requestExtensions(host: ExtensionHost, point: ExtensionPointId): void {
  const pointed = host as Partial<PointExtensionHost>;
  if (typeof pointed.requestPoint === 'function') pointed.requestPoint(point);
  else host.request();
}

/** A host of modules already loaded (a dev host, a test). */
export function staticExtensionHost(modules: readonly RemoteModule[]): ExtensionHost {
  const list: readonly RemoteModule[] = [...modules];
  return {
    modules: () => list,
    request: () => undefined,
    subscribe: () => () => undefined,
  };
}

const ExtensionHostContext = createContext<ExtensionHost>(staticExtensionHost([]));

export function ExtensionHostProvider({
  host,
  children,
}: {
  host: ExtensionHost;
  children: ReactNode;
}) {
  return <ExtensionHostContext.Provider value={host}>{children}</ExtensionHostContext.Provider>;
}

export function useExtensionHost(): ExtensionHost {
  return useContext(ExtensionHostContext);
}
